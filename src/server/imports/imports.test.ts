// API tests for bookings in (docs/product/reservations-and-imports.md): a typical drop read through HTTP,
// nothing saved before confirm, duplicates flagged on a second drop, the
// confirm call (one transaction, costs converted or noted, originals kept),
// roles, and bad input — each with a clear answer and the server still up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { NEEDS_AI_MODEL, type ImportCandidate, type ImportResult } from "@shared/imports";
import type { Reservation } from "@shared/reservations";
import { todayInTimeZone } from "@shared/dates";
import type { Trip } from "@shared/trips";
import { convertMinor, fromMinorPlaces } from "@shared/split";
import { addTripMember, createTestApp, createTestTrip, request, signUp, signUpRoleUsers, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { startFakeOpenAi } from "../test/fake-openai";
import { createOpenAiProvider } from "../ai/openai";
import { multipart, type Part } from "../test/multipart";
import { fixture } from "./fixtures";
import { DAMAGED_PASS } from "./readers/pkpass";
import { NOT_A_PDF } from "./read";
import { UPLOAD_EXPIRED } from "./service";
import { zipOf } from "../test/lying-zip";
import { cpuOf } from "../test/cpu";
import { ARCHIVE_TOO_LARGE } from "../files/archive";
import { englishError } from "@shared/i18n/english-errors";

let t: TestApp;
let admin: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;

const DROP = ["airline-two-legs.eml", "hotel-confirmation.eml", "restaurant.html", "concert-ticket.ics", "boarding-pass-field-date.pkpass"];

function upload(tripId: string, who: SignedUp, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: "POST", url: `/api/trips/${tripId}/imports`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
}

async function read(tripId: string, names: string[], who: SignedUp = editor): Promise<ImportResult> {
  const res = await upload(tripId, who, names.map((name) => ({ name, data: fixture(name) })));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function confirm(tripId: string, body: unknown, who: SignedUp = editor): Promise<Reservation[]> {
  const res = await request(t.app, "POST", `/api/trips/${tripId}/imports/confirm`, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const count = async (table: "reservations" | "import_uploads" | "reservation_files", tripId: string) => {
  const where =
    table === "reservation_files"
      ? sql`reservation_id in (select id from reservations where trip_id = ${tripId})`
      : sql`trip_id = ${tripId}`;
  const [row] = await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return row!.n;
};

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, admin, { name: "Lisbon and on", currency: "EUR" });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/trips/:tripId/imports", () => {
  it("reads a typical drop into candidates with local dates and times, and saves nothing but the files", async () => {
    const fresh = await createTestTrip(t.app, admin, { name: "Fresh" });
    await addTripMember(t.database, fresh.id, editor.user.id, "editor");
    const result = await read(fresh.id, DROP);
    expect(result.candidates.map((c) => [c.type, c.name, c.reservationDate, c.reservationTime, c.endDate, c.confirmationNumber, c.source, c.duplicateOf])).toEqual([
      ["flight", "TP1234 Lisbon → Frankfurt am Main", "2026-12-03", "07:35", null, "K7QX2M", "json-ld", null],
      ["flight", "TP7650 Frankfurt am Main → New York", "2026-12-03", "13:15", null, "K7QX2M", "json-ld", null],
      ["hotel", "Hotel Avenida Palace", "2026-12-05", "15:00", "2026-12-08", "HX-88213", "microdata", null],
      ["restaurant", "Cervejaria Ramiro", "2026-12-04", "20:30", null, "RM-55120", "microdata", null],
      ["attraction", "Fado night at Clube de Fado", "2026-12-04", "22:30", "2026-12-05", null, "ics", null],
      ["flight", "IB3101 Porto → Madrid", "2027-01-15", "06:10", null, "X9PL4T", "pkpass", null],
    ]);
    expect(result.unreadable).toEqual([{ file: "airline-two-legs.eml › e-ticket K7QX2M.pdf", message: englishError(NEEDS_AI_MODEL) }]);
    // Each file read has its upload; both legs carry the e-mail's.
    const ids = result.candidates.map((c) => c.uploadId);
    expect(ids.every((id) => typeof id === "string")).toBe(true);
    expect(ids[0]).toBe(ids[1]);
    expect(new Set(ids).size).toBe(5);
    expect(await count("reservations", fresh.id)).toBe(0);
    const uploads = await sqlRows<{ name: string; content_type: string; hours: number }>(
      t.database,
      sql`select name, content_type, round(extract(epoch from expires_at - created_at) / 3600)::int as hours from import_uploads where trip_id = ${fresh.id} order by name`,
    );
    expect(uploads).toEqual([
      { name: "airline-two-legs.eml", content_type: "message/rfc822", hours: 24 },
      { name: "boarding-pass-field-date.pkpass", content_type: "application/vnd.apple.pkpass", hours: 24 },
      { name: "concert-ticket.ics", content_type: "text/calendar", hours: 24 },
      { name: "hotel-confirmation.eml", content_type: "message/rfc822", hours: 24 },
      { name: "restaurant.html", content_type: "text/html", hours: 24 },
    ]);
  });

  it("marks a candidate with a date outside the trip's dates, as the reservation form warns (a trip without dates warns of none)", async () => {
    const dated = await createTestTrip(t.app, admin, { name: "Early December", startDate: "2026-12-01", endDate: "2026-12-06" });
    await addTripMember(t.database, dated.id, editor.user.id, "editor");
    const result = await read(dated.id, ["hotel-confirmation.eml", "restaurant.html", "boarding-pass-field-date.pkpass"]);
    expect(result.candidates.map((c) => [c.name, c.outsideTrip])).toEqual([
      // Checks out on the 8th, after the trip ends on the 6th.
      ["Hotel Avenida Palace", "2026-12-08"],
      ["Cervejaria Ramiro", null],
      ["IB3101 Porto → Madrid", "2027-01-15"],
    ]);
    const undated = await read(trip.id, ["boarding-pass-field-date.pkpass"]);
    expect(undated.candidates.map((c) => c.outsideTrip)).toEqual([null]);
  });

  it("reads pasted text: without a model it says so, and never guesses", async () => {
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/imports`, editor, { text: "Your table for 2 at Tasca do Chico on 5 December at 21:00.\nBooking TC-1." });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ candidates: [], unreadable: [{ file: "Pasted text", message: englishError(NEEDS_AI_MODEL) }] });
  });

  it("answers bad input with 400 naming the field", async () => {
    for (const body of [{}, { text: "   " }, { text: 42 }, { text: "x".repeat(200_001) }]) {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/imports`, editor, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(["text"]);
    }
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/imports`, editor, { text: "a\u0000b" });
    expect(res.statusCode).toBe(400);
    const wrongField = await upload(trip.id, editor, [{ field: "attachment", name: "a.ics", data: fixture("concert-ticket.ics") }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toHaveProperty("attachment");
  });

  /** Imports `parts` with the concert ticket: each of them is listed unread as `unreadable` says, and only the concert is read. */
  async function readsOnlyTheConcert(parts: Part[], unreadable: ImportResult["unreadable"]) {
    const res = await upload(trip.id, editor, [...parts, { name: "concert-ticket.ics", data: fixture("concert-ticket.ics") }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ImportResult;
    expect(body.unreadable).toEqual(unreadable);
    expect(body.candidates.map((c) => c.name)).toEqual(["Fado night at Clube de Fado"]);
  }

  it("lists a corrupt pass, a fake PDF and an e-mail with no booking each with its message, and reads the rest", async () => {
    await readsOnlyTheConcert(
      [
        { name: "corrupt.pkpass", data: fixture("corrupt.pkpass") },
        { name: "ticket.pdf", data: "<html><body>Not a PDF</body></html>", type: "application/pdf" },
        { name: "newsletter.eml", data: fixture("newsletter.eml") },
      ],
      [
        { file: "corrupt.pkpass", message: englishError(DAMAGED_PASS) },
        { file: "ticket.pdf", message: englishError(NOT_A_PDF) },
        { file: "newsletter.eml", message: englishError(NEEDS_AI_MODEL) },
      ],
    );
  });

  it("lists a zip bomb posing as a wallet pass as over its budget, quickly, keeping nothing of it, and reads the rest", async () => {
    const before = await count("import_uploads", trip.id);
    const passJson = Buffer.from(JSON.stringify({ formatVersion: 1, eventTicket: {} }));
    const { cpuMs } = await cpuOf(() =>
      readsOnlyTheConcert(
        [
          // Headers that declare 500 bytes; the stream inflates to 64 MB of zeros.
          { name: "boarding.pkpass", data: zipOf([{ name: "pass.json", data: { zerosMb: 64 }, declaredSize: 500 }]) },
          { name: "ticket.pkpass", data: zipOf([{ name: "pass.json", data: passJson }, { name: "logo.png", data: { zerosMb: 64 }, declaredSize: 500 }]) },
          { name: "ticket.pdf", data: "<!DOCTYPE html><html><body><script>alert(1)</script>%PDF-1.7</body></html>", type: "application/pdf" },
        ],
        [
          { file: "boarding.pkpass", message: englishError(ARCHIVE_TOO_LARGE) },
          { file: "ticket.pkpass", message: englishError(ARCHIVE_TOO_LARGE) },
          { file: "ticket.pdf", message: englishError(NOT_A_PDF) },
        ],
      ),
    );
    expect(cpuMs).toBeLessThan(500);
    expect(await count("import_uploads", trip.id)).toBe(before + 1);
  });

  it("refuses a 50 MB upload while it streams (413, with a message), keeps nothing, and stays up", async () => {
    const before = await count("import_uploads", trip.id);
    const res = await upload(trip.id, editor, [{ name: "huge.pdf", data: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(50 * 1024 * 1024, 0x20)]) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "payload_too_large", message: "huge.pdf: A file may be at most 10 MB" });
    expect(await count("import_uploads", trip.id)).toBe(before);
    // Three files under 10 MB each but 27 MB together.
    const many = await upload(trip.id, editor, [1, 2, 3].map((n) => ({ name: `f${n}.pdf`, data: Buffer.alloc(9 * 1024 * 1024, 0x20) })));
    expect(many.statusCode).toBe(413);
    const tooMany = await upload(trip.id, editor, Array.from({ length: 11 }, (_, n) => ({ name: `f${n}.ics`, data: fixture("concert-ticket.ics") })));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe("At most 10 files at once");
    // Still answering.
    expect((await read(trip.id, ["concert-ticket.ics"])).candidates).toHaveLength(1);
  });

  it("lets editors and admins import; a viewer gets 403 and a stranger 404", async () => {
    const file = [{ name: "concert-ticket.ics", data: fixture("concert-ticket.ics") }];
    expect((await upload(trip.id, admin, file)).statusCode).toBe(200);
    expect((await upload(trip.id, viewer, file)).statusCode).toBe(403);
    expect((await upload(trip.id, stranger, file)).statusCode).toBe(404);
    expect((await request(t.app, "POST", `/api/trips/${trip.id}/imports/confirm`, viewer, { candidates: [{ name: "x", reservationDate: "2026-12-01" }] })).statusCode).toBe(403);
  });
});

describe("POST /api/trips/:tripId/imports/confirm", () => {
  it("adds the chosen candidates, keeps the original on each, and flags a second drop of the same e-mail as duplicates", async () => {
    const t1 = await createTestTrip(t.app, admin, { name: "Dupes", currency: "EUR" });
    const first = await read(t1.id, ["airline-two-legs.eml"], admin);
    const [leg1, leg2] = first.candidates as [ImportCandidate, ImportCandidate];
    const created = await confirm(t1.id, { candidates: first.candidates, keepOriginals: [leg1.uploadId] }, admin);
    expect(created.map((r) => [r.type, r.name, r.reservationDate, r.reservationTime, r.confirmationNumber, r.cost, r.location])).toEqual([
      ["flight", "TP1234 Lisbon → Frankfurt am Main", "2026-12-03", "07:35", "K7QX2M", "612.40", { city: "Lisbon", country: "Portugal" }],
      ["flight", "TP7650 Frankfurt am Main → New York", "2026-12-03", "13:15", "K7QX2M", null, { city: "Frankfurt am Main", country: "Germany" }],
    ]);
    expect(created[0]!.description).toBe("Lisbon (LIS) 07:35 → Frankfurt am Main (FRA) 11:40, terminal 1");

    // The e-mail is on both flights, and downloads as it was sent.
    for (const r of created) {
      const files = await request(t.app, "GET", `/api/reservations/${r.id}/files`, admin);
      expect(files.json()).toMatchObject([{ name: "airline-two-legs.eml", contentType: "message/rfc822", size: fixture("airline-two-legs.eml").length }]);
      const bytes = await request(t.app, "GET", `/api/files/${files.json()[0].id}`, admin);
      expect(bytes.rawPayload.equals(fixture("airline-two-legs.eml"))).toBe(true);
    }

    // The same e-mail again: each leg is flagged as the one already added, and the legs are not each other's duplicates.
    const second = await read(t1.id, ["airline-two-legs.eml"], admin);
    expect(second.candidates.map((c) => c.duplicateOf)).toEqual([created[0]!.id, created[1]!.id]);
    expect(leg2.duplicateOf).toBeNull();
  });

  it("converts a cost in another currency at the day's rate", async () => {
    const today = todayInTimeZone("Europe/Berlin");
    await sqlRows(t.database, sql`insert into fx_rates (date, currency, rate) values (${today}, 'CHF', '0.9312'), (${today}, 'USD', '1.0814') on conflict do nothing`);
    const fx = await request(t.app, "GET", `/api/fx?from=CHF&to=EUR&date=${today}`, admin);
    expect(fx.statusCode, fx.body).toBe(200);
    const expected = fromMinorPlaces(convertMinor(21200n, 2, fx.json().rate, 2), 2);
    const [car] = await confirm(trip.id, {
      candidates: [{ type: "transport", name: "Europcar car rental", reservationDate: "2027-01-18", cost: "212.00", currency: "CHF" }],
    });
    expect(car!.cost).toBe(expected);
    expect(car!.notes).toBeNull();
  });

  it("leaves the cost empty and notes the amount when there is no rate", async () => {
    const [stay] = await confirm(trip.id, {
      candidates: [{ type: "hotel", name: "Ryokan", reservationDate: "2027-02-01", cost: "48000", currency: "JPY", notes: "Onsen" }],
    });
    expect(stay!.cost).toBeNull();
    expect(stay!.notes).toBe("Onsen\nCost: 48000 JPY (no exchange rate to EUR was available)");
  });

  it("answers bad input with 400 naming the field, and writes nothing", async () => {
    const before = await count("reservations", trip.id);
    const bad = async (body: unknown, field: string) => {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/imports/confirm`, editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
    };
    const ok = { name: "Hotel Sol", reservationDate: "2026-12-01", type: "hotel" };
    await bad({}, "candidates");
    await bad({ candidates: [] }, "candidates");
    await bad({ candidates: [ok, { ...ok, reservationDate: null }] }, "candidates.1.reservationDate");
    await bad({ candidates: [ok, { ...ok, type: "spaceship" }] }, "candidates.1.type");
    await bad({ candidates: [ok, { ...ok, endDate: "2026-11-01" }] }, "candidates.1.endDate");
    await bad({ candidates: [ok, { ...ok, currency: "EURO" }] }, "candidates.1.currency");
    await bad({ candidates: [ok, { ...ok, cost: "12.345" }] }, "candidates.1.cost");
    await bad({ candidates: [ok], keepOriginals: ["not-an-id"] }, "keepOriginals.0");
    expect(await count("reservations", trip.id)).toBe(before);
  });

  it("keeps only this trip's uploads, within their day", async () => {
    const other = await createTestTrip(t.app, admin, { name: "Other" });
    const theirs = await read(other.id, ["concert-ticket.ics"], admin);
    const uploadId = theirs.candidates[0]!.uploadId!;
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/imports/confirm`, admin, {
      candidates: [{ ...theirs.candidates[0], uploadId }],
      keepOriginals: [uploadId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: englishError(UPLOAD_EXPIRED), fields: { "keepOriginals.0": englishError(UPLOAD_EXPIRED) } });
    // A day later it is gone, and the next import clears it away.
    await sqlRows(t.database, sql`update import_uploads set expires_at = now() - interval '1 minute' where id = ${uploadId}`);
    const late = await request(t.app, "POST", `/api/trips/${other.id}/imports/confirm`, admin, { candidates: [theirs.candidates[0]], keepOriginals: [uploadId] });
    expect(late.statusCode).toBe(400);
    await read(other.id, ["concert-ticket.ics"], admin);
    expect(await sqlRows(t.database, sql`select id from import_uploads where id = ${uploadId}`)).toEqual([]);
  });
});

describe("with an AI model configured", () => {
  it("reads a PDF ticket through the model, as candidates from source ai", async () => {
    const fake = await startFakeOpenAi();
    const withModel = await createTestApp({ ai: createOpenAiProvider({ baseURL: fake.baseURL, model: "fake-model", timeoutMs: 5000 }) });
    try {
      const owner = await signUp(withModel.app);
      const own = await createTestTrip(withModel.app, owner, { name: "With a model" });
      const booking = {
        type: "flight",
        name: "TP1234 Lisbon → Frankfurt",
        reservationDate: "2026-12-03",
        reservationTime: "07:35",
        endDate: null,
        confirmationNumber: "K7QX2M",
        flightNumber: "TP1234",
        address: null,
        city: "Lisbon",
        country: "Portugal",
        cost: null,
        currency: null,
        description: null,
      };
      fake.queue({ content: JSON.stringify({ bookings: [booking] }) });
      const body = multipart([{ name: "e-ticket.pdf", data: fixture("e-ticket.pdf") }]);
      const res = await withModel.app.inject({ method: "POST", url: `/api/trips/${own.id}/imports`, headers: { ...body.headers, cookie: owner.cookie }, payload: body.payload });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json() as ImportResult;
      expect(result.unreadable).toEqual([]);
      expect(result.candidates).toMatchObject([{ source: "ai", type: "flight", reservationDate: "2026-12-03", reservationTime: "07:35", flightNumber: "TP1234" }]);
      expect(result.candidates[0]!.uploadId).toEqual(expect.any(String));
      expect(fake.requests).toHaveLength(1);
    } finally {
      await withModel.close();
      await fake.close();
    }
  });
});
