// API tests for attachments (docs/product/reservations-and-imports.md): upload checked by content and size
// while streaming, list, download by members only with the right type and
// name, delete by editors and admins, and files going with their reservation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { FILE_EMPTY, FILE_MISSING, FILE_TOO_LARGE, FILE_TYPE_REFUSED, type ReservationFile } from "@shared/files";
import type { Trip } from "@shared/trips";
import { addTripMember, createTestApp, createTestTrip, request, signUpRoleUsers, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { multipart, type Part } from "../test/multipart";
import { fixture } from "../imports/fixtures";
import { zipOf } from "../test/lying-zip";
import { cpuOf } from "../test/cpu";
import { ARCHIVE_TOO_LARGE } from "./archive";
import { englishError } from "@shared/i18n/english-errors";

let t: TestApp;
let admin: SignedUp;
let editor: SignedUp;
let viewer: SignedUp;
let stranger: SignedUp;
let trip: Trip;

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

async function newReservation(): Promise<string> {
  const res = await request(t.app, "POST", `/api/trips/${trip.id}/reservations`, admin, { name: "TP1234 Lisbon → Frankfurt", type: "flight", reservationDate: "2026-12-03" });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

function upload(reservationId: string, who: SignedUp, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: "POST", url: `/api/reservations/${reservationId}/files`, headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, viewer, stranger] = await signUpRoleUsers(t.app);
  trip = await createTestTrip(t.app, admin, { name: "Files" });
  await addTripMember(t.database, trip.id, editor.user.id, "editor");
  await addTripMember(t.database, trip.id, viewer.user.id, "viewer");
});
afterAll(async () => {
  await t.close();
});

describe("attachments", () => {
  it("takes a ticket PDF from an editor, lists it, and lets any member download it under its name", async () => {
    const id = await newReservation();
    const pdf = fixture("e-ticket.pdf");
    const res = await upload(id, editor, [{ name: "E-ticket Lisboa–Frankfurt.pdf", data: pdf, type: "application/octet-stream" }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as ReservationFile;
    expect(file).toMatchObject({ reservationId: id, name: "E-ticket Lisboa–Frankfurt.pdf", size: pdf.length, contentType: "application/pdf" });

    const list = await request(t.app, "GET", `/api/reservations/${id}/files`, viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([file]);
    // The reservation counts its files (the card's "Files (1)").
    const reservations = await request(t.app, "GET", `/api/trips/${trip.id}/reservations`, viewer);
    expect((reservations.json() as Array<{ id: string; fileCount: number }>).find((r) => r.id === id)?.fileCount).toBe(1);

    const download = await request(t.app, "GET", `/api/files/${file.id}`, viewer);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="E-ticket Lisboa_Frankfurt.pdf"; filename*=UTF-8''${encodeURIComponent("E-ticket Lisboa–Frankfurt.pdf")}`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(pdf)).toBe(true);

    expect((await request(t.app, "GET", `/api/files/${file.id}`, stranger)).statusCode).toBe(404);
    expect((await request(t.app, "GET", `/api/files/${file.id}`)).statusCode).toBe(401);
  });

  it("takes pictures and wallet passes, typed by their content", async () => {
    const id = await newReservation();
    const png = await upload(id, admin, [{ name: "voucher", data: PNG, type: "text/plain" }]);
    expect(png.json()).toMatchObject({ contentType: "image/png", name: "voucher" });
    const pass = await upload(id, admin, [{ name: "boarding.pkpass", data: fixture("boarding-pass.pkpass") }]);
    expect(pass.json()).toMatchObject({ contentType: "application/vnd.apple.pkpass" });
  });

  it("refuses what is not a PDF, picture or pass with 415, whatever the name says", async () => {
    const id = await newReservation();
    for (const part of [
      { name: "ticket.pdf", data: "<html>not a pdf</html>", type: "application/pdf" },
      { name: "archive.pkpass", data: Buffer.from(zipSync({ "readme.txt": strToU8("hi") })) },
      { name: "corrupt.pkpass", data: fixture("corrupt.pkpass") },
      { name: "mail.eml", data: fixture("newsletter.eml") },
    ]) {
      const res = await upload(id, editor, [part]);
      expect(res.statusCode, part.name).toBe(415);
      expect(res.json()).toMatchObject({ code: "unsupported_media_type", message: englishError(FILE_TYPE_REFUSED) });
    }
    expect((await request(t.app, "GET", `/api/reservations/${id}/files`, admin)).json()).toEqual([]);
  });

  const PASS_JSON = Buffer.from(JSON.stringify({ formatVersion: 1, boardingPass: { transitType: "PKTransitTypeAir" } }));

  it.each([
    ["pass.json itself a bomb (declares 500 bytes, inflates to 64 MB)", [{ name: "pass.json", data: { zerosMb: 64 }, declaredSize: 500 }]],
    ["a bomb beside a good pass.json", [{ name: "pass.json", data: PASS_JSON }, { name: "icon.png", data: { zerosMb: 64 }, declaredSize: 500 }]],
    ["one entry over 2 MB that says so", [{ name: "pass.json", data: PASS_JSON }, { name: "strip.png", data: { zerosMb: 3 } }]],
    ["101 entries", Array.from({ length: 101 }, (_, i) => ({ name: i === 0 ? "pass.json" : `file${i}.txt`, data: PASS_JSON }))],
  ])("refuses a wallet pass over its budget with 413 (%s), quickly, storing nothing", async (_what, entries) => {
    const id = await newReservation();
    const { result: res, cpuMs } = await cpuOf(() => upload(id, editor, [{ name: "boarding.pkpass", data: zipOf(entries) }]));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ code: "payload_too_large", message: englishError(ARCHIVE_TOO_LARGE) });
    expect(cpuMs).toBeLessThan(500);
    expect((await request(t.app, "GET", `/api/reservations/${id}/files`, admin)).json()).toEqual([]);
  });

  it("keeps a pass within its budget whose headers tell the truth", async () => {
    const id = await newReservation();
    const res = await upload(id, editor, [{ name: "boarding.pkpass", data: zipOf([{ name: "pass.json", data: PASS_JSON }, { name: "strip.png", data: { zerosMb: 1 } }]) }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contentType: "application/vnd.apple.pkpass" });
  });

  it.each([
    ["an HTML page with %PDF- in its first KB", "<!DOCTYPE html><html><body><script>alert(document.cookie)</script>\n%PDF-1.7\n</body></html>"],
    ["a PDF header followed by HTML", "%PDF-1.7\n<html><script>alert(1)</script></html>"],
    ["an SVG with %PDF- in a comment", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><!-- %PDF-1.4 --></svg>'],
  ])("does not keep %s as a PDF (415)", async (_what, text) => {
    const id = await newReservation();
    const res = await upload(id, editor, [{ name: "ticket.pdf", data: Buffer.from(text), type: "application/pdf" }]);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: "unsupported_media_type", message: englishError(FILE_TYPE_REFUSED) });
    expect((await request(t.app, "GET", `/api/reservations/${id}/files`, admin)).json()).toEqual([]);
  });

  it("refuses a file over 10 MB with 413 while it streams, and stays up", async () => {
    const id = await newReservation();
    const res = await upload(id, editor, [{ name: "big.pdf", data: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024, 0x20)]) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "payload_too_large", message: englishError(FILE_TOO_LARGE) });
    // Exactly 10 MB is allowed.
    const exact = await upload(id, editor, [{ name: "ok.pdf", data: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024 - 9, 0x20)]) }]);
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it("answers a missing, empty or doubled file with 400 naming the field", async () => {
    const id = await newReservation();
    const json = await request(t.app, "POST", `/api/reservations/${id}/files`, editor, { file: "x" });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ file: englishError(FILE_MISSING) });
    const empty = await upload(id, editor, [{ name: "empty.pdf", data: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ file: englishError(FILE_EMPTY) });
    const two = await upload(id, editor, [
      { name: "a.png", data: PNG },
      { name: "b.png", data: PNG },
    ]);
    expect(two.statusCode).toBe(413);
    const cut = await t.app.inject({
      method: "POST",
      url: `/api/reservations/${id}/files`,
      headers: { "content-type": "multipart/form-data; boundary=zzz", cookie: editor.cookie },
      payload: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 cut off',
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().fields).toHaveProperty("file");
  });

  it("lets editors and admins add and remove; viewers only read", async () => {
    const id = await newReservation();
    expect((await upload(id, viewer, [{ name: "a.png", data: PNG }])).statusCode).toBe(403);
    expect((await upload(id, stranger, [{ name: "a.png", data: PNG }])).statusCode).toBe(404);
    const file = (await upload(id, editor, [{ name: "a.png", data: PNG }])).json() as ReservationFile;
    expect((await request(t.app, "DELETE", `/api/files/${file.id}`, viewer)).statusCode).toBe(403);
    expect((await request(t.app, "DELETE", `/api/files/${file.id}`, admin)).statusCode).toBe(204);
    expect((await request(t.app, "GET", `/api/files/${file.id}`, admin)).statusCode).toBe(404);
    expect((await request(t.app, "GET", `/api/files/not-an-id`, admin)).statusCode).toBe(404);
  });

  it("goes with its reservation when the reservation is deleted", async () => {
    const id = await newReservation();
    const file = (await upload(id, editor, [{ name: "a.png", data: PNG }])).json() as ReservationFile;
    expect((await request(t.app, "DELETE", `/api/reservations/${id}`, admin)).statusCode).toBe(204);
    expect(await sqlRows(t.database, sql`select id from reservation_files where id = ${file.id}`)).toEqual([]);
  });
});
