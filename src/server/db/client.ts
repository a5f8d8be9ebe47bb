// Opens the database: embedded PGlite in a data folder by default, or
// PostgreSQL through DATABASE_URL. Migrations are applied on open.
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, PgliteSession } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import { registerArrayRowRunner, registerTransactionRunner } from "./hot-reads";

// Opened without the schema: the app writes its statements with the query builder and never uses Drizzle's
// relational queries (`db.query`), whose builders, one per table, Drizzle would make again for every
// transaction (~3 % of the app's CPU in bench/writes).
export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle `db.transaction` passes to its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** Connections by state, for /metrics (PGlite is one in-process session). */
  connections(): { active: number; idle: number; waiting: number };
  /**
   * LISTENs on a channel (lower-case identifier) until the returned function is
   * called. onReconnect runs after a lost listening connection came back, so the
   * caller knows notifications may have been missed in between.
   */
  listen(channel: string, onMessage: (payload: string) => void, opts?: { onReconnect?: () => void }): Promise<() => Promise<void>>;
  /** NOTIFY on a channel; payloads must stay under PostgreSQL's 8000-byte limit. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Who may do what changed for a user (the `access_changed` notifications of
   * migration 0014): onChange gets the user's id for every committed change,
   * this process's own before the statement that committed it returns, and
   * onGap runs when some may have been missed (a lost connection). Until the
   * returned function is called.
   */
  onAccessChange(onChange: (userId: string) => void, onGap: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** The channel of migration 0014's trigger. */
export const ACCESS_CHANNEL = "access_changed";

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkChannel(channel: string): string {
  // Channel names go into LISTEN as identifiers, which cannot be bound parameters.
  if (!CHANNEL_RE.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  return channel;
}

export const DB_CONNECT_TIMEOUT_MS = 2_000;
export const DB_QUERY_TIMEOUT_MS = 4_000;

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * PGlite's buffer cache lives in the process (wasm memory that never shrinks):
 * PostgreSQL's default 128 MB doubled the idle server's memory. 8 MB (1,024
 * pages) holds a small group's trips, their indexes and the catalogues; the
 * files stay in the OS page cache. Against 16 MB it saves ~8 MB of idle memory
 * and makes scans of more data than it holds 1.5–1.8× slower; point reads are
 * unchanged (bench/pglite-buffers.mjs, ADR 040). PostgreSQL is for more.
 */
const PGLITE_CONF = "shared_buffers = 8MB";

/**
 * V8 compiles PGlite's 9 MB of WebAssembly with its baseline compiler and,
 * for the functions that run hot, again with its optimising one: the second
 * pass kept ~45 MB in the idle server. Baseline only, then (ADR 029; the cost
 * in query speed is measured in bench/README.md). The flag concerns
 * WebAssembly alone and must be set before PGlite compiles.
 */
let wasmBaselineOnly = false;
function compileWasmBaselineOnly(): void {
  if (wasmBaselineOnly) return;
  setFlagsFromString("--liftoff-only");
  wasmBaselineOnly = true;
}

// As Drizzle reads them: timestamps, dates and intervals stay PostgreSQL's text (db/timestamps.ts formats them).
const asText = (value: string) => value;
const PGLITE_PARSERS = { [types.TIMESTAMP]: asText, [types.TIMESTAMPTZ]: asText, [types.INTERVAL]: asText, [types.DATE]: asText };

/** Opens PGlite on a data folder (created if missing) or on a restored dump, and migrates it. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  compileWasmBaselineOnly();
  const client = opts.loadDataDir
    ? new PGlite({ loadDataDir: opts.loadDataDir, postgresqlconf: PGLITE_CONF })
    : new PGlite(opts.dataDir, { postgresqlconf: PGLITE_CONF });
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  registerArrayRowRunner(db as unknown as Db, async (_name, text, params) => {
    const result = await client.query<unknown[]>(text, params, { rowMode: "array", parsers: PGLITE_PARSERS });
    return result.rows;
  });
  // A transaction's statements run on its own PGlite transaction.
  registerTransactionRunner(PgliteSession, (connection) => async (_name, text, params) => {
    const result = await (connection as Transaction).query<unknown[]>(text, params, { rowMode: "array", parsers: PGLITE_PARSERS });
    return result.rows;
  });
  let closed = false;
  return {
    db: db as unknown as Db,
    engine: "pglite",
    ping: async () => {
      if (closed || client.closed) throw new Error("database is closed");
      await client.query("select 1");
    },
    connections: () => ({ active: 0, idle: 1, waiting: 0 }),
    // PGlite is one in-process session: its own NOTIFYs reach its listeners, so
    // app instances sharing this object (tests) take the same path as on PostgreSQL.
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(checkChannel(channel), onMessage);
      return async () => {
        if (!closed && !client.closed) await unlisten();
      };
    },
    notify: async (channel, payload) => {
      if (closed || client.closed) return;
      await client.query("select pg_notify($1, $2)", [checkChannel(channel), payload]);
    },
    // One session, in the process: PGlite hands a committed statement's notifications to its listeners
    // (in microtasks) before that statement's answer, and none can be missed.
    onAccessChange: async (onChange) => {
      const unlisten = await client.listen(ACCESS_CHANNEL, onChange);
      return () => {
        if (!closed && !client.closed) void unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * Opens a PostgreSQL pool (db/postgres.ts). Loaded only when used: the
 * embedded default never pays for the pg driver at start.
 */
export async function openPostgres(url: string): Promise<Database> {
  return (await import("./postgres")).openPostgres(url);
}

export async function openDatabase(cfg: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return cfg.DATABASE_URL ? openPostgres(cfg.DATABASE_URL) : openPglite({ dataDir: cfg.DATA_DIR });
}
