// PDFs and plain text → the configured AI model, asked with a JSON schema for
// the bookings the text states; the answer is validated with zod and anything
// off-schema is not used. Without a model nothing is read (and nothing guessed).
import { z } from "zod";
import { CANDIDATE_TYPES } from "@shared/imports";
import { isCurrencyCode } from "@shared/currency-codes";
import { isCalendarDate } from "@shared/dates";
import type { AiCallOptions, AiProvider } from "../../ai/provider";
import { candidate, countryOf, decimalOf, flightCode, textOf, type ReadCandidate } from "./common";

const nullableText = (max: number, description: string) => z.string().max(max).nullable().describe(description);

const aiBookingSchema = z.object({
  type: z.enum(CANDIDATE_TYPES).describe("flight; hotel (any stay); restaurant; attraction (events, tickets, tours); transport (train, bus, ferry, taxi, rental car); other"),
  name: z.string().min(1).max(200).describe('What a traveller would call it: the hotel\'s or restaurant\'s name, the event, or for a flight "TP1234 Lisbon → Frankfurt"'),
  reservationDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .describe("YYYY-MM-DD: departure, check-in, table or event day, exactly as the text states it; null if not stated"),
  reservationTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .nullable()
    .describe("HH:mm 24-hour local time as printed (never converted between time zones); null if not stated"),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().describe("YYYY-MM-DD check-out, arrival or last day; null if none"),
  confirmationNumber: nullableText(100, "Booking reference, PNR or confirmation number as printed; null if none"),
  flightNumber: nullableText(10, 'Carrier code and number for a flight, e.g. "TP1234"; null otherwise'),
  address: nullableText(500, "Address of the place (for a flight: the departure airport); null if not stated"),
  city: nullableText(120, "City of the place (for a flight: the departure city); null if not stated"),
  country: nullableText(120, "Country of the place; null if not stated"),
  cost: z.number().min(0).max(100_000_000).nullable().describe("Total price paid for this booking; null if not stated"),
  currency: z.string().regex(/^[A-Za-z]{3}$/).nullable().describe("ISO 4217 code of the cost; null if no cost"),
  description: nullableText(1000, "Anything else useful (arrival time, seat, party size); null if nothing"),
});

/** What the model is asked for: every booking stated in the text, one per flight segment, stay, table or ticket. */
export const aiBookingsSchema = z.object({
  bookings: z.array(aiBookingSchema).max(30),
});
export type AiBookings = z.output<typeof aiBookingsSchema>;

/** Longer text is cut: a confirmation states its bookings early, and a model's context is finite. */
export const MAX_AI_TEXT = 40_000;

export async function readWithAi(ai: AiProvider, input: { fileName: string; text: string }, call?: AiCallOptions): Promise<ReadCandidate[]> {
  const answer = await ai.readBookings({ fileName: input.fileName, text: input.text.slice(0, MAX_AI_TEXT), schema: aiBookingsSchema }, call);
  return fromAiBookings(answer);
}

/** The model's bookings as candidates, each field checked again (a date that does not exist is dropped, not kept). */
export function fromAiBookings(answer: AiBookings): ReadCandidate[] {
  return answer.bookings.map((b) => {
    const date = (v: string | null) => (v && isCalendarDate(v) ? v : null);
    const reservationDate = date(b.reservationDate);
    const endDate = date(b.endDate);
    const currency = b.currency && isCurrencyCode(b.currency.toUpperCase()) ? b.currency.toUpperCase() : null;
    const city = textOf(b.city, 120);
    const country = countryOf(b.country);
    return candidate({
      type: b.type,
      source: "ai",
      name: textOf(b.name, 200) ?? "Booking",
      reservationDate,
      reservationTime: reservationDate ? b.reservationTime : null,
      endDate: endDate && reservationDate && endDate >= reservationDate ? endDate : null,
      confirmationNumber: textOf(b.confirmationNumber, 100),
      flightNumber: b.type === "flight" ? flightCode(null, b.flightNumber) : null,
      address: textOf(b.address),
      location: city || country ? { city, country } : null,
      cost: b.cost !== null && currency ? decimalOf(Math.round(b.cost * 1000) / 1000) : null,
      currency: b.cost !== null ? currency : null,
      description: textOf(b.description, 1000),
    });
  });
}
