// What other features and the layout may use from trips.
export { useTrips, tripsQueryKey } from "./api/get-trips";
export { useTrip } from "./api/get-trip";
export { useCurrentTrip } from "./api/use-current-trip";
export { TripFormDialog } from "./components/trip-form-dialog";
