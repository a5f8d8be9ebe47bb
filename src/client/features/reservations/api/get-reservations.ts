// GET /api/trips/{tripId}/reservations: the trip's reservations with the caller's own rating.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export const reservationsQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "reservations");

export const getReservations = (tripId: string) =>
  answer(api.GET("/api/trips/{tripId}/reservations", { params: { path: { tripId } } }));

export const reservationsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: reservationsQueryKey(tripId), queryFn: () => getReservations(tripId) });

export function useReservations(tripId: string | undefined) {
  return useQuery({ ...reservationsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
