// Price quotes of a trip: search (the AI model when configured, else the
// estimator), saved flight and hotel quotes, and Book, which turns a saved
// quote into a reservation and adds its price to the budget in one transaction.
// Routes check access first; every quote query is scoped by trip id too.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { CATEGORY_NAMES, type BudgetCategory } from "@shared/budget-rules";
import type { NewReservation, Reservation } from "@shared/reservations";
import {
  cabinLabel,
  type FlightQuote,
  type FlightSearch,
  type HotelQuote,
  type HotelSearch,
  type NewSavedFlight,
  type NewSavedHotel,
  type SavedFlight,
  type SavedHotel,
} from "@shared/quotes";
import type { Db, Tx } from "../db/client";
import { budgetAllocations, flightQuotes, hotelQuotes, trips } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { HttpError, conflict, notFound } from "../http-error";
import type { AiCallOptions, AiProvider } from "../ai/provider";
import { createReservation, getReservation } from "../reservations/service";
import { createAllocation } from "../budget/service";
import { publishChange } from "../realtime/publish";
import { aiFlightQuotes, aiHotelQuotes } from "./ai";
import { estimateFlights, estimateHotels } from "./estimator";

const QUOTE_NOT_FOUND = "Quote not found";
export const ALREADY_BOOKED = "This quote is already booked";

async function tripCurrency(db: Db, tripId: string): Promise<string> {
  const [row] = await db.select({ currency: trips.currency }).from(trips).where(eq(trips.id, tripId)).limit(1);
  return row?.currency ?? "USD";
}

// ── Search ──

export async function searchFlights(
  db: Db,
  ai: AiProvider,
  tripId: string,
  search: FlightSearch,
  call?: AiCallOptions,
): Promise<FlightQuote[]> {
  const currency = await tripCurrency(db, tripId);
  if (ai.kind === "offline") return estimateFlights(search, currency);
  return aiFlightQuotes(ai, search, currency, call);
}

export async function searchHotels(
  db: Db,
  ai: AiProvider,
  tripId: string,
  search: HotelSearch,
  call?: AiCallOptions,
): Promise<HotelQuote[]> {
  const currency = await tripCurrency(db, tripId);
  if (ai.kind === "offline") return estimateHotels(search, currency);
  return aiHotelQuotes(ai, search, currency, call);
}

// ── Saved quotes ──

type FlightRow = typeof flightQuotes.$inferSelect;
type HotelRow = typeof hotelQuotes.$inferSelect;

function toSavedFlight(row: FlightRow): SavedFlight {
  const { createdBy: _createdBy, createdAt, ...rest } = row;
  return { ...rest, createdAt: isoTimestamp(createdAt) };
}

function toSavedHotel(row: HotelRow): SavedHotel {
  const { createdBy: _createdBy, createdAt, rating, ...rest } = row;
  return { ...rest, rating: rating === null ? null : Number(rating), createdAt: isoTimestamp(createdAt) };
}

/** Newest first: the one just saved is on top. */
export async function listSavedFlights(db: Db, tripId: string): Promise<SavedFlight[]> {
  const rows = await db
    .select()
    .from(flightQuotes)
    .where(eq(flightQuotes.tripId, tripId))
    .orderBy(desc(flightQuotes.createdAt), desc(flightQuotes.id));
  return rows.map(toSavedFlight);
}

export async function listSavedHotels(db: Db, tripId: string): Promise<SavedHotel[]> {
  const rows = await db
    .select()
    .from(hotelQuotes)
    .where(eq(hotelQuotes.tripId, tripId))
    .orderBy(desc(hotelQuotes.createdAt), desc(hotelQuotes.id));
  return rows.map(toSavedHotel);
}

export async function saveFlight(db: Db, tripId: string, userId: string, input: NewSavedFlight): Promise<SavedFlight> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flightQuotes)
      .values({ tripId, ...input, createdBy: userId })
      .returning();
    await publishChange(tx, { tripId, resource: "quotes", action: "created", id: row!.id, by: userId });
    return toSavedFlight(row!);
  });
}

export async function saveHotel(db: Db, tripId: string, userId: string, input: NewSavedHotel): Promise<SavedHotel> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hotelQuotes)
      .values({ tripId, ...input, rating: input.rating === null ? null : input.rating.toFixed(2), createdBy: userId })
      .returning();
    await publishChange(tx, { tripId, resource: "quotes", action: "created", id: row!.id, by: userId });
    return toSavedHotel(row!);
  });
}

export async function deleteSavedFlight(db: Db, tripId: string, quoteId: string, userId: string): Promise<void> {
  if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(flightQuotes)
      .where(and(eq(flightQuotes.id, quoteId), eq(flightQuotes.tripId, tripId)))
      .returning({ id: flightQuotes.id });
    if (deleted.length === 0) throw notFound(QUOTE_NOT_FOUND);
    await publishChange(tx, { tripId, resource: "quotes", action: "deleted", id: quoteId, by: userId });
  });
}

export async function deleteSavedHotel(db: Db, tripId: string, quoteId: string, userId: string): Promise<void> {
  if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(hotelQuotes)
      .where(and(eq(hotelQuotes.id, quoteId), eq(hotelQuotes.tripId, tripId)))
      .returning({ id: hotelQuotes.id });
    if (deleted.length === 0) throw notFound(QUOTE_NOT_FOUND);
    await publishChange(tx, { tripId, resource: "quotes", action: "deleted", id: quoteId, by: userId });
  });
}

// ── Book ──

/**
 * Adds `amount` to the realized amount of the trip's allocation for
 * `category` (the one without a city first, else the oldest), creating it
 * with planned 0 when the trip has none. The caller holds the trip row lock,
 * so two bookings cannot both create the allocation.
 */
async function addToRealized(tx: Tx, tripId: string, userId: string, category: BudgetCategory, amount: string) {
  const [existing] = await tx
    .select({ id: budgetAllocations.id })
    .from(budgetAllocations)
    .where(and(eq(budgetAllocations.tripId, tripId), eq(budgetAllocations.category, category)))
    .orderBy(sql`${budgetAllocations.city} is null desc`, asc(budgetAllocations.createdAt), asc(budgetAllocations.id))
    .limit(1);
  if (!existing) {
    // Publishes the new allocation itself.
    await createAllocation(tx, tripId, userId, {
      category,
      categoryName: CATEGORY_NAMES[category],
      city: null,
      plannedAmount: "0",
      realizedAmount: amount,
      notes: null,
    });
    return;
  }
  await tx
    .update(budgetAllocations)
    .set({ realizedAmount: sql`${budgetAllocations.realizedAmount} + ${amount}::numeric`, updatedAt: sql`now()` })
    .where(eq(budgetAllocations.id, existing.id));
  await publishChange(tx, { tripId, resource: "budget", action: "updated", id: existing.id, by: userId });
}

/**
 * The shared part of Book: lock the quote (a second Book waits here, then
 * sees it booked: 409), lock the trip (serialises budget writes), check the
 * currency, then reservation + budget + mark booked, all or nothing. Each of
 * the three resources is published, with the transaction.
 */
async function book<Q extends { bookedReservationId: string | null; currency: string; price: string }>(
  db: Db,
  tripId: string,
  quoteId: string,
  userId: string,
  lockQuote: (tx: Db) => Promise<Q | undefined>,
  reservationFor: (quote: Q) => NewReservation,
  category: BudgetCategory,
  markBooked: (tx: Db, reservationId: string) => Promise<unknown>,
): Promise<Reservation> {
  let reservationId: string;
  try {
    reservationId = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const quote = await lockQuote(t);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      if (quote.bookedReservationId) throw conflict(ALREADY_BOOKED);
      const [trip] = await t.select({ currency: trips.currency }).from(trips).where(eq(trips.id, tripId)).for("update");
      if (!trip) throw notFound("Trip not found");
      if (trip.currency !== quote.currency) {
        throw conflict(
          `This quote is in ${quote.currency} but the trip's budget is in ${trip.currency}, so it cannot be added to the budget. Search again to get a quote in ${trip.currency}.`,
        );
      }
      const reservation = await createReservation(t, tripId, userId, reservationFor(quote));
      await addToRealized(tx, tripId, userId, category, quote.price);
      await markBooked(t, reservation.id);
      await publishChange(tx, { tripId, resource: "quotes", action: "updated", id: quoteId, by: userId });
      return reservation.id;
    });
  } catch (err) {
    if (hasPgCode(err, "22003")) {
      throw conflict("The budget's spent amount would exceed the largest amount it can hold, so nothing was booked.");
    }
    throw err;
  }
  return getReservation(db, reservationId, userId);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function bookFlight(db: Db, tripId: string, quoteId: string, userId: string): Promise<Reservation> {
  if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
  const where = and(eq(flightQuotes.id, quoteId), eq(flightQuotes.tripId, tripId));
  return book(
    db,
    tripId,
    quoteId,
    userId,
    async (tx) => (await tx.select().from(flightQuotes).where(where).for("update"))[0],
    (q) => ({
      name: `Flight ${q.origin} → ${q.destination}`,
      type: "transport",
      status: "confirmed",
      reservationDate: q.departureDate,
      endDate: q.returnDate,
      cost: q.price,
      description: [
        `${q.origin} → ${q.destination}${q.returnDate ? " and back" : ""}`,
        `${q.airline ?? "Unknown Airline"} (${q.provider})`,
        `${cabinLabel(q.cabinClass)}, ${plural(q.passengers, "passenger")}`,
      ].join(" · "),
      notes: "Booked from a saved price quote.",
    }),
    "air_tickets",
    (tx, reservationId) => tx.update(flightQuotes).set({ bookedReservationId: reservationId }).where(where),
  );
}

export function bookHotel(db: Db, tripId: string, quoteId: string, userId: string): Promise<Reservation> {
  if (!isUuid(quoteId)) throw notFound(QUOTE_NOT_FOUND);
  const where = and(eq(hotelQuotes.id, quoteId), eq(hotelQuotes.tripId, tripId));
  return book(
    db,
    tripId,
    quoteId,
    userId,
    async (tx) => (await tx.select().from(hotelQuotes).where(where).for("update"))[0],
    (q) => ({
      name: q.hotelName,
      type: "hotel",
      status: "confirmed",
      reservationDate: q.checkInDate,
      endDate: q.checkOutDate,
      cost: q.price,
      address: q.address,
      location: splitPlace(q.location),
      description: [q.roomType, `${plural(q.rooms, "room")}, ${plural(q.guests, "guest")}`, q.provider]
        .filter(Boolean)
        .join(" · "),
      notes: "Booked from a saved price quote.",
    }),
    "hotels",
    (tx, reservationId) => tx.update(hotelQuotes).set({ bookedReservationId: reservationId }).where(where),
  );
}

/** "Paris, France" → {city: "Paris", country: "France"}; a bare city keeps no country. */
function splitPlace(place: string): { city: string | null; country: string | null } {
  const parts = place.split(",").map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return { city: place.trim() || null, country: null };
  return { city: parts.slice(0, -1).join(", "), country: parts[parts.length - 1]! };
}

function hasPgCode(err: unknown, code: string): boolean {
  if (err instanceof HttpError) return false;
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
