// A trip's activity through the API (ADR 037): one entry per change a
// service published, newest first, with who made it, when, and what it was
// about; chat messages and a member's own feed link are left out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "@shared/activity";
import { addTripMember, createTestApp, ISO_TIMESTAMP, request, signUp, type SignedUp, type TestApp } from "../test/test-app";

let t: TestApp;
let ana: SignedUp;
let ben: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  [ana, ben] = await Promise.all([signUp(t.app, { firstName: "Ana", lastName: "Silva" }), signUp(t.app, { firstName: "Ben", lastName: "Ito" })]);
});
afterAll(async () => {
  await t?.close();
});

async function ok(who: SignedUp, method: "POST" | "PATCH" | "DELETE", url: string, body?: unknown) {
  const res = await request(t.app, method, url, who, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.body ? (res.json() as { id: string }) : { id: "" };
}

const activity = async (tripId: string, who: SignedUp = ana, query = "") => {
  const res = await request(t.app, "GET", `/api/trips/${tripId}/activity${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ActivityEntry[];
};

describe("a trip's activity", () => {
  it("lists each change newest first, with who, when and what", async () => {
    const { id: tripId } = await ok(ana, "POST", "/api/trips", { name: "Porto", startDate: "2027-05-01", endDate: "2027-05-05" });
    await addTripMember(t.database, tripId, ben.user.id, "editor");
    const started = new Date(Date.now() - 1000).toISOString();
    const item = await ok(ben, "POST", `/api/trips/${tripId}/lists/packing`, { text: "Umbrella" });
    await ok(ana, "PATCH", `/api/list-items/${item.id}`, { done: true });
    // More than a tick is an update: the activity says no more than that.
    await ok(ana, "PATCH", `/api/list-items/${item.id}`, { done: true, text: "Umbrella v2" });
    const reservation = await ok(ana, "POST", `/api/trips/${tripId}/reservations`, { name: "Hotel Infante", reservationDate: "2027-05-01" });
    await ok(ben, "POST", `/api/trips/${tripId}/expenses`, { description: "Francesinha", amount: "24", date: "2027-05-02" });
    await ok(ana, "DELETE", `/api/reservations/${reservation.id}`);
    // Not in the activity: a chat message, and Ana's own calendar-feed link.
    await ok(ben, "POST", `/api/trips/${tripId}/chat`, { content: "Hello" });

    const entries = await activity(tripId, ben);
    const recent = entries.filter((e) => e.at >= started);
    expect(recent.map((e) => [e.by?.firstName, e.resource, e.action, e.title, e.detail])).toEqual([
      ["Ana", "reservations", "deleted", "Hotel Infante", null],
      ["Ben", "expenses", "created", "Francesinha", null],
      ["Ana", "reservations", "created", "Hotel Infante", null],
      ["Ana", "lists", "updated", "Umbrella v2", null],
      ["Ana", "lists", "updated", "Umbrella", "ticked"],
      ["Ben", "lists", "created", "Umbrella", null],
    ]);
    expect(recent[5]).toMatchObject({ tripId, itemId: item.id, by: { id: ben.user.id, firstName: "Ben", lastName: "Ito" } });
    for (const e of recent) expect(e.at).toMatch(ISO_TIMESTAMP);
    // Nothing else: creating the trip is said to no one (no one else is in it yet).
    expect(entries).toEqual(recent);
  });

  it("gives at most `limit` entries, and refuses a bad limit naming it", async () => {
    const { id: tripId } = await ok(ana, "POST", "/api/trips", { name: "Braga" });
    for (const text of ["A", "B", "C"]) await ok(ana, "POST", `/api/trips/${tripId}/lists/todo`, { text });
    expect((await activity(tripId, ana, "?limit=2")).map((e) => e.title)).toEqual(["C", "B"]);
    for (const bad of ["0", "101", "x"]) {
      const res = await request(t.app, "GET", `/api/trips/${tripId}/activity?limit=${bad}`, ana);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(["limit"]);
    }
  });
});
