// The trip data kept on the device (SPEC-2 §4, ADR 035): the query cache of
// the signed-in member, saved to IndexedDB as TanStack Query's own dehydrated
// state, and put back before the first render when the page comes from the
// service worker's shell (no network, so no server render and no boot data).
// The copy belongs to one user: signing out deletes it, and another account
// signing in on the device deletes the previous one's first.
// Loaded lazily (main.tsx), so the sign-in page's first load does not carry it.
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/user";

/** One saved copy: whose it is, when it was saved and in which language the member reads. */
export interface Snapshot {
  userId: string;
  savedAt: number;
  /** The language the member read in, for the shell's first render. */
  language: string;
  state: DehydratedState;
}

const CURRENT = "current";
const dataKey = (userId: string) => `data:${userId}`;
/** Saving at most this often while data keeps arriving; and when the page is hidden. */
const SAVE_EVERY_MS = 1000;

let db: UseStore | null = null;
const store = () => (db ??= createStore("roamwise-offline", "keyval"));

/** The signed-in user query's key (passed in, so this lazily loaded module shares no code with the entry). */
type UserKey = readonly [string];
const userIn = (client: QueryClient, userKey: UserKey) => client.getQueryData<User | null>(userKey) ?? null;

/** The saved copy of whoever used the device last, or null. */
export async function readSnapshot(): Promise<Snapshot | null> {
  const userId = await get<string>(CURRENT, store());
  if (!userId) return null;
  const snapshot = await get<Snapshot>(dataKey(userId), store());
  return snapshot?.userId === userId ? snapshot : null;
}

/**
 * Fills the cache from the saved copy; returns it (for its language and time), or null.
 * Online, everything restored is marked stale so what the page shows is asked again.
 */
export async function restoreOfflineCache(client: QueryClient, userKey: UserKey): Promise<Snapshot | null> {
  let snapshot: Snapshot | null = null;
  try {
    snapshot = await readSnapshot();
  } catch {
    return null; // no IndexedDB (a private window may refuse it): the app asks the network as before
  }
  if (!snapshot) return null;
  hydrate(client, snapshot.state);
  // Online (vite dev, or the server did not answer the page): show it, and ask again.
  if (onlineManager.isOnline()) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userKey[0] });
  return snapshot;
}

/** Only answers worth showing again: successful ones of the API, not the ones being asked or failed. */
const keep = { shouldDehydrateQuery: (query: { state: { status: string }; queryKey: readonly unknown[] }) => query.state.status === "success" && String(query.queryKey[0]).startsWith("/api/") };

/**
 * Saves the cache whenever it changes (at most once a second) for the
 * signed-in member; follows sign-out and account switches. Returns a stop function.
 */
export function keepOfflineCache(client: QueryClient, userKey: UserKey, language: () => string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let owner: string | null = null;

  const save = async () => {
    timer = null;
    const user = userIn(client, userKey);
    if (!user) return;
    const snapshot: Snapshot = { userId: user.id, savedAt: Date.now(), language: language(), state: dehydrate(client, keep) };
    await set(dataKey(user.id), snapshot, store());
    // Signed out (or switched) while it was being written: the copy must not outlive the session.
    if (userIn(client, userKey)?.id !== user.id) await del(dataKey(user.id), store());
  };
  const schedule = () => {
    timer ??= setTimeout(() => void save().catch(() => {}), SAVE_EVERY_MS);
  };
  /** Called on every change of the signed-in user: sign-out forgets, a new account replaces. */
  const follow = async () => {
    const user = userIn(client, userKey);
    const userId = user?.id ?? null;
    if (userId === owner) return;
    owner = userId;
    const previous = await get<string>(CURRENT, store());
    if (previous && previous !== userId) await del(dataKey(previous), store());
    if (userId) await set(CURRENT, userId, store());
    else await del(CURRENT, store());
  };

  void follow().catch(() => {});
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed" && event.type !== "added") return;
    if (event.query.queryKey[0] === userKey[0]) void follow().catch(() => {});
    // A successful answer, or a removal: the saved copy changes with it (data failing offline does not).
    if (event.type === "removed" || event.query.state.status === "success") schedule();
  });
  const onHide = () => {
    if (document.visibilityState === "hidden" && timer) {
      clearTimeout(timer);
      void save().catch(() => {});
    }
  };
  document.addEventListener("visibilitychange", onHide);
  return () => {
    unsubscribe();
    document.removeEventListener("visibilitychange", onHide);
    if (timer) clearTimeout(timer);
  };
}
