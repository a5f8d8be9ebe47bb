// Memories on the day plan (docs/product/memories.md): adding photos (several
// at once, each its own upload, kept on the device offline), captioning,
// moving and deleting them, and one's own journal entry for a day. Photos and
// entries come with the days (GET …/days), so every change refreshes the days.
import { useState } from "react";
import { onlineManager, useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { JournalInput, Photo, PhotoPatch } from "@shared/memories";
import { ApiError, answer, api, apiUrl } from "@/lib/api";
import { isNoAnswer } from "@/lib/connection";
import {
  fitsOnDevice,
  queuedWrite,
  queuedWriteOptions,
  sendQueuedWrite,
  usePendingWrites,
  type QueuedWrite,
} from "@/lib/offline-writes";
import { queryKeys } from "@/lib/query-keys";
import { daysQueryKey } from "./days";

/** What a change of memories changes: the days (which carry them), the photos and the journal. */
const daysChanged = (tripId: string): QueryKey[] => [daysQueryKey(tripId), queryKeys.ofTrip(tripId, "photos"), queryKeys.ofTrip(tripId, "journal")];

function useDaysChange<T, R>(tripId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(daysChanged(tripId).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** A photo being sent, or one that was not (with why, and whether trying again can help). */
export interface PhotoUpload {
  write: QueuedWrite;
  status: "sending" | "failed";
  /** Why it failed: no answer (the connection), the server's trouble (5xx), or the server's refusal (its message). */
  failure?: { kind: "connection" } | { kind: "server" } | { kind: "refused"; message: string };
}

/** What a failed send was: only the connection and the server's own trouble are worth trying again. */
function failureOf(error: unknown): NonNullable<PhotoUpload["failure"]> {
  if (isNoAnswer(error)) return { kind: "connection" };
  if (error instanceof ApiError && error.status < 500) return { kind: "refused", message: error.serverMessage ?? error.message };
  return { kind: "server" };
}

export const retryable = (upload: PhotoUpload) => upload.status === "failed" && upload.failure?.kind !== "refused";

/**
 * Adding photos (`date`: the day for those that do not say when they were
 * taken). Each photo is its own upload with its own Idempotency-Key, so each
 * says how it went and "Try again" sends only the failed ones — with their same
 * keys, so one the server took before the connection broke is not added twice.
 * Offline, they wait in the device's one queue of writes (lib/offline-writes.ts),
 * the files kept in IndexedDB, within a bound of their bytes, and go when the
 * connection returns.
 */
export function usePhotoUploads(tripId: string) {
  const client = useQueryClient();
  const { mutate: queue } = useMutation(queuedWriteOptions(client));
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const set = (write: QueuedWrite, change: Omit<PhotoUpload, "write"> | null) =>
    setUploads((all) => {
      const others = all.filter((u) => u.write.idempotencyKey !== write.idempotencyKey);
      return change ? [...others, { write, ...change }] : others;
    });

  /** Keeps the writes on the device to be sent later; false (nothing kept) when they would exceed the bound. */
  const wait = (writes: QueuedWrite[]): boolean => {
    if (!fitsOnDevice(client, writes)) return false;
    for (const write of writes) {
      set(write, null);
      queue({ ...write, queued: true });
    }
    return true;
  };

  /** One after another (one photo in the server's memory at a time); returns how many were added. */
  const send = async (writes: QueuedWrite[]): Promise<number> => {
    for (const write of writes) set(write, { status: "sending" });
    let added = 0;
    for (const write of writes) {
      try {
        await sendQueuedWrite<Photo[]>(write);
        set(write, null);
        added += 1;
      } catch (error) {
        set(write, { status: "failed", failure: failureOf(error) });
      }
    }
    await Promise.all(daysChanged(tripId).map((queryKey) => client.invalidateQueries({ queryKey })));
    return added;
  };

  /** Online: sent now (resolves with how many were added); offline: kept to be sent ("waiting"), or refused past the bound. */
  const start = async (writes: QueuedWrite[]): Promise<{ added: number } | { waiting: boolean }> =>
    onlineManager.isOnline() ? { added: await send(writes) } : { waiting: wait(writes) };

  return {
    uploads,
    add: (files: readonly File[], date: string) =>
      start(
        files.map((file) =>
          queuedWrite({
            method: "POST",
            url: apiUrl("/api/trips/{tripId}/photos", { tripId }),
            form: { fields: { date }, files: [file] },
            label: file.name,
            kind: "photo",
            invalidate: daysChanged(tripId),
          }),
        ),
      ),
    retry: () => start(uploads.filter(retryable).map((u) => u.write)),
    dismiss: (upload: PhotoUpload) => set(upload.write, null),
  };
}

/** The photos waiting on the device to be sent to this trip. */
export function useWaitingPhotos(tripId: string): QueuedWrite[] {
  return usePendingWrites({ creates: apiUrl("/api/trips/{tripId}/photos", { tripId }), edits: "/api/photos/" }).created;
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
