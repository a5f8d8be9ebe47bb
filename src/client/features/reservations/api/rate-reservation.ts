// PATCH /api/reservations/{id}/rating {rating: 1–5 | null}: the caller's own rating.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { reservationsQueryKey } from "./get-reservations";

export const rateReservation = (id: string, rating: number | null) =>
  answer(api.PATCH("/api/reservations/{id}/rating", { params: { path: { id } }, body: { rating } }));

export function useRateReservation(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number | null }) => rateReservation(id, rating),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
