// Files kept on reservations: add (type checked by content), list, read the
// bytes, delete. Access is checked by the routes first; a change is published
// as a change to its reservation, so the other members' lists refresh.
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { FILE_EMPTY, FILE_TYPE_REFUSED, type ReservationFile } from "@shared/files";
import type { Db, Tx } from "../db/client";
import { reservationFiles, reservations } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { HttpError, badRequest, notFound } from "../http-error";
import { attachmentKey, type FileStorage } from "../storage/object-store";
import { publishChange } from "../realtime/publish";
import { ARCHIVE_TOO_LARGE, ArchiveRefused } from "./archive";
import { attachableType, cleanFileName, extensionFor } from "./content-type";
import { type ErrorId } from "@shared/i18n/error-message";

export const FILE_NOT_FOUND: ErrorId = "errors.files.notFound";

const listColumns = {
  id: reservationFiles.id,
  reservationId: reservationFiles.reservationId,
  name: reservationFiles.name,
  size: reservationFiles.size,
  contentType: reservationFiles.contentType,
  createdAt: reservationFiles.createdAt,
};

const toFile = (row: { createdAt: string } & Omit<ReservationFile, "createdAt">): ReservationFile => ({ ...row, createdAt: isoTimestamp(row.createdAt) });

/** The reservation and trip a file belongs to, or null for an unknown (or malformed) id. */
export async function fileOwner(db: Db, fileId: string): Promise<{ reservationId: string; tripId: string } | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select({ reservationId: reservationFiles.reservationId, tripId: reservations.tripId })
    .from(reservationFiles)
    .innerJoin(reservations, eq(reservations.id, reservationFiles.reservationId))
    .where(eq(reservationFiles.id, fileId))
    .limit(1);
  return row ?? null;
}

export async function listFiles(db: Db, reservationId: string): Promise<ReservationFile[]> {
  const rows = await db
    .select(listColumns)
    .from(reservationFiles)
    .where(eq(reservationFiles.reservationId, reservationId))
    .orderBy(asc(reservationFiles.createdAt), asc(reservationFiles.id));
  return rows.map(toFile);
}

export async function addFile(
  db: Db,
  storage: FileStorage,
  reservationId: string,
  userId: string,
  upload: { name: string; data: Buffer },
): Promise<ReservationFile> {
  if (upload.data.length === 0) throw badRequest("file", FILE_EMPTY);
  const contentType = await typeOf(upload.data);
  if (!contentType) throw new HttpError(415, "unsupported_media_type", FILE_TYPE_REFUSED);
  const name = cleanFileName(upload.name, `file.${extensionFor(contentType)}`);
  const id = randomUUID();
  // In the bucket the bytes are written first: a row never names an object that is not there.
  if (storage.objects) await storage.objects.put(attachmentKey(id), upload.data);
  try {
    const created = await db.transaction(async (tx) => {
      const tripId = await lockedTripOf(tx, reservationId);
      const [row] = await tx
        .insert(reservationFiles)
        .values({
          id,
          reservationId,
          name,
          contentType,
          size: upload.data.length,
          data: storage.objects ? null : upload.data,
          storedIn: storage.kind,
          createdBy: userId,
        })
        .returning(listColumns);
      await publishChange(tx, { tripId, resource: "reservations", action: "updated", id: reservationId, by: userId });
      return row!;
    });
    return toFile(created);
  } catch (err) {
    await storage.objects?.delete(attachmentKey(id)).catch(() => {});
    throw err;
  }
}

/** The attachable type of the bytes; a wallet pass that unpacks to more than its budget is a 413. */
async function typeOf(data: Buffer): Promise<string | null> {
  try {
    return await attachableType(data);
  } catch (err) {
    if (err instanceof ArchiveRefused) throw new HttpError(413, "payload_too_large", ARCHIVE_TOO_LARGE);
    throw err;
  }
}

/** The reservation's trip, with the reservation locked so a file is never added to one being deleted. */
async function lockedTripOf(tx: Tx, reservationId: string): Promise<string> {
  const [row] = await tx.select({ tripId: reservations.tripId }).from(reservations).where(eq(reservations.id, reservationId)).for("share");
  if (!row) throw notFound("errors.reservations.notFound");
  return row.tripId;
}

export async function readFileBytes(db: Db, storage: FileStorage, fileId: string): Promise<{ name: string; contentType: string; data: Buffer }> {
  const [row] = await db
    .select({ name: reservationFiles.name, contentType: reservationFiles.contentType, data: reservationFiles.data, storedIn: reservationFiles.storedIn })
    .from(reservationFiles)
    .where(eq(reservationFiles.id, fileId))
    .limit(1);
  if (!row) throw notFound(FILE_NOT_FOUND);
  const data = row.storedIn === "database" ? row.data : await storage.objects?.get(attachmentKey(fileId));
  // A row in the bucket on a server started without one (or an object removed by hand).
  if (!data) throw new Error(`stored file ${fileId} is in ${row.storedIn}, which this server cannot read`);
  return { name: row.name, contentType: row.contentType, data };
}

export async function deleteFile(db: Db, storage: FileStorage, fileId: string, userId: string): Promise<void> {
  const gone = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(reservationFiles)
      .where(eq(reservationFiles.id, fileId))
      .returning({ reservationId: reservationFiles.reservationId, storedIn: reservationFiles.storedIn });
    if (!gone) return null;
    const [owner] = await tx.select({ tripId: reservations.tripId }).from(reservations).where(eq(reservations.id, gone.reservationId));
    if (owner) await publishChange(tx, { tripId: owner.tripId, resource: "reservations", action: "updated", id: gone.reservationId, by: userId });
    return gone;
  });
  // After the commit: a rolled-back delete keeps its bytes.
  if (gone?.storedIn === "s3") await storage.objects?.delete(attachmentKey(fileId));
}

/**
 * Copies a kept import upload onto a reservation inside the confirm's
 * transaction; the bytes never leave the database (kept there whatever
 * FILES_STORAGE says, until `files:move` moves them).
 */
export async function attachUpload(tx: Tx, reservationId: string, uploadId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${reservationFiles} (reservation_id, name, content_type, size, data, created_by)
    select ${reservationId}, name, content_type, size, data, ${userId} from import_uploads where id = ${uploadId}`);
}

