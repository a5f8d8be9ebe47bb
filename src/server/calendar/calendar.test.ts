// Calendar feed tests: the members' feed and the secret subscription URL,
// parsed with an independent iCalendar parser (ical.js), plus line folding,
// escaping and the token's reset and access rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import type { CalendarFeed, ItineraryItem, Location } from "@shared/itinerary";
import type { Role, Trip } from "@shared/trips";
import { createTestApp, signUp, sqlRows, type SignedUp, type TestApp, request, addTripMember } from "../test/test-app";
import { buildCalendar } from "./ics";

let t: TestApp;
let owner: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;
let stay: ItineraryItem;
let dinner: ItineraryItem;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
  request(t.app, method, url, who, payload);

const addMember = (tripId: string, who: SignedUp, role: Role) => addTripMember(t.database, tripId, who.user.id, role);

function events(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  return root.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer, stranger] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  trip = (await call("POST", "/api/trips", owner, { name: "Portugal; with, commas", startDate: "2026-06-01", endDate: "2026-06-10" })).json();
  await addMember(trip.id, viewer, "viewer");
  const lisbon: Location = (await call("POST", "/api/locations", owner, { tripId: trip.id, city: "Lisbon", country: "Portugal" })).json();
  stay = (
    await call("POST", `/api/trips/${trip.id}/itinerary`, owner, {
      title: "Stay in Lisbon",
      description: "Visiting Lisbon, Portugal\nsecond line; ok",
      startDate: "2026-06-01",
      endDate: "2026-06-03",
      locationId: lisbon.id,
    })
  ).json();
  dinner = (
    await call("POST", `/api/trips/${trip.id}/itinerary`, owner, {
      title: "Fado night at a very long-named restaurant in Alfama — São Miguel ☕ with a long title",
      startDate: "2026-06-02",
      startTime: "21:00",
      endTime: "23:30",
      allDay: false,
    })
  ).json();
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/trips/:tripId/calendar.ics", () => {
  it("is valid iCalendar with all-day DATE values (exclusive end), timed events and stable UIDs", async () => {
    const res = await call("GET", `/api/trips/${trip.id}/calendar.ics`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = res.body;
    // Every line ends in CRLF and none is longer than 75 octets.
    expect(ics.endsWith("\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    const parsed = events(ics);
    expect(parsed).toHaveLength(2);
    const byUid = new Map(parsed.map((e) => [e.uid, e]));
    const s = byUid.get(`${stay.id}@localhost`)!;
    expect(s.summary).toBe("Stay in Lisbon");
    expect(s.description).toBe("Visiting Lisbon, Portugal\nsecond line; ok");
    expect(s.location).toBe("Lisbon");
    expect(s.startDate.isDate).toBe(true);
    expect(s.startDate.toString()).toBe("2026-06-01");
    // Three nights 1–3 June: the exclusive end is the 4th.
    expect(s.endDate.toString()).toBe("2026-06-04");
    const geo = s.component.getFirstPropertyValue("geo") as unknown as number[];
    expect(geo[0]).toBeCloseTo(38.72, 1);

    const d = byUid.get(`${dinner.id}@localhost`)!;
    expect(d.summary).toBe(dinner.title);
    expect(d.startDate.isDate).toBe(false);
    expect([d.startDate.hour, d.startDate.minute, d.endDate.hour, d.endDate.minute]).toEqual([21, 0, 23, 30]);
    expect(d.startDate.toString()).toBe("2026-06-02T21:00:00");
    // In the trip's zone (its first city's), which the feed describes.
    expect(d.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Lisbon");
    expect(ics).toContain("DTSTART;TZID=Europe/Lisbon:20260602T210000\r\n");
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vtimezone")!.getFirstPropertyValue("tzid")).toBe("Europe/Lisbon");

    const root = new ICAL.Component(ICAL.parse(ics));
    expect(root.getFirstPropertyValue("version")).toBe("2.0");
    // ical.js leaves an X- property of unknown type unescaped, so the feed names its type; check the TEXT escaping on the raw line.
    expect(ics).toContain("X-WR-CALNAME;VALUE=TEXT:Portugal\\; with\\, commas\r\n");

    // Same UIDs on the next poll, so calendar apps update rather than duplicate.
    const again = events((await call("GET", `/api/trips/${trip.id}/calendar.ics`, owner)).body).map((e) => e.uid);
    expect(again.sort()).toEqual([...byUid.keys()].sort());
  });

  it("is for members only", async () => {
    expect((await call("GET", `/api/trips/${trip.id}/calendar.ics`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/${trip.id}/calendar.ics`)).statusCode).toBe(401);
  });
});

describe("reservations in the feed", () => {
  it("appear beside the itinerary with their local time, place, confirmation number and status, without costs or notes", async () => {
    const own = await signUp(t.app);
    const member = await signUp(t.app);
    const lyon = (await call("POST", "/api/trips", own, { name: "Lyon", startDate: "2026-09-01", endDate: "2026-09-05" })).json() as Trip;
    await addMember(lyon.id, member, "viewer");
    const walk = (
      await call("POST", `/api/trips/${lyon.id}/itinerary`, own, { title: "Old town walk", startDate: "2026-09-02", startTime: "10:00", allDay: false })
    ).json() as ItineraryItem;
    const add = async (body: Record<string, unknown>) => {
      const res = await call("POST", `/api/trips/${lyon.id}/reservations`, own, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const dinner = await add({
      name: "Bouchon Daniel et Denise",
      type: "restaurant",
      reservationDate: "2026-09-02",
      reservationTime: "19:30",
      confirmationNumber: "DD-4471",
      address: "156 Rue de Créqui, 69003 Lyon",
      location: { city: "Lyon", country: "France" },
      cost: "96.50",
      notes: "Door code 1234",
      description: "Table for 4; ask for the quenelles",
    });
    const hotel = await add({
      name: "Hôtel des Célestins",
      type: "hotel",
      reservationDate: "2026-09-01",
      endDate: "2026-09-04",
      confirmationNumber: "HC-889",
      location: { city: "Lyon", country: "France" },
      status: "pending",
    });
    const museum = await add({ name: "Musée des Confluences", type: "attraction", reservationDate: "2026-09-03", reservationTime: "14:00", status: "cancelled" });

    const ics = (await call("GET", `/api/trips/${lyon.id}/calendar.ics`, member)).body;
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const byUid = new Map(events(ics).map((e) => [e.uid, e]));
    // A cancelled booking is not on the trip's days, so not in the feed (a subscribed calendar drops it).
    expect([...byUid.keys()].sort()).toEqual([walk.id, dinner.id, hotel.id].map((id) => `${id}@localhost`).sort());
    expect(museum.id).toBeTruthy();

    const d = byUid.get(`${dinner.id}@localhost`)!;
    expect(d.summary).toBe("Bouchon Daniel et Denise");
    // A trip without a city has no known zone: local wall time, floating (no Z, no TZID).
    expect(d.startDate.toString()).toBe("2026-09-02T19:30:00");
    expect(ics).toContain("DTSTART:20260902T193000\r\n");
    expect(d.location).toBe("156 Rue de Créqui, 69003 Lyon");
    expect(d.description).toBe("Confirmation number: DD-4471\nTable for 4; ask for the quenelles");
    expect(d.component.getFirstPropertyValue("status")).toBe("CONFIRMED");

    const h = byUid.get(`${hotel.id}@localhost`)!;
    expect(h.startDate.isDate).toBe(true);
    expect(h.startDate.toString()).toBe("2026-09-01");
    // Checks out on the 4th: shown on every day of the stay, the exclusive end is the 5th.
    expect(h.endDate.toString()).toBe("2026-09-05");
    expect(h.location).toBe("Lyon, France");
    expect(h.description).toBe("Confirmation number: HC-889");
    expect(h.component.getFirstPropertyValue("status")).toBe("TENTATIVE");

    // Costs and notes are not for calendar apps (a feed link can be passed on).
    expect(ics).not.toContain("96.50");
    expect(ics).not.toContain("Door code");
  });

  it("label the confirmation number in the feed owner's language", async () => {
    const own = await signUp(t.app);
    await call("PUT", "/api/profile/preferences", own, { language: "de" });
    const trip = (await call("POST", "/api/trips", own, { name: "Wien", startDate: "2026-10-01", endDate: "2026-10-03" })).json() as Trip;
    await call("POST", `/api/trips/${trip.id}/reservations`, own, { name: "Figlmüller", reservationDate: "2026-10-01", confirmationNumber: "F-12" });
    const { path } = (await call("GET", `/api/trips/${trip.id}/calendar-feed`, own)).json() as CalendarFeed;
    // The calendar app polls without a cookie and in whatever language it likes.
    const polled = await t.app.inject({ method: "GET", url: path, headers: { "accept-language": "en" } });
    expect(events(polled.body)[0]!.description).toBe("Buchungsnummer: F-12");
    const downloaded = await t.app.inject({ method: "GET", url: `/api/trips/${trip.id}/calendar.ics`, headers: { cookie: own.cookie } });
    expect(events(downloaded.body)[0]!.description).toBe("Buchungsnummer: F-12");
  });
});

describe("secret subscription URL", () => {
  it("works without a cookie, is per user, and stops working once reset", async () => {
    const first = await call("GET", `/api/trips/${trip.id}/calendar-feed`, viewer);
    expect(first.statusCode).toBe(200);
    const { path } = first.json() as CalendarFeed;
    expect(path).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call("GET", `/api/trips/${trip.id}/calendar-feed`, viewer)).json().path).toBe(path);
    expect((await call("GET", `/api/trips/${trip.id}/calendar-feed`, owner)).json().path).not.toBe(path);

    const polled = await call("GET", path);
    expect(polled.statusCode).toBe(200);
    expect(events(polled.body)).toHaveLength(2);

    const reset = await call("POST", `/api/trips/${trip.id}/calendar-feed/reset`, viewer);
    expect(reset.statusCode).toBe(200);
    const next = (reset.json() as CalendarFeed).path;
    expect(next).not.toBe(path);
    expect((await call("GET", path)).statusCode).toBe(404);
    expect((await call("GET", next)).statusCode).toBe(200);
  });

  it("stops working when the user leaves the trip; strangers cannot get one; unknown tokens are 404", async () => {
    const leaver = await signUp(t.app);
    await addMember(trip.id, leaver, "editor");
    const { path } = (await call("GET", `/api/trips/${trip.id}/calendar-feed`, leaver)).json() as CalendarFeed;
    expect((await call("GET", path)).statusCode).toBe(200);
    await sqlRows(t.database, sql`delete from trip_members where user_id = ${leaver.user.id} and trip_id = ${trip.id}`);
    expect((await call("GET", path)).statusCode).toBe(404);

    expect((await call("GET", `/api/trips/${trip.id}/calendar-feed`, stranger)).statusCode).toBe(404);
    expect((await call("POST", `/api/trips/${trip.id}/calendar-feed/reset`, stranger)).statusCode).toBe(404);
    expect((await call("GET", `/api/trips/${trip.id}/calendar-feed`)).statusCode).toBe(401);
    expect((await call("GET", "/api/calendar-feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics")).statusCode).toBe(404);
    expect((await call("GET", "/api/calendar-feeds/short.ics")).statusCode).toBe(404);
  });
});

describe("ics text", () => {
  it("gives a one-day all-day item the next day as its end, and a hotel one all-day event to its check-out with the time said", () => {
    const item = { endTime: null, place: null, position: 0 };
    const ics = buildCalendar(
      { name: "T", timeZone: null, vtimezone: null },
      [
        { date: "2026-12-31", city: null, holidays: [], legs: [], travelMinutes: 0, photos: [], journal: [], items: [{ ...item, id: "i1", kind: "event", title: "Day", startTime: null }, { ...item, id: "r1", kind: "reservation", reservationType: "hotel", title: "Inn", startTime: "15:00", until: "2027-01-02" }] },
        { date: "2027-01-02", city: null, holidays: [], legs: [], travelMinutes: 0, photos: [], journal: [], items: [{ ...item, id: "r1:end", kind: "reservation", reservationType: "hotel", title: "Inn", startTime: null }] },
      ],
      { confirmation: (n) => n, checkIn: (time) => `Check-in ${time}` },
      [],
      "roamwise",
      new Date("2026-01-01T00:00:00Z"),
    );
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("UID:r1@roamwise\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270103\r\n");
    expect(ics).toContain("DESCRIPTION:Check-in 15:00\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
