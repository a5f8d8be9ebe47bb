// GET /api/trips/{tripId}/legs: travel between the trip's stops in route
// order, computed by the server's one leg function (routed, or a labelled
// estimate), so the map says what the day plan and the assistant say.
import { useQuery } from "@tanstack/react-query";
import type { Leg } from "@shared/days";
import { apiRequest } from "@/lib/api";

export const legsQueryKey = (tripId: string) => ["/api/trips", tripId, "legs"] as const;

export function useTripLegs(tripId: string | null | undefined) {
  return useQuery({
    queryKey: legsQueryKey(tripId ?? ""),
    queryFn: () => apiRequest<Leg[]>("GET", `/api/trips/${tripId}/legs`),
    enabled: !!tripId,
  });
}
