// Every zip the app opens (wallet passes uploaded as attachments or imports)
// is inflated here, with a budget counted on the bytes actually produced —
// never on the sizes the archive declares, which a zip bomb lies about: at
// most 10 MB in all, 2 MB an entry, 100 entries. The compressed bytes are fed
// to fflate's streaming inflater a slice at a time, so one step can produce at
// most ~1 MB (DEFLATE expands at most ~1032:1) before the count is checked
// and the work stops; between steps other requests get their turn (a zip
// within its budget still costs ~20 ms of inflating, too long to hold the
// event loop for).
import { Unzip, UnzipInflate } from "fflate";
import { type ErrorId } from "@shared/i18n/error-message";

export const MAX_ARCHIVE_BYTES = 10 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRY_BYTES = 2 * 1024 * 1024;
export const MAX_ARCHIVE_ENTRIES = 100;

export const ARCHIVE_TOO_LARGE: ErrorId = "errors.files.archiveTooLarge";
export const ARCHIVE_DAMAGED = "This archive is damaged or is not a zip file";

/** Compressed bytes fed per step: bounds what one step can inflate (~1 MB) before the budget is checked. */
const SLICE = 1024;
/** Other requests run after about this much inflating (or reading). */
const TURN_BYTES = 256 * 1024;

/** Why an archive was not opened: over its budget (413) or not a readable zip (415). */
export class ArchiveRefused extends Error {
  constructor(
    readonly reason: "over-budget" | "damaged",
    message: string,
  ) {
    super(message);
  }
}

const overBudget = () => new ArchiveRefused("over-budget", ARCHIVE_TOO_LARGE);
const damaged = () => new ArchiveRefused("damaged", ARCHIVE_DAMAGED);

/**
 * Inflates every entry of the zip within the budget and returns the contents of
 * those `keep` asks for (the others are counted, then dropped). Throws
 * ArchiveRefused when the archive is over its budget or cannot be read.
 */
export async function unzipWithBudget(data: Uint8Array, keep: (name: string) => boolean): Promise<Map<string, Uint8Array>> {
  const kept = new Map<string, Uint8Array>();
  let entries = 0;
  let total = 0;
  const unzip = new Unzip((file) => {
    if (++entries > MAX_ARCHIVE_ENTRIES) throw overBudget();
    const chunks: Uint8Array[] | null = keep(file.name) ? [] : null;
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (err) throw err instanceof ArchiveRefused ? err : damaged();
      size += chunk.length;
      total += chunk.length;
      if (size > MAX_ARCHIVE_ENTRY_BYTES || total > MAX_ARCHIVE_BYTES) throw overBudget();
      chunks?.push(chunk);
      if (final && chunks) kept.set(file.name, concat(chunks, size));
    };
    try {
      file.start();
    } catch {
      // A compression method other than stored or DEFLATE.
      throw damaged();
    }
  });
  unzip.register(UnzipInflate);
  try {
    let turn = 0;
    for (let at = 0; at < data.length; at += SLICE) {
      unzip.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
      if (total + at - turn >= TURN_BYTES) {
        turn = total + at;
        await new Promise((next) => setImmediate(next));
      }
    }
  } catch (err) {
    throw err instanceof ArchiveRefused ? err : damaged();
  }
  if (entries === 0) throw damaged();
  return kept;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
