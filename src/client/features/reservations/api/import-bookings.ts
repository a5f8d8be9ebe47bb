// POST /api/trips/{tripId}/imports (files as multipart, or { text }) → what was
// found, nothing saved; POST …/imports/confirm → the chosen ones as reservations.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmImport, ImportResult } from "@shared/imports";
import { answer, api } from "@/lib/api";
import { reservationsQueryKey } from "./get-reservations";

export function readBookings(tripId: string, input: { files: File[] } | { text: string }): Promise<ImportResult> {
  if ("text" in input) return answer(api.POST("/api/trips/{tripId}/imports", { params: { path: { tripId } }, body: { text: input.text } }));
  const form = new FormData();
  for (const file of input.files) form.append("file", file, file.name);
  // The route reads multipart itself: its document names the JSON body only.
  return answer(api.POST("/api/trips/{tripId}/imports", { params: { path: { tripId } }, body: form as never }));
}

export function useReadBookings(tripId: string) {
  return useMutation({ mutationFn: (input: { files: File[] } | { text: string }) => readBookings(tripId, input) });
}

export const confirmImport = (tripId: string, body: ConfirmImport) =>
  answer(api.POST("/api/trips/{tripId}/imports/confirm", { params: { path: { tripId } }, body }));

export function useConfirmImport(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmImport) => confirmImport(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
