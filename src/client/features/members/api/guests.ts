// Guests (docs/product/guests.md): POST /api/trips/:tripId/guests, PATCH and DELETE
// /api/guests/:id, POST /api/guests/:id/link. Each refreshes what a member change does;
// a link also moves money, bookings and items, which the live change refreshes for everyone.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuestInput } from "@shared/guests";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { invalidateMembers } from "./invalidate";

export function useAddGuest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestInput) => answer(api.POST("/api/trips/{tripId}/guests", { params: { path: { tripId } }, body })),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}

export function useRenameGuest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: GuestInput & { id: string }) => answer(api.PATCH("/api/guests/{id}", { params: { path: { id } }, body })),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}

export function useRemoveGuest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/guests/{id}", { params: { path: { id } } })),
    onSuccess: () => invalidateMembers(queryClient, tripId),
  });
}

export function useLinkGuest(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => answer(api.POST("/api/guests/{id}/link", { params: { path: { id } }, body: { userId } })),
    // Everything of the trip may name the guest: refresh it all.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.trip(tripId) }), invalidateMembers(queryClient, tripId)]),
  });
}
