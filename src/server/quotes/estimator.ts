// The built-in quote estimator used when no AI model is configured: flight
// options from the great-circle distance between bundled airports, hotel
// options by class. Every constant is explained in docs/decisions (quote
// estimator ADR); results are labelled estimates and never name a real brand.
import { differenceInCalendarDays, parseISO } from "date-fns";
import { createRequire } from "node:module";
import {
  ESTIMATE_PROVIDER,
  MAX_NIGHTS,
  SAME_PLACE,
  type CabinClass,
  type FlightQuote,
  type FlightSearch,
  type HotelQuote,
  type HotelSearch,
} from "@shared/quotes";
import { fromCents, toCents } from "@shared/money";
import { greatCircleKm } from "@shared/geo";
import { airportZone, findAirport, findPlace, type Airport } from "../geo/airports";
import { daysBetween } from "@shared/dates";
import { wallTimeAfter } from "@shared/zones";
import { badRequest } from "../http-error";

const require = createRequire(import.meta.url);

// ── Flights ──

/** One-way economy fare per passenger: a fixed part plus a per-km part that tapers after 2,000 km. */
export const BASE_FARE_USD = 50;
export const SHORT_HAUL_USD_PER_KM = 0.12;
export const LONG_HAUL_USD_PER_KM = 0.07;
export const SHORT_HAUL_KM = 2000;

/** Price multiple of each cabin over economy. */
export const CABIN_FACTORS: Record<CabinClass, number> = {
  economy: 1,
  premium_economy: 1.6,
  business: 3.5,
  first: 5.5,
};

/** Block speed incl. climb and descent, fixed taxi/approach time per flight leg, time on the ground per connection. */
export const CRUISE_KMH = 800;
export const LEG_OVERHEAD_H = 0.5;
export const CONNECTION_H = 1.5;
/** A connection is a detour: each stop adds this share to the distance flown. */
export const DETOUR_PER_STOP = 0.08;
/** Nonstops are dearer than connections; connections with two stops cheaper again. */
export const STOP_PRICE_FACTORS = [1.15, 1, 0.9] as const;
/** Longest nonstop between large airports (the longest scheduled routes are ~15,000 km); between others. */
export const MAX_NONSTOP_KM_LARGE = 14_000;
export const MAX_NONSTOP_KM_OTHER = 3_000;
/** Below this, nobody sells a connection; above the next, two-stop routings appear. */
export const MIN_CONNECTION_KM = 800;
export const MIN_TWO_STOP_KM = 9_000;
/** Typical departure slot per number of stops, in the departure airport's clock. */
const DEPARTURE_SLOTS = ["09:00", "07:30", "06:15"] as const;

/**
 * Approximate units of each trip currency per US dollar, fixed so estimates
 * are reproducible offline (reference rates of 2025; an estimate, not a quote).
 */
export const USD_RATES: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  CAD: 1.37,
  AUD: 1.52,
  CHF: 0.88,
  CNY: 7.2,
  INR: 83,
};

/** The currency estimates are given in: the trip's when a rate is known, else USD. */
export function estimateCurrency(tripCurrency: string | null | undefined): string {
  return tripCurrency && USD_RATES[tripCurrency] ? tripCurrency : "USD";
}

/** A USD amount in `currency`, rounded to whole cents, as an exact decimal string. */
export function usdTo(amountUsd: number, currency: string): string {
  const rate = USD_RATES[currency] ?? 1;
  return fromCents(BigInt(Math.round(amountUsd * rate * 100)));
}

/** One-way economy fare for one passenger over a great-circle distance. */
export function economyFareUsd(distanceKm: number): number {
  const short = Math.min(distanceKm, SHORT_HAUL_KM);
  const long = Math.max(distanceKm - SHORT_HAUL_KM, 0);
  return BASE_FARE_USD + short * SHORT_HAUL_USD_PER_KM + long * LONG_HAUL_USD_PER_KM;
}

/** Total for the party: fare × cabin × passengers × legs (2 for a return) × stop factor. */
export function flightPriceUsd(opts: {
  distanceKm: number;
  cabinClass: CabinClass;
  passengers: number;
  roundTrip: boolean;
  stops: number;
}): number {
  const stopFactor = STOP_PRICE_FACTORS[Math.min(opts.stops, 2)]!;
  // Where no connection is on offer, a nonstop is simply the fare.
  const factor = opts.stops === 0 && opts.distanceKm < MIN_CONNECTION_KM ? 1 : stopFactor;
  return (
    economyFareUsd(opts.distanceKm) * CABIN_FACTORS[opts.cabinClass] * opts.passengers * (opts.roundTrip ? 2 : 1) * factor
  );
}

/** Door-to-door time of one direction in minutes, rounded to 5. */
export function flightMinutes(distanceKm: number, stops: number): number {
  const flownKm = distanceKm * (1 + DETOUR_PER_STOP * stops);
  const hours = flownKm / CRUISE_KMH + LEG_OVERHEAD_H * (stops + 1) + CONNECTION_H * stops;
  return Math.max(5, Math.round((hours * 60) / 5) * 5);
}

/** "7h 05m". */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

/**
 * The local time at the arrival airport of a flight leaving at `departureTime` on
 * the departure airport's clock: Lisbon 10:00 plus 8 h lands at New York 13:00;
 * " +1" when that is a later date there than the departure's.
 */
function arrivalTime(departureDate: string, departureTime: string, minutes: number, from: Airport, to: Airport): string {
  const landing = wallTimeAfter({ date: departureDate, time: departureTime, timeZone: airportZone(from) }, minutes, airportZone(to));
  const days = daysBetween(departureDate, landing.date);
  return days > 0 ? `${landing.time} +${days}` : landing.time;
}

/** Which routings the estimator offers for a pair: 0 = nonstop, 1 and 2 stops. */
export function stopOptions(distanceKm: number, from: Airport, to: Airport): number[] {
  const options: number[] = [];
  const nonstopLimit = from.large && to.large ? MAX_NONSTOP_KM_LARGE : MAX_NONSTOP_KM_OTHER;
  if (distanceKm <= nonstopLimit) options.push(0);
  if (distanceKm >= MIN_CONNECTION_KM || options.length === 0) options.push(1);
  if (distanceKm >= MIN_TWO_STOP_KM) options.push(2);
  return options;
}

function resolveAirport(field: "origin" | "destination", place: string): Airport {
  const airport = findAirport(place);
  if (!airport) {
    throw badRequest(field, "errors.quotes.noAirport", { place });
  }
  return airport;
}

export function estimateFlights(search: FlightSearch, tripCurrency?: string | null): FlightQuote[] {
  const from = resolveAirport("origin", search.origin);
  const to = resolveAirport("destination", search.destination);
  if (from.iata === to.iata) throw badRequest("destination", SAME_PLACE);
  const distanceKm = greatCircleKm(from, to);
  const currency = estimateCurrency(tripCurrency);
  return stopOptions(distanceKm, from, to).map((stops) => {
    const minutes = flightMinutes(distanceKm, stops);
    const departureTime = DEPARTURE_SLOTS[stops]!;
    return {
      airline: "Estimated fare (any airline)",
      duration: formatDuration(minutes),
      departureTime,
      arrivalTime: arrivalTime(search.departureDate, departureTime, minutes, from, to),
      stops,
      cabinClass: search.cabinClass,
      price: usdTo(
        flightPriceUsd({
          distanceKm,
          cabinClass: search.cabinClass,
          passengers: search.passengers,
          roundTrip: !!search.returnDate,
          stops,
        }),
        currency,
      ),
      currency,
      directFlight: stops === 0,
      provider: ESTIMATE_PROVIDER,
      originAirport: from.iata,
      destinationAirport: to.iata,
      distanceKm: Math.round(distanceKm),
    };
  });
}

// ── Hotels ──

export const HOTEL_CLASSES = ["budget", "midscale", "upscale", "luxury"] as const;
export type HotelClass = (typeof HOTEL_CLASSES)[number];

/** Per room per night for up to 2 guests (flat worldwide: no city cost data is bundled). */
export const NIGHTLY_USD: Record<HotelClass, number> = { budget: 80, midscale: 140, upscale: 240, luxury: 480 };
/** Each guest beyond two per room adds this share of the room's nightly price. */
export const EXTRA_GUEST_SHARE = 0.25;
export const GUESTS_PER_ROOM = 2;

const CLASS_DETAILS: Record<HotelClass, { label: string; stars: number; roomType: string; amenities: string[] }> = {
  budget: { label: "Budget", stars: 2, roomType: "Standard room", amenities: ["Free Wi-Fi", "24-hour front desk"] },
  midscale: {
    label: "Midscale",
    stars: 3,
    roomType: "Standard double room",
    amenities: ["Free Wi-Fi", "Breakfast available", "Air conditioning", "24-hour front desk", "Fitness room"],
  },
  upscale: {
    label: "Upscale",
    stars: 4,
    roomType: "Superior double room",
    amenities: ["Free Wi-Fi", "Breakfast available", "Air conditioning", "Restaurant", "Bar", "Fitness centre", "Room service"],
  },
  luxury: {
    label: "Luxury",
    stars: 5,
    roomType: "Deluxe room",
    amenities: ["Free Wi-Fi", "Breakfast included", "Spa", "Pool", "Concierge", "Fine dining", "Room service", "Valet parking"],
  },
};

export function nightsBetween(checkIn: string, checkOut: string): number {
  return differenceInCalendarDays(parseISO(checkOut), parseISO(checkIn));
}

/** One night for the whole party: nightly × rooms, plus extra guests beyond two a room. */
export function hotelNightUsd(hotelClass: HotelClass, guests: number, rooms: number): number {
  const nightly = NIGHTLY_USD[hotelClass];
  const extraGuests = Math.max(0, guests - GUESTS_PER_ROOM * rooms);
  return nightly * rooms + nightly * EXTRA_GUEST_SHARE * extraGuests;
}

let countryNames: typeof import("i18n-iso-countries") | null = null;
function countryName(code: string): string {
  countryNames ??= require("i18n-iso-countries") as typeof import("i18n-iso-countries");
  return countryNames.getName(code, "en") ?? code;
}

export function estimateHotels(search: HotelSearch, tripCurrency?: string | null): HotelQuote[] {
  const place = findPlace(search.location);
  if (!place) {
    throw badRequest("location", "errors.quotes.noCity", { place: search.location });
  }
  const nights = nightsBetween(search.checkInDate, search.checkOutDate);
  if (nights > MAX_NIGHTS) throw badRequest("checkOutDate", "errors.quotes.tooManyNights", { max: MAX_NIGHTS });
  const currency = estimateCurrency(tripCurrency);
  return HOTEL_CLASSES.map((hotelClass) => {
    const d = CLASS_DETAILS[hotelClass];
    // Per night and total from the same rounded nightly amount, so total = per night × nights exactly.
    const perNight = usdTo(hotelNightUsd(hotelClass, search.guests, search.rooms), currency);
    const total = fromCents(toCents(perNight) * BigInt(nights));
    return {
      hotelName: `${d.label} hotel (estimate)`,
      address: `${place.name}, ${countryName(place.countryCode)} (any ${d.label.toLowerCase()} hotel)`,
      roomType: d.roomType,
      price: total,
      pricePerNight: perNight,
      currency,
      rating: d.stars,
      amenities: d.amenities,
      provider: ESTIMATE_PROVIDER,
      nights,
    };
  });
}
