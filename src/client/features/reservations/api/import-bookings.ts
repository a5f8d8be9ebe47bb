// POST /api/trips/{tripId}/imports (files as multipart, or { text }) → what was
// found, nothing saved; POST …/imports/confirm → the chosen ones as reservations.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmImport, ImportResult } from "@shared/imports";
import type { Reservation } from "@shared/reservations";
import { apiRequest } from "@/lib/api";
import { reservationsQueryKey } from "./get-reservations";

const importsUrl = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/imports`;

export function readBookings(tripId: string, input: { files: File[] } | { text: string }): Promise<ImportResult> {
  if ("text" in input) return apiRequest<ImportResult>("POST", importsUrl(tripId), { text: input.text });
  const form = new FormData();
  for (const file of input.files) form.append("file", file, file.name);
  return apiRequest<ImportResult>("POST", importsUrl(tripId), form);
}

export function useReadBookings(tripId: string) {
  return useMutation({ mutationFn: (input: { files: File[] } | { text: string }) => readBookings(tripId, input) });
}

export const confirmImport = (tripId: string, body: ConfirmImport) =>
  apiRequest<Reservation[]>("POST", `${importsUrl(tripId)}/confirm`, body);

export function useConfirmImport(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmImport) => confirmImport(tripId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsQueryKey(tripId) }),
  });
}
