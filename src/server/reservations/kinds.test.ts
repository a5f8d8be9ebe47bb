// The sixteen booking kinds and their own fields: a journey's from/to with each end's zone (found from the
// coordinates when not sent), its arrival time and its duration across zones, seats, carriages and
// platforms; bad values refused with a 400 naming the field, nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Reservation } from "@shared/reservations";
import type { Trip } from "@shared/trips";
import { RESERVATION_TYPES } from "@shared/reservation-rules";
import { createTestApp, sqlRows, type SignedUp, type TestApp, request, signUpRoleUsers, createTestTrip } from "../test/test-app";

let t: TestApp;
let admin: SignedUp;
let trip: Trip;

const LISBON = { name: "Lisbon Airport (LIS)", lat: 38.7742, lng: -9.1342 };
const NEW_YORK = { name: "John F. Kennedy International Airport (JFK)", lat: 40.6413, lng: -73.7781 };

async function create(body: Record<string, unknown>): Promise<Reservation> {
  const res = await request(t.app, "POST", `/api/trips/${trip.id}/reservations`, admin, { name: "TP203", reservationDate: "2027-12-10", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, admin, { name: "Across the Atlantic" });
});
afterAll(async () => {
  await t.close();
});

describe("booking kinds", () => {
  it("accepts all sixteen kinds", async () => {
    expect(RESERVATION_TYPES).toHaveLength(16);
    for (const type of RESERVATION_TYPES) expect((await create({ type, name: type })).type).toBe(type);
  });

  it("a flight from Lisbon 10:00 to New York 13:00 keeps both wall times, finds both zones and lasts 8 h", async () => {
    const r = await create({ type: "flight", reservationTime: "10:00", endDate: "2027-12-10", endTime: "13:00", from: LISBON, to: NEW_YORK, seat: "23A" });
    expect(r).toMatchObject({
      reservationTime: "10:00",
      endTime: "13:00",
      from: { ...LISBON, timeZone: "Europe/Lisbon" },
      to: { ...NEW_YORK, timeZone: "America/New_York" },
      durationMinutes: 480,
      seat: "23A",
    });
    // The same in summer, when both clocks have moved on an hour.
    const summer = await create({ type: "flight", reservationDate: "2027-07-10", reservationTime: "10:00", endTime: "13:00", from: LISBON, to: NEW_YORK });
    expect(summer.durationMinutes).toBe(480);
    expect(summer.endDate).toBeNull();
    // Overnight back: New York 18:00 → Lisbon 06:05 the next day is 7 h 05.
    const back = await create({ type: "flight", reservationDate: "2027-12-12", reservationTime: "18:00", endDate: "2027-12-13", endTime: "06:05", from: NEW_YORK, to: LISBON });
    expect(back.durationMinutes).toBe(425);
  });

  it("keeps a zone sent with the place, and has no duration without both times", async () => {
    const r = await create({ type: "bus", reservationTime: "08:00", from: { name: "Sete Rios", lat: 38.74, lng: -9.17, timeZone: "Europe/Lisbon" }, to: null });
    expect(r).toMatchObject({ from: { timeZone: "Europe/Lisbon" }, to: null, endTime: null, durationMinutes: null });
  });

  it("a train keeps its seat, carriage and platform; a PATCH changes them and clears from/to", async () => {
    const r = await create({ type: "train", name: "Alfa Pendular 123", reservationTime: "09:39", endTime: "12:24", seat: " 61 ", carriage: "5", platform: "3", from: { name: "Lisboa Santa Apolónia", lat: 38.7139, lng: -9.1225 }, to: { name: "Porto Campanhã", lat: 41.1486, lng: -8.5856 } });
    expect(r).toMatchObject({ type: "train", seat: "61", carriage: "5", platform: "3", durationMinutes: 165 });
    const res = await request(t.app, "PATCH", `/api/reservations/${r.id}`, admin, { platform: "4", from: null, endTime: "" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ platform: "4", seat: "61", from: null, endTime: null, durationMinutes: null, to: { name: "Porto Campanhã", timeZone: "Europe/Lisbon" } });
  });

  it("a PATCH moving a place finds its new zone", async () => {
    const r = await create({ type: "car_rental", name: "Hertz", from: LISBON, to: LISBON });
    const res = await request(t.app, "PATCH", `/api/reservations/${r.id}`, admin, { to: NEW_YORK });
    expect(res.json()).toMatchObject({ from: { timeZone: "Europe/Lisbon" }, to: { timeZone: "America/New_York" } });
  });

  it("refuses a bad place, zone, time or seat with a 400 naming the field, and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ from: "Lisbon" }, "from", /^From must be a place with a name/],
      [{ from: { name: "Lisbon", lng: -9.1 } }, "from.lat", /^From must be a place/],
      [{ to: { ...NEW_YORK, lat: 91 } }, "to.lat", /^To must be a place/],
      [{ to: { ...NEW_YORK, lng: "x" } }, "to.lng", /^To must be a place/],
      [{ to: { ...NEW_YORK, name: " " } }, "to.name", /^To must be a place/],
      [{ from: { ...LISBON, timeZone: "Mars/Olympus" } }, "from.timeZone", /^From must be an IANA time zone/],
      [{ endTime: "25:00" }, "endTime", /^Time must be HH:mm/],
      [{ seat: "x".repeat(41) }, "seat", /^Seat must be at most 40 characters/],
      [{ platform: 3 }, "platform", /^Platform must be text/],
    ];
    const [{ count: before } = { count: -1 }] = await sqlRows<{ count: number }>(t.database, sql`select count(*)::int as count from reservations`);
    for (const [body, field, message] of cases) {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/reservations`, admin, { name: "X", reservationDate: "2027-12-10", ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toEqual([field]);
      expect(res.json().fields[field]).toMatch(message);
    }
    const [{ count: after } = { count: -2 }] = await sqlRows<{ count: number }>(t.database, sql`select count(*)::int as count from reservations`);
    expect(after).toBe(before);
  });
});
