// One per app instance: holds this instance's open trip streams and fans
// changes and presence out to them. Instances talk only through the
// database's NOTIFY channel, so any number of them stay in step (ADR 011).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ChangeEvent, PresenceUser } from "@shared/realtime";
import type { Database } from "../db/client";
import { MAX_PAYLOAD, REALTIME_CHANNEL, type TripChange } from "./publish";
import { membersAmong, presenceUsers } from "./service";
import { sseComment, sseEvent } from "../sse";

/** Presence lists longer than this are cut (the payload limit), which no real trip reaches. */
const MAX_PRESENCE_USERS = 150;
/** A stream whose client stopped reading is dropped before it buffers this much. */
const MAX_BUFFERED = 512 * 1024;
/** Presence changes within this window go out as one update. */
const PRESENCE_COALESCE_MS = 50;

type Wire =
  /** A committed change, sent by publishChange on the writer's transaction. */
  | ({ k: "change" } & TripChange)
  /** An instance's local presence: trip → user ids; valid for ttl ms unless repeated. */
  | { k: "here"; inst: string; ttl: number; trips: Record<string, string[]> }
  /** "Who has this trip open?": instances with local streams answer with `here`. */
  | { k: "who"; inst: string; trip: string }
  /** An instance shutting down: forget its presence. */
  | { k: "bye"; inst: string }
  /** A user may no longer read anything (their account was disabled): every instance ends their streams. */


interface Conn {
  tripId: string;
  userId: string;
  res: ServerResponse;
}

export interface HubOptions {
  heartbeatMs: number;
  log: { warn: (obj: unknown, msg?: string) => void };
}

export class RealtimeHub {
  readonly instanceId = randomUUID();
  private readonly conns = new Map<string, Set<Conn>>();
  /** Remote presence: trip → instance → users and when that announcement expires. */
  private readonly remote = new Map<string, Map<string, { users: string[]; expires: number }>>();
  private readonly lastPresence = new Map<string, string>();
  private readonly presenceDirty = new Set<string>();
  private readonly presenceForced = new Set<string>();
  private presenceTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private listening: Promise<() => Promise<void>> | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly opts: HubOptions,
  ) {}

  /** Number of open streams on this instance. */
  get size(): number {
    let n = 0;
    for (const set of this.conns.values()) n += set.size;
    return n;
  }

  /** Open streams of one user on this instance, over all trips. */
  streamsOf(userId: string): number {
    let n = 0;
    for (const set of this.conns.values()) for (const conn of set) if (conn.userId === userId) n++;
    return n;
  }

  /** Starts LISTENing (once); a stream is only answered after this, so it cannot miss a change. */
  ready(): Promise<unknown> {
    if (this.stopped) return Promise.reject(new Error("realtime hub stopped"));
    this.listening ??= this.database.listen(REALTIME_CHANNEL, (p) => this.receive(p), {
      onReconnect: () => this.resync(),
    });
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.tick(), this.opts.heartbeatMs);
      this.heartbeat.unref();
    }
    return this.listening;
  }

  /**
   * Takes over an SSE response whose headers were written; it stays until either side closes.
   * Returns what ends it when its session does (auth/live-credentials.ts): the tab is told it is signed out.
   */
  add(tripId: string, userId: string, res: ServerResponse, req: IncomingMessage): () => void {
    const conn: Conn = { tripId, userId, res };
    let set = this.conns.get(tripId);
    const firstHere = !set;
    if (!set) this.conns.set(tripId, (set = new Set()));
    const userWasHere = [...set].some((c) => c.userId === userId);
    set.add(conn);
    const drop = () => this.remove(conn);
    req.once("close", drop);
    res.once("close", drop);
    if (firstHere) void this.send({ k: "who", inst: this.instanceId, trip: tripId });
    if (!userWasHere) this.announce([tripId]);
    this.schedulePresence(tripId, true);
    return () => {
      this.write(conn, sseEvent("signed-out", {}));
      this.remove(conn);
    };
  }

  /** Ends every stream (server shutdown) and tells the other instances this one is gone. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.presenceTimer) clearTimeout(this.presenceTimer);
    const hadStreams = this.conns.size > 0;
    // Told, not cut: a browser's EventSource reconnects (to another instance, or this one restarted).
    for (const set of this.conns.values()) for (const conn of set) conn.res.end(sseEvent("shutdown", {}));
    this.conns.clear();
    const listening = this.listening;
    this.listening = null;
    if (!listening) return;
    if (hadStreams) await this.send({ k: "bye", inst: this.instanceId });
    const unlisten = await listening.catch(() => null);
    await unlisten?.().catch(() => {});
  }

  private remove(conn: Conn): void {
    const set = this.conns.get(conn.tripId);
    if (!set?.delete(conn)) return;
    if (!conn.res.writableEnded) conn.res.end();
    if (set.size === 0) this.conns.delete(conn.tripId);
    if (![...(set ?? [])].some((c) => c.userId === conn.userId)) this.announce([conn.tripId]);
    this.schedulePresence(conn.tripId);
  }

  private write(conn: Conn, chunk: string): void {
    if (conn.res.writableEnded || conn.res.destroyed) return;
    if (conn.res.writableLength > MAX_BUFFERED) {
      conn.res.destroy();
      return;
    }
    conn.res.write(chunk);
  }

  private sendEvent(tripId: string, event: string, data: unknown): void {
    // Serialised once for every stream of the trip.
    const chunk = sseEvent(event, data);
    for (const conn of this.conns.get(tripId) ?? []) this.write(conn, chunk);
  }

  private async send(message: Wire): Promise<void> {
    try {
      await this.database.notify(REALTIME_CHANNEL, JSON.stringify(message));
    } catch (err) {
      this.opts.log.warn({ err }, "realtime notify failed");
    }
  }

  private receive(payload: string): void {
    let message: Wire;
    try {
      message = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    if (message.k === "change") {
      const { tripId, resource, action, id, by } = message;
      if (!this.conns.has(tripId)) return;
      this.sendEvent(tripId, "change", { resource, action, id, by } satisfies ChangeEvent);
      if (resource === "members" || resource === "trip") void this.dropNonMembers(tripId);
      return;
    }
    if (message.inst === this.instanceId) return;
    if (message.k === "who") {
      if (this.conns.has(message.trip)) this.announce([message.trip]);
    } else if (message.k === "here") {
      const expires = Date.now() + message.ttl;
      for (const [tripId, users] of Object.entries(message.trips)) {
        let byInstance = this.remote.get(tripId);
        if (users.length === 0) byInstance?.delete(message.inst);
        else {
          if (!byInstance) this.remote.set(tripId, (byInstance = new Map()));
          byInstance.set(message.inst, { users, expires });
        }
        if (byInstance?.size === 0) this.remote.delete(tripId);
        this.schedulePresence(tripId);
      }
    } else if (message.k === "bye") {
      for (const [tripId, byInstance] of this.remote) {
        if (byInstance.delete(message.inst)) this.schedulePresence(tripId);
        if (byInstance.size === 0) this.remote.delete(tripId);
      }
    }
  }

  /** After a members or trip change: streams of users who are no longer members are told and closed. */
  private async dropNonMembers(tripId: string): Promise<void> {
    const set = this.conns.get(tripId);
    if (!set) return;
    try {
      const still = await membersAmong(this.database.db, tripId, [...new Set([...set].map((c) => c.userId))]);
      for (const conn of [...(this.conns.get(tripId) ?? [])]) {
        if (still.has(conn.userId)) continue;
        this.write(conn, sseEvent("removed", {}));
        this.remove(conn);
      }
    } catch (err) {
      this.opts.log.warn({ err, tripId }, "realtime membership check failed");
    }
  }

  private localUsers(tripId: string): string[] {
    return [...new Set([...(this.conns.get(tripId) ?? [])].map((c) => c.userId))].slice(0, MAX_PRESENCE_USERS);
  }

  /** Sends this instance's presence for the trips, packed into as few NOTIFYs as fit. */
  private announce(tripIds: readonly string[]): void {
    const ttl = this.opts.heartbeatMs * 3;
    let batch: Record<string, string[]> = {};
    let size = 200;
    const flush = () => {
      if (Object.keys(batch).length > 0) void this.send({ k: "here", inst: this.instanceId, ttl, trips: batch });
      batch = {};
      size = 200;
    };
    for (const tripId of tripIds) {
      const users = this.localUsers(tripId);
      const entry = tripId.length + 6 + users.reduce((n, u) => n + u.length + 3, 0);
      if (size + entry > MAX_PAYLOAD) flush();
      batch[tripId] = users;
      size += entry;
    }
    flush();
  }

  private tick(): void {
    for (const set of this.conns.values()) for (const conn of set) this.write(conn, sseComment("ping"));
    if (this.conns.size > 0) this.announce([...this.conns.keys()]);
    const now = Date.now();
    for (const [tripId, byInstance] of this.remote) {
      for (const [inst, entry] of byInstance) {
        if (entry.expires < now) {
          byInstance.delete(inst);
          this.schedulePresence(tripId);
        }
      }
      if (byInstance.size === 0) this.remote.delete(tripId);
    }
  }

  /** The listening connection was lost and is back: changes may have been missed. */
  private resync(): void {
    for (const tripId of this.conns.keys()) {
      this.sendEvent(tripId, "resync", {});
      void this.send({ k: "who", inst: this.instanceId, trip: tripId });
    }
    this.announce([...this.conns.keys()]);
  }

  private schedulePresence(tripId: string, force = false): void {
    this.presenceDirty.add(tripId);
    if (force) this.presenceForced.add(tripId);
    if (this.presenceTimer || this.stopped) return;
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null;
      void this.flushPresence();
    }, PRESENCE_COALESCE_MS);
  }

  private async flushPresence(): Promise<void> {
    const trips = [...this.presenceDirty];
    this.presenceDirty.clear();
    for (const tripId of trips) {
      const forced = this.presenceForced.delete(tripId);
      if (!this.conns.has(tripId)) {
        this.lastPresence.delete(tripId);
        continue;
      }
      const ids = new Set(this.localUsers(tripId));
      for (const entry of this.remote.get(tripId)?.values() ?? []) for (const id of entry.users) ids.add(id);
      const signature = [...ids].sort().join(",");
      if (!forced && this.lastPresence.get(tripId) === signature) continue;
      this.lastPresence.set(tripId, signature);
      let users: PresenceUser[];
      try {
        users = await presenceUsers(this.database.db, [...ids]);
      } catch (err) {
        this.opts.log.warn({ err, tripId }, "realtime presence lookup failed");
        continue;
      }
      this.sendEvent(tripId, "presence", { users });
    }
  }
}
