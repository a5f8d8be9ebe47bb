// Optimistic concurrency for the update calls of docs/product/offline.md: a device sends the
// `updatedAt` it had in `If-Match`; a write over a newer version is refused
// with 409 and the current version, so the member can choose. Every write
// moves `updatedAt` on by at least 1 ms, so the version the API shows (ISO,
// milliseconds) changes with every write even within one millisecond.
import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../db/client";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, HttpError } from "../http-error";
import { type ErrorId } from "@shared/i18n/error-message";

export const IF_MATCH_FORMAT: ErrorId = "errors.sync.ifMatchFormat";
export const STALE_VERSION: ErrorId = "errors.sync.staleVersion";

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The version the caller had (`If-Match`), or undefined for an unconditional write; 400 naming the header when malformed. */
export function ifMatchOf(request: FastifyRequest): string | undefined {
  const raw = request.headers["if-match"];
  if (raw === undefined) return undefined;
  // An entity tag in quotes ("…") is accepted too, as HTTP writes them.
  const value = (Array.isArray(raw) ? raw[0]! : raw).trim().replace(/^"(.*)"$/, "$1");
  if (!ISO_MS.test(value)) throw badRequest("If-Match", IF_MATCH_FORMAT);
  return value;
}

/** 409 `{ message, code: "conflict", current }`: the resource as it is now, as its GET answers it. */
export class StaleVersionError extends HttpError {
  constructor(readonly current: unknown) {
    super(409, "conflict", STALE_VERSION);
  }
}

/** The new `updated_at` of a row being written: now, or 1 ms after the stored one when that is not earlier. */
export function nextUpdatedAt(column: AnyPgColumn): SQL {
  return sql`greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', ${column}) + interval '1 millisecond')`;
}

/**
 * Locks the row and refuses the write when the caller's version is not the
 * stored one. Called first inside the write's transaction; `current` loads
 * the resource for the 409 (under the same lock, so it is the version that won).
 */
export async function checkVersion(
  tx: Tx,
  table: PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn },
  id: string,
  expected: string | undefined,
  current: () => Promise<unknown>,
): Promise<void> {
  if (expected === undefined) return;
  const [row] = (await tx
    .select({ updatedAt: table.updatedAt })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update")) as { updatedAt: string }[];
  // A row gone meanwhile is the service's own 404.
  if (row) await refuseStale(row.updatedAt, expected, current);
}

/**
 * The comparison of checkVersion, for a service that already reads the whole row under its lock
 * (one locked read instead of two): 409 with `current()` when the caller's version is not `stored`.
 */
export async function refuseStale(stored: string, expected: string | undefined, current: () => unknown): Promise<void> {
  if (expected !== undefined && isoTimestamp(stored) !== expected) throw new StaleVersionError(await current());
}
