// `npm run files:move -- --to s3|database`: moves stored files one at a time,
// each finished (bytes written, row switched, old copy removed) before the
// next, so a move cut short is resumed by running it again.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { reservationFiles } from "../db/schema";
import { attachmentKey, type ObjectStore } from "./object-store";

export interface MoveResult {
  moved: number;
  /** Files still to move (0 unless the run was stopped). */
  left: number;
}

export async function moveFiles(
  db: Db,
  bucket: ObjectStore,
  to: "s3" | "database",
  opts: { onMoved?: (fileId: string) => void; signal?: AbortSignal } = {},
): Promise<MoveResult> {
  const from = to === "s3" ? "database" : "s3";
  let moved = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    if (opts.signal?.aborted) break;
    const [next] = await db
      .select({ id: reservationFiles.id, data: reservationFiles.data })
      .from(reservationFiles)
      .where(and(eq(reservationFiles.storedIn, from), gt(reservationFiles.id, after)))
      .orderBy(asc(reservationFiles.id))
      .limit(1);
    if (!next) break;
    after = next.id;
    const key = attachmentKey(next.id);
    if (to === "s3") {
      // Written again if an earlier run stopped between the upload and the row.
      await bucket.put(key, next.data!);
      await db
        .update(reservationFiles)
        .set({ storedIn: "s3", data: null })
        .where(and(eq(reservationFiles.id, next.id), eq(reservationFiles.storedIn, "database")));
    } else {
      const bytes = await bucket.get(key);
      if (!bytes) throw new Error(`stored file ${key} is missing from the bucket`);
      await db
        .update(reservationFiles)
        .set({ storedIn: "database", data: bytes })
        .where(and(eq(reservationFiles.id, next.id), eq(reservationFiles.storedIn, "s3")));
      await bucket.delete(key);
    }
    moved += 1;
    opts.onMoved?.(next.id);
  }
  return { moved, left: await db.$count(reservationFiles, eq(reservationFiles.storedIn, from)) };
}
