// GET /api/trips/:id: one trip.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { tripsQueryKey } from "./get-trips";

export const tripQueryKey = (id: string) => [...tripsQueryKey, id] as const;

export const getTrip = (id: string) => answer(api.GET("/api/trips/{id}", { params: { path: { id } } }));

export const tripQueryOptions = (id: string) => queryOptions({ queryKey: tripQueryKey(id), queryFn: () => getTrip(id) });

export function useTrip(id: string | undefined) {
  return useQuery({ ...tripQueryOptions(id ?? ""), enabled: Boolean(id) });
}
