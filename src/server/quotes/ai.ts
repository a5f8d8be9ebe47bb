// Quotes from the configured AI model: the structured-output schemas (one zod
// schema each: the provider asks with its JSON Schema, ADR 022, and validates
// the answer with it) and the mapping to the API's quote shapes. Anything
// off-schema is a 502 and unused. No transforms here: a transform has no JSON
// Schema, so normalising (the currency's case) happens in the mapping.
import { z } from "zod";
import { CURRENCY_CODE_MESSAGE, isCurrencyCode } from "@shared/currency-codes";
import {
  AI_PROVIDER,
  cabinClassSchema,
  type FlightQuote,
  type FlightSearch,
  type HotelQuote,
  type HotelSearch,
} from "@shared/quotes";
import { fromCents } from "@shared/money";
import type { AiCallOptions, AiProvider } from "../ai/provider";
import { nightsBetween } from "./estimator";

const MAX_PRICE = 10_000_000;
const price = (description: string) => z.number().min(0).max(MAX_PRICE).describe(description);
const text = (max: number) => z.string().trim().min(1).max(max);
const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  // Upper-cased where the answer is mapped (a transform cannot go into the JSON schema); checked against ISO 4217 here.
  .refine((v) => isCurrencyCode(v.toUpperCase()), CURRENCY_CODE_MESSAGE)
  .describe("ISO 4217 code");

const aiFlightSchema = z.object({
  airline: text(200).describe("Airline that typically flies this route"),
  duration: text(40).describe('Total travel time of one direction, e.g. "7h 05m"'),
  departureTime: text(40).describe('Local departure time "HH:mm"'),
  arrivalTime: text(40).describe('Local arrival time "HH:mm", with " +1" when on the next day'),
  stops: z.number().int().min(0).max(5).describe("Number of stops, 0 for nonstop"),
  cabinClass: cabinClassSchema,
  price: price("Total price for all passengers (and the return when asked), 2 decimals"),
  currency,
  directFlight: z.boolean(),
});
export const aiFlightQuotesSchema = z.object({
  quotes: z.array(aiFlightSchema).min(1).max(10).describe("3 to 6 indicative flight options for the search"),
});

const aiHotelSchema = z.object({
  hotelName: text(200),
  address: text(500),
  roomType: text(200),
  price: price("Total for all nights and rooms, 2 decimals"),
  pricePerNight: price("Price of one night for all rooms, 2 decimals"),
  currency,
  rating: z.number().min(0).max(5).nullable().describe("Review rating 0 to 5, or null if unknown"),
  amenities: z.array(text(100)).max(30),
});
export const aiHotelQuotesSchema = z.object({
  quotes: z.array(aiHotelSchema).min(1).max(10).describe("3 to 6 indicative hotel options for the search"),
});

/** A model's number as an exact two-place decimal string. */
const toDecimal = (n: number) => fromCents(BigInt(Math.round(n * 100)));

export async function aiFlightQuotes(
  ai: AiProvider,
  search: FlightSearch,
  tripCurrency: string,
  call?: AiCallOptions,
): Promise<FlightQuote[]> {
  const result = await ai.generateQuotes(
    {
      kind: "flights",
      search: { ...search, preferredCurrency: tripCurrency },
      schema: aiFlightQuotesSchema,
    },
    call,
  );
  return result.quotes.map((q) => ({
    ...q,
    currency: q.currency.toUpperCase(),
    price: toDecimal(q.price),
    provider: AI_PROVIDER,
    originAirport: null,
    destinationAirport: null,
    distanceKm: null,
  }));
}

export async function aiHotelQuotes(
  ai: AiProvider,
  search: HotelSearch,
  tripCurrency: string,
  call?: AiCallOptions,
): Promise<HotelQuote[]> {
  const nights = nightsBetween(search.checkInDate, search.checkOutDate);
  const result = await ai.generateQuotes(
    {
      kind: "hotels",
      search: { ...search, nights, preferredCurrency: tripCurrency },
      schema: aiHotelQuotesSchema,
    },
    call,
  );
  return result.quotes.map((q) => ({
    ...q,
    currency: q.currency.toUpperCase(),
    price: toDecimal(q.price),
    pricePerNight: toDecimal(q.pricePerNight),
    provider: AI_PROVIDER,
    nights,
  }));
}
