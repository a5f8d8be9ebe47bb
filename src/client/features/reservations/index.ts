// What other features (the dashboard, the router) may use from reservations.
// Pages are not exported: the router lazy-loads them by path, so a page never rides along in another feature's chunk.
export { useReservations, reservationsQueryKey } from "./api/get-reservations";
export { ReservationStatusBadge } from "./components/status-badge";
export { TYPE_META, costLabel, reservationDateLabel } from "./lib/display";
export { LazyImportDialog } from "./components/lazy-import-dialog";
