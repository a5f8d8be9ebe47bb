import { describe, expect, it } from "vitest";
import type { ItineraryItem } from "@shared/itinerary";
import type { Reservation } from "@shared/reservations";
import { MAX_PER_KIND, searchTrip } from "./trip-search";

const stay = (id: string, city: string, country: string) =>
  ({ id, title: city, description: null, startDate: "2027-06-01", location: { city, country, lat: null, lng: null } }) as ItineraryItem;
const event = (id: string, title: string, description: string | null = null) => ({ id, title, description, startDate: "2027-06-02", location: null }) as ItineraryItem;
const booking = (id: string, name: string, more: Partial<Reservation> = {}) =>
  ({ id, name, reservationDate: "2027-06-03", confirmationNumber: null, address: null, location: null, description: null, ...more }) as Reservation;

describe("searchTrip", () => {
  const items = [stay("s1", "São Paulo", "Brazil"), stay("s2", "Lisbon", "Portugal"), event("e1", "Museu do Azulejo", "Tiles, closed Mondays")];
  const reservations = [booking("r1", "Hotel Baixa", { confirmationNumber: "HB-778", address: "Rua Augusta 1, Lisbon" }), booking("r2", "TP 1234")];

  it("finds cities, reservations and events loosely: case, accents, words in any order", () => {
    expect(searchTrip("sao", items, reservations).map((h) => [h.kind, h.title])).toEqual([["city", "São Paulo"]]);
    expect(searchTrip("LISBON", items, reservations).map((h) => [h.kind, h.title, h.to])).toEqual([
      ["city", "Lisbon", "/itinerary"],
      ["reservation", "Hotel Baixa", "/reservations?q=Hotel%20Baixa"],
    ]);
    expect(searchTrip("hb-778", items, reservations).map((h) => h.id)).toEqual(["r1"]);
    expect(searchTrip("mondays azulejo", items, reservations).map((h) => [h.kind, h.to])).toEqual([["event", "/calendar"]]);
  });

  it("finds nothing for an empty query or one that matches nothing", () => {
    expect(searchTrip("   ", items, reservations)).toEqual([]);
    expect(searchTrip("tokyo", items, reservations)).toEqual([]);
  });

  it(`lists at most ${MAX_PER_KIND} of each kind`, () => {
    const many = Array.from({ length: 9 }, (_, i) => booking(`r${i}`, `Dinner ${i}`));
    expect(searchTrip("dinner", [], many)).toHaveLength(MAX_PER_KIND);
  });

  it("finds the places on the trip's days by name or address, with their day, leading to the Days view", () => {
    const place = (id: string, title: string, address: string | null) => ({ id, kind: "place" as const, title, startTime: null, endTime: null, place: { name: title, lat: 38.7, lng: -9.1 }, position: 0, address });
    const days = [
      { date: "2027-06-02", items: [place("p1", "Café A Brasileira", "Rua Garrett 120, Lisboa"), { ...place("e1", "Fado night", null), kind: "event" as const }], city: null, holidays: [], legs: [], travelMinutes: 0, photos: [], journal: [] },
      { date: "2027-06-03", items: [place("p2", "Castelo de São Jorge", null)], city: null, holidays: [], legs: [], travelMinutes: 0, photos: [], journal: [] },
    ];
    expect(searchTrip("cafe", items, reservations, days).map((h) => [h.kind, h.title, h.date, h.to])).toEqual([["place", "Café A Brasileira", "2027-06-02", "/itinerary?day=2027-06-02"]]);
    expect(searchTrip("garrett", items, reservations, days).map((h) => h.id)).toEqual(["p1"]);
    expect(searchTrip("sao jorge", items, reservations, days).map((h) => h.id)).toEqual(["p2"]);
    // An event on the Days view is found as an event (from the itinerary), not again as a place.
    expect(searchTrip("fado night", [], [], days)).toEqual([]);
  });
});
