// Guests (docs/product/guests.md): POST /api/trips/:tripId/guests, PATCH and DELETE
// /api/guests/:id, POST /api/guests/:id/link. Each refreshes what a member change does;
// a link also moves money, bookings and items, which the live change refreshes for everyone.
// Adding and renaming queue on the device when offline (lib/offline-writes.ts), as the
// other writes do; removing and linking change money and need the server's yes at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Guest, GuestInput } from "@shared/guests";
import { answer, api, apiUrl } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";
import { invalidateMembers, membersQueryKeys } from "./invalidate";

/** How a guest is named in the "waiting to sync" list. */
export const guestName = (body: GuestInput) => [body.firstName, body.lastName].filter(Boolean).join(" ");

export function useAddGuest(tripId: string) {
  const send = useQueuedWrite<Guest>();
  return (body: GuestInput) =>
    send(queuedWrite({ method: "POST", url: apiUrl("/api/trips/{tripId}/guests", { tripId }), body, label: guestName(body), kind: "guest", invalidate: membersQueryKeys(tripId) }));
}

export function useRenameGuest(tripId: string) {
  const send = useQueuedWrite<Guest>();
  return ({ id, ...body }: GuestInput & { id: string }) =>
    send(queuedWrite({ method: "PATCH", url: apiUrl("/api/guests/{id}", { id }), body, label: guestName(body), kind: "guest", invalidate: membersQueryKeys(tripId) }));
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
