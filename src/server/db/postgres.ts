// PostgreSQL through DATABASE_URL: a bounded pool, migrations under an
// advisory lock, and one dedicated LISTEN connection per process.
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, NodePgSession } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { ACCESS_CHANNEL, DB_CONNECT_TIMEOUT_MS, DB_QUERY_TIMEOUT_MS, checkChannel, migrationsFolder, type Database, type Db } from "./client";
import { registerArrayRowRunner, registerTransactionRunner } from "./hot-reads";

// As Drizzle reads them: timestamps, dates and intervals (and their arrays) stay PostgreSQL's text
// (db/timestamps.ts formats them); every other type as pg parses it. One table for every statement.
const AS_TEXT = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const HOT_READ_TYPES = {
  getTypeParser: (oid: number, format?: "text" | "binary") => (AS_TEXT.has(oid) ? asText : pg.types.getTypeParser(oid, format)),
};

/** Opens a PostgreSQL pool and migrates under an advisory lock, so several instances may start at once. */
export async function openPostgres(url: string): Promise<Database> {
  // A database that is down or hung must not hold a request: acquiring a
  // connection, a statement on the server and the wait for its answer are each
  // bounded, so the request fails (503, see errors.ts) within 5 s.
  const access = accessWatch();
  const pool = new pg.Pool({
    connectionString: url,
    onConnect: access.onConnect,
    max: 10,
    connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
    statement_timeout: DB_QUERY_TIMEOUT_MS,
    query_timeout: DB_QUERY_TIMEOUT_MS,
  });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  // Every pooled connection LISTENs and each receives every notice, so a connection leaving the pool (idle
  // for 10 s, or lost) is a gap only when it was the last one: otherwise every live stream would ask again
  // for its credentials, and every cached session be dropped, each time the load dips.
  pool.on("remove", () => {
    if (pool.totalCount === 0) access.gap();
  });
  const db = drizzlePg({ client: pool });
  // Migrations may wait for another instance's lock and run long: their own connection, unbounded.
  const lockClient = new pg.Client({ connectionString: url });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock(727274)").catch(() => {});
    await lockClient.end().catch(() => {});
  }
  registerArrayRowRunner(db as unknown as Db, async (name, text, values) => {
    const result = await pool.query<unknown[]>({ name, text, values, rowMode: "array", types: HOT_READ_TYPES });
    return result.rows;
  });
  // A transaction's statements run on the pooled connection it holds (prepared there once, like the pool's).
  registerTransactionRunner(NodePgSession, (connection) => async (name, text, values) => {
    const result = await (connection as pg.PoolClient).query<unknown[]>({ name, text, values, rowMode: "array", types: HOT_READ_TYPES });
    return result.rows;
  });
  const listener = new PgListener(url);
  let closed = false;
  return {
    db: db as unknown as Db,
    engine: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    connections: () => ({ active: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage, opts) => listener.listen(checkChannel(channel), onMessage, opts?.onReconnect),
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [checkChannel(channel), payload]);
    },
    onAccessChange: async (onChange, onGap) => access.add(onChange, onGap),
    close: async () => {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Every pooled connection LISTENs on the access channel before its first
 * statement (the pool's onConnect). A backend that is listening gets its own
 * transaction's notifications before the answer to its COMMIT (PostgreSQL
 * sends them ahead of ReadyForQuery), so a change made through this process
 * reaches the watchers before the request that made it can answer; other
 * processes' arrive on whichever of these connections is idle. A connection
 * leaving the pool when it was the last one listening: that is a gap.
 */
function accessWatch() {
  const watchers = new Set<{ onChange: (userId: string) => void; onGap: () => void }>();
  const gap = () => {
    for (const w of watchers) w.onGap();
  };
  return {
    async onConnect(client: pg.ClientBase): Promise<void> {
      client.on("notification", (msg) => {
        if (msg.channel !== ACCESS_CHANNEL) return;
        for (const w of watchers) w.onChange(msg.payload ?? "");
      });
      await client.query(`LISTEN ${ACCESS_CHANNEL}`);
    },
    gap,
    add(onChange: (userId: string) => void, onGap: () => void): () => void {
      const watcher = { onChange, onGap };
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

type Handler = { onMessage: (payload: string) => void; onReconnect?: () => void };

/**
 * One dedicated connection per process that LISTENs: the realtime channel's
 * traffic reaches the process once, not once per pooled connection. Connects
 * on first use and reconnects with backoff when the server goes away,
 * LISTENing again on every channel.
 */
class PgListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = 250;
  private closed = false;
  private everConnected = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, onMessage: Handler["onMessage"], onReconnect?: () => void): Promise<() => Promise<void>> {
    const handler: Handler = { onMessage, onReconnect };
    let set = this.handlers.get(channel);
    const fresh = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    await this.ensureConnected();
    if (fresh && this.client) await this.client.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${channel}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (msg) => {
      for (const h of this.handlers.get(msg.channel) ?? []) h.onMessage(msg.payload ?? "");
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", lost);
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = 250;
    if (this.everConnected) for (const set of this.handlers.values()) for (const h of set) h.onReconnect?.();
    this.everConnected = true;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected().catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, 5000);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }
}

