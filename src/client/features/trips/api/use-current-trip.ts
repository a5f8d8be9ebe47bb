// The selected trip (docs/product/trips-and-members.md), shared by header, navigation and pages.
import { useCallback, useEffect } from "react";
import {
  rememberSelectedTripId,
  resolveSelectedTripId,
  useStoredSelectedTripId,
  writeSelectedTripId,
} from "@/lib/selected-trip";
import { useTrips } from "./get-trips";

export function useCurrentTrip() {
  const tripsQuery = useTrips();
  const stored = useStoredSelectedTripId();
  const trips = tripsQuery.data;
  const resolvedId = trips ? resolveSelectedTripId(trips.map((t) => t.id), stored) : stored;
  const currentTrip = trips?.find((t) => t.id === resolvedId) ?? null;

  // Remember the fallback choice so every later visit starts from it. Every view resolves the
  // same fallback, so none needs telling.
  useEffect(() => {
    if (trips && resolvedId !== stored) rememberSelectedTripId(resolvedId);
  }, [trips, resolvedId, stored]);

  const selectTrip = useCallback((id: string) => writeSelectedTripId(id), []);

  return {
    trips: trips ?? [],
    currentTrip,
    isLoading: tripsQuery.isPending,
    isError: tripsQuery.isError,
    selectTrip,
  };
}
