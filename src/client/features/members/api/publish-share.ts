// POST /api/trips/:tripId/share (admins) → 201 the new link, 200 the same one while it is on.
// DELETE /api/trips/:tripId/share (admins) → 204; the link stops working at once.
// PATCH /api/trips/:tripId/share { includeMemories } (admins): the journal and photos on the page, or not.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "@/lib/api";
import { shareQueryKey } from "./get-share";

export const publishShare = (tripId: string) => answer(api.POST("/api/trips/{tripId}/share", { params: { path: { tripId } } }));
export const unpublishShare = (tripId: string) => answer(api.DELETE("/api/trips/{tripId}/share", { params: { path: { tripId } } }));

export function usePublishShare(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishShare(tripId),
    // A new page starts without the journal and photos.
    onSuccess: (link) => queryClient.setQueryData(shareQueryKey(tripId), { link, includeMemories: false }),
  });
}

export function useUnpublishShare(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishShare(tripId),
    onSuccess: () => queryClient.setQueryData(shareQueryKey(tripId), { link: null, includeMemories: false }),
  });
}

export function useShareMemories(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (includeMemories: boolean) => answer(api.PATCH("/api/trips/{tripId}/share", { params: { path: { tripId } }, body: { includeMemories } })),
    onSuccess: (status) => queryClient.setQueryData(shareQueryKey(tripId), status),
  });
}
