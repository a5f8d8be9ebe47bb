// After an itinerary write: the item list and the locations the items use.
import type { QueryClient } from "@tanstack/react-query";
import { itineraryQueryKey } from "./get-itinerary";
import { locationsQueryKey } from "./get-locations";

export function invalidateItinerary(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: itineraryQueryKey(tripId) }),
    queryClient.invalidateQueries({ queryKey: locationsQueryKey(tripId) }),
  ]);
}
