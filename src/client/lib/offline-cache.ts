// The trip data kept on the device (docs/product/offline.md, ADR 035): the query cache of
// the signed-in member, saved to IndexedDB as TanStack Query's own dehydrated
// state, and put back before the first render when the page comes from the
// service worker's shell (no network, so no server render and no boot data).
// The copy belongs to one user: signing out deletes it, and another account
// signing in on the device deletes the previous one's first.
// Loaded lazily (main.tsx), so the sign-in page's first load does not carry it.
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { User } from "@shared/user";
import { QUEUED_WRITE_KEY, registerQueuedWrites } from "./offline-writes";
import { checkConnection } from "./connection";

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
/** The queued writes, apart: written the moment one is made (a page may be closed right after), not once a second. */
const writesKey = (userId: string) => `writes:${userId}`;
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
  const [snapshot, writes] = await Promise.all([get<Snapshot>(dataKey(userId), store()), get<DehydratedState["mutations"]>(writesKey(userId), store())]);
  if (snapshot?.userId !== userId) return null;
  return { ...snapshot, state: { ...snapshot.state, mutations: writes ?? [] } };
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
  registerQueuedWrites(client);
  hydrate(client, asPaused(snapshot.state));
  putBack = true;
  // The shell is served when the page got no answer: the browser may still say online (connection.ts).
  if (onlineManager.isOnline()) await checkConnection();
  if (onlineManager.isOnline()) void client.resumePausedMutations();
  // Online (vite dev, or the server did not answer the page): show it, and ask again.
  if (onlineManager.isOnline()) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== userKey[0] });
  return snapshot;
}

/**
 * What is kept: successful answers of the API (not the ones being asked or
 * failed), and the queued writes not answered yet (offline-writes.ts) — also
 * one being sent: its Idempotency-Key makes sending it again harmless.
 */
const keep = {
  shouldDehydrateQuery: (query: { state: { status: string }; queryKey: readonly unknown[] }) => query.state.status === "success" && String(query.queryKey[0]).startsWith("/api/"),
  shouldDehydrateMutation: (mutation: { state: { status: string }; options: { mutationKey?: readonly unknown[] } }) =>
    mutation.options.mutationKey?.[0] === QUEUED_WRITE_KEY[0] && mutation.state.status === "pending",
};

/** Put back, every kept write waits to be sent again (one cut off mid-request included). */
function asPaused(state: DehydratedState): DehydratedState {
  return { ...state, mutations: state.mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true } })) };
}

/** A copy that could not be written (storage full, refused) leaves the previous one; said in the console, not to the member. */
const notSaved = (error: unknown) => console.warn("The trip data could not be kept on this device", error);

/** Whether this page already put the kept copy back (the shell did), so it is not put back twice. */
let putBack = false;

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
    await ready;
    // A page loaded from the server starts with its own data only: what other pages kept stays,
    // unless this page has a newer answer to the same query. Writes: exactly those waiting now.
    const now = dehydrate(client, keep);
    const previous = await get<Snapshot>(dataKey(user.id), store());
    const fresh = new Set(now.queries.map((q) => q.queryHash));
    const kept = previous?.userId === user.id ? previous.state.queries.filter((q) => !fresh.has(q.queryHash)) : [];
    const snapshot: Snapshot = { userId: user.id, savedAt: Date.now(), language: language(), state: { queries: [...kept, ...now.queries], mutations: [] } };
    await set(dataKey(user.id), snapshot, store());
    // Signed out (or switched) while it was being written: the copy must not outlive the session.
    if (userIn(client, userKey)?.id !== user.id) await del(dataKey(user.id), store());
  };
  /** The writes waiting now, written at once (after the kept ones are back in the cache). */
  const saveWrites = async () => {
    const user = userIn(client, userKey);
    if (!user) return;
    await ready;
    await set(writesKey(user.id), dehydrate(client, { shouldDehydrateQuery: () => false, shouldDehydrateMutation: keep.shouldDehydrateMutation }).mutations, store());
  };
  let lastSave = 0;
  // At once when nothing was saved in the last second (a page may be left right after its data came), else once at its end.
  const schedule = () => {
    timer ??= setTimeout(
      () => {
        lastSave = Date.now();
        void save().catch(notSaved);
      },
      Math.max(0, lastSave + SAVE_EVERY_MS - Date.now()),
    );
  };
  /** Called on every change of the signed-in user: sign-out forgets, a new account replaces. */
  const follow = async () => {
    const user = userIn(client, userKey);
    const userId = user?.id ?? null;
    if (userId === owner) return;
    owner = userId;
    const previous = await get<string>(CURRENT, store());
    if (previous && previous !== userId) await Promise.all([del(dataKey(previous), store()), del(writesKey(previous), store())]);
    if (userId) await set(CURRENT, userId, store());
    else await del(CURRENT, store());
  };

  registerQueuedWrites(client);
  // A page the server rendered: only the writes still waiting are taken from the kept copy.
  const resumeKeptWrites = async () => {
    if (putBack) return;
    putBack = true;
    const snapshot = await readSnapshot();
    const user = userIn(client, userKey);
    if (!snapshot || !user || snapshot.userId !== user.id || snapshot.state.mutations.length === 0) return;
    hydrate(client, asPaused({ ...snapshot.state, queries: [] }));
    if (onlineManager.isOnline()) void client.resumePausedMutations();
  };
  // Saving waits for this: a copy written before the kept writes are back would lose them.
  const ready = resumeKeptWrites()
    .catch(() => {})
    .then(() => follow())
    .catch(() => {});
  // What the page already shows is kept at once (its answers may all have come before this module did).
  schedule();
  // Only a write added, changed or gone: a component with a mutation announces its options on every render
  // ("observerOptionsUpdated"), which changes no write and would rewrite the list each time.
  const unsubscribeWrites = client.getMutationCache().subscribe((event) => {
    if (event.type === "added" || event.type === "updated" || event.type === "removed") void saveWrites().catch(notSaved);
  });
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed" && event.type !== "added") return;
    if (event.query.queryKey[0] === userKey[0]) void follow().catch(() => {});
    // A successful answer, or a removal: the saved copy changes with it (data failing offline does not).
    if (event.type === "removed" || event.query.state.status === "success") schedule();
  });
  /** A page being hidden or left saves what is waiting now. */
  const flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = null;
    void save().catch(notSaved);
  };
  const onHide = () => document.visibilityState === "hidden" && flush();
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", flush);
  return () => {
    unsubscribe();
    unsubscribeWrites();
    document.removeEventListener("visibilitychange", onHide);
    window.removeEventListener("pagehide", flush);
    if (timer) clearTimeout(timer);
  };
}
