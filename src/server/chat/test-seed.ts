// Seeds one complete trip through the real API for the assistant's tests:
// three members, three city stays and an event, five reservations (one
// cancelled) and three budget allocations (food over budget).
import { expect } from "vitest";
import { sql } from "drizzle-orm";
import { createParser } from "eventsource-parser";
import type { Trip } from "@shared/trips";
import { signUp, type SignedUp, type TestApp } from "../test/test-app";

export interface SeededTrip {
  trip: Trip;
  owner: SignedUp;
  editor: SignedUp;
  viewer: SignedUp;
  stranger: SignedUp;
}

export function call(t: TestApp, method: "GET" | "POST", url: string, who?: SignedUp, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

export async function seedTrip(t: TestApp, opts: { name?: string } = {}): Promise<SeededTrip> {
  const owner = await signUp(t.app, { firstName: "Olive", lastName: "Owner" });
  const editor = await signUp(t.app, { firstName: "Eddie", lastName: "Editor" });
  const viewer = await signUp(t.app, { firstName: "Vera", lastName: "Viewer" });
  const stranger = await signUp(t.app, { firstName: "Sam", lastName: "Stranger" });
  const ok = async (method: "GET" | "POST", url: string, body: unknown) => {
    const res = await call(t, method, url, owner, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const trip: Trip = await ok("POST", "/api/trips", {
    name: opts.name ?? "Italy 2026",
    startDate: "2026-06-10",
    endDate: "2026-06-20",
    budget: "5000",
    currency: "EUR",
  });
  for (const [who, role] of [
    [editor, "editor"],
    [viewer, "viewer"],
  ] as const) {
    await t.database.db.execute(sql`insert into trip_members (trip_id, user_id, role) values (${trip.id}, ${who.user.id}, ${role})`);
  }
  for (const [city, startDate, endDate] of [
    ["Rome", "2026-06-10", "2026-06-14"],
    ["Florence", "2026-06-14", "2026-06-17"],
    ["Venice", "2026-06-17", "2026-06-20"],
  ]) {
    const location = await ok("POST", "/api/locations", { tripId: trip.id, city, country: "Italy" });
    await ok("POST", `/api/trips/${trip.id}/itinerary`, {
      title: `Stay in ${city}`,
      description: `Visiting ${city}, Italy`,
      startDate,
      endDate,
      allDay: true,
      locationId: location.id,
    });
  }
  await ok("POST", `/api/trips/${trip.id}/itinerary`, {
    title: "Cooking class",
    startDate: "2026-06-12",
    startTime: "18:00",
    endTime: "21:00",
    allDay: false,
  });
  const reservations = [
    { name: "Hotel Artemide", type: "hotel", reservationDate: "2026-06-10", reservationTime: "15:00", endDate: "2026-06-14", confirmationNumber: "ART-123", cost: "600", location: { city: "Rome", country: "Italy" } },
    { name: "Roscioli", type: "restaurant", reservationDate: "2026-06-11", reservationTime: "20:30", confirmationNumber: "R-77", cost: "120", location: { city: "Rome", country: "Italy" } },
    { name: "Old Place", type: "restaurant", status: "cancelled", reservationDate: "2026-06-12", cost: "80", location: { city: "Rome", country: "Italy" } },
    { name: "Uffizi Gallery", type: "attraction", reservationDate: "2026-06-15", reservationTime: "10:00", confirmationNumber: "UFF-9", cost: "50", location: { city: "Florence", country: "Italy" } },
    { name: "Frecciarossa to Florence", type: "transport", reservationDate: "2026-06-14", reservationTime: "09:00", confirmationNumber: "TR-555", cost: "45.50" },
  ];
  for (const r of reservations) await ok("POST", `/api/trips/${trip.id}/reservations`, r);
  for (const b of [
    { category: "hotels", plannedAmount: "1500", realizedAmount: "600" },
    { category: "food", plannedAmount: "400", realizedAmount: "450" },
    { category: "activities", plannedAmount: "300", realizedAmount: "50", city: "Florence, Italy" },
  ]) {
    await ok("POST", `/api/trips/${trip.id}/budget`, b);
  }
  return { trip, owner, editor, viewer, stranger };
}

/** The events of a text/event-stream body, data parsed as JSON. */
export function parseSse(body: string): Array<{ event: string; data: unknown }> {
  const events: Array<{ event: string; data: unknown }> = [];
  const parser = createParser({ onEvent: ({ event, data }) => events.push({ event: event ?? "message", data: JSON.parse(data) }) });
  parser.feed(body);
  return events;
}
