// API tests for the journal, the shared story and the atlas (docs/product/memories.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import exifr from "exifr";
import type { Atlas, JournalEntry, Photo } from "@shared/memories";
import type { Day } from "@shared/days";
import type { SharedTrip, ShareLink } from "@shared/share";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, request, signUp, signUpRoleUsers, type SignedUp, type TestApp } from "../test/test-app";
import { multipart } from "../test/multipart";
import { jpegWithExif } from "../test/photos";

let t: TestApp;
let admin: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let trip: Trip;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, viewer] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, admin, { name: "Porto", startDate: "2027-05-01", endDate: "2027-05-03" });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
});

afterAll(async () => {
  await t.close();
});

describe("journal", () => {
  it("keeps one Markdown entry per member per day, sanitised, with an optional mood, in the day plan", async () => {
    const url = `/api/trips/${trip.id}/journal/2027-05-02`;
    const first = await request(t.app, "PUT", url, viewer, { text: "**Port** tasting <script>alert(1)</script>", mood: 4 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ date: "2027-05-02", author: { id: viewer.user.id }, mood: 4, text: "**Port** tasting <script>alert(1)</script>" });
    expect((first.json() as JournalEntry).html).toBe("<p><strong>Port</strong> tasting &lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
    // Writing again rewrites the same entry.
    expect((await request(t.app, "PUT", url, viewer, { text: "Port tasting, again" })).json()).toMatchObject({ mood: null, text: "Port tasting, again" });
    await request(t.app, "PUT", url, editor, { text: "Ribeira at dusk", mood: 5 });
    const all = (await request(t.app, "GET", `/api/trips/${trip.id}/journal`, admin)).json() as JournalEntry[];
    expect(all.map((e) => [e.author?.id, e.text])).toEqual([
      [viewer.user.id, "Port tasting, again"],
      [editor.user.id, "Ribeira at dusk"],
    ]);
    const day = ((await request(t.app, "GET", `/api/trips/${trip.id}/days`, admin)).json() as Day[]).find((d) => d.date === "2027-05-02")!;
    expect(day.journal).toHaveLength(2);

    expect((await request(t.app, "DELETE", url, viewer)).statusCode).toBe(204);
    expect((await request(t.app, "DELETE", url, viewer)).statusCode).toBe(404);
    expect(((await request(t.app, "GET", `/api/trips/${trip.id}/journal`, admin)).json() as JournalEntry[]).map((e) => e.author?.id)).toEqual([editor.user.id]);
  });

  it.each([
    [{ text: "  " }, "text"],
    [{ text: "ok", mood: 6 }, "mood"],
    [{ text: "ok", mood: 2.5 }, "mood"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const res = await request(t.app, "PUT", `/api/trips/${trip.id}/journal/2027-05-01`, editor, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });

  it("refuses a day outside the trip or not a date (400 naming date)", async () => {
    for (const date of ["2027-06-01", "tomorrow"]) {
      const res = await request(t.app, "PUT", `/api/trips/${trip.id}/journal/${date}`, editor, { text: "x" });
      expect(res.statusCode, date).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(["date"]);
    }
  });
});

describe("the shared story", () => {
  it("shows the journal and photos on the public page only once an admin says so, and never where a photo was taken", async () => {
    const jpeg = await jpegWithExif({ takenAt: "2027-05-01T18:00:00", lat: 41.1408, lng: -8.6113 });
    const body = multipart([{ name: "ribeira.jpg", data: jpeg }]);
    const upload = await t.app.inject({ method: "POST", url: `/api/trips/${trip.id}/photos`, headers: { ...body.headers, cookie: editor.cookie }, payload: body.payload });
    expect(upload.statusCode, upload.body).toBe(201);
    const [photo] = upload.json() as Photo[];
    await request(t.app, "PATCH", `/api/photos/${photo!.id}`, editor, { caption: "Ribeira" });

    // Off until published, and off when first published.
    expect((await request(t.app, "PATCH", `/api/trips/${trip.id}/share`, admin, { includeMemories: true })).statusCode).toBe(409);
    const { token } = (await request(t.app, "POST", `/api/trips/${trip.id}/share`, admin)).json() as ShareLink;
    expect((await request(t.app, "GET", `/api/trips/${trip.id}/share`, admin)).json()).toMatchObject({ includeMemories: false });
    const hidden = (await request(t.app, "GET", `/api/share/${token}`)).json() as SharedTrip;
    expect(hidden.days.flatMap((d) => [...d.photos, ...d.journal])).toEqual([]);
    expect((await request(t.app, "GET", `/api/share/${token}/photos/${photo!.id}?size=400`)).statusCode).toBe(404);
    expect((await request(t.app, "PATCH", `/api/trips/${trip.id}/share`, editor, { includeMemories: true })).statusCode).toBe(403);
    expect(Object.keys((await request(t.app, "PATCH", `/api/trips/${trip.id}/share`, admin, { includeMemories: "yes" })).json().fields)).toEqual(["includeMemories"]);

    const on = await request(t.app, "PATCH", `/api/trips/${trip.id}/share`, admin, { includeMemories: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ includeMemories: true, link: { token } });
    const shared = (await request(t.app, "GET", `/api/share/${token}`)).json() as SharedTrip;
    const day = shared.days.find((d) => d.date === "2027-05-01")!;
    expect(day.photos).toEqual([
      { id: photo!.id, caption: "Ribeira", takenAt: "2027-05-01T18:00:00", width: 1200, height: 800, thumbUrl: `/api/share/${token}/photos/${photo!.id}?size=400`, url: `/api/share/${token}/photos/${photo!.id}?size=1600` },
    ]);
    expect(shared.days.find((d) => d.date === "2027-05-02")!.journal).toEqual([{ date: "2027-05-02", html: "<p>Ribeira at dusk</p>\n", mood: 5 }]);
    const copy = await request(t.app, "GET", day.photos[0]!.url!);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers["content-type"]).toBe("image/webp");
    expect(await exifr.gps(copy.rawPayload).catch(() => undefined)).toBeUndefined();

    const page = await request(t.app, "GET", `/s/${token}`);
    expect(page.body).toContain(`src="/api/share/${token}/photos/${photo!.id}?size=400"`);
    expect(page.body).toContain("<p>Ribeira at dusk</p>");
    expect(page.body).not.toMatch(/41\.14|-8\.61/);

    // Turned off: gone at once, photos included; a new publish starts with the story hidden.
    await request(t.app, "PATCH", `/api/trips/${trip.id}/share`, admin, { includeMemories: false });
    expect((await request(t.app, "GET", day.photos[0]!.url!)).statusCode).toBe(404);
  });
});

describe("atlas", () => {
  it("counts the countries and cities of all one's trips, visited and planned, with a year filter", async () => {
    const traveller = await signUp(t.app, { firstName: "Ines", lastName: "Atlas" });
    const stay = async (tripId: string, city: string, country: string, startDate: string, endDate: string) => {
      const location = await request(t.app, "POST", "/api/locations", traveller, { tripId, city, country });
      expect([200, 201]).toContain(location.statusCode);
      const item = await request(t.app, "POST", `/api/trips/${tripId}/itinerary`, traveller, { locationId: location.json().id, title: city, startDate, endDate });
      expect(item.statusCode, item.body).toBe(201);
    };
    const past = await createTestTrip(t.app, traveller, { name: "Iberia 2024", startDate: "2024-04-01", endDate: "2024-04-06" });
    await stay(past.id, "Lisbon", "Portugal", "2024-04-01", "2024-04-03");
    await stay(past.id, "Madrid", "Spain", "2024-04-04", "2024-04-06");
    const future = await createTestTrip(t.app, traveller, { name: "Japan 2099", startDate: "2099-10-01", endDate: "2099-10-04" });
    await stay(future.id, "Tokyo", "Japan", "2099-10-01", "2099-10-04");

    const atlas = (await request(t.app, "GET", "/api/profile/atlas", traveller)).json() as Atlas;
    expect(atlas.countries.map((c) => [c.code, c.trips, c.days, c.firstVisit, c.visited])).toEqual([
      ["PT", 1, 3, "2024-04-01", true],
      ["ES", 1, 3, "2024-04-04", true],
      ["JP", 1, 4, "2099-10-01", false],
    ]);
    expect(atlas.cities.map((c) => c.name).sort()).toEqual(["Lisbon", "Madrid", "Tokyo"]);
    expect(atlas.totals).toMatchObject({ countries: 3, cities: 3, days: 10 });
    // Lisbon to Madrid is about 500 km as the crow flies.
    expect(atlas.totals.km).toBeGreaterThan(480);
    expect(atlas.totals.km).toBeLessThan(520);
    expect(atlas.years).toEqual([2099, 2024]);

    const of2024 = (await request(t.app, "GET", "/api/profile/atlas?year=2024", traveller)).json() as Atlas;
    expect(of2024.totals).toMatchObject({ countries: 2, cities: 2, days: 6 });
    const bad = await request(t.app, "GET", "/api/profile/atlas?year=soon", traveller);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["year"]);
    expect((await request(t.app, "GET", "/api/profile/atlas")).statusCode).toBe(401);
  });
});
