// One picture of the trip: a trip with one item of every kind, read back from
// every view that shows days — the calendar page and the dashboard widget, the
// trip's iCalendar download and the personal subscription feed, the PDF, the
// public page and its API, the offline assistant and MCP's list_days — each
// must show each item on the same date at the same local time, and the same
// spent figure where it shows money.
//
// A NEW KIND OF DAY ITEM MUST BE ADDED HERE: give it one row in ITEMS (and
// an item in the seed) so every view is checked for it. An idea (a place
// without a date) is on no day: IDEA must show in none of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import ICAL from "ical.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Day } from "@shared/days";
// What the calendar page and the dashboard widget list for a date, read exactly as they read it.
import { itemsOnDate, worldOnDate } from "@/features/calendar/lib/month-grid";
import type { Trip } from "@shared/trips";
import { createTestApp, request, type SignedUp, type TestApp } from "../test/test-app";
import { ok as seedOk, seedLisbonTrip } from "../test/seed-trip";
import { multipart } from "../test/multipart";

const run = promisify(execFile);

let t: TestApp;
let base: string;
let ana: SignedUp;
let ben: SignedUp;
let cleo: SignedUp;
let trip: Trip;
let mcp: Client;

const ZONE = "Europe/Lisbon";

/**
 * Every item of the seeded trip as a day shows it: title, date, local start
 * time (null: untimed). `public: false` rows are the group's own (a to-do, a note) and
 * stay off the public page; `stay` rows are one all-day event in the feeds.
 */
interface Expected {
  kind: "stay" | "reservation" | "event" | "place" | "todo" | "note";
  title: string;
  date: string;
  time: string | null;
  public?: false;
  /** The last day of a stay (check-out), shown as one all-day event in the feeds. */
  until?: string;
  /** The zone of its own the time is on (a flight's departure airport); else the trip's. */
  zone?: string;
}
const ITEMS: Expected[] = [
  { kind: "stay", title: "Lisbon", date: "2027-12-09", time: null, until: "2027-12-12" },
  { kind: "reservation", title: "TP 1351", date: "2027-12-09", time: "09:30", zone: "Europe/Paris" },
  { kind: "reservation", title: "Memmo Alfama", date: "2027-12-09", time: "15:00", until: "2027-12-12" },
  { kind: "reservation", title: "Oceanario", date: "2027-12-10", time: "10:00" },
  { kind: "reservation", title: "Tasca do Chico", date: "2027-12-10", time: "20:00" },
  { kind: "event", title: "Fado night", date: "2027-12-10", time: "21:30" },
  { kind: "todo", title: "Buy tram tickets", date: "2027-12-10", time: null, public: false },
  { kind: "note", title: "Meet at Rossio", date: "2027-12-10", time: null, public: false },
  { kind: "reservation", title: "Train to Sintra", date: "2027-12-11", time: "08:15" },
  { kind: "place", title: "Belem Tower", date: "2027-12-11", time: "11:00" },
  { kind: "place", title: "Jeronimos", date: "2027-12-11", time: null },
  { kind: "reservation", title: "Cork workshop", date: "2027-12-11", time: null },
];
/** A place added without a date: an idea, which no view of the days may show. */
const IDEA = "Pena Palace";
/** A note on Dec 10: by its title on its day for members, in no public view, its text nowhere in the days. */
const NOTE = { title: "Meet at Rossio", date: "2027-12-10", pinned: true, body: "**Under the clock**, then [the tram](https://example.org/28)" };
/** What members see and the public must not: a confirmation number, a cost, a note, a rating, an e-mail, an expense. */
const PRIVATE = ["MEM-4471", "412.50", "Stay in Alfama", "Ask for the river view", "Pasteis de Belem", "ana@", "ben@", NOTE.title, "Under the clock"];

/** A track alone (no waypoints, so ITEMS stays as it is): its line must be on Dec 11 in every view that shows days' maps. */
const TRACK_GPX = `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Sintra walk</name><trkseg><trkpt lat="38.7977" lon="-9.3906"/><trkpt lat="38.7925" lon="-9.3962"/></trkseg></trk></gpx>`;
const TRACK = { name: "Sintra walk", date: "2027-12-11", lines: [[[-9.3906, 38.7977], [-9.3962, 38.7925]]] };
const tracksOf = (days: Day[]) => days.flatMap((d) => d.tracks.map((x) => ({ name: x.name, date: d.date, lines: x.lines })));

const ok = (who: SignedUp, method: "GET" | "POST", url: string, body?: unknown) => seedOk(t.app, who, method, url, body);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  ({ ana, ben, cleo, trip } = await seedLisbonTrip(t.app, t.database));
  await ok(ana, "POST", `/api/trips/${trip.id}/places`, { name: IDEA, lat: 38.7876, lng: -9.3906 });
  await ok(ana, "POST", `/api/trips/${trip.id}/notes`, NOTE);

  const token = (await ok(ana, "POST", "/api/profile/tokens", { name: "Desktop assistant" })).token as string;
  // A track on Dec 11 (the day's map), imported as a member does.
  const walk = multipart([{ name: "sintra.gpx", data: TRACK_GPX }]);
  const imported = await t.app.inject({ method: "POST", url: `/api/trips/${trip.id}/days/2027-12-11/geo`, headers: { ...walk.headers, cookie: ana.cookie }, payload: walk.payload });
  expect(imported.statusCode, imported.body).toBe(201);
  mcp = new Client({ name: "consistency-test", version: "1.0.0" });
  await mcp.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
});
afterAll(async () => {
  await mcp?.close();
  await t?.close();
});

/** Items as a view shows them: title, date, start time. */
interface Shown {
  title: string;
  date: string;
  time: string | null;
}
const expectAll = (shown: Shown[], rows: Expected[] = ITEMS) => {
  for (const row of rows) {
    expect(shown, `${row.title} on ${row.date}`).toContainEqual({ title: row.title, date: row.date, time: row.time });
  }
  expect(shown.map((s) => s.title), "the idea is on no day").not.toContain(IDEA);
};
const fromDays = (days: Day[]): Shown[] => days.flatMap((d) => d.items.map((i) => ({ title: i.title, date: d.date, time: i.startTime })));

describe("one picture of the trip: every view shows every item on the same day at the same local time", () => {
  it("the days answer itself holds every kind, and the idea is only among the ideas", async () => {
    expectAll(fromDays(await ok(cleo, "GET", `/api/trips/${trip.id}/days`)));
    expect((await ok(cleo, "GET", `/api/trips/${trip.id}/ideas`)).map((i: { name: string }) => i.name)).toEqual([IDEA]);
  });

  it("a flight's two ends each on their own clock, and its duration across zones, in the days answer", async () => {
    const days: Day[] = await ok(cleo, "GET", `/api/trips/${trip.id}/days`);
    const flight = days[0]!.items.find((i) => i.title === "TP 1351")!;
    expect(flight).toMatchObject({
      startTime: "09:30",
      timeZone: "Europe/Paris",
      journey: { from: { timeZone: "Europe/Paris", time: "09:30" }, to: { timeZone: ZONE, time: "10:55" }, minutes: 145 },
    });
  });

  it("the calendar page and the dashboard widget (both read a day's items from the days answer)", async () => {
    const days: Day[] = await ok(cleo, "GET", `/api/trips/${trip.id}/days`);
    const shown = ["2027-12-09", "2027-12-10", "2027-12-11", "2027-12-12"].flatMap((date) => itemsOnDate(days, date).map((i) => ({ title: i.title, date, time: i.startTime })));
    expectAll(shown);
    // The widget's Dec 10 lists what the page lists (the user saw "1 item" against 3).
    expect(itemsOnDate(days, "2027-12-10").map((i) => i.title)).toEqual(["Oceanario", "Tasca do Chico", "Fado night", "Meet at Rossio", "Buy tram tickets"]);
  });

  /** The feed's events: summary, local start (date, and time when timed), TZID, exclusive end date of all-day ones, description. */
  function feedEvents(ics: string) {
    const cal = new ICAL.Component(ICAL.parse(ics));
    return {
      zones: cal.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid")),
      events: cal.getAllSubcomponents("vevent").map((v) => {
        const start = v.getFirstProperty("dtstart")!;
        const value = start.getFirstValue() as ICAL.Time;
        const end = v.getFirstPropertyValue("dtend") as ICAL.Time | null;
        return {
          title: String(v.getFirstPropertyValue("summary")),
          date: value.toString().slice(0, 10),
          time: value.isDate ? null : value.toString().slice(11, 16),
          tzid: start.getParameter("tzid") ?? null,
          end: end ? end.toString().slice(0, 10) : null,
          endTime: end && !end.isDate ? end.toString().slice(11, 16) : null,
          endTzid: v.getFirstProperty("dtend")?.getParameter("tzid") ?? null,
          description: String(v.getFirstPropertyValue("description") ?? ""),
        };
      }),
    };
  }
  function expectFeed(ics: string) {
    const { zones, events } = feedEvents(ics);
    expect(zones).toEqual([ZONE, "Europe/Paris"]);
    expect(events.map((e) => e.title), "the idea is in no feed").not.toContain(IDEA);
    for (const row of ITEMS) {
      const matching = events.filter((e) => e.title === row.title);
      expect(matching, row.title).toHaveLength(1);
      const event = matching[0]!;
      expect(event.date, row.title).toBe(row.date);
      if (row.until) {
        // A stay is one all-day event from check-in to check-out; DTEND is exclusive, so the day after.
        expect(event.time, row.title).toBeNull();
        expect(event.end, row.title).toBe(new Date(Date.parse(`${row.until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
        if (row.time) expect(event.description, row.title).toContain(row.time);
      } else {
        expect(event.time, row.title).toBe(row.time);
        expect(event.tzid, row.title).toBe(row.time ? (row.zone ?? ZONE) : null);
      }
    }
    // The flight lands on Lisbon's clock.
    expect(events.find((e) => e.title === "TP 1351")).toMatchObject({ endTime: "10:55", endTzid: ZONE });
  }

  it("the trip's iCalendar download", async () => {
    const res = await request(t.app, "GET", `/api/trips/${trip.id}/calendar.ics`, cleo);
    expect(res.statusCode).toBe(200);
    expectFeed(res.body);
  });

  it("the personal subscription feed", async () => {
    const { path } = await ok(ben, "GET", `/api/trips/${trip.id}/calendar-feed`);
    const res = await t.app.inject({ method: "GET", url: path });
    expect(res.statusCode).toBe(200);
    expectFeed(res.body);
  });

  it("the PDF: each item in its day's section, with its time", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/trips/${trip.id}/export.pdf`, headers: { cookie: cleo.cookie } });
    expect(res.statusCode).toBe(200);
    const dir = await mkdtemp(join(tmpdir(), "consistency-"));
    try {
      await writeFile(join(dir, "trip.pdf"), res.rawPayload);
      const { stdout } = await run("pdftotext", ["-layout", join(dir, "trip.pdf"), "-"]);
      expect(stdout, "the idea is in no day of the PDF").not.toContain(IDEA);
      // Sections start "Day 1 ·", "Day 2 ·" …; the cities and reservations follow the last day.
      const sections = stdout.split(/Day (\d) ·/);
      const section = (n: number) => {
        const k = sections.indexOf(String(n));
        const body = sections[k + 1] ?? "";
        return n === 4 ? body.split(/\n\s*Cities\b/)[0]! : body;
      };
      for (const row of ITEMS) {
        const day = Number(row.date.slice(-2)) - 8;
        const line = section(day)
          .split("\n")
          .find((l) => l.includes(row.title));
        expect(line, `${row.title} in Day ${day}`).toBeDefined();
        if (row.time) expect(line, row.title).toContain(row.time);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the public page's API and page: the public items on their days, nothing private", async () => {
    const { token } = await ok(ana, "POST", `/api/trips/${trip.id}/share`);
    const res = await t.app.inject({ method: "GET", url: `/api/share/${token}` });
    expect(res.statusCode).toBe(200);
    const shared = res.json() as { days: Day[] };
    const publicRows = ITEMS.filter((r) => r.public !== false);
    expectAll(fromDays(shared.days), publicRows);
    expect(fromDays(shared.days).map((s) => s.title)).not.toContain("Buy tram tickets");
    for (const secret of PRIVATE) expect(res.body, secret).not.toContain(secret);

    const page = await t.app.inject({ method: "GET", url: `/s/${token}` });
    expect(page.statusCode).toBe(200);
    for (const row of publicRows) expect(page.body, row.title).toContain(row.title);
    expect(page.body, "the idea is not on the public page").not.toContain(IDEA);
    for (const secret of PRIVATE) expect(page.body, secret).not.toContain(secret);
  });

  it("the offline assistant: what is planned on each day", async () => {
    for (const date of ["2027-12-09", "2027-12-10", "2027-12-11"]) {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/chat`, cleo, { content: `What is planned on ${date}?`, today: "2027-12-01" });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json().messages[1].content as string;
      expect(answer, `the idea is not planned on ${date}`).not.toContain(IDEA);
      for (const row of ITEMS.filter((r) => r.date === date && r.kind !== "stay")) {
        expect(answer, `${row.title} on ${date}`).toContain(row.title);
        if (row.time) expect(answer, `${row.title} at ${row.time}`).toMatch(new RegExp(`${row.time}[^\\n]*${row.title}`));
      }
    }
  });

  it("the offline assistant answers from the lists: what is left to pack and to do", async () => {
    const ask = async (content: string) => {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/chat`, cleo, { content, today: "2027-12-01" });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().messages[1].content as string;
    };
    const packing = await ask("What's left to pack?");
    expect(packing).toContain("Umbrella");
    expect(packing).not.toMatch(/AI model/);
    expect(await ask("What is still to do?")).toContain("Buy tram tickets, due Dec 10, 2027");
  });

  it("the offline assistant states the spent total the budget shows", async () => {
    const summary = await ok(cleo, "GET", `/api/trips/${trip.id}/budget/summary`);
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/chat`, cleo, { content: "How much have we spent?", today: "2027-12-01" });
    const answer = res.json().messages[1].content as string;
    const spent = Number(summary.totalSpent).toFixed(2);
    expect(answer).toContain(`€${spent}`);
  });

  it("each day's city, sun and holidays: the days answer, the calendar and the day view (both read worldOnDate's day) and MCP agree", async () => {
    const days: Day[] = await ok(cleo, "GET", `/api/trips/${trip.id}/days`);
    // Lisbon, 10 December 2027, in Lisbon's time: sunrise 07:43, sunset 17:14; no public holiday.
    expect(worldOnDate(days, "2027-12-10")).toEqual({
      date: "2027-12-10",
      city: { name: "Lisbon", country: "PT", lat: expect.any(Number), lng: expect.any(Number), timeZone: ZONE, sunrise: "07:43", sunset: "17:14" },
      holidays: [],
    });
    const result = await mcp.callTool({ name: "list_days", arguments: { tripId: trip.id } });
    const viaMcp = JSON.parse((result.content as { text: string }[])[0]!.text) as Day[];
    for (const day of days) expect(worldOnDate(viaMcp, day.date), day.date).toEqual(worldOnDate(days, day.date));
  });

  it("the day's tracks: the days answer, MCP's list_days and the GPX export hold the same line on the same day", async () => {
    const days: Day[] = await ok(cleo, "GET", `/api/trips/${trip.id}/days`);
    expect(tracksOf(days)).toEqual([TRACK]);
    const result = await mcp.callTool({ name: "list_days", arguments: { tripId: trip.id } });
    expect(tracksOf(JSON.parse((result.content as { text: string }[])[0]!.text) as Day[])).toEqual([TRACK]);
    const gpx = await request(t.app, "GET", `/api/trips/${trip.id}/export.gpx`, cleo);
    expect(gpx.statusCode).toBe(200);
    expect(gpx.body).toMatch(/<trk>\s*<name>Sintra walk<\/name>\s*<desc>2027-12-11<\/desc>\s*<trkseg>\s*<trkpt lat="38.7977" lon="-9.3906"/);
  });

  it("each day's travel time: the days answer's total is its legs' sum, and MCP's list_days gives the same legs and total", async () => {
    const days: Day[] = await ok(cleo, "GET", `/api/trips/${trip.id}/days`);
    const dec11 = days.find((d) => d.date === "2027-12-11")!;
    // Belem Tower → Jeronimos: one leg, so a total to compare.
    expect(dec11.legs.length).toBeGreaterThan(0);
    for (const day of days) expect(day.travelMinutes, day.date).toBe(day.legs.reduce((sum, l) => sum + l.minutes, 0));
    const result = await mcp.callTool({ name: "list_days", arguments: { tripId: trip.id } });
    const viaMcp = JSON.parse((result.content as { text: string }[])[0]!.text) as Day[];
    for (const day of days) {
      const same = viaMcp.find((d) => d.date === day.date)!;
      expect([same.travelMinutes, same.legs.map((l) => [l.mode, l.minutes])], day.date).toEqual([day.travelMinutes, day.legs.map((l) => [l.mode, l.minutes])]);
    }
  });

  it("MCP's list_days", async () => {
    const result = await mcp.callTool({ name: "list_days", arguments: { tripId: trip.id } });
    expect(result.isError).toBeFalsy();
    const days = JSON.parse((result.content as { text: string }[])[0]!.text) as Day[];
    expectAll(fromDays(days));
  });
});
