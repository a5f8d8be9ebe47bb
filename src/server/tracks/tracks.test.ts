// API tests for GPX, KML and GeoJSON in and out of a day (docs/product/gpx-kml-geojson.md):
// waypoints become places at the end of the day and tracks lines in the days
// answer; bad, empty, unknown and oversized files are 4xx naming `file` with
// nothing written; exports hold the day's places in order and its tracks, and
// re-import to the same points.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipSync, strToU8 } from "fflate";
import type { Day } from "@shared/days";
import type { Trip } from "@shared/trips";
import type { GeoImportResult } from "@shared/tracks";
import { MAX_GEO_POINTS } from "@shared/tracks";
import { addTripMember, createTestApp, createTestTrip, request, signUpRoleUsers, type SignedUp, type TestApp } from "../test/test-app";
import { multipart, type Part } from "../test/multipart";
import { GEOJSON_WALK, GPX_BROKEN, GPX_EMPTY, GPX_TWO_SEGMENTS, GPX_WALK, KML_WALK } from "./samples";

let t: TestApp;
let admin: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let trip: Trip;

const DAY1 = "2027-05-01";
const DAY2 = "2027-05-02";

function upload(who: SignedUp, date: string, parts: Part[], tripId = trip.id) {
  const body = multipart(parts);
  return t.app.inject({ method: "POST", url: `/api/trips/${tripId}/days/${date}/geo`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
}
const file = (name: string, data: string | Buffer): Part[] => [{ name, data }];

async function days(): Promise<Day[]> {
  return (await request(t.app, "GET", `/api/trips/${trip.id}/days`, viewer)).json() as Day[];
}
async function day(date: string): Promise<Day> {
  return (await days()).find((d) => d.date === date)!;
}
/** Everything an import can write, over the whole trip. */
async function written() {
  const all = await days();
  return { places: all.flatMap((d) => d.items.filter((i) => i.kind === "place")).length, tracks: all.flatMap((d) => d.tracks).length };
}
const points = (d: Day) => d.items.filter((i) => i.kind === "place").map((i) => ({ name: i.title, lat: i.place!.lat, lng: i.place!.lng }));

/** A fresh trip of two days, so each test reads only what it wrote. */
async function freshTrip(): Promise<Trip> {
  const fresh = await createTestTrip(t.app, admin, { name: "Lisbon <walks> & \"tracks\"", startDate: DAY1, endDate: DAY2 });
  await addTripMember(t.database, fresh.id, editor.user.id, "editor");
  await addTripMember(t.database, fresh.id, viewer.user.id, "viewer");
  return fresh;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, viewer] = await signUpRoleUsers(t.app);
});
afterAll(async () => {
  await t.close();
});

describe("importing onto a day", () => {
  beforeAll(async () => {
    trip = await freshTrip();
  });

  it("puts a GPX file's waypoints after the day's places, in the file's order, and its track on the day's map", async () => {
    const before = await request(t.app, "POST", `/api/trips/${trip.id}/places`, editor, { name: "Belem Tower", date: DAY1, lat: 38.6916, lng: -9.216 });
    expect(before.statusCode).toBe(201);
    const res = await upload(editor, DAY1, file("alfama.gpx", GPX_WALK));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as GeoImportResult;
    expect(body.places.map((p) => p.title)).toEqual(["Miradouro de Santa Luzia", "Sé & Cloister"]);
    expect(body.tracks).toEqual([{ id: expect.any(String), name: "Alfama loop", lines: [[[-9.13591, 38.71021], [-9.13444, 38.71105], [-9.13312, 38.71234]]] }]);

    const d = await day(DAY1);
    expect(points(d)).toEqual([
      { name: "Belem Tower", lat: 38.6916, lng: -9.216 },
      { name: "Miradouro de Santa Luzia", lat: 38.713909, lng: -9.133476 },
      { name: "Sé & Cloister", lat: 38.709987, lng: -9.132834 },
    ]);
    expect(d.tracks).toEqual(body.tracks);
  });

  it("keeps a track's segments apart (a recorder paused): one track, two lines", async () => {
    const res = await upload(editor, DAY2, file("tram.gpx", GPX_TWO_SEGMENTS));
    expect(res.statusCode, res.body).toBe(201);
    const [track] = (res.json() as GeoImportResult).tracks;
    expect(track!.name).toBe("Tram 28, with a stop");
    expect(track!.lines.map((l) => l.length)).toEqual([2, 3]);
    expect((await day(DAY2)).tracks.map((x) => x.lines)).toEqual([track!.lines]);
  });

  it("reads KML, KMZ and GeoJSON the same way, and leaves out what is not a point or a line", async () => {
    const kml = await upload(editor, DAY2, file("castle.kml", KML_WALK));
    expect(kml.statusCode, kml.body).toBe(201);
    expect((kml.json() as GeoImportResult).places.map((p) => [p.title, p.place])).toEqual([["Castelo de São Jorge", { name: "Castelo de São Jorge", lat: 38.713889, lng: -9.133645 }]]);
    expect((kml.json() as GeoImportResult).tracks[0]!.lines[0]).toHaveLength(3);

    const kmz = await upload(editor, DAY2, file("castle.kmz", Buffer.from(zipSync({ "doc.kml": strToU8(KML_WALK), "files/icon.png": new Uint8Array([1, 2, 3]) }))));
    expect(kmz.statusCode, kmz.body).toBe(201);
    expect((kmz.json() as GeoImportResult).tracks[0]!.name).toBe("Down to the river");

    const geojson = await upload(editor, DAY2, file("market.geojson", GEOJSON_WALK));
    expect(geojson.statusCode, geojson.body).toBe(201);
    const body = geojson.json() as GeoImportResult;
    expect(body.places.map((p) => p.title)).toEqual(["Time Out Market"]);
    expect(body.tracks.map((x) => x.name)).toEqual(["Riverside"]);
  });

  it("tells the format from the content, not the name: GeoJSON named .gpx is read as GeoJSON", async () => {
    const res = await upload(editor, DAY2, file("really-json.gpx", GEOJSON_WALK));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as GeoImportResult).places.map((p) => p.title)).toEqual(["Time Out Market"]);
  });

  it("names what the file leaves unnamed after the file", async () => {
    const unnamed = JSON.stringify({ type: "FeatureCollection", features: [{ type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [-9.14, 38.71] } }, { type: "Feature", properties: null, geometry: { type: "LineString", coordinates: [[-9.14, 38.71], [-9.13, 38.72]] } }] });
    const res = await upload(editor, DAY2, file("evening stroll.geojson", unnamed));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as GeoImportResult;
    expect([body.places[0]!.title, body.tracks[0]!.name]).toEqual(["evening stroll", "evening stroll 2"]);
  });

  describe("refuses with a 400 naming the file, and writes nothing", () => {
    const cases: Array<[string, Part[], string]> = [
      ["XML that is cut off", file("broken.gpx", GPX_BROKEN), "errors.tracks.unreadable"],
      ["a GPX with no waypoints or tracks", file("empty.gpx", GPX_EMPTY), "errors.tracks.noFeatures"],
      ["a GeoJSON with only a polygon", file("park.geojson", JSON.stringify({ type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] } })), "errors.tracks.noFeatures"],
      ["JSON that is not GeoJSON", file("x.geojson", '{"hello": "world"}'), "errors.tracks.unreadable"],
      ["broken JSON", file("x.geojson", '{"type": "FeatureCollection", "features": ['), "errors.tracks.unreadable"],
      ["a point with a latitude of 91", file("x.geojson", JSON.stringify({ type: "Feature", properties: {}, geometry: { type: "Point", coordinates: [10, 91] } })), "errors.tracks.coordinates"],
      ["a point with text for coordinates", file("x.geojson", JSON.stringify({ type: "Feature", properties: {}, geometry: { type: "Point", coordinates: ["a", "b"] } })), "errors.tracks.unreadable"],
      ["a PDF named .gpx", file("ticket.gpx", "%PDF-1.7\n1 0 obj\n"), "errors.tracks.typeRefused"],
      ["XML that is neither GPX nor KML", file("feed.kml", '<?xml version="1.0"?><rss><channel/></rss>'), "errors.tracks.typeRefused"],
      ["a DOCTYPE declaring entities", file("x.gpx", `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaa">]><gpx version="1.1"><wpt lat="1" lon="2"><name>&a;</name></wpt></gpx>`), "errors.tracks.unreadable"],
      ["a zip without a KML", file("x.kmz", Buffer.from(zipSync({ "readme.txt": strToU8("hi") }))), "errors.tracks.unreadable"],
      ["an empty file", file("x.gpx", ""), "errors.tracks.typeRefused"],
    ];
    for (const [what, parts, id] of cases) {
      it(what, async () => {
        const before = await written();
        const res = await upload(editor, DAY1, parts);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields).toHaveProperty("file");
        expect(res.json().code, res.body).toBeDefined();
        expect(res.body).not.toContain("errors.");
        expect(await written()).toEqual(before);
        // The message is the one for this case (read in English).
        const english = (await import("@shared/i18n/messages/en/errors.json")).default as Record<string, string>;
        const template = english[id]!;
        expect(res.json().message).toContain(template.split("{")[0]!.trim().slice(0, 20));
      });
    }

    it(`a file with more than ${MAX_GEO_POINTS} track points`, async () => {
      const pts = Array.from({ length: MAX_GEO_POINTS + 1 }, (_, k) => `<trkpt lat="38.${String(k).padStart(5, "0")}" lon="-9.1"/>`).join("");
      const before = await written();
      const res = await upload(editor, DAY1, file("long.gpx", `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="1"><name>First</name></wpt><trk><trkseg>${pts}</trkseg></trk></gpx>`));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty("file");
      expect(res.json().message).toContain(String(MAX_GEO_POINTS));
      expect(await written()).toEqual(before);
    });

    it("no file at all, and two files at once", async () => {
      const none = await upload(editor, DAY1, []);
      expect(none.statusCode).toBe(400);
      expect(none.json().fields).toHaveProperty("file");
      const two = await upload(editor, DAY1, [...file("a.gpx", GPX_WALK), ...file("b.gpx", GPX_WALK)]);
      expect(two.statusCode).toBe(413);
      expect(two.json().fields).toHaveProperty("file");
    });
  });

  it("refuses a file over 5 MB with a 413 naming the file", async () => {
    const before = await written();
    const res = await upload(editor, DAY1, file("huge.gpx", GPX_WALK.replace("<trk>", `<!--${"x".repeat(5 * 1024 * 1024)}--><trk>`)));
    expect(res.statusCode).toBe(413);
    expect(res.json().fields).toHaveProperty("file");
    expect(await written()).toEqual(before);
  });

  it("answers 400 naming the date for a day outside the trip or not a date", async () => {
    const outside = await upload(editor, "2027-06-01", file("alfama.gpx", GPX_WALK));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fields).toHaveProperty("date");
    const bad = await upload(editor, "2027-13-40", file("alfama.gpx", GPX_WALK));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("date");
  });

  it("is for editors: a viewer gets 403 and nothing is written", async () => {
    const before = await written();
    const res = await upload(viewer, DAY1, file("alfama.gpx", GPX_WALK));
    expect(res.statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });

  it("deletes a track (editors), which leaves the day's map", async () => {
    const [track] = (await day(DAY1)).tracks;
    expect((await request(t.app, "DELETE", `/api/tracks/${track!.id}`, viewer)).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/tracks/${track!.id}`, editor)).statusCode).toBe(204);
    expect((await day(DAY1)).tracks).toEqual([]);
    expect((await request(t.app, "DELETE", `/api/tracks/${track!.id}`, editor)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/tracks/not-an-id`, editor)).statusCode).toBe(404);
  });
});

describe("exporting a day or the trip", () => {
  let source: Trip;
  beforeAll(async () => {
    source = await freshTrip();
    trip = source;
    expect((await request(t.app, "POST", `/api/trips/${source.id}/places`, editor, { name: "Pastéis <de> Belém & \"Co\"", date: DAY1, lat: 38.6975, lng: -9.2032 })).statusCode).toBe(201);
    expect((await upload(editor, DAY1, file("alfama.gpx", GPX_WALK))).statusCode).toBe(201);
    expect((await upload(editor, DAY1, file("tram.gpx", GPX_TWO_SEGMENTS))).statusCode).toBe(201);
    expect((await upload(editor, DAY2, file("castle.kml", KML_WALK))).statusCode).toBe(201);
  });

  const exported = (format: string, query = "") => t.app.inject({ method: "GET", url: `/api/trips/${source.id}/export.${format}${query}`, headers: { cookie: viewer.cookie } });

  for (const [format, type] of [
    ["gpx", "application/gpx+xml"],
    ["kml", "application/vnd.google-earth.kml+xml"],
    ["geojson", "application/geo+json"],
  ] as const) {
    it(`${format}: a viewer exports the day, and it re-imports to the same places in the same order and the same tracks`, async () => {
      const res = await exported(format, `?date=${DAY1}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toContain(type);
      expect(res.headers["content-disposition"]).toContain(`.${format}`);
      const original = await day(DAY1).then((d) => ({ points: points(d), lines: d.tracks.map((x) => ({ name: x.name, lines: x.lines })) }));

      trip = await freshTrip();
      try {
        const again = await upload(editor, DAY2, file(`export.${format}`, res.rawPayload));
        expect(again.statusCode, again.body).toBe(201);
        const copy = await day(DAY2);
        expect(points(copy)).toEqual(original.points);
        expect(copy.tracks.map((x) => ({ name: x.name, lines: x.lines }))).toEqual(original.lines);
      } finally {
        trip = source;
      }
    });
  }

  it("the whole trip holds every day's places and tracks", async () => {
    const res = await exported("gpx");
    expect(res.statusCode).toBe(200);
    trip = await freshTrip();
    try {
      const again = (await upload(editor, DAY1, file("trip.gpx", res.rawPayload))).json() as GeoImportResult;
      expect(again.places.map((p) => p.title)).toEqual(["Pastéis <de> Belém & \"Co\"", "Miradouro de Santa Luzia", "Sé & Cloister", "Castelo de São Jorge"]);
      expect(again.tracks.map((x) => x.name)).toEqual(["Alfama loop", "Tram 28, with a stop", "Down to the river"]);
    } finally {
      trip = source;
    }
  });

  it("escapes names: the XML stays well-formed", async () => {
    const res = await exported("kml", `?date=${DAY1}`);
    expect(res.body).toContain("Pastéis &lt;de&gt; Belém &amp; &quot;Co&quot;");
    expect(res.body).toContain("<name>Lisbon &lt;walks&gt; &amp; &quot;tracks&quot; 2027-05-01</name>");
  });

  it("answers 400 naming the date for a day outside the trip or not a date", async () => {
    for (const date of ["2027-06-01", "yesterday"]) {
      const res = await exported("gpx", `?date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fields).toHaveProperty("date");
    }
  });
});
