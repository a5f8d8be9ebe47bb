// API tests for the public page (docs/product/sharing.md, ADR 028): publishing (201, then
// 200 with the same link), the 256-bit token, GET /api/share/{token} in the
// members' shapes with the private fields left out, turning it off (404 at
// once, a new token next time), the server-rendered /s/{token} page (noindex,
// Open Graph, the visitor's language, no private data, no script) and its 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShareLink, SharedTrip } from "@shared/share";
import { addTripMember, createTestApp, createTestTrip, request, signUp, type SignedUp, type TestApp } from "../test/test-app";

const PUBLIC_URL = "https://trips.example.com";
let t: TestApp;
let admin: SignedUp;
let tripId: string;

const PRIVATE = { confirmationNumber: "CONF-SECRET-7731", cost: "812.40", notes: "Door code 4471" };

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  admin = await signUp(t.app, { firstName: "Ada", lastName: "Admin", email: `ada-${Date.now()}@example.com` });
  const trip = await createTestTrip(t.app, admin, {
    name: "São Paulo & Größe <Reise>",
    description: "Family trip",
    startDate: "2027-05-01",
    endDate: "2027-05-06",
  });
  tripId = trip.id;
  const lisbon = await request(t.app, "POST", "/api/locations", admin, { tripId, city: "Lisbon", country: "Portugal" });
  const porto = await request(t.app, "POST", "/api/locations", admin, { tripId, city: "Porto", country: "Portugal" });
  for (const [title, locationId, startDate, endDate] of [
    ["Stay in Porto", porto.json().id, "2027-05-04", "2027-05-06"],
    ["Stay in Lisbon", lisbon.json().id, "2027-05-01", "2027-05-03"],
  ] as const) {
    const res = await request(t.app, "POST", `/api/trips/${tripId}/itinerary`, admin, { title, locationId, startDate, endDate });
    expect(res.statusCode, res.body).toBe(201);
  }
  const event = await request(t.app, "POST", `/api/trips/${tripId}/itinerary`, admin, {
    title: "Tram 28",
    startDate: "2027-05-02",
    startTime: "09:30",
    endTime: "11:00",
    allDay: false,
  });
  expect(event.statusCode, event.body).toBe(201);
  const hotel = await request(t.app, "POST", `/api/trips/${tripId}/reservations`, admin, {
    name: "Hotel Avenida",
    type: "hotel",
    reservationDate: "2027-05-01",
    reservationTime: "15:00",
    endDate: "2027-05-04",
    address: "Av. da Liberdade 123, Lisboa",
    ...PRIVATE,
  });
  expect(hotel.statusCode, hotel.body).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

const publish = (who: SignedUp = admin, id = tripId) => request(t.app, "POST", `/api/trips/${id}/share`, who);
const unpublish = (who: SignedUp = admin, id = tripId) => request(t.app, "DELETE", `/api/trips/${id}/share`, who);
const read = (token: string) => request(t.app, "GET", `/api/share/${token}`);

describe("publishing", () => {
  it("answers 201 with a 256-bit token and a url from PUBLIC_URL, then 200 with the same link while it is on", async () => {
    const first = await publish();
    expect(first.statusCode, first.body).toBe(201);
    const link: ShareLink = first.json();
    expect(link).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), url: `${PUBLIC_URL}/s/${link.token}` });
    const again = await publish();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(link);
    const status = await request(t.app, "GET", `/api/trips/${tripId}/share`, admin);
    expect(status.json()).toEqual({ link, includeMemories: false });
  });

  it("is for admins only; a non-member gets 404", async () => {
    const editor = await signUp(t.app);
    await addTripMember(t.database, tripId, editor.user.id, "editor");
    expect((await publish(editor)).statusCode).toBe(403);
    expect((await unpublish(editor)).statusCode).toBe(403);
    expect((await publish(await signUp(t.app))).statusCode).toBe(404);
    expect((await request(t.app, "POST", `/api/trips/not-a-uuid/share`, admin)).statusCode).toBe(404);
  });
});

describe("GET /api/share/:token", () => {
  it("gives the trip, cities in route order, days and reservations with the private fields left out", async () => {
    const { token } = (await publish()).json() as ShareLink;
    const res = await read(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const shared: SharedTrip = res.json();
    expect(shared.trip).toEqual({ name: "São Paulo & Größe <Reise>", description: "Family trip", startDate: "2027-05-01", endDate: "2027-05-06" });
    expect(Object.keys(shared).sort()).toEqual(["cities", "days", "reservations", "trip"]);
    expect(shared.cities.map((c) => c.city)).toEqual(["Lisbon", "Porto"]);
    expect(shared.cities[0]).toMatchObject({ city: "Lisbon", country: "Portugal", lat: expect.any(Number), lng: expect.any(Number) });
    // The days read model: a stay on its check-in and check-out days, a hotel on its first and last, each day in its order.
    expect(shared.days.map((d) => [d.date, d.items.map((i) => i.title)])).toEqual([
      ["2027-05-01", ["Hotel Avenida", "Stay in Lisbon"]],
      ["2027-05-02", ["Tram 28"]],
      ["2027-05-03", ["Stay in Lisbon"]],
      ["2027-05-04", ["Hotel Avenida", "Stay in Porto"]],
      ["2027-05-05", []],
      ["2027-05-06", ["Stay in Porto"]],
    ]);
    expect(shared.days[1]!.items[0]).toEqual({ id: expect.any(String), kind: "event", title: "Tram 28", startTime: "09:30", endTime: "11:00", place: null, position: 0, until: null });
    // Only allow-listed fields: no notes on any item.
    for (const item of shared.days.flatMap((d) => d.items)) expect(item).not.toHaveProperty("note");
    expect(shared.reservations).toHaveLength(1);
    const hotel = shared.reservations[0]!;
    expect(hotel).toMatchObject({ name: "Hotel Avenida", type: "hotel", reservationDate: "2027-05-01", reservationTime: "15:00", address: "Av. da Liberdade 123, Lisboa" });
    for (const field of ["confirmationNumber", "cost", "notes", "description", "userRating", "reviewRating", "reviewCount"]) expect(hotel, field).not.toHaveProperty(field);
    // Nothing private anywhere in the answer, members' e-mails included.
    for (const secret of [...Object.values(PRIVATE), admin.user.email]) expect(res.body).not.toContain(secret);
    // Nor the cost as a number in any form; the answer's ids are random hex and may hold "812" by chance.
    expect(res.body.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, "")).not.toMatch(/\b812(\.\d*)?\b/);
    // The members see them.
    const own = await request(t.app, "GET", `/api/trips/${tripId}/reservations`, admin);
    expect(own.json()[0]).toMatchObject(PRIVATE);
  });

  it("answers 404 for an unknown token, and for any token once turned off; publishing again makes a new link", async () => {
    expect((await read("x".repeat(43))).statusCode).toBe(404);
    expect((await read("y".repeat(99))).statusCode).toBe(404);
    const { token } = (await publish()).json() as ShareLink;
    expect((await read(token)).statusCode).toBe(200);
    const off = await unpublish();
    expect(off.statusCode).toBe(204);
    const gone = await read(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: "This page is not shared (any more)", code: "not_found" });
    expect((await request(t.app, "GET", `/s/${token}`)).statusCode).toBe(404);
    expect((await request(t.app, "GET", `/api/trips/${tripId}/share`, admin)).json()).toEqual({ link: null, includeMemories: false });
    // Turning off what is off is fine.
    expect((await unpublish()).statusCode).toBe(204);
    const next = await publish();
    expect(next.statusCode).toBe(201);
    expect(next.json().token).not.toBe(token);
    expect((await read(token)).statusCode).toBe(404);
  });

  it("is gone with its trip", async () => {
    const trip = await createTestTrip(t.app, admin, { name: "Short-lived" });
    const { token } = (await publish(admin, trip.id)).json() as ShareLink;
    expect((await read(token)).statusCode).toBe(200);
    expect((await request(t.app, "DELETE", `/api/trips/${trip.id}`, admin)).statusCode).toBe(204);
    expect((await read(token)).statusCode).toBe(404);
  });
});

describe("the page /s/:token", () => {
  it("is rendered on the server for a signed-out visitor: noindex, Open Graph with name and dates, days, cities, map, reservations, nothing private, no script", async () => {
    const { token } = (await publish()).json() as ShareLink;
    const res = await request(t.app, "GET", `/s/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["x-robots-tag"]).toMatch(/noindex/);
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta property="og:title" content="São Paulo &amp; Größe &lt;Reise&gt;">');
    expect(html).toMatch(/<meta property="og:description" content="May 1 - May 6, 2027 · Lisbon, Porto">/);
    expect(html).toContain("<h1>São Paulo &amp; Größe &lt;Reise&gt;</h1>");
    expect(html).not.toContain("<Reise>");
    expect(html).not.toMatch(/<script/i);
    // The app's icon, so the browser does not ask for a /favicon.ico that is not there (a 404 in its console).
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('data-testid="share-map"');
    // Days with nothing public on them are left out.
    expect(html.match(/data-testid="share-day"/g)).toHaveLength(5);
    expect(html).toContain("Day 2");
    expect(html).toContain("09:30–11:00");
    expect(html).toContain("Tram 28");
    expect(html).toContain("Hotel Avenida");
    expect(html).toContain("Av. da Liberdade 123, Lisboa");
    for (const secret of [...Object.values(PRIVATE), admin.user.email]) expect(html).not.toContain(secret);
    // The headers every page carries (docs/security.md).
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });

  it("speaks the visitor's language", async () => {
    const { token } = (await publish()).json() as ShareLink;
    const res = await t.app.inject({ method: "GET", url: `/s/${token}`, headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(res.body).toContain('<html lang="de" dir="ltr">');
    expect(res.body).toContain("Tag für Tag");
    expect(res.body).toContain("01.05.2027");
    expect(res.body).toContain("Reservierungen");
  });

  it("is the same for a signed-in visitor who is not a member", async () => {
    const { token } = (await publish()).json() as ShareLink;
    const stranger = await signUp(t.app);
    const res = await request(t.app, "GET", `/s/${token}`, stranger);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Hotel Avenida");
  });

  it("is a 404 page, still noindex, for an unknown token", async () => {
    const res = await request(t.app, "GET", `/s/${"z".repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain("This trip is not shared");
  });
});
