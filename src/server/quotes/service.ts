// Price quotes of a trip: search (the AI model when configured, else the
// estimator), saved flight and hotel quotes, and Book, which turns a saved
// quote into a reservation and logs its price as an expense in one transaction.
// Routes check access first; every quote query is scoped by trip id too.
import { and, desc, eq } from "drizzle-orm";
import type { BudgetCategory } from "@shared/budget-rules";
import { convertMinor, fromMinorPlaces, minorUnits, toMinorPlaces, TRIP_PLACES } from "@shared/split";
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
  type BookQuote,
} from "@shared/quotes";
import type { Db } from "../db/client";
import { flightQuotes, hotelQuotes, trips } from "../db/schema";
import { isUuid } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { HttpError, badRequest, conflict, notFound } from "../http-error";
import type { AiCallOptions, AiProvider } from "../ai/provider";
import { createReservation, getReservation } from "../reservations/service";
import { CURRENCY_CHANGED, logBookingExpense, rateFor, ratesToday, requirePayer } from "../expenses/service";
import type { RateSource } from "../fx/service";
import { publishChange } from "../realtime/publish";
import { aiFlightQuotes, aiHotelQuotes } from "./ai";
import { estimateFlights, estimateHotels } from "./estimator";
import { type ErrorId } from "@shared/i18n/error-message";

const QUOTE_NOT_FOUND: ErrorId = "errors.quotes.notFound";
export const ALREADY_BOOKED: ErrorId = "errors.quotes.alreadyBooked";
export const BOOKING_TOO_LARGE: ErrorId = "errors.quotes.bookingTooLarge";

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

/** The shape of both quote tables that Book reads. */
interface Bookable {
  bookedReservationId: string | null;
  currency: string;
  price: string;
}

/**
 * The shared part of Book (docs/product/budget-and-expenses.md). The rate is frozen first, outside the
 * transaction, as it may ask the bank (503 when none is known: the member
 * types one). Then: lock the quote (a second Book waits here, then sees it
 * booked: 409), lock the trip (its currency must not change under the
 * conversion), and write the reservation, the expense the booker paid and
 * the quote's booked mark, all or nothing, each published with the
 * transaction. The price counts once, as the logged expense: the budget's
 * Spent includes it (budget/service.ts).
 */
async function book<Q extends Bookable>(
  db: Db,
  rates: RateSource,
  target: BookingRequest,
  readQuote: (tx: Db, lock: boolean) => Promise<Q | undefined>,
  reservationFor: (quote: Q, cost: string) => NewReservation,
  category: BudgetCategory,
  markBooked: (tx: Db, reservationId: string) => Promise<unknown>,
): Promise<Reservation> {
  const { tripId, quoteId, userId } = target;
  const seen = await readQuote(db, false);
  if (!seen) throw notFound(QUOTE_NOT_FOUND);
  if (seen.bookedReservationId) throw conflict(ALREADY_BOOKED);
  const tripCur = await tripCurrency(db, tripId);
  const date = ratesToday();
  // A saved quote is never edited, so the currency read here is the one booked.
  const rate = await rateFor(db, { rates }, seen.currency, tripCur, date, target.rate);
  // What was paid, by whom, checked before anything is written. A saved quote's price has two decimals.
  const places = minorUnits(seen.currency);
  const amount =
    target.price === undefined ? convertMinor(toMinorPlaces(seen.price, 2)!, 2, "1", places) : toMinorPlaces(target.price, places);
  if (amount === null) throw badRequest("price", "errors.money.amountPlaces", { currency: seen.currency, places });
  const paidBy = target.paidBy ?? userId;
  if (paidBy !== userId) await requirePayer(db, tripId, paidBy);
  let reservationId: string;
  try {
    reservationId = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const quote = await readQuote(t, true);
      if (!quote) throw notFound(QUOTE_NOT_FOUND);
      if (quote.bookedReservationId) throw conflict(ALREADY_BOOKED);
      const [trip] = await t.select({ currency: trips.currency }).from(trips).where(eq(trips.id, tripId)).for("update");
      if (!trip) throw notFound("errors.trips.notFound");
      if (trip.currency !== tripCur) throw conflict(CURRENCY_CHANGED);
      // The expense keeps its currency's own decimals (a yen price has none); the cost is in the trip's.
      const cost = fromMinorPlaces(convertMinor(amount, places, rate, TRIP_PLACES), TRIP_PLACES);
      const reservation = await createReservation(t, tripId, userId, { ...reservationFor(quote, cost), status: target.status ?? "confirmed" });
      if (amount > 0n) {
        await logBookingExpense(
          tx,
          { tripId, userId },
          { description: reservation.name, amount: fromMinorPlaces(amount, places), currency: quote.currency, rate, date, category, reservationId: reservation.id, paidBy },
          tripCur,
        );
      }
      await markBooked(t, reservation.id);
      await publishChange(tx, { tripId, resource: "quotes", action: "updated", id: quoteId, by: userId });
      return reservation.id;
    });
  } catch (err) {
    if (hasPgCode(err, "22003")) throw conflict(BOOKING_TOO_LARGE);
    throw err;
  }
  return getReservation(db, reservationId, userId);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Who books which quote, and what they said: the rate, the price paid, who paid and the status (each optional). */
export interface BookingRequest extends BookQuote {
  tripId: string;
  quoteId: string;
  userId: string;
}

export function bookFlight(db: Db, rates: RateSource, target: BookingRequest): Promise<Reservation> {
  if (!isUuid(target.quoteId)) throw notFound(QUOTE_NOT_FOUND);
  const where = and(eq(flightQuotes.id, target.quoteId), eq(flightQuotes.tripId, target.tripId));
  return book(
    db,
    rates,
    target,
    async (tx, lock) => (lock ? await tx.select().from(flightQuotes).where(where).for("update") : await tx.select().from(flightQuotes).where(where))[0],
    (q, cost) => ({
      name: `Flight ${q.origin} → ${q.destination}`,
      type: "flight",
      reservationDate: q.departureDate,
      endDate: q.returnDate,
      cost,
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

export function bookHotel(db: Db, rates: RateSource, target: BookingRequest): Promise<Reservation> {
  if (!isUuid(target.quoteId)) throw notFound(QUOTE_NOT_FOUND);
  const where = and(eq(hotelQuotes.id, target.quoteId), eq(hotelQuotes.tripId, target.tripId));
  return book(
    db,
    rates,
    target,
    async (tx, lock) => (lock ? await tx.select().from(hotelQuotes).where(where).for("update") : await tx.select().from(hotelQuotes).where(where))[0],
    (q, cost) => ({
      name: q.hotelName,
      type: "hotel",
      reservationDate: q.checkInDate,
      endDate: q.checkOutDate,
      cost,
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
