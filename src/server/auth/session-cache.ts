// Sessions and roles read from the database, kept for a few seconds so a
// signed-in read does not look them up again (ADR 041). The database says
// when to drop them: its access_changed trigger (migration 0014) notifies on
// every change to a user's sessions, memberships, name or address, and
// Database.onAccessChange hands this process's own changes over before the
// statement that made them returns. Nothing here decides who may do what; it
// only remembers what the database answered, and forgets on its word.
import type { Role } from "@shared/trips";
import type { User } from "@shared/user";

export interface SessionCacheLimits {
  /** How long an entry is used without a new read: a backstop, not the means of freshness. */
  ttlMs: number;
  /** Sessions held; the oldest goes first. */
  maxSessions: number;
  /** Trips whose role is held per session. */
  maxTripsPerSession: number;
}

export const DEFAULT_SESSION_CACHE: SessionCacheLimits = { ttlMs: 10_000, maxSessions: 10_000, maxTripsPerSession: 50 };

interface Entry {
  user: User;
  until: number;
  /** Trip id → the user's role there, null for none. */
  roles: Map<string, Role | null>;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on every change and gap: an answer read before a move is not kept (it may predate the change). */
  private generation = 0;

  constructor(
    private readonly limits: SessionCacheLimits = DEFAULT_SESSION_CACHE,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Taken before a read of the database; `put` keeps the answer only if nothing changed since. */
  mark(): number {
    return this.generation;
  }

  /** The session's user and the roles read with it, while fresh. */
  get(tokenHash: string): { user: User; role(tripId: string): Role | null | undefined } | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return { user: entry.user, role: (tripId) => entry.roles.get(tripId) };
  }

  /** Keeps a session read at `mark` (and, with a trip, the role read with it), unless a change came since. */
  put(mark: number, tokenHash: string, user: User, trip?: { id: string; role: Role | null }): void {
    if (mark !== this.generation) return;
    let entry = this.entries.get(tokenHash);
    if (!entry) {
      if (this.entries.size >= this.limits.maxSessions) this.entries.delete(this.entries.keys().next().value!);
      entry = { user, until: this.now() + this.limits.ttlMs, roles: new Map() };
      this.entries.set(tokenHash, entry);
    }
    if (trip) {
      if (entry.roles.size >= this.limits.maxTripsPerSession) entry.roles.delete(entry.roles.keys().next().value!);
      entry.roles.set(trip.id, trip.role);
    }
  }

  /** The database said this user's sessions, roles, name or address changed. */
  forgetUser(userId: string): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  /** Changes may have been missed: forget everyone. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
