// Unit tests of the offline estimator: airport lookup over the bundled data,
// great-circle distance, duration and stops, the fare model, hotel nights ×
// rooms, and that nothing is presented as a real airline or hotel.
import { describe, expect, it } from "vitest";
import { ESTIMATE_PROVIDER, type FlightSearch, type HotelSearch } from "@shared/quotes";
import { toCents } from "@shared/money";
import { greatCircleKm } from "@shared/geo";
import { findAirport, findPlace } from "../geo/airports";
import { HttpError } from "../http-error";
import {
  BASE_FARE_USD,
  CABIN_FACTORS,
  LONG_HAUL_USD_PER_KM,
  NIGHTLY_USD,
  SHORT_HAUL_USD_PER_KM,
  economyFareUsd,
  estimateFlights,
  estimateHotels,
  flightMinutes,
  flightPriceUsd,
  formatDuration,
  hotelNightUsd,
  nightsBetween,
  usdTo,
} from "./estimator";
import { errorText } from "../i18n";

const flight = (over: Partial<FlightSearch> = {}): FlightSearch => ({
  origin: "JFK",
  destination: "LHR",
  departureDate: "2026-06-01",
  returnDate: null,
  passengers: 1,
  cabinClass: "economy",
  ...over,
});
const hotel = (over: Partial<HotelSearch> = {}): HotelSearch => ({
  location: "Lisbon",
  checkInDate: "2026-06-01",
  checkOutDate: "2026-06-04",
  guests: 2,
  rooms: 1,
  ...over,
});

function badRequestField(fn: () => unknown): { field: string; message: string } {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    const e = err as HttpError;
    expect(e.statusCode).toBe(400);
    const [field, message] = Object.entries(e.fields ?? {})[0]!;
    return { field, message: errorText(message, "en") };
  }
  throw new Error("expected a 400");
}

describe("airports", () => {
  it("finds an airport by IATA code in any letter case, by city, by metropolitan code and by city with country", () => {
    expect(findAirport("lhr")?.iata).toBe("LHR");
    expect(findAirport("London")?.iata).toBe("LHR");
    expect(findAirport("LON")?.iata).toBe("LHR");
    expect(findAirport("Lisbon")?.iata).toBe("LIS");
    expect(findAirport("Paris, France")?.countryCode).toBe("FR");
    expect(findAirport("Sydney, Australia")?.iata).toBe("SYD");
    expect(findAirport("São Paulo")?.countryCode).toBe("BR");
  });

  it("serves a town without an airport from a nearby one in its country", () => {
    const kyoto = findAirport("Kyoto");
    expect(kyoto?.countryCode).toBe("JP");
    expect(["ITM", "KIX", "UKB"]).toContain(kyoto?.iata);
  });

  it("returns null for places it does not know", () => {
    expect(findAirport("Xyzzyville")).toBeNull();
    expect(findAirport("Paris, Atlantis")).toBeNull();
    expect(findPlace("Xyzzyville")).toBeNull();
  });
});

describe("great-circle distance", () => {
  it("JFK–LHR is within 1% of the published great-circle distance (5,540 km)", () => {
    const km = greatCircleKm(findAirport("JFK")!, findAirport("LHR")!);
    expect(Math.abs(km - 5540) / 5540).toBeLessThan(0.01);
  });

  it("SYD–LAX is within 1% of 12,051 km, and distance is symmetric", () => {
    const syd = findAirport("SYD")!;
    const lax = findAirport("LAX")!;
    const km = greatCircleKm(syd, lax);
    expect(Math.abs(km - 12051) / 12051).toBeLessThan(0.01);
    expect(greatCircleKm(lax, syd)).toBeCloseTo(km, 6);
  });

  it("is 0 for the same point and a quarter meridian from the pole to the equator", () => {
    expect(greatCircleKm({ lat: 10, lng: 20 }, { lat: 10, lng: 20 })).toBe(0);
    expect(greatCircleKm({ lat: 90, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6371.0088, 3);
  });
});

describe("duration and stops", () => {
  it("is distance over 800 km/h plus 30 minutes a leg and 90 minutes a connection, rounded to 5 minutes", () => {
    expect(flightMinutes(800, 0)).toBe(90);
    expect(flightMinutes(4000, 0)).toBe(330);
    // 4000 km × 1.08 / 800 = 5.4 h + 2 × 0.5 h + 1.5 h = 7.9 h = 474 min → 475.
    expect(flightMinutes(4000, 1)).toBe(475);
    expect(formatDuration(475)).toBe("7h 55m");
    expect(formatDuration(65)).toBe("1h 05m");
  });

  it("lands at the arrival airport's local time: Lisbon to New York departs and arrives on each airport's clock, the duration between them", () => {
    const [nonstop] = estimateFlights(flight({ origin: "LIS", destination: "JFK", departureDate: "2027-12-10" }));
    // The duration is the real time in the air; New York's clock is 5 hours behind Lisbon's in December.
    const minutes = Number(/(\d+)h (\d+)m/.exec(nonstop!.duration)!.slice(1).reduce((h, m) => String(Number(h) * 60 + Number(m))));
    const [h, m] = nonstop!.departureTime.split(":").map(Number) as [number, number];
    const lisbonArrival = h * 60 + m + minutes;
    const newYork = lisbonArrival - 5 * 60;
    expect(nonstop!.arrivalTime).toBe(`${String(Math.floor(newYork / 60)).padStart(2, "0")}:${String(newYork % 60).padStart(2, "0")}`);
  });

  it("offers a nonstop and a one-stop transatlantic, only a nonstop on a short hop, and two stops on very long routes", () => {
    const atlantic = estimateFlights(flight());
    expect(atlantic.map((q) => q.stops)).toEqual([0, 1]);
    expect(atlantic.map((q) => q.directFlight)).toEqual([true, false]);
    const hop = estimateFlights(flight({ origin: "LHR", destination: "CDG" }));
    expect(hop.map((q) => q.stops)).toEqual([0]);
    const far = estimateFlights(flight({ origin: "LHR", destination: "SYD" }));
    expect(far.map((q) => q.stops)).toEqual([1, 2]);
    expect(far.every((q) => !q.directFlight)).toBe(true);
  });
});

describe("fare model", () => {
  it("is a fixed part plus a per-km part that tapers after 2,000 km", () => {
    expect(economyFareUsd(1000)).toBeCloseTo(BASE_FARE_USD + 1000 * SHORT_HAUL_USD_PER_KM, 9);
    expect(economyFareUsd(5000)).toBeCloseTo(BASE_FARE_USD + 2000 * SHORT_HAUL_USD_PER_KM + 3000 * LONG_HAUL_USD_PER_KM, 9);
  });

  it("multiplies by the cabin factor, the passengers and the two legs of a return", () => {
    const one = flightPriceUsd({ distanceKm: 5000, cabinClass: "economy", passengers: 1, roundTrip: false, stops: 1 });
    expect(one).toBeCloseTo(economyFareUsd(5000), 9);
    for (const cabin of ["premium_economy", "business", "first"] as const) {
      expect(flightPriceUsd({ distanceKm: 5000, cabinClass: cabin, passengers: 1, roundTrip: false, stops: 1 })).toBeCloseTo(
        one * CABIN_FACTORS[cabin],
        6,
      );
    }
    expect(CABIN_FACTORS.economy).toBe(1);
    expect(CABIN_FACTORS.premium_economy).toBeLessThan(CABIN_FACTORS.business);
    expect(CABIN_FACTORS.business).toBeLessThan(CABIN_FACTORS.first);
    expect(flightPriceUsd({ distanceKm: 5000, cabinClass: "economy", passengers: 3, roundTrip: true, stops: 1 })).toBeCloseTo(
      one * 6,
      6,
    );
  });

  it("prices the search end to end as exact decimal strings in the trip currency", () => {
    const [nonstop, oneStop] = estimateFlights(flight({ passengers: 2, returnDate: "2026-06-10", cabinClass: "business" }));
    const km = greatCircleKm(findAirport("JFK")!, findAirport("LHR")!);
    expect(oneStop!.price).toBe(usdTo(economyFareUsd(km) * 3.5 * 2 * 2, "USD"));
    expect(toCents(nonstop!.price)).toBeGreaterThan(toCents(oneStop!.price));
    expect(nonstop!.price).toMatch(/^\d+\.\d{2}$/);
    const eur = estimateFlights(flight(), "EUR")[0]!;
    expect(eur.currency).toBe("EUR");
    expect(estimateFlights(flight(), "XYZ")[0]!.currency).toBe("USD");
  });

  it("labels every result as an estimate and names no airline", () => {
    for (const q of estimateFlights(flight({ cabinClass: "first" }))) {
      expect(q.provider).toBe(ESTIMATE_PROVIDER);
      expect(q.airline).toBe("Estimated fare (any airline)");
      expect(q.cabinClass).toBe("first");
      expect(q.originAirport).toBe("JFK");
      expect(q.destinationAirport).toBe("LHR");
    }
  });

  it("answers an unknown place or the same airport with a 400 naming the field", () => {
    expect(badRequestField(() => estimateFlights(flight({ origin: "Xyzzyville" })))).toEqual({
      field: "origin",
      message: expect.stringContaining('"Xyzzyville"'),
    });
    expect(badRequestField(() => estimateFlights(flight({ destination: "Nowhere Special" }))).field).toBe("destination");
    expect(badRequestField(() => estimateFlights(flight({ destination: "jfk" }))).field).toBe("destination");
  });
});

describe("hotels", () => {
  it("counts nights between calendar dates, across a month end and a DST change", () => {
    expect(nightsBetween("2026-06-01", "2026-06-04")).toBe(3);
    expect(nightsBetween("2026-01-30", "2026-02-02")).toBe(3);
    expect(nightsBetween("2026-03-28", "2026-03-30")).toBe(2);
  });

  it("prices class × nights × rooms, with extra guests beyond two a room", () => {
    expect(hotelNightUsd("upscale", 2, 1)).toBe(NIGHTLY_USD.upscale);
    expect(hotelNightUsd("upscale", 4, 2)).toBe(2 * NIGHTLY_USD.upscale);
    expect(hotelNightUsd("budget", 3, 1)).toBe(NIGHTLY_USD.budget * 1.25);

    const quotes = estimateHotels(hotel({ guests: 4, rooms: 2 }));
    expect(quotes.map((q) => q.hotelName)).toEqual([
      "Budget hotel (estimate)",
      "Midscale hotel (estimate)",
      "Upscale hotel (estimate)",
      "Luxury hotel (estimate)",
    ]);
    const upscale = quotes[2]!;
    expect(upscale.nights).toBe(3);
    expect(upscale.pricePerNight).toBe("480.00");
    expect(upscale.price).toBe("1440.00");
    expect(upscale.rating).toBe(4);
    expect(upscale.provider).toBe(ESTIMATE_PROVIDER);
    expect(upscale.address).toContain("Lisbon, Portugal");
  });

  it("keeps the total exactly per night × nights in other currencies", () => {
    for (const q of estimateHotels(hotel({ checkOutDate: "2026-06-08" }), "JPY")) {
      expect(q.currency).toBe("JPY");
      expect(toCents(q.price)).toBe(toCents(q.pricePerNight) * 7n);
    }
  });

  it("answers an unknown city or a stay over 90 nights with a 400 naming the field", () => {
    expect(badRequestField(() => estimateHotels(hotel({ location: "Xyzzyville" })))).toEqual({
      field: "location",
      message: expect.stringContaining('"Xyzzyville"'),
    });
    expect(badRequestField(() => estimateHotels(hotel({ checkOutDate: "2026-12-01" }))).field).toBe("checkOutDate");
  });
});
