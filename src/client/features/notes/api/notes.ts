// The trip's notes: GET /api/trips/{tripId}/notes (pinned first), and the writes — POST,
// PATCH /api/notes/{id} with If-Match (the version the device had) and DELETE — each queued
// on the device when offline (lib/offline-writes.ts). Live changes make the trip's "notes" part stale.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Note, NoteInput, NotePatch } from "@shared/notes";
import { answer, api, apiUrl } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { queuedWrite, useQueuedWrite } from "@/lib/offline-writes";

export const notesQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "notes");
/** A dated note is on its day: the days are read again after a write. */
const touched = (tripId: string) => [notesQueryKey(tripId), queryKeys.ofTrip(tripId, "days")];

export function useNotes(tripId: string) {
  return useQuery({ queryKey: notesQueryKey(tripId), queryFn: () => answer(api.GET("/api/trips/{tripId}/notes", { params: { path: { tripId } } })) });
}

export function useAddNote(tripId: string) {
  const send = useQueuedWrite<Note>();
  return (body: NoteInput) =>
    send(queuedWrite({ method: "POST", url: apiUrl("/api/trips/{tripId}/notes", { tripId }), body, label: body.title, kind: "note", invalidate: touched(tripId) }));
}

export function useUpdateNote(tripId: string) {
  const send = useQueuedWrite<Note>();
  return (note: Pick<Note, "id" | "title" | "updatedAt">, body: NotePatch) =>
    send(queuedWrite({ method: "PATCH", url: apiUrl("/api/notes/{id}", { id: note.id }), body, ifMatch: note.updatedAt, label: note.title, kind: "note", invalidate: touched(tripId) }));
}

export function useDeleteNote(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.DELETE("/api/notes/{id}", { params: { path: { id } } })),
    onSuccess: () => Promise.all(touched(tripId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
