// GET /api/trips/:tripId: one trip.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Trip } from "@shared/trips";
import { apiRequest } from "@/lib/api";
import { tripsQueryKey } from "./get-trips";

export const tripQueryKey = (id: string) => [...tripsQueryKey, id] as const;

export const getTrip = (id: string) => apiRequest<Trip>("GET", `/api/trips/${encodeURIComponent(id)}`);

export const tripQueryOptions = (id: string) => queryOptions({ queryKey: tripQueryKey(id), queryFn: () => getTrip(id) });

export function useTrip(id: string | undefined) {
  return useQuery({ ...tripQueryOptions(id ?? ""), enabled: Boolean(id) });
}
