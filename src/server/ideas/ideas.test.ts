// API tests for ideas (docs/product/ideas.md): a place added without a date is an idea, listed
// with its likes and on no day; members (viewers too) like and unlike it; the day's order call
// puts it on a day; a Google Takeout saved-places GeoJSON, a saved-list CSV and a My Maps KML
// (sample files in ./fixtures, written for these tests) become ideas, rows without a point looked
// up through a Nominatim-format geocoder on loopback (e2e/map-fixture-server.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Day } from "@shared/days";
import type { Idea, PlacesImportResult } from "@shared/ideas";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, request, signUpRoleUsers, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { multipart } from "../test/multipart";
import { startMapFixtureServer, type MapFixtureServer } from "../../../e2e/map-fixture-server";
import { sql } from "drizzle-orm";

let t: TestApp;
let geo: MapFixtureServer;
let owner: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;

const fixture = (name: string) => readFile(join(import.meta.dirname, "fixtures", name));

async function ideas(who: SignedUp = owner, tripId = trip.id): Promise<Idea[]> {
  const res = await request(t.app, "GET", `/api/trips/${tripId}/ideas`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function days(tripId = trip.id): Promise<Day[]> {
  const res = await request(t.app, "GET", `/api/trips/${tripId}/days`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function addIdea(name: string, who: SignedUp = editor, tripId = trip.id): Promise<string> {
  const res = await request(t.app, "POST", `/api/trips/${tripId}/places`, who, { name, lat: 38.7139, lng: -9.1335, address: "Lisboa" });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ title: name, date: null, kind: "place" });
  return res.json().id;
}
function upload(file: Buffer | string, name: string, who: SignedUp = editor, tripId = trip.id) {
  const { payload, headers } = multipart([{ name, data: file }]);
  return t.app.inject({ method: "POST", url: `/api/trips/${tripId}/imports/places`, payload, headers: { ...headers, cookie: who.cookie } });
}

beforeAll(async () => {
  geo = await startMapFixtureServer();
  t = await createTestApp({ map: { geocoderUrl: geo.base } });
  [owner, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, owner, { name: "Lisbon", startDate: "2026-06-01", endDate: "2026-06-03" });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
});
afterAll(async () => {
  await t?.close();
  await geo?.stop();
});

describe("ideas: places without a date", () => {
  it("a place added without a date is an idea: listed with who added it, on no day", async () => {
    const id = await addIdea("Castelo de São Jorge");
    const list = await ideas(viewer);
    expect(list).toContainEqual({
      id,
      name: "Castelo de São Jorge",
      lat: 38.7139,
      lng: -9.1335,
      address: "Lisboa",
      likes: 0,
      likedByMe: false,
      addedBy: { id: editor.user.id, name: expect.any(String) },
    });
    expect((await days()).flatMap((d) => d.items.map((i) => i.id))).not.toContain(id);
  });

  it("members like and unlike, viewers too; liking twice counts once; each sees their own likedByMe", async () => {
    const id = await addIdea("Miradouro da Graça");
    const like = (who: SignedUp, method: "PUT" | "DELETE") => request(t.app, method, `/api/places/${id}/like`, who);
    expect((await like(viewer, "PUT")).json()).toMatchObject({ id, likes: 1, likedByMe: true });
    expect((await like(viewer, "PUT")).json()).toMatchObject({ likes: 1 });
    expect((await like(owner, "PUT")).json()).toMatchObject({ likes: 2, likedByMe: true });
    expect((await ideas(editor)).find((i) => i.id === id)).toMatchObject({ likes: 2, likedByMe: false });
    expect((await like(viewer, "DELETE")).json()).toMatchObject({ likes: 1, likedByMe: false });
    expect((await ideas(owner)).find((i) => i.id === id)).toMatchObject({ likes: 1, likedByMe: true });
    expect((await like(stranger, "PUT")).statusCode).toBe(404);
  });

  it("the day's order call puts an idea on that day, in the place given, and it leaves the ideas", async () => {
    const id = await addIdea("Time Out Market");
    const first = await request(t.app, "POST", `/api/trips/${trip.id}/places`, owner, { name: "Breakfast", date: "2026-06-02", lat: 38.71, lng: -9.14 });
    const res = await request(t.app, "PATCH", `/api/trips/${trip.id}/days/2026-06-02/order`, editor, { ids: [id, first.json().id] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Day).items.map((i) => i.title)).toEqual(["Time Out Market", "Breakfast"]);
    expect((await ideas()).map((i) => i.id)).not.toContain(id);
    // Once on a day it is no idea to like.
    expect((await request(t.app, "PUT", `/api/places/${id}/like`, viewer)).statusCode).toBe(404);
  });

  it("viewers may not add ideas; a bad point is a 400 naming it", async () => {
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/places`, viewer, { name: "Nope", lat: 38.7, lng: -9.1 });
    expect(res.statusCode).toBe(403);
    const bad = await request(t.app, "POST", `/api/trips/${trip.id}/places`, editor, { name: "Nope", lat: 98, lng: -9.1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("lat");
  });

  it("deleting an idea removes it and its likes", async () => {
    const id = await addIdea("Short-lived");
    await request(t.app, "PUT", `/api/places/${id}/like`, viewer);
    expect((await request(t.app, "DELETE", `/api/places/${id}`, editor)).statusCode).toBe(204);
    expect((await ideas()).map((i) => i.id)).not.toContain(id);
    expect(await sqlRows(t.database, sql`select * from place_likes where place_id = ${id}`)).toEqual([]);
  });
});

describe("POST /api/trips/:tripId/imports/places", () => {
  async function importInto(fileName: string): Promise<{ tripId: string; result: PlacesImportResult }> {
    const tr = await createTestTrip(t.app, owner, { name: `Import ${fileName}`, startDate: "2026-06-01", endDate: "2026-06-03" });
    await addTripMember(t.database, tr.id, editor.user.id, "editor");
    const res = await upload(await fixture(fileName), fileName, editor, tr.id);
    expect(res.statusCode, res.body).toBe(201);
    return { tripId: tr.id, result: res.json() };
  }
  const brief = (r: PlacesImportResult) => r.added.map((i) => ({ name: i.name, lat: i.lat, lng: i.lng, address: i.address }));

  it("a Takeout saved-places GeoJSON: points kept, [0, 0] looked up by name and address, the unknown one not placed", async () => {
    const { tripId, result } = await importInto("saved-places.json");
    expect(brief(result)).toEqual([
      { name: "Castelo de São Jorge", lat: 38.7139, lng: -9.1335, address: "R. de Santa Cruz do Castelo, 1100-129 Lisboa, Portugal" },
      { name: "Time Out Market", lat: 38.7069, lng: -9.1459, address: "Av. 24 de Julho 49, 1200-479 Lisboa, Portugal" },
    ]);
    expect(result.notPlaced).toEqual([{ name: "Café That Closed", reason: "notFound" }]);
    expect((await ideas(owner, tripId)).map((i) => i.name)).toEqual(["Castelo de São Jorge", "Time Out Market"]);
    expect((await days(tripId)).flatMap((d) => d.items)).toEqual([]);
  });

  it("a Takeout saved-list CSV: titles looked up, a dropped pin's point read from its URL", async () => {
    const { result } = await importInto("saved-list.csv");
    expect(brief(result)).toEqual([
      { name: "LX Factory", lat: 38.7033, lng: -9.1784, address: "LX Factory, Lisboa, Portugal" },
      { name: "Miradouro da Graça", lat: 38.7163, lng: -9.1309, address: "Miradouro da Graça, Lisboa, Portugal" },
      { name: "Dropped pin", lat: 38.7223, lng: -9.1393, address: null },
    ]);
    expect(result.notPlaced).toEqual([{ name: "Tasca That Moved", reason: "notFound" }]);
  });

  it("a My Maps KML: its point placemarks, not its lines", async () => {
    const { result } = await importInto("my-map.kml");
    expect(brief(result)).toEqual([
      { name: "Belém Tower", lat: 38.6916, lng: -9.216, address: null },
      { name: "Jerónimos Monastery", lat: 38.6979, lng: -9.2068, address: "Praça do Império 1400-206 Lisboa" },
    ]);
    expect(result.notPlaced).toEqual([]);
  });

  it("a file that is no list of places is a 400 naming file, and nothing is written", async () => {
    const before = (await ideas()).length;
    for (const [data, name] of [
      ["just some text\nwithout a title column", "notes.csv"],
      ['{"type":"Feature"', "broken.json"],
      ['{"type":"Topology"}', "other.json"],
      ['<?xml version="1.0"?><gpx version="1.1"></gpx>', "track.kml"],
      ["Title,Note,URL\n", "empty.csv"],
    ] as const) {
      const res = await upload(data, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().fields, name).toHaveProperty("file");
    }
    expect((await ideas()).length).toBe(before);
  });

  it("at most 500 places, 2 MB; viewers may not import; no file is a 400 naming file", async () => {
    const many = `Title,Note,URL\n${Array.from({ length: 501 }, (_, k) => `Pin ${k},,https://www.google.com/maps/search/38.7,-9.1`).join("\n")}\n`;
    const tooMany = await upload(many, "many.csv");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toHaveProperty("file");
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 32), "huge.csv")).statusCode).toBe(413);
    expect((await upload(await fixture("my-map.kml"), "my-map.kml", viewer)).statusCode).toBe(403);
    const none = await request(t.app, "POST", `/api/trips/${trip.id}/imports/places`, editor, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty("file");
  });
});
