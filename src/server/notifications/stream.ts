// The person's own live notices (GET /api/notifications/stream): one per app
// instance, fed by the NOTIFY each notice commits with (notify.ts), so a notice
// written on any instance reaches every open tab of its person.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Language } from "@shared/i18n/languages";
import type { Database } from "../db/client";
import { sseComment, sseEvent } from "../sse";
import { NOTICE_CHANNEL } from "./notify";
import { noticesByIds } from "./service";

/** A stream whose client stopped reading is dropped before it buffers this much. */
const MAX_BUFFERED = 512 * 1024;

interface Conn {
  userId: string;
  language: Language;
  res: ServerResponse;
}

/** What the channel carries: a new notice, or "some were marked read" (other tabs refresh their count). */
type Wire = { user: string; id: string } | { user: string; read: true };

export class NoticeStreams {
  private readonly conns = new Map<string, Set<Conn>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly opts: { heartbeatMs: number; log: { warn: (obj: unknown, msg?: string) => void } },
  ) {}

  streamsOf(userId: string): number {
    return this.conns.get(userId)?.size ?? 0;
  }

  /** LISTENs (once) before a stream is answered, so it cannot miss a notice. */
  ready(): Promise<unknown> {
    this.listening ??= this.database.listen(NOTICE_CHANNEL, (p) => void this.receive(p));
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const set of this.conns.values()) for (const c of set) this.write(c, sseComment("ping"));
      }, this.opts.heartbeatMs);
      this.heartbeat.unref();
    }
    return this.listening;
  }

  /** Returns what ends the stream when its session does (auth/live-credentials.ts): the tab is told it is signed out. */
  add(userId: string, language: Language, res: ServerResponse, req: IncomingMessage): () => void {
    const conn = { userId, language, res };
    let set = this.conns.get(userId);
    if (!set) this.conns.set(userId, (set = new Set()));
    set.add(conn);
    const drop = () => {
      set.delete(conn);
      if (set.size === 0 && this.conns.get(userId) === set) this.conns.delete(userId);
      if (!res.writableEnded) res.end();
    };
    req.once("close", drop);
    res.once("close", drop);
    return () => {
      this.write(conn, sseEvent("signed-out", {}));
      drop();
    };
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const set of this.conns.values()) for (const c of set) c.res.end(sseEvent("shutdown", {}));
    this.conns.clear();
    const listening = this.listening;
    this.listening = null;
    const unlisten = await listening?.catch(() => null);
    await unlisten?.().catch(() => {});
  }

  private write(conn: Conn, chunk: string): void {
    if (conn.res.writableEnded || conn.res.destroyed) return;
    if (conn.res.writableLength > MAX_BUFFERED) return void conn.res.destroy();
    conn.res.write(chunk);
  }

  private async receive(payload: string): Promise<void> {
    let message: Wire;
    try {
      message = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    const set = this.conns.get(message.user);
    if (!set) return;
    if ("read" in message) {
      for (const c of set) this.write(c, sseEvent("read", {}));
      return;
    }
    try {
      // Worded once per language among the person's open tabs.
      for (const language of new Set([...set].map((c) => c.language))) {
        const [notice] = await noticesByIds(this.database.db, [message.id], language, message.user);
        if (!notice) continue;
        const chunk = sseEvent("notification", notice);
        for (const c of set) if (c.language === language) this.write(c, chunk);
      }
    } catch (err) {
      this.opts.log.warn({ err }, "a live notice could not be read");
    }
  }
}
