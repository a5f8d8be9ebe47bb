// Price quotes (docs/product/quotes.md "Price Quotes", docs/product/quotes.md flight/hotel search, docs/product/quotes.md):
// search bodies, result and saved-quote shapes, and the small display rules
// the quotes page and its tests share. Prices are exact decimal strings.
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { DECIMAL_RE, formatMoney } from "./money";
import { CURRENCY_CODE_MESSAGE, isCurrencyCode } from "./currency-codes";
import { rateInput } from "./expenses";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

export const CABIN_CLASSES = ["economy", "premium_economy", "business", "first"] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];
export const DEFAULT_CABIN_CLASS: CabinClass = "economy";
const CABIN_MESSAGE = labelled("errors.field.oneOf", "errors.label.cabinClass", { values: CABIN_CLASSES.join(", ") });
export const cabinClassSchema = z.enum(CABIN_CLASSES, { error: CABIN_MESSAGE });

/** docs/product/quotes.md: quotes from a model carry this label. */
export const AI_PROVIDER = "AI Generated";
/** Quotes from the built-in estimator: never presented as a real offer. */
export const ESTIMATE_PROVIDER = "Roamwise estimate";
export const QUOTE_PROVIDERS = [AI_PROVIDER, ESTIMATE_PROVIDER] as const;
export type QuoteProvider = (typeof QUOTE_PROVIDERS)[number];
export const isEstimate = (provider: string | null | undefined) => provider === ESTIMATE_PROVIDER;

/** docs/product/quotes.md: the one message for every missing search field ("Missing information" is the toast title). */
export const MISSING_FIELDS: ErrorId = "errors.field.allRequiredFields";
export const DATE_FORMAT: ErrorId = "errors.field.date";
export const RETURN_BEFORE_DEPARTURE: ErrorId = "errors.quotes.returnBeforeDeparture";
export const CHECKOUT_NOT_AFTER_CHECKIN: ErrorId = "errors.quotes.checkOutNotAfterCheckIn";
export const SAME_PLACE: ErrorId = "errors.quotes.samePlace";

/** Caps that keep a search sensible; airlines sell at most 9 seats per booking. */
export const MAX_PASSENGERS = 9;
export const MAX_GUESTS = 30;
export const MAX_ROOMS = 10;
/** Longest stay the estimator prices in one quote. */
export const MAX_NIGHTS = 90;

const requiredText = (max: number, label: ErrorId) =>
  z
    .string({ error: MISSING_FIELDS })
    .trim()
    .min(1, MISSING_FIELDS)
    .max(max, labelled("errors.field.maxCharacters", label, { max }));

const requiredDate = z
  .string({ error: MISSING_FIELDS })
  .trim()
  .min(1, MISSING_FIELDS)
  // "" already failed as missing; one message per field.
  .refine((v) => v === "" || isCalendarDate(v), DATE_FORMAT);

const optionalDate = z
  .union([z.string(), z.null()], { error: DATE_FORMAT })
  .optional()
  .transform((v) => (v == null ? null : v.trim() || null))
  .refine((v) => v === null || isCalendarDate(v), DATE_FORMAT);

/**
 * docs/product/quotes.md: a count of at least 1 that falls back to 1 when missing or
 * empty. Anything else that is not a whole number from 1 to the cap ("-1",
 * "1e3", 2.5, []) is a 400: read as 1 it would quote the wrong party size.
 */
const countAtLeastOne = (label: ErrorId, max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: labelled("errors.field.wholeNumberUpTo", label, { max }) })
    .optional()
    .transform((v) => (v == null || (typeof v === "string" && v.trim() === "") ? 1 : typeof v === "number" ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN))
    .refine((n) => Number.isInteger(n) && n >= 1, labelled("errors.field.wholeNumberUpTo", label, { max }))
    .refine((n) => n <= max, labelled("errors.field.atMost", label, { max }));

/** What a flight search asks; a saved flight quote carries the same fields. */
const flightSearchFields = {
  origin: requiredText(120, "errors.label.origin"),
  destination: requiredText(120, "errors.label.destination"),
  departureDate: requiredDate,
  returnDate: optionalDate,
  passengers: countAtLeastOne("errors.label.passengers", MAX_PASSENGERS),
  cabinClass: z
    .union([cabinClassSchema, z.literal(""), z.null()], { error: CABIN_MESSAGE })
    .optional()
    .transform((v) => v || DEFAULT_CABIN_CLASS),
};
const returnNotBeforeDeparture = (s: { departureDate: string; returnDate: string | null }) =>
  !s.returnDate || !isCalendarDate(s.departureDate) || s.returnDate >= s.departureDate;

/** What a hotel search asks; a saved hotel quote carries the same fields. */
const hotelSearchFields = {
  location: requiredText(120, "errors.label.location"),
  checkInDate: requiredDate,
  checkOutDate: requiredDate,
  guests: countAtLeastOne("errors.label.guests", MAX_GUESTS),
  rooms: countAtLeastOne("errors.label.rooms", MAX_ROOMS),
};
const checkOutAfterCheckIn = (s: { checkInDate: string; checkOutDate: string }) =>
  !isCalendarDate(s.checkInDate) || !isCalendarDate(s.checkOutDate) || s.checkOutDate > s.checkInDate;

export const flightSearchSchema = z
  .object(flightSearchFields)
  .refine(returnNotBeforeDeparture, { message: RETURN_BEFORE_DEPARTURE, path: ["returnDate"] });
export type FlightSearchInput = z.input<typeof flightSearchSchema>;
export type FlightSearch = z.output<typeof flightSearchSchema>;

export const hotelSearchSchema = z
  .object(hotelSearchFields)
  .refine(checkOutAfterCheckIn, { message: CHECKOUT_NOT_AFTER_CHECKIN, path: ["checkOutDate"] });
export type HotelSearchInput = z.input<typeof hotelSearchSchema>;
export type HotelSearch = z.output<typeof hotelSearchSchema>;

const money = z.string().regex(DECIMAL_RE, labelled("errors.field.amount", "errors.label.price"));
/** Response shapes carry no transforms: the serializer encodes with them. */
const currency = z.string().regex(/^[A-Z]{3}$/, zodMessage("errors.quotes.currencyLetters"));

/** docs/product/quotes.md "Flight quote (result)", plus where it came from and the airports used. */
export const flightQuoteSchema = z.object({
  airline: z.string(),
  /** e.g. "7h 05m". */
  duration: z.string(),
  /** "HH:mm" in the departure airport's clock. */
  departureTime: z.string(),
  /** "HH:mm", with " +1" (days) when it lands on a later day. */
  arrivalTime: z.string(),
  stops: z.number().int().min(0),
  cabinClass: cabinClassSchema,
  price: money,
  currency,
  directFlight: z.boolean(),
  provider: z.enum(QUOTE_PROVIDERS),
  /** IATA codes and great-circle distance when the estimator resolved the airports. */
  originAirport: z.string().nullable(),
  destinationAirport: z.string().nullable(),
  distanceKm: z.number().int().nullable(),
});
export type FlightQuote = z.infer<typeof flightQuoteSchema>;

/** docs/product/quotes.md "Hotel quote (result)", plus where it came from. */
export const hotelQuoteSchema = z.object({
  hotelName: z.string(),
  address: z.string(),
  roomType: z.string(),
  price: money,
  pricePerNight: money,
  currency,
  /** 0–5; for an estimate, the hotel class in stars. */
  rating: z.number().min(0).max(5).nullable(),
  amenities: z.array(z.string()),
  provider: z.enum(QUOTE_PROVIDERS),
  nights: z.number().int().min(1),
});
export type HotelQuote = z.infer<typeof hotelQuoteSchema>;

export const flightSearchResultSchema = z.object({ quotes: z.array(flightQuoteSchema) });
export const hotelSearchResultSchema = z.object({ quotes: z.array(hotelQuoteSchema) });
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;
export type HotelSearchResult = z.infer<typeof hotelSearchResultSchema>;

// ── Saved quotes (docs/product/quotes.md) ──

const priceInput = z
  .union([z.string(), z.number()], { error: labelled("errors.field.amount", "errors.label.price") })
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => DECIMAL_RE.test(v), labelled("errors.field.amount", "errors.label.price"));

const optionalPriceInput = z
  .union([z.string(), z.number(), z.null()], { error: labelled("errors.field.amount", "errors.label.pricePerNight") })
  .optional()
  .transform((v) => (v == null ? null : typeof v === "number" ? String(v) : v.trim() || null))
  .refine((v) => v === null || DECIMAL_RE.test(v), labelled("errors.field.amount", "errors.label.pricePerNight"));

const currencyInput = z
  .union([z.string(), z.null()], { error: CURRENCY_CODE_MESSAGE })
  .optional()
  .transform((v) => (v == null ? "" : v.trim().toUpperCase()))
  .refine((v) => v === "" || isCurrencyCode(v), CURRENCY_CODE_MESSAGE)
  // docs/product/quotes.md: currency defaults to USD.
  .transform((v) => v || "USD");

const optionalText = (label: ErrorId, max: number) =>
  z
    .union([z.string(), z.null()], { error: labelled("errors.field.text", label) })
    .optional()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, labelled("errors.field.maxCharacters", label, { max }));

const AMENITY_LENGTH: ErrorId = "errors.quotes.amenityLength";
const METADATA_MAX_CHARS = 20_000;
/** The whole search result, kept as sent (a JSON object of bounded size). */
const metadataInput = z
  .record(z.string(), z.unknown(), { error: zodMessage("errors.quotes.metadataObject") })
  .optional()
  .transform((v) => v ?? {})
  .refine((v) => JSON.stringify(v).length <= METADATA_MAX_CHARS, zodMessage("errors.quotes.metadataTooLong", { max: METADATA_MAX_CHARS }));

const providerInput = z
  .union([z.enum(QUOTE_PROVIDERS), z.null()], { error: labelled("errors.field.oneOf", "errors.label.provider", { values: QUOTE_PROVIDERS.join(", ") }) })
  .optional()
  .transform((v) => v ?? AI_PROVIDER);

export const savedFlightInputSchema = z
  .object({
    ...flightSearchFields,
    price: priceInput,
    currency: currencyInput,
    airline: optionalText("errors.label.airline", 200),
    directFlight: z.boolean({ error: labelled("errors.field.trueOrFalse", "errors.label.directFlight") }).optional().default(false),
    provider: providerInput,
    metadata: metadataInput,
  })
  .refine(returnNotBeforeDeparture, { message: RETURN_BEFORE_DEPARTURE, path: ["returnDate"] });
export type SavedFlightInput = z.input<typeof savedFlightInputSchema>;
export type NewSavedFlight = z.output<typeof savedFlightInputSchema>;

export const savedHotelInputSchema = z
  .object({
    hotelName: requiredText(200, "errors.label.hotelName"),
    ...hotelSearchFields,
    roomType: optionalText("errors.label.roomType", 200),
    price: priceInput,
    pricePerNight: optionalPriceInput,
    currency: currencyInput,
    rating: z
      .union([z.number(), z.null()], { error: zodMessage("errors.quotes.rating") })
      .optional()
      .transform((v) => v ?? null)
      .refine((v) => v === null || (v >= 0 && v <= 5), zodMessage("errors.quotes.rating")),
    amenities: z
      .array(z.string({ error: zodMessage("errors.quotes.amenitiesList") }).trim().min(1, AMENITY_LENGTH).max(100, AMENITY_LENGTH), { error: zodMessage("errors.quotes.amenitiesList") })
      .max(50, zodMessage("errors.quotes.tooManyAmenities", { max: 50 }))
      .optional()
      .default([]),
    address: optionalText("errors.label.address", 500),
    provider: providerInput,
    metadata: metadataInput,
  })
  .refine(checkOutAfterCheckIn, { message: CHECKOUT_NOT_AFTER_CHECKIN, path: ["checkOutDate"] });
export type SavedHotelInput = z.input<typeof savedHotelInputSchema>;
export type NewSavedHotel = z.output<typeof savedHotelInputSchema>;

export const savedFlightSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  returnDate: z.string().nullable(),
  passengers: z.number().int(),
  cabinClass: cabinClassSchema,
  price: z.string(),
  currency: z.string(),
  airline: z.string().nullable(),
  directFlight: z.boolean(),
  provider: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  bookedReservationId: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedFlight = z.infer<typeof savedFlightSchema>;

export const savedHotelSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  hotelName: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  guests: z.number().int(),
  rooms: z.number().int(),
  roomType: z.string().nullable(),
  price: z.string(),
  pricePerNight: z.string().nullable(),
  currency: z.string(),
  rating: z.number().nullable(),
  amenities: z.array(z.string()),
  provider: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  bookedReservationId: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedHotel = z.infer<typeof savedHotelSchema>;

// ── Book ──

/** The statuses a booking may be written with; a cancelled one is not a booking. */
export const BOOKING_STATUSES = ["confirmed", "pending"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * POST …/quotes/{kind}/{id}/book. Each field optional: `price` is what was
 * actually paid in the quote's currency (the quote's price when left out),
 * `paidBy` the member who paid (the caller), `status` the reservation's
 * (confirmed), `rate` 1 unit of the quote's currency in the trip's (the day's
 * reference rate).
 */
export const bookQuoteFieldsSchema = z.object({
  rate: rateInput.optional(),
  price: priceInput.optional(),
  paidBy: z.string({ error: zodMessage("errors.quotes.payerNotMemberId") }).trim().min(1, zodMessage("errors.quotes.payerNotMemberId")).optional(),
  status: z.enum(BOOKING_STATUSES, { error: labelled("errors.field.oneOf", "errors.label.status", { values: BOOKING_STATUSES.join(", ") }) }).optional(),
});
/** The body may be left out altogether: the quote is booked as shown. */
export const bookQuoteInputSchema = bookQuoteFieldsSchema.nullish();
export type BookQuoteInput = z.input<typeof bookQuoteFieldsSchema>;
export type BookQuote = z.output<typeof bookQuoteFieldsSchema>;

// ── Display rules (docs/product/quotes.md) ──

/** "premium_economy" → "premium economy". */
export const cabinLabel = (cabin: string) => cabin.replace(/_/g, " ");

/** "Direct" for none, else "1 stop" / "N stops". */
export function stopsLabel(stops: number): string {
  if (stops <= 0) return "Direct";
  return stops === 1 ? "1 stop" : `${stops} stops`;
}

/** docs/product/quotes.md: price with "$" and currency, e.g. "$1,234.50 USD"; other currencies keep their own symbol. */
export function quotePrice(price: string, currency: string): string {
  return `${formatMoney(price, currency)} ${currency}`;
}

/** "$X/night" in the quote's currency. */
export function perNight(pricePerNight: string | null, currency: string): string | null {
  return pricePerNight === null ? null : `${formatMoney(pricePerNight, currency)}/night`;
}

/** docs/product/quotes.md: the first 4 amenities and "+N more". */
export function amenitiesPreview(amenities: readonly string[], shown = 4): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, shown), more: Math.max(0, amenities.length - shown) };
}
