// A trip with one item of every kind of day (a stay, each reservation type, an
// event, places, a dated to-do) and money (an expense, a payment), seeded
// through the API by three members: the consistency test reads it in every
// view, the backup test backs it up and restores it.
import { expect } from "vitest";
import type { App } from "../app";
import type { Database } from "../db/client";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestTrip, request, signUp, type SignedUp } from "./test-app";

export interface SeededTrip {
  ana: SignedUp;
  ben: SignedUp;
  cleo: SignedUp;
  trip: Trip;
}

/** One API call that must succeed; its JSON answer. */
export async function ok(app: App, who: SignedUp, method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: unknown) {
  const res = await request(app, method, url, who, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

/** Ana (admin), Ben (editor) and Cleo (viewer) and their Lisbon trip, 9–12 December 2027. */
export async function seedLisbonTrip(app: App, database: Database): Promise<SeededTrip> {
  // One after the other: Ana's is the oldest account (the instance's admin).
  const ana = await signUp(app, { firstName: "Ana", email: "ana@example.com" });
  const ben = await signUp(app, { firstName: "Ben", email: "ben@example.com" });
  const cleo = await signUp(app, { firstName: "Cleo" });
  const trip = await createTestTrip(app, ana, { name: "Lisbon in December", startDate: "2027-12-09", endDate: "2027-12-12", currency: "EUR" });
  await addTripMember(database, trip.id, ben.user.id, "editor");
  await addTripMember(database, trip.id, cleo.user.id, "viewer");
  const id = trip.id;
  const lisbon = await ok(app, ana, "POST", "/api/locations", { tripId: id, city: "Lisbon", country: "Portugal" });
  await ok(app, ana, "POST", `/api/trips/${id}/itinerary`, { title: "Lisbon", description: "Stay in Alfama", startDate: "2027-12-09", endDate: "2027-12-12", allDay: true, locationId: lisbon.id });
  for (const r of [
    // Leaves on Paris's clock, lands on Lisbon's: 2 h 25 in the air.
    {
      name: "TP 1351",
      type: "flight",
      reservationDate: "2027-12-09",
      reservationTime: "09:30",
      endTime: "10:55",
      from: { name: "Paris Orly (ORY)", lat: 48.7262, lng: 2.3652 },
      to: { name: "Lisbon (LIS)", lat: 38.7742, lng: -9.1342 },
      seat: "14C",
    },
    { name: "Memmo Alfama", type: "hotel", reservationDate: "2027-12-09", reservationTime: "15:00", endDate: "2027-12-12", confirmationNumber: "MEM-4471", cost: "412.50", notes: "Ask for the river view", address: "Travessa das Merceeiras 27, Lisboa" },
    { name: "Oceanario", type: "attraction", reservationDate: "2027-12-10", reservationTime: "10:00" },
    { name: "Tasca do Chico", type: "restaurant", reservationDate: "2027-12-10", reservationTime: "20:00" },
    { name: "Train to Sintra", type: "transport", reservationDate: "2027-12-11", reservationTime: "08:15" },
    { name: "Cork workshop", type: "other", reservationDate: "2027-12-11" },
  ]) {
    await ok(app, ana, "POST", `/api/trips/${id}/reservations`, r);
  }
  await ok(app, ana, "POST", `/api/trips/${id}/itinerary`, { title: "Fado night", startDate: "2027-12-10", startTime: "21:30", endTime: "23:00", allDay: false });
  await ok(app, ana, "POST", `/api/trips/${id}/places`, { name: "Belem Tower", date: "2027-12-11", startTime: "11:00", lat: 38.6916, lng: -9.216 });
  await ok(app, ana, "POST", `/api/trips/${id}/places`, { name: "Jeronimos", date: "2027-12-11", lat: 38.6979, lng: -9.2068 });
  await ok(app, ana, "POST", `/api/trips/${id}/lists/todo`, { text: "Buy tram tickets", due: "2027-12-10" });
  await ok(app, ana, "POST", `/api/trips/${id}/lists/packing`, { text: "Umbrella" });
  await ok(app, ana, "POST", `/api/trips/${id}/expenses`, { description: "Pasteis de Belem", amount: "12.40", date: "2027-12-11", category: "food" });
  await ok(app, ana, "POST", `/api/trips/${id}/payments`, { from: ben.user.id, to: ana.user.id, amount: "10", date: "2027-12-11" });
  return { ana, ben, cleo, trip };
}
