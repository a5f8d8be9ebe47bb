// The backup file (docs/product/backups.md): gzip'd lines, read by restore.ts.
//   line 1             {"format":"roamwise-backup",...,"migrations":N}  the header
//   {"table":"trips","rows":R}   then R lines, each a row as PostgreSQL's row_to_json wrote it
//   {"file":"attachments/<id>","size":S}   then one line, the bytes in base64 (files kept in the bucket;
//   photos as photos/<id>/original, /400 and /1600)
// Rows stay PostgreSQL's own JSON text from dump to restore: numbers (money)
// are never parsed into floats, and every type reads back through its input function.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, type Db, type Tx } from "../db/client";
import { attachmentKey, photoKey, type FileStorage } from "../storage/object-store";

export const BACKUP_FORMAT = "roamwise-backup";

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  /** How many of the app's migrations the data was at, and the last one's name. */
  migrations: number;
  schemaVersion: string;
  createdAt: string;
  engine: "pglite" | "postgres";
}

/** Tables that are not data: the backups' own list (it describes files outside the backup). */
export const NOT_BACKED_UP = new Set(["backups"]);

/**
 * Rows read per round trip: few enough that a batch of attachments (10 MB
 * each, twice that as hex) stays bounded in memory and each FETCH well inside
 * PostgreSQL's statement timeout.
 */
const ROWS_PER_FETCH = 20;

export interface MigrationEntry {
  idx: number;
  tag: string;
  when: number;
}

export function migrationJournal(folder = migrationsFolder): MigrationEntry[] {
  return (JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as { entries: MigrationEntry[] }).entries;
}

type Runner = (query: string) => Promise<Record<string, unknown>[]>;

/**
 * The app's tables, each after the tables it references (a row's parent is
 * loaded before it), without those not backed up.
 */
export async function tablesInLoadOrder(run: Runner): Promise<string[]> {
  const tables = (await run(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).map((r) => String(r.tablename));
  const edges = await run(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(String(e.child))?.add(String(e.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (placed.has(t)) return;
    if (path.has(t)) throw new Error(`tables reference each other in a cycle through ${t}`);
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    path.delete(t);
    placed.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered.filter((t) => !NOT_BACKED_UP.has(t));
}

/** A table name as an SQL identifier (names come from the catalogue, quoted all the same). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const rowsOf = async (tx: Tx | Db, query: string) => ((await tx.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * Writes the whole database to `write`, line by line, from one snapshot: a
 * read-only REPEATABLE READ transaction, so every table is read as of one
 * moment while the app goes on writing (on PostgreSQL; PGlite's one
 * connection makes other requests wait until it ends).
 */
export async function dumpDatabase(
  db: Db,
  engine: BackupHeader["engine"],
  storage: FileStorage,
  write: (line: string) => Promise<void>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(
    async (tx) => {
      const run: Runner = (q) => rowsOf(tx, q);
      const [applied] = await run(`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const migrations = Number(applied!.n);
      const journal = migrationJournal();
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        formatVersion: 1,
        migrations,
        schemaVersion: journal[migrations - 1]?.tag ?? "unknown",
        createdAt: new Date().toISOString(),
        engine,
      };
      await write(JSON.stringify(header));
      for (const table of await tablesInLoadOrder(run)) {
        const [{ n }] = (await run(`select count(*)::int as n from ${quoteIdent(table)}`)) as [{ n: number }];
        counts[table] = Number(n);
        await write(JSON.stringify({ table, rows: Number(n) }));
        // A cursor, so a table of files is never held in memory at once.
        await run(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quoteIdent(table)} t`);
        for (;;) {
          const batch = await run(`fetch ${ROWS_PER_FETCH} from backup_rows`);
          for (const row of batch) await write(String(row.r));
          if (batch.length < ROWS_PER_FETCH) break;
        }
        await run(`close backup_rows`);
      }
      // Files whose bytes are in the bucket, not in their row. Read through the row's JSON: a database
      // older than the column has no files in a bucket.
      const keys: string[] = [];
      if (counts.reservation_files) {
        const inBucket = await run(`select id::text as id from reservation_files f where to_jsonb(f) ->> 'stored_in' = 's3' order by id`);
        for (const { id } of inBucket) keys.push(attachmentKey(String(id)));
      }
      if (counts.photos) {
        // The original first: a restore onto the database alone switches the row with it.
        const inBucket = await run(`select id::text as id, preview from photos where stored_in = 's3' order by id`);
        for (const { id, preview } of inBucket) {
          keys.push(photoKey(String(id), "original"));
          if (preview) keys.push(photoKey(String(id), "400"), photoKey(String(id), "1600"));
        }
      }
      for (const key of keys) {
        const bytes = await storage.objects?.get(key);
        if (!bytes) throw new Error(`stored file ${key} is missing from the bucket`);
        await write(JSON.stringify({ file: key, size: bytes.length }));
        await write(bytes.toString("base64"));
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return counts;
}
