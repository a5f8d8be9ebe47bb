// GET /api/trips/{tripId}/reservations: the trip's reservations with the caller's own rating.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Reservation } from "@shared/reservations";
import { apiRequest } from "@/lib/api";

export const reservationsQueryKey = (tripId: string) => ["/api/trips", tripId, "reservations"] as const;

export const getReservations = (tripId: string) =>
  apiRequest<Reservation[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/reservations`);

export const reservationsQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: reservationsQueryKey(tripId), queryFn: () => getReservations(tripId) });

export function useReservations(tripId: string | undefined) {
  return useQuery({ ...reservationsQueryOptions(tripId ?? ""), enabled: !!tripId });
}
