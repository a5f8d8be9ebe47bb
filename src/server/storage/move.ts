// `npm run files:move -- --to s3|database`: moves stored files — attachments,
// then photos with their served copies — one at a time, each finished (bytes
// written, row switched, old copy removed) before the next, so a move cut
// short is resumed by running it again.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { photos, reservationFiles } from "../db/schema";
import { attachmentKey, photoKey, type ObjectStore, type PhotoVariant } from "./object-store";

export interface MoveResult {
  moved: number;
  /** Files still to move (0 unless the run was stopped). */
  left: number;
}

type Storage = "s3" | "database";

/** One kind of stored file: the next one to move after an id, and how to move it. */
interface Movable {
  next(from: Storage, after: string): Promise<string | null>;
  move(id: string, bucket: ObjectStore, to: Storage): Promise<void>;
  left(from: Storage): Promise<number>;
}

const FIRST_ID = "00000000-0000-0000-0000-000000000000";

function attachments(db: Db): Movable {
  return {
    next: async (from, after) => {
      const [row] = await db
        .select({ id: reservationFiles.id })
        .from(reservationFiles)
        .where(and(eq(reservationFiles.storedIn, from), gt(reservationFiles.id, after)))
        .orderBy(asc(reservationFiles.id))
        .limit(1);
      return row?.id ?? null;
    },
    move: async (id, bucket, to) => {
      const key = attachmentKey(id);
      if (to === "s3") {
        const [row] = await db.select({ data: reservationFiles.data }).from(reservationFiles).where(eq(reservationFiles.id, id));
        if (!row?.data) return;
        // Written again if an earlier run stopped between the upload and the row.
        await bucket.put(key, row.data);
        await db
          .update(reservationFiles)
          .set({ storedIn: "s3", data: null })
          .where(and(eq(reservationFiles.id, id), eq(reservationFiles.storedIn, "database")));
      } else {
        const bytes = await bucket.get(key);
        if (!bytes) throw new Error(`stored file ${key} is missing from the bucket`);
        await db
          .update(reservationFiles)
          .set({ storedIn: "database", data: bytes })
          .where(and(eq(reservationFiles.id, id), eq(reservationFiles.storedIn, "s3")));
        await bucket.delete(key);
      }
    },
    left: (from) => db.$count(reservationFiles, eq(reservationFiles.storedIn, from)),
  };
}

/** A photo's objects: the original, and the served copies when it has them (not HEIC). */
const photoVariants = (preview: boolean): PhotoVariant[] => (preview ? ["original", "400", "1600"] : ["original"]);

function photoFiles(db: Db): Movable {
  return {
    next: async (from, after) => {
      const [row] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.storedIn, from), gt(photos.id, after)))
        .orderBy(asc(photos.id))
        .limit(1);
      return row?.id ?? null;
    },
    move: async (id, bucket, to) => {
      const [row] = await db.select({ preview: photos.preview, original: photos.original, small: photos.small, large: photos.large }).from(photos).where(eq(photos.id, id));
      if (!row) return; // deleted meanwhile
      const variants = photoVariants(row.preview);
      if (to === "s3") {
        const bytes = { original: row.original, "400": row.small, "1600": row.large };
        for (const v of variants) if (bytes[v]) await bucket.put(photoKey(id, v), bytes[v]);
        await db
          .update(photos)
          .set({ storedIn: "s3", original: null, small: null, large: null })
          .where(and(eq(photos.id, id), eq(photos.storedIn, "database")));
      } else {
        const bytes: Partial<Record<PhotoVariant, Buffer>> = {};
        for (const v of variants) {
          const data = await bucket.get(photoKey(id, v));
          if (!data) throw new Error(`stored file ${photoKey(id, v)} is missing from the bucket`);
          bytes[v] = data;
        }
        await db
          .update(photos)
          .set({ storedIn: "database", original: bytes.original, small: bytes["400"] ?? null, large: bytes["1600"] ?? null })
          .where(and(eq(photos.id, id), eq(photos.storedIn, "s3")));
        for (const v of variants) await bucket.delete(photoKey(id, v));
      }
    },
    left: (from) => db.$count(photos, eq(photos.storedIn, from)),
  };
}

export async function moveFiles(
  db: Db,
  bucket: ObjectStore,
  to: Storage,
  opts: { onMoved?: (fileId: string) => void; signal?: AbortSignal } = {},
): Promise<MoveResult> {
  const from = to === "s3" ? "database" : "s3";
  const kinds = [attachments(db), photoFiles(db)];
  let moved = 0;
  for (const kind of kinds) {
    let after = FIRST_ID;
    for (;;) {
      if (opts.signal?.aborted) break;
      const id = await kind.next(from, after);
      if (!id) break;
      after = id;
      await kind.move(id, bucket, to);
      moved += 1;
      opts.onMoved?.(id);
    }
  }
  let left = 0;
  for (const kind of kinds) left += await kind.left(from);
  return { moved, left };
}
