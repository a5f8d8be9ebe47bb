// POST /api/trips → 201 Trip.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TripInput } from "@shared/trips";
import { answer, api } from "@/lib/api";
import { tripsQueryKey } from "./get-trips";

export const createTrip = (body: TripInput) => answer(api.POST("/api/trips", { body }));

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTrip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripsQueryKey }),
  });
}
