// Quotes from the configured AI model: the structured-output schemas (zod to
// validate, JSON Schema to ask with) and the mapping to the API's quote shapes.
// The provider validates every answer; anything off-schema is a 502 and unused.
import { z } from "zod";
import { CURRENCY_CODE_MESSAGE, isCurrencyCode } from "@shared/currency-codes";
import {
  AI_PROVIDER,
  CABIN_CLASSES,
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
const price = z.number().finite().min(0).max(MAX_PRICE);
const text = (max: number) => z.string().trim().min(1).max(max);
const currency = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCurrencyCode, CURRENCY_CODE_MESSAGE);

const aiFlightSchema = z.object({
  airline: text(200),
  duration: text(40),
  departureTime: text(40),
  arrivalTime: text(40),
  stops: z.number().int().min(0).max(5),
  cabinClass: cabinClassSchema,
  price,
  currency,
  directFlight: z.boolean(),
});
export const aiFlightQuotesSchema = z.object({ quotes: z.array(aiFlightSchema).min(1).max(10) });

const aiHotelSchema = z.object({
  hotelName: text(200),
  address: text(500),
  roomType: text(200),
  price,
  pricePerNight: price,
  currency,
  rating: z.number().min(0).max(5).nullable(),
  amenities: z.array(text(100)).max(30),
});
export const aiHotelQuotesSchema = z.object({ quotes: z.array(aiHotelSchema).min(1).max(10) });

const FLIGHT_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["quotes"],
  properties: {
    quotes: {
      type: "array",
      description: "3 to 6 indicative flight options for the search",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["airline", "duration", "departureTime", "arrivalTime", "stops", "cabinClass", "price", "currency", "directFlight"],
        properties: {
          airline: { type: "string", description: "Airline that typically flies this route" },
          duration: { type: "string", description: 'Total travel time of one direction, e.g. "7h 05m"' },
          departureTime: { type: "string", description: 'Local departure time "HH:mm"' },
          arrivalTime: { type: "string", description: 'Local arrival time "HH:mm", with " +1" when on the next day' },
          stops: { type: "integer", description: "Number of stops, 0 for nonstop" },
          cabinClass: { type: "string", enum: [...CABIN_CLASSES] },
          price: { type: "number", description: "Total price for all passengers (and the return when asked), 2 decimals" },
          currency: { type: "string", description: "ISO 4217 code" },
          directFlight: { type: "boolean" },
        },
      },
    },
  },
} as const;

const HOTEL_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["quotes"],
  properties: {
    quotes: {
      type: "array",
      description: "3 to 6 indicative hotel options for the search",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["hotelName", "address", "roomType", "price", "pricePerNight", "currency", "rating", "amenities"],
        properties: {
          hotelName: { type: "string" },
          address: { type: "string" },
          roomType: { type: "string" },
          price: { type: "number", description: "Total for all nights and rooms, 2 decimals" },
          pricePerNight: { type: "number", description: "Price of one night for all rooms, 2 decimals" },
          currency: { type: "string", description: "ISO 4217 code" },
          rating: { type: ["number", "null"], description: "Review rating 0 to 5, or null if unknown" },
          amenities: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
} as const;

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
      jsonSchema: FLIGHT_JSON_SCHEMA,
    },
    call,
  );
  return result.quotes.map((q) => ({
    ...q,
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
      jsonSchema: HOTEL_JSON_SCHEMA,
    },
    call,
  );
  return result.quotes.map((q) => ({
    ...q,
    price: toDecimal(q.price),
    pricePerNight: toDecimal(q.pricePerNight),
    provider: AI_PROVIDER,
    nights,
  }));
}
