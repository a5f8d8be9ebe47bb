// GET /api/trips/{tripId}/legs: travel between the trip's stops in route
// order, computed by the server's one leg function (routed, or a labelled
// estimate), so the map says what the day plan and the assistant say.
import { useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const legsQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "legs");

export function useTripLegs(tripId: string | null | undefined) {
  return useQuery({
    queryKey: legsQueryKey(tripId ?? ""),
    queryFn: () => answer(api.GET("/api/trips/{tripId}/legs", { params: { path: { tripId: tripId ?? "" } } })),
    enabled: !!tripId,
  });
}
