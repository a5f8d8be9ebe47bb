// PATCH /api/trips/:id with the same fields as create.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripPatch } from "@shared/trips";
import { answer, api } from "@/lib/api";
import { tripsQueryKey } from "./get-trips";

export const updateTrip = ({ id, body }: { id: string; body: TripPatch }) =>
  answer(api.PATCH("/api/trips/{id}", { params: { path: { id } }, body }));

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrip,
    // The prefix also refreshes the single-trip query of this id.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsQueryKey }),
  });
}
