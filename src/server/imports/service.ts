// Bookings in (docs/product/reservations-and-imports.md): an import reads files and answers candidates,
// saving nothing but the files read (kept a day, so the member can keep them
// on the reservations); confirm turns the chosen candidates into reservations
// in one transaction, each published live, a cost in another currency
// converted at the day's rate (or, with no rate, left empty and noted).
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { ConfirmCandidate, ImportCandidate, ImportResult } from "@shared/imports";
import type { Reservation } from "@shared/reservations";
import { convertMinor, fromMinorPlaces, TRIP_PLACES, toMinorPlaces } from "@shared/split";
import { todayInTimeZone } from "@shared/dates";
import { dateOutsideTrip } from "@shared/reservation-rules";
import type { Db, Tx } from "../db/client";
import { importUploads, reservations, trips } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { HttpError, badRequest, notFound } from "../http-error";
import { publishChange } from "../realtime/publish";
import { referenceRate, type RateSource } from "../fx/service";
import { attachUpload } from "../files/service";
import { cleanFileName, extensionFor } from "../files/content-type";
import { getReservation, newReservationRow } from "../reservations/service";
import type { AiProvider } from "../ai/provider";
import { duplicateOf, type ExistingReservation } from "./duplicates";
import { kindOf, readFiles, readPastedText, type ImportFile, type ReadOutcome } from "./read";
import { type ErrorId } from "@shared/i18n/error-message";
import { errorText } from "../i18n";
import { type Language } from "@shared/i18n/languages";

/** How long a read file is kept for confirm's keepOriginals. */
export const UPLOAD_TTL_HOURS = 24;
export const UPLOAD_EXPIRED: ErrorId = "errors.imports.uploadExpired";

const STORED_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  pkpass: "application/vnd.apple.pkpass",
  ics: "text/calendar",
  email: "message/rfc822",
  html: "text/html",
  text: "text/plain",
};

export interface ImportContext {
  tripId: string;
  userId: string;
  ai: AiProvider;
  signal?: AbortSignal;
  /** The language the unread files' messages are written in (the request's). */
  language: Language;
}

export async function importFiles(db: Db, ctx: ImportContext, files: ImportFile[]): Promise<ImportResult> {
  const outcome = await readFiles(files, { ai: ctx.ai, signal: ctx.signal });
  return answer(db, ctx, outcome, true);
}

export async function importText(db: Db, ctx: ImportContext, text: string): Promise<ImportResult> {
  const outcome = await readPastedText(text, { ai: ctx.ai, signal: ctx.signal });
  // Pasted text is not a file: there is nothing to keep.
  return answer(db, ctx, outcome, false);
}

async function answer(db: Db, ctx: ImportContext, outcome: ReadOutcome, keep: boolean): Promise<ImportResult> {
  // Yesterday's uploads go as today's arrive: no timer, and nothing outlives its day by much.
  await db.delete(importUploads).where(lt(importUploads.expiresAt, sql`now()`));
  const uploadIds: Array<string | null> = outcome.read.map(() => null);
  if (keep && outcome.read.length) {
    const types = await Promise.all(outcome.read.map(async ({ file }) => STORED_TYPES[await kindOf(file)]));
    const rows = await db
      .insert(importUploads)
      .values(
        outcome.read.map(({ file }, i) => ({
          tripId: ctx.tripId,
          userId: ctx.userId,
          name: cleanFileName(file.name, `upload.${extensionFor(types[i] ?? "")}`),
          contentType: types[i] ?? "application/octet-stream",
          size: file.data.length,
          data: file.data,
          expiresAt: sql`now() + make_interval(hours => ${UPLOAD_TTL_HOURS})`,
        })),
      )
      .returning({ id: importUploads.id });
    rows.forEach((r, i) => (uploadIds[i] = r.id));
  }
  const [existing, [trip]] = await Promise.all([
    tripReservations(db, ctx.tripId),
    db.select({ startDate: trips.startDate, endDate: trips.endDate }).from(trips).where(eq(trips.id, ctx.tripId)),
  ]);
  const candidates: ImportCandidate[] = outcome.read.flatMap((r, i) =>
    r.candidates.map((c) => ({
      ...c,
      uploadId: uploadIds[i] ?? null,
      outsideTrip: dateOutsideTrip(trip, [c.reservationDate, c.endDate]),
      duplicateOf: c.reservationDate
        ? duplicateOf({ type: c.type, reservationDate: c.reservationDate, confirmationNumber: c.confirmationNumber, flightNumber: c.flightNumber }, existing)
        : null,
    })),
  );
  return { candidates, unreadable: outcome.unreadable.map((u) => ({ file: u.file, message: errorText(u.message, ctx.language) })) };
}

function tripReservations(db: Db, tripId: string): Promise<ExistingReservation[]> {
  return reservationsToCompare(db, [tripId]);
}

/** The reservations of these trips as duplicate detection compares them (the Inbox asks for several trips at once). */
export function reservationsToCompare(db: Db, tripIds: string[]): Promise<(ExistingReservation & { tripId: string })[]> {
  return db
    .select({
      tripId: reservations.tripId,
      id: reservations.id,
      type: reservations.type,
      reservationDate: reservations.reservationDate,
      confirmationNumber: reservations.confirmationNumber,
      name: reservations.name,
      description: reservations.description,
      notes: reservations.notes,
    })
    .from(reservations)
    .where(inArray(reservations.tripId, tripIds));
}

// ── Confirm ──────────────────────────────────────────────────────────────

export interface ConfirmContext {
  tripId: string;
  userId: string;
  rates: RateSource;
}

interface Priced {
  cost: string | null;
  /** A line for the notes when the cost could not be converted. */
  note: string | null;
}

export async function confirmImport(
  db: Db,
  ctx: ConfirmContext,
  body: { candidates: ConfirmCandidate[]; keepOriginals?: string[] },
  /** More writes that must commit with the reservations (an Inbox mail marked added). */
  alongside?: (tx: Tx, reservationIds: string[]) => Promise<void>,
): Promise<Reservation[]> {
  const [trip] = await db.select({ currency: trips.currency }).from(trips).where(eq(trips.id, ctx.tripId));
  if (!trip) throw notFound("errors.trips.notFound");
  const keep = await keptUploads(db, ctx.tripId, body.keepOriginals ?? []);
  // Rates are fetched before the transaction: no network call holds a lock.
  const today = todayInTimeZone("Europe/Berlin");
  const priced: Priced[] = [];
  for (const [i, c] of body.candidates.entries()) priced.push(await price(db, ctx.rates, c, trip.currency, today, i));

  // The stored rows, each end's zone found before the transaction; the cost converted to the trip's currency, a note when it could not be.
  const rows = await Promise.all(
    body.candidates.map(async (c, i) => {
      const { cost, note } = priced[i]!;
      return { ...(await newReservationRow(ctx.tripId, ctx.userId, { ...c, type: c.type ?? "other" })), cost, notes: [c.notes ?? null, note].filter(Boolean).join("\n") || null };
    }),
  );
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const [i, c] of body.candidates.entries()) {
      const [row] = await tx
        .insert(reservations)
        .values(rows[i]!)
        .returning({ id: reservations.id });
      const id = row!.id;
      if (c.uploadId && keep.has(c.uploadId)) await attachUpload(tx, id, c.uploadId, ctx.userId);
      await publishChange(tx, { tripId: ctx.tripId, resource: "reservations", action: "created", id, by: ctx.userId });
      created.push(id);
    }
    await alongside?.(tx, created);
    return created;
  });
  return Promise.all(ids.map((id) => getReservation(db, id, ctx.userId)));
}

/** The kept uploads of this trip still within their day; an unknown or expired one is a 400 naming it. */
async function keptUploads(db: Db, tripId: string, ids: string[]): Promise<Set<string>> {
  ids.forEach((id, i) => {
    if (!isUuid(id)) throw badRequest(`keepOriginals.${i}`, UPLOAD_EXPIRED);
  });
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: importUploads.id })
    .from(importUploads)
    .where(and(eq(importUploads.tripId, tripId), inArray(importUploads.id, ids), gt(importUploads.expiresAt, sql`now()`)));
  const found = new Set(rows.map((r) => r.id));
  ids.forEach((id, i) => {
    if (!found.has(id)) throw badRequest(`keepOriginals.${i}`, UPLOAD_EXPIRED);
  });
  return found;
}

/**
 * The cost in the trip's currency: as given when it is in the trip's currency
 * (or none is named), else converted at the day's reference rate, rounded
 * half up. With no rate, no cost: the amount as read goes into the notes.
 */
async function price(db: Db, rates: RateSource, c: ConfirmCandidate, tripCurrency: string, today: string, index: number): Promise<Priced> {
  if (!c.cost) return { cost: null, note: null };
  const currency = c.currency ?? tripCurrency;
  if (currency === tripCurrency) {
    const minor = toMinorPlaces(c.cost, TRIP_PLACES);
    if (minor === null) throw badRequest(`candidates.${index}.cost`, "errors.field.amount", { label: { id: "errors.label.cost" } });
    return { cost: fromMinorPlaces(minor, TRIP_PLACES), note: null };
  }
  const [amount, places] = scaledCost(c.cost);
  try {
    const rate = await referenceRate(db, rates, currency, tripCurrency, today, today);
    return { cost: fromMinorPlaces(convertMinor(amount, places, rate.rate, TRIP_PLACES), TRIP_PLACES), note: null };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 503) {
      return { cost: null, note: `Cost: ${c.cost} ${currency} (no exchange rate to ${tripCurrency} was available)` };
    }
    throw err;
  }
}

function scaledCost(cost: string): [bigint, number] {
  const [whole, fraction = ""] = cost.split(".");
  return [BigInt(`${whole}${fraction}`), fraction.length];
}
