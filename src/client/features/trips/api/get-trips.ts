// GET /api/trips: the caller's trips, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Trip } from "@shared/trips";
import { apiRequest } from "@/lib/api";

export const tripsQueryKey = ["/api/trips"] as const;

export const getTrips = () => apiRequest<Trip[]>("GET", "/api/trips");

export const tripsQueryOptions = () => queryOptions({ queryKey: tripsQueryKey, queryFn: getTrips });

export function useTrips() {
  return useQuery(tripsQueryOptions());
}
