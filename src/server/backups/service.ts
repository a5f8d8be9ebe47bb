// Backups (docs/product/backups.md): take one (by hand or on the schedule),
// list, read and delete them, keep the BACKUP_KEEP newest. The file goes to
// BACKUP_DIR, or to the bucket when files live in S3.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import type { Readable } from "node:stream";
import { createGzip } from "node:zlib";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Backup } from "@shared/backups";
import type { Database } from "../db/client";
import { backups } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { isUuid } from "../access/trip-access";
import { notFound } from "../http-error";
import type { FileStorage } from "../storage/object-store";
import { dumpDatabase } from "./dump";
import { recordAudit } from "../audit/audit";

export interface BackupSettings {
  /** BACKUP_DIR: where backups are written when files live in the database. */
  dir: string;
  /** BACKUP_KEEP: how many of the newest are kept. */
  keep: number;
  /** BACKUP_CRON, or "off". */
  cron: string;
}

export const BACKUP_NOT_FOUND = "errors.backups.notFound";

const backupKey = (id: string) => `backups/${id}.json.gz`;
const fileIn = (dir: string, id: string) => join(dir, `${id}.json.gz`);

interface Context {
  database: Database;
  storage: FileStorage;
  settings: BackupSettings;
}

const toBackup = (row: typeof backups.$inferSelect): Backup => ({
  id: row.id,
  createdAt: isoTimestamp(row.createdAt),
  sizeBytes: row.sizeBytes,
  status: row.status,
  trigger: row.trigger,
});

export async function listBackups(db: Database["db"]): Promise<Backup[]> {
  const rows = await db.select().from(backups).orderBy(desc(backups.createdAt), desc(backups.id));
  return rows.map(toBackup);
}

/**
 * Starts a backup: its row (status running) is written now, the dump runs on
 * after the call returns; `done` settles when it has finished or failed.
 */
export async function startBackup(ctx: Context, trigger: "manual", actor: { userId: string; ip?: string }): Promise<{ id: string; done: Promise<void> }> {
  const id = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(backups)
      .values({ trigger, storedIn: ctx.storage.kind === "s3" ? "s3" : "dir" })
      .returning({ id: backups.id });
    await recordAudit(tx, { action: "backup.created", actorId: actor.userId, ip: actor.ip, targetType: "backup", targetId: row!.id, details: { trigger } });
    return row!.id;
  });
  return { id, done: runBackup(ctx, id) };
}

/**
 * The backup for one scheduled time, taken by whichever instance claims the
 * time first (a unique row per time in the database); null when another did.
 */
export async function takeScheduledBackup(ctx: Context, scheduledFor: Date): Promise<{ id: string; done: Promise<void> } | null> {
  const id = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(backups)
      .values({ trigger: "schedule", scheduledFor: scheduledFor.toISOString(), storedIn: ctx.storage.kind === "s3" ? "s3" : "dir" })
      .onConflictDoNothing({ target: backups.scheduledFor })
      .returning({ id: backups.id });
    if (!row) return null;
    await recordAudit(tx, { action: "backup.created", actorId: null, targetType: "backup", targetId: row.id, details: { trigger: "schedule" } });
    return row.id;
  });
  return id ? { id, done: runBackup(ctx, id) } : null;
}

/** Writes the dump, records its size (or the failure), then drops backups past the newest `keep`. Never throws. */
async function runBackup(ctx: Context, id: string): Promise<void> {
  const { database, storage, settings } = ctx;
  const inBucket = storage.kind === "s3";
  // Written beside its final place (or in the temporary folder before an upload) and renamed when whole.
  const dir = inBucket ? tmpdir() : settings.dir;
  const partial = join(dir, `${id}.json.gz.partial`);
  try {
    await mkdir(dir, { recursive: true });
    const gzip = createGzip({ level: 1 });
    const out = createWriteStream(partial);
    gzip.pipe(out);
    await dumpDatabase(database.db, database.engine, storage, async (line) => {
      if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
    });
    gzip.end();
    await finished(out);
    const { size } = await stat(partial);
    if (inBucket) {
      await storage.objects.put(backupKey(id), await readFile(partial));
      await rm(partial, { force: true });
    } else {
      await rename(partial, fileIn(dir, id));
    }
    await database.db.update(backups).set({ status: "done", sizeBytes: size }).where(eq(backups.id, id));
    await prune(ctx);
  } catch (err) {
    await rm(partial, { force: true }).catch(() => {});
    await database.db
      .update(backups)
      .set({ status: "failed", error: err instanceof Error ? err.message.slice(0, 500) : String(err) })
      .where(eq(backups.id, id))
      .catch(() => {});
  }
}

/** Keeps the newest `keep` finished backups (done or failed); a running one is never touched. */
async function prune(ctx: Context): Promise<void> {
  const old = await ctx.database.db
    .select({ id: backups.id })
    .from(backups)
    .where(ne(backups.status, "running"))
    .orderBy(desc(backups.createdAt), desc(backups.id))
    .offset(ctx.settings.keep);
  for (const { id } of old) await deleteBackup(ctx, id);
}

/** The backup's bytes as a stream, with the name to download it as. */
export async function openBackup(ctx: Context, id: string): Promise<{ name: string; size: number; body: Readable | Buffer }> {
  const row = await doneBackup(ctx, id);
  const name = `roamwise-backup-${isoTimestamp(row.createdAt).slice(0, 19).replace(/[T:]/g, "-")}.json.gz`;
  if (row.storedIn === "s3") {
    const bytes = await ctx.storage.objects?.get(backupKey(id));
    if (!bytes) throw notFound(BACKUP_NOT_FOUND);
    return { name, size: bytes.length, body: bytes };
  }
  const path = fileIn(ctx.settings.dir, id);
  const { size } = await stat(path).catch(() => {
    throw notFound(BACKUP_NOT_FOUND);
  });
  return { name, size, body: createReadStream(path) };
}

async function doneBackup(ctx: Context, id: string) {
  if (!isUuid(id)) throw notFound(BACKUP_NOT_FOUND);
  const [row] = await ctx.database.db.select().from(backups).where(and(eq(backups.id, id), eq(backups.status, "done")));
  if (!row) throw notFound(BACKUP_NOT_FOUND);
  return row;
}

/** Removes the backup's file and its row; 404 for an unknown id. */
export async function deleteBackup(ctx: Context, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(BACKUP_NOT_FOUND);
  const [row] = await ctx.database.db.delete(backups).where(eq(backups.id, id)).returning();
  if (!row) throw notFound(BACKUP_NOT_FOUND);
  if (row.storedIn === "s3") await ctx.storage.objects?.delete(backupKey(id));
  else await rm(fileIn(ctx.settings.dir, id), { force: true });
}
