// Opens the database: embedded PGlite in a data folder by default, or
// PostgreSQL through DATABASE_URL. Migrations are applied on open.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { fileURLToPath } from "node:url";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Opens PGlite on a data folder (created if missing) or on a restored dump, and migrates it. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<Database> {
  const client = opts.loadDataDir ? new PGlite({ loadDataDir: opts.loadDataDir }) : new PGlite(opts.dataDir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  let closed = false;
  return {
    db: db as unknown as Db,
    engine: "pglite",
    ping: async () => {
      if (closed || client.closed) throw new Error("database is closed");
      await client.query("select 1");
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Opens a PostgreSQL pool and migrates under an advisory lock, so several instances may start at once. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock(727274)");
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock(727274)").catch(() => {});
    lockClient.release();
  }
  let closed = false;
  return {
    db: db as unknown as Db,
    engine: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function openDatabase(cfg: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return cfg.DATABASE_URL ? openPostgres(cfg.DATABASE_URL) : openPglite({ dataDir: cfg.DATA_DIR });
}
