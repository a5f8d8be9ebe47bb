// `npm run restore -- FILE` (docs/product/backups.md): loads a backup into an
// empty database of either engine, with the app stopped. The schema is first
// built up to the backup's own version, the rows are loaded in one
// transaction, then the remaining migrations run, so an older backup is
// migrated exactly as a database of that age would be.
import { createReadStream } from "node:fs";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "../db/client";
import { attachmentKey, photoKey, type FileStorage, type PhotoVariant } from "../storage/object-store";
import { BACKUP_FORMAT, NOT_BACKED_UP, migrationJournal, quoteIdent, type BackupHeader } from "./dump";

/** The database restored into: one connection, no migrations run on open. */
interface Target {
  engine: "pglite" | "postgres";
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Applies the app's migrations, the first `count` of them or all. */
  migrate(count?: number): Promise<void>;
  close(): Promise<void>;
}

export class RestoreRefused extends Error {}

export async function openTarget(cfg: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Target> {
  if (cfg.DATABASE_URL) {
    const client = new pg.Client({ connectionString: cfg.DATABASE_URL });
    await client.connect();
    return {
      engine: "postgres",
      query: async (text, params) => (await client.query(text, params)).rows,
      migrate: (count) => withMigrations(count, (folder) => migratePg(drizzlePg({ client }), { migrationsFolder: folder })),
      close: () => client.end(),
    };
  }
  const client = new PGlite(cfg.DATA_DIR);
  return {
    engine: "pglite",
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    migrate: (count) => withMigrations(count, (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder })),
    close: () => client.close(),
  };
}

/** Runs `migrate` on the app's migrations folder, or on a copy holding only the first `count`. */
async function withMigrations(count: number | undefined, migrate: (folder: string) => Promise<void>): Promise<void> {
  if (count === undefined) return migrate(migrationsFolder);
  const folder = await mkdtemp(join(tmpdir(), "roamwise-migrations-"));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journal = { version: "7", dialect: "postgresql", entries: migrationJournal().slice(0, count) };
    await writeFile(join(folder, "meta", "_journal.json"), JSON.stringify(journal));
    await migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Rows are sent to the database this many at a time, or fewer when they are large. */
const BATCH_ROWS = 200;
const BATCH_CHARS = 8_000_000;

/**
 * Loads the backup at `file` into `target`, refusing a database that holds
 * any rows unless `force` (then everything in it is dropped first). Returns
 * the rows per table after the load.
 */
export async function restoreBackup(
  target: Target,
  file: string,
  opts: { force?: boolean; storage: FileStorage },
): Promise<{ header: BackupHeader; counts: Record<string, number> }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async (): Promise<string | null> => {
    const { value, done } = await lines.next();
    return done ? null : (value as string);
  };
  const header = parseHeader(await next());
  const known = migrationJournal().length;
  if (header.migrations > known) throw new RestoreRefused(`The backup is of a newer Roamwise (schema ${header.schemaVersion}); update this one first.`);

  if (!opts.force && (await holdsRows(target))) throw new RestoreRefused("The database is not empty; restore into an empty one, or pass --force to replace everything in it.");
  await target.query("drop schema if exists drizzle cascade");
  await target.query("drop schema if exists public cascade");
  await target.query("create schema public");
  await target.migrate(header.migrations);

  const expected: Record<string, number> = {};
  await target.query("begin");
  try {
    for (let line = await next(); line !== null; line = await next()) {
      const section = JSON.parse(line) as { table?: string; rows?: number; file?: string };
      if (section.table !== undefined) {
        expected[section.table] = section.rows ?? 0;
        await loadTable(target, section.table, section.rows ?? 0, next);
      } else if (section.file !== undefined) {
        const data = await next();
        if (data === null) throw new Error(`the backup ends inside ${section.file}`);
        await loadFile(target, opts.storage, section.file, data);
      }
    }
    await target.query("commit");
  } catch (err) {
    await target.query("rollback").catch(() => {});
    throw err;
  }
  await target.migrate();

  const counts: Record<string, number> = {};
  for (const table of Object.keys(expected)) {
    const [row] = await target.query(`select count(*)::int as n from ${quoteIdent(table)}`);
    counts[table] = Number(row!.n);
    if (counts[table] !== expected[table]) throw new Error(`${table}: ${counts[table]} rows loaded, the backup holds ${expected[table]}`);
  }
  // The restored instance's audit log says when it was put back, and from which backup (no actor: the app is stopped).
  await target.query("insert into audit_log (action, target_type, details) values ('backup.restored', 'backup', $1::jsonb)", [
    JSON.stringify({ backupCreatedAt: header.createdAt, schemaVersion: header.schemaVersion, fromEngine: header.engine }),
  ]);
  return { header, counts };
}

function parseHeader(line: string | null): BackupHeader {
  let header: Partial<BackupHeader> = {};
  try {
    header = JSON.parse(line ?? "") as Partial<BackupHeader>;
  } catch {
    // Not a backup: said below.
  }
  if (header.format !== BACKUP_FORMAT || header.formatVersion !== 1 || typeof header.migrations !== "number") {
    throw new RestoreRefused("This is not a Roamwise backup file.");
  }
  return header as BackupHeader;
}

async function holdsRows(target: Target): Promise<boolean> {
  const tables = await target.query(`select tablename from pg_tables where schemaname = 'public'`);
  for (const { tablename } of tables) {
    if (NOT_BACKED_UP.has(String(tablename))) continue;
    const [row] = await target.query(`select exists (select 1 from ${quoteIdent(String(tablename))}) as any`);
    if (row!.any) return true;
  }
  return false;
}

/** Inserts a table's rows, as PostgreSQL's own JSON of them, through json_populate_recordset. */
async function loadTable(target: Target, table: string, rows: number, next: () => Promise<string | null>): Promise<void> {
  const insert = `insert into ${quoteIdent(table)} select * from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`;
  let batch: string[] = [];
  let chars = 0;
  for (let i = 0; i < rows; i++) {
    const row = await next();
    if (row === null) throw new Error(`the backup ends inside ${table}`);
    batch.push(row);
    chars += row.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await target.query(insert, [`[${batch.join(",")}]`]);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) await target.query(insert, [`[${batch.join(",")}]`]);
}

/** The row and column a bucket's file belongs in when files live in the database. */
function rowOf(key: string): { update: string; id: string } {
  const attachment = /^attachments\/([0-9a-f-]{36})$/.exec(key);
  if (attachment && attachmentKey(attachment[1]!) === key) return { update: `update reservation_files set data = $1, stored_in = 'database' where id = $2`, id: attachment[1]! };
  const photo = /^photos\/([0-9a-f-]{36})\/(original|400|1600)$/.exec(key);
  if (photo && photoKey(photo[1]!, photo[2] as PhotoVariant) === key) {
    // The original switches the row (the table holds the two together); the copies follow it in the backup.
    const set = { original: "original = $1, stored_in = 'database'", "400": "small = $1", "1600": "large = $1" }[photo[2] as PhotoVariant];
    return { update: `update photos set ${set} where id = $2`, id: photo[1]! };
  }
  throw new Error(`unknown stored file ${key}`);
}

/** A file that was in the bucket: into this instance's bucket, or into its row when files live in the database. */
async function loadFile(target: Target, storage: FileStorage, key: string, base64: string): Promise<void> {
  const { update, id } = rowOf(key);
  const bytes = Buffer.from(base64, "base64");
  if (storage.objects) {
    await storage.objects.put(key, bytes);
    return;
  }
  await target.query(update, [bytes, id]);
}
