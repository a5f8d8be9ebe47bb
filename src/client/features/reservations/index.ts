// What other features (the dashboard, the router) may use from reservations.
export { useReservations, reservationsQueryKey } from "./api/get-reservations";
export { ReservationStatusBadge } from "./components/status-badge";
export { TYPE_META, costLabel, reservationDateLabel } from "./lib/display";
export { ReservationsPage } from "./pages/reservations-page";
