// Changes made without signal (docs/product/offline.md, ADR 035): every create or edit of a
// reservation, itinerary item or expense is one "queued write" — the request
// itself (method, URL, body), an Idempotency-Key chosen once, and for an edit
// the `updatedAt` the device had (If-Match). They run one after another in
// the order made (one TanStack Query mutation scope). Offline, TanStack Query
// holds them (paused mutations), the device keeps them (offline-cache.ts) and
// sends them when the connection returns, each with its key, so a write the
// server had already taken before the connection broke is not written twice.
// A photo upload is one too: its body is the form with the files themselves,
// which IndexedDB keeps as they are (a File survives the device's copy).
import { useCallback } from "react";
import { onlineManager, useMutation, useMutationState, useQueryClient, type QueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { connectionLost, isNoAnswer } from "@/lib/connection";
import { handleUnauthorized, signedInAgain } from "@/lib/unauthorized";

export const QUEUED_WRITE_KEY = ["queued-write"] as const;

export interface QueuedWrite {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: Record<string, unknown>;
  /** A multipart body instead (photos): its text fields and its files. */
  form?: { fields: Record<string, string>; files: File[] };
  /** The same on every attempt: a repeat gets the first answer (docs/product/offline.md). */
  idempotencyKey: string;
  /** An edit: the version the device had; the server refuses a newer one with 409 and its version. */
  ifMatch?: string;
  /** What the change is, for the "waiting to sync" list: the name of the thing. */
  label: string;
  /** What kind of change, for the same list. */
  kind: "reservation" | "itinerary" | "expense" | "list-item" | "photo" | "guest" | "message" | "poll" | "note";
  /** The queries to ask again once the server has it. */
  invalidate: QueryKey[];
  /** Made offline: no form is waiting for its answer, so the "waiting to sync" list reports how it ends. */
  queued?: boolean;
}

export const queuedWrite = (write: Omit<QueuedWrite, "idempotencyKey">): QueuedWrite => ({ ...write, idempotencyKey: crypto.randomUUID() });

/** The form of a multipart write, built anew for each attempt (the browser picks its boundary; the key stays). */
function formData(form: NonNullable<QueuedWrite["form"]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  for (const file of form.files) data.append("file", file, file.name);
  return data;
}

export const sendQueuedWrite = <T>(write: QueuedWrite) =>
  apiRequest<T>(write.method, write.url, write.form ? formData(write.form) : write.body, {
    "Idempotency-Key": write.idempotencyKey,
    ...(write.ifMatch ? { "If-Match": write.ifMatch } : {}),
  });

/**
 * At most this many bytes of files wait on the device to be sent: a few photos'
 * worth. More is refused when queued (and said), rather than filling the
 * device's storage with a whole camera roll.
 */
export const MAX_WAITING_UPLOAD_BYTES = 100 * 1024 * 1024;

const uploadBytes = (write: QueuedWrite | undefined) => (write?.form?.files ?? []).reduce((n, file) => n + file.size, 0);

/** Whether these writes may wait on the device too: their files and those already waiting stay within the bound. */
export function fitsOnDevice(client: QueryClient, writes: readonly QueuedWrite[]): boolean {
  let bytes = writes.reduce((n, w) => n + uploadBytes(w), 0);
  for (const m of client.getMutationCache().findAll({ mutationKey: QUEUED_WRITE_KEY, status: "pending" })) bytes += uploadBytes(m.state.variables as QueuedWrite | undefined);
  return bytes <= MAX_WAITING_UPLOAD_BYTES;
}

/**
 * The version an edit is sent over. Every change made offline to one thing carries the version the device had, and
 * the first one sent moves the thing on: the next was refused as a conflict with the member's own change (a tick,
 * then an untick, offline: "someone else changed it"). So an edit goes over what the last earlier write of this
 * device to the same address, made over the same version, got back. The writes run one after another (one scope):
 * by the time one is sent, the earlier ones have their answers. A change by someone else in between still meets a
 * newer version than that, and is a conflict as before.
 */
export function versionToSend(client: QueryClient, write: QueuedWrite): string | undefined {
  if (!write.ifMatch) return write.ifMatch;
  let version = write.ifMatch;
  // In the order made.
  for (const earlier of client.getMutationCache().findAll({ mutationKey: QUEUED_WRITE_KEY, status: "success" })) {
    const sent = earlier.state.variables as QueuedWrite | undefined;
    const answer = earlier.state.data as { updatedAt?: unknown } | undefined;
    if (sent?.url === write.url && sent.ifMatch === write.ifMatch && typeof answer?.updatedAt === "string") version = answer.updatedAt;
  }
  return version;
}

/** How a queued write runs: the same for one made now and for one put back from the device after a reload. */
export function queuedWriteOptions(client: QueryClient): UseMutationOptions<unknown, Error, QueuedWrite> {
  return {
    mutationKey: QUEUED_WRITE_KEY,
    // No answer at all (the network gets nowhere though the browser says online): offline (connection.ts), and
    // the write waits on the device like one made offline, instead of failing.
    // The session ended (signed out in another tab): the write waits, as offline, until the member has signed in
    // again in the dialog that says so (unauthorized.ts), then goes with its same key.
    mutationFn: async (write) => {
      for (;;) {
        try {
          return await sendQueuedWrite({ ...write, ifMatch: versionToSend(client, write) });
        } catch (error) {
          if (isNoAnswer(error)) connectionLost();
          if (!handleUnauthorized(error)) throw error;
          await signedInAgain();
        }
      }
    },
    retry: (_failures, error) => isNoAnswer(error),
    scope: { id: "queued-writes" },
    onSettled: (_data, _error, write) => Promise.all(write.invalidate.map((queryKey) => client.invalidateQueries({ queryKey }))),
  };
}

/** For writes put back from the device: TanStack Query finds their function by key. */
export function registerQueuedWrites(client: QueryClient): void {
  client.setMutationDefaults(QUEUED_WRITE_KEY, queuedWriteOptions(client));
}

/**
 * Sends a write: online it waits for the server's answer (and throws its
 * error, for the form to show); offline it is queued and `queued` is true at
 * once — also when the connection turns out to be gone while it is sent.
 */
export function useQueuedWrite<T>(): (write: QueuedWrite) => Promise<{ queued: true } | { queued: false; data: T }> {
  const client = useQueryClient();
  const { mutate, mutateAsync } = useMutation(queuedWriteOptions(client));
  return useCallback(
    async (write: QueuedWrite) => {
      if (!onlineManager.isOnline()) {
        mutate({ ...write, queued: true });
        return { queued: true };
      }
      return new Promise((resolve, reject) => {
        const stop = onlineManager.subscribe((online) => {
          if (online) return;
          stop();
          // It waits on the device now: the "waiting to sync" list reports how it ends, not the form.
          write.queued = true;
          resolve({ queued: true });
        });
        mutateAsync(write).then(
          (data) => {
            stop();
            resolve({ queued: false, data: data as T });
          },
          (error: unknown) => {
            stop();
            reject(error);
          },
        );
      });
    },
    [mutate, mutateAsync],
  );
}

/**
 * The writes waiting to be sent that concern one list: the ids of the things
 * they edit (URL `${edits}<id>`), and the ones creating a thing in it (POST to `creates`).
 */
export function usePendingWrites({ creates, edits }: { creates?: string; edits: string }): { editing: (id: string) => boolean; created: QueuedWrite[] } {
  const waiting = useMutationState({ filters: { mutationKey: QUEUED_WRITE_KEY, status: "pending" }, select: (m) => m.state.variables as QueuedWrite });
  const edited = new Set(waiting.filter((w) => w.method !== "POST" && w.url.startsWith(edits)).map((w) => decodeURIComponent(w.url.slice(edits.length))));
  return { editing: (id) => edited.has(id), created: waiting.filter((w) => w.method === "POST" && w.url === creates) };
}
