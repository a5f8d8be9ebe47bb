// The wake-up loop of an outbox (ADR 023): the mail and webhook senders each
// drain their table when a queued row's NOTIFY commits, at start, after a
// reconnect, and when the next retry is due, one drain at a time. A drain
// answers how long until its next row is due (null: none queued).
import { sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "./client";

/** Even with nothing due, look again this often (a wake-up can be missed while reconnecting). */
const IDLE_POLL_MS = 60_000;

export interface OutboxLoop {
  /** No new drain starts; waits for the one under way. */
  stop(): Promise<void>;
}

export async function startOutboxLoop(
  database: Database,
  channel: string,
  opts: {
    /** Sends what is due (checking `stopped` between rows); the ms until the next row is due, or null when none is queued. */
    drain: (stopped: () => boolean) => Promise<number | null>;
    /** The drain failed (the database may be briefly away); the loop tries again after `retryMs`. */
    onError: (err: unknown) => void;
    retryMs: number;
  },
): Promise<OutboxLoop> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const isStopped = () => stopped;

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(kick, ms);
    timer.unref();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = opts
      .drain(isStopped)
      .then((wait) => schedule(wait === null ? IDLE_POLL_MS : Math.min(Math.max(0, Math.ceil(wait)), IDLE_POLL_MS)))
      .catch((err: unknown) => {
        opts.onError(err);
        schedule(opts.retryMs);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const unlisten = await database.listen(channel, kick, { onReconnect: kick });
  kick();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await unlisten();
      await running;
    },
  };
}

/**
 * Ms until the earliest `next_attempt_at` of the rows `fromWhere` selects ("table where …"), null when
 * there are none (not 0 as greatest() would make it: a busy loop).
 */
export async function msUntilNextDue(db: Db, fromWhere: SQL): Promise<number | null> {
  const { rows } = (await db.execute(sql`
    select (extract(epoch from (min(next_attempt_at) - now())) * 1000)::float8 as wait from ${fromWhere}`)) as unknown as { rows: { wait: number | null }[] };
  const wait = rows[0]?.wait;
  return wait === null || wait === undefined ? null : Number(wait);
}
