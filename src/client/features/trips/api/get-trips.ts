// GET /api/trips: the caller's trips, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const tripsQueryKey = queryKeys.trips;

export const getTrips = () => answer(api.GET("/api/trips"));

export const tripsQueryOptions = () => queryOptions({ queryKey: tripsQueryKey, queryFn: getTrips });

export function useTrips() {
  return useQuery(tripsQueryOptions());
}
