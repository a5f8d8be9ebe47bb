// Memories on the day plan (docs/product/memories.md): adding photos (several
// at once), captioning, moving and deleting them, and one's own journal entry
// for a day. Photos and entries come with the days (GET …/days), so every
// change refreshes the days.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JournalInput, PhotoPatch } from "@shared/memories";
import { answer, api } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { daysQueryKey } from "./days";

function useDaysChange<T, R>(tripId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: daysQueryKey(tripId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ofTrip(tripId, "photos") }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ofTrip(tripId, "journal") }),
      ]),
  });
}

/** `date`: the day for photos that do not say when they were taken. */
export function useAddPhotos(tripId: string) {
  return useDaysChange(tripId, ({ files, date }: { files: readonly File[]; date: string }) => {
    const form = new FormData();
    form.append("date", date);
    for (const file of files) form.append("file", file, file.name);
    // The route reads multipart itself: its document names no JSON body.
    return answer(api.POST("/api/trips/{tripId}/photos", { params: { path: { tripId } }, body: form as never }));
  });
}

export function useUpdatePhoto(tripId: string) {
  return useDaysChange(tripId, ({ id, patch }: { id: string; patch: PhotoPatch }) => answer(api.PATCH("/api/photos/{id}", { params: { path: { id } }, body: patch })));
}

export function useDeletePhoto(tripId: string) {
  return useDaysChange(tripId, (id: string) => answer(api.DELETE("/api/photos/{id}", { params: { path: { id } } })));
}

export function useSaveJournal(tripId: string) {
  return useDaysChange(tripId, ({ date, body }: { date: string; body: JournalInput }) =>
    answer(api.PUT("/api/trips/{tripId}/journal/{date}", { params: { path: { tripId, date } }, body: { text: body.text, mood: body.mood ?? null } })),
  );
}

export function useDeleteJournal(tripId: string) {
  return useDaysChange(tripId, (date: string) => answer(api.DELETE("/api/trips/{tripId}/journal/{date}", { params: { path: { tripId, date } } })));
}
