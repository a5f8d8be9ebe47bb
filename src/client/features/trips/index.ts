// What other features and the layout may use from trips.
export { useTrips, tripsQueryKey } from "./api/get-trips";
export { useTrip } from "./api/get-trip";
export { useCurrentTrip } from "./api/use-current-trip";
// The form loads when first opened (ADR 015).
export { TripFormDialog, preloadTripForm } from "./components/lazy-trip-form-dialog";
