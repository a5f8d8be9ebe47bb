// API tests for GET /api/trips/{tripId}/export.pdf (docs/product/sharing.md, ADR 028): a
// real PDF whose text (read back with pdf.js) holds one section per day with
// times, addresses and confirmation numbers, the cities, the reservations with
// their private fields for members, page numbers and the trip's dates, in the
// member's language, with non-ASCII text intact and a proper file name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPS, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { addTripMember, createTestApp, createTestTrip, request, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { pdfContentDisposition } from "./pdf";

let t: TestApp;
let admin: SignedUp;
let tripId: string;

/** Each page's text, lines joined by newlines. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ("str" in i ? i.str + (i.hasEOL ? "\n" : "") : "")).join(""));
  }
  await doc.destroy();
  return pages;
}

/**
 * The characters each page shows with a font's .notdef glyph (a box): the PDF's fonts
 * are Identity-encoded subsets, so a character the font lacks is drawn as code 0.
 */
async function missingGlyphs(bytes: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const missing: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const ops = await (await doc.getPage(n)).getOperatorList();
    ops.fnArray.forEach((fn, i) => {
      if (fn !== OPS.showText) return;
      for (const glyph of ops.argsArray[i][0] as unknown[]) {
        if (glyph && typeof glyph === "object" && (glyph as { originalCharCode: number }).originalCharCode === 0) missing.push((glyph as { unicode: string }).unicode);
      }
    });
  }
  await doc.destroy();
  return missing;
}

const pdfOf = async (who: SignedUp, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url: `/api/trips/${tripId}/export.pdf`, headers: { cookie: who.cookie, ...headers } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { firstName: "Ada", lastName: "Admin" });
  const trip = await createTestTrip(t.app, admin, { name: "Größe Reise: São João", startDate: "2027-05-01", endDate: "2027-05-04", currency: "EUR" });
  tripId = trip.id;
  const lisbon = await request(t.app, "POST", "/api/locations", admin, { tripId, city: "Lisbon", country: "Portugal" });
  const porto = await request(t.app, "POST", "/api/locations", admin, { tripId, city: "Porto", country: "Portugal" });
  for (const body of [
    { title: "Stay in Lisbon", locationId: lisbon.json().id, startDate: "2027-05-01", endDate: "2027-05-02" },
    { title: "Stay in Porto", locationId: porto.json().id, startDate: "2027-05-03", endDate: "2027-05-04" },
    { title: "Café da manhã à beira-mar", startDate: "2027-05-02", startTime: "08:15", endTime: "09:00", allDay: false },
  ]) {
    const res = await request(t.app, "POST", `/api/trips/${tripId}/itinerary`, admin, body);
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const body of [
    {
      name: "Hotel Avenida",
      type: "hotel",
      reservationDate: "2027-05-01",
      reservationTime: "15:00",
      endDate: "2027-05-03",
      address: "Av. da Liberdade 123, Lisboa",
      confirmationNumber: "HX-88213",
      cost: "612.50",
      notes: "Zimmer mit Blick, bitte ruhig",
    },
    { name: "Tasca do Chico", type: "restaurant", reservationDate: "2027-05-02", reservationTime: "20:30", address: "Rua do Diário de Notícias 39", confirmationNumber: "R-42" },
  ]) {
    const res = await request(t.app, "POST", `/api/trips/${tripId}/reservations`, admin, body);
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/trips/:tripId/export.pdf", () => {
  it("is a PDF with a proper file name, not kept by caches", async () => {
    const res = await pdfOf(admin);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="grosse-reise-sao-joao.pdf"; filename*=UTF-8''${encodeURIComponent("Größe Reise São João.pdf")}`,
    );
    expect(res.headers["cache-control"]).toMatch(/no-store/);
  });

  it("holds the trip, its dates, a section per day with times, addresses and confirmation numbers, the cities, the reservations and page numbers", async () => {
    const pages = await pdfPages((await pdfOf(admin)).rawPayload);
    const text = pages.join("\n");
    expect(text).toContain("Größe Reise: São João");
    expect(text).toContain("May 1 - May 4, 2027");
    for (const day of ["Day 1 · Sat May 01, 2027", "Day 2 · Sun May 02, 2027", "Day 3 · Mon May 03, 2027", "Day 4 · Tue May 04, 2027"]) expect(text).toContain(day);
    // Day 2: the stay, breakfast at 08:15, dinner at 20:30 with its address and confirmation number, in that order.
    const day2 = text.slice(text.indexOf("Day 2 ·"), text.indexOf("Day 3 ·"));
    expect(day2).toMatch(/Stay in Lisbon[\s\S]*08:15–09:00[\s\S]*Café da manhã à beira-mar[\s\S]*20:30[\s\S]*Tasca do Chico · Restaurant[\s\S]*Rua do Diário de Notícias 39[\s\S]*Confirmation: R-42/);
    const day1 = text.slice(text.indexOf("Day 1 ·"), text.indexOf("Day 2 ·"));
    expect(day1).toMatch(/15:00[\s\S]*Hotel Avenida · Hotel[\s\S]*Av\. da Liberdade 123, Lisboa[\s\S]*Confirmation: HX-88213/);
    const cities = text.slice(text.lastIndexOf("Cities"));
    expect(cities).toMatch(/1\.[\s\S]*Lisbon, Portugal[\s\S]*2\.[\s\S]*Porto, Portugal/);
    // Members see the private fields of reservations: confirmation, cost (in the trip's currency) and notes.
    const reservations = text.slice(text.lastIndexOf("Reservations"));
    expect(reservations).toContain("Cost: €612.50");
    expect(reservations).toContain("Notes: Zimmer mit Blick, bitte ruhig");
    expect(reservations).toContain("Confirmation: HX-88213");
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    // Nobody's e-mail.
    expect(text).not.toContain(admin.user.email);
  });

  it("is written in the member's language, dates and money included", async () => {
    const pages = await pdfPages((await pdfOf(admin, { "accept-language": "de" })).rawPayload);
    const text = pages.join("\n");
    expect(text).toContain("Tag 1 · Sa 01.05.2027");
    expect(text).toContain("Bestätigung: HX-88213");
    expect(text).toMatch(/Kosten: 612,50\s€/);
    expect(text).toContain(`Seite 1 von ${pages.length}`);
  });

  it("says so when a trip has nothing yet, and prints a name in another script without failing", async () => {
    const empty = await createTestTrip(t.app, admin, { name: "Ελλάδα 2027" });
    const res = await request(t.app, "GET", `/api/trips/${empty.id}/export.pdf`, admin);
    expect(res.statusCode).toBe(200);
    const text = (await pdfPages(res.rawPayload)).join("\n");
    expect(text).toContain("Ελλάδα 2027");
    expect(text).toContain("Dates not set yet");
    for (const line of ["Nothing is planned on a date yet.", "No cities yet.", "No reservations yet.", "Page 1 of 1"]) expect(text).toContain(line);
  });

  it("sums up the money as the budget page does: with a trip budget, remaining is the budget less spent", async () => {
    const trip = await createTestTrip(t.app, admin, { name: "Budgeted", currency: "EUR", budget: "3000" });
    const logged = await request(t.app, "POST", `/api/trips/${trip.id}/expenses`, admin, { description: "Hotel", amount: "801.80", date: "2027-05-01", category: "hotels" });
    expect(logged.statusCode, logged.body).toBe(201);
    const res = await request(t.app, "GET", `/api/trips/${trip.id}/export.pdf`, admin);
    const money = (await pdfPages(res.rawPayload)).join("\n");
    for (const line of ["Trip budget: €3,000.00", "Allocated: €0.00", "Spent: €801.80", "Remaining: €2,198.20", "€3,000.00 of trip budget unallocated"]) expect(money).toContain(line);

    // Without a budget, remaining is planned less spent.
    const plain = await createTestTrip(t.app, admin, { name: "Unbudgeted", currency: "EUR" });
    await request(t.app, "POST", `/api/trips/${plain.id}/budget`, admin, { category: "food", plannedAmount: "100", realizedAmount: "130" });
    const text = (await pdfPages((await request(t.app, "GET", `/api/trips/${plain.id}/export.pdf`, admin)).rawPayload)).join("\n");
    for (const line of ["Planned: €100.00", "Spent: €130.00", "Remaining: €30.00 over"]) expect(text).toContain(line);
    expect(text).not.toContain("Trip budget");
  });

  it("may be fetched by a viewer, not by a stranger or signed out", async () => {
    const viewer = await signUp(t.app);
    await addTripMember(t.database, tripId, viewer.user.id, "viewer");
    expect((await request(t.app, "GET", `/api/trips/${tripId}/export.pdf`, viewer)).statusCode).toBe(200);
    const stranger = await signUp(t.app);
    expect((await request(t.app, "GET", `/api/trips/${tripId}/export.pdf`, stranger)).statusCode).toBe(404);
    expect((await request(t.app, "GET", `/api/trips/${tripId}/export.pdf`)).statusCode).toBe(401);
  });
});

describe("a trip in Japanese, Chinese and Arabic", () => {
  const name = "京都の秋 · 成都之夏 · رحلة إلى مراكش";
  it("prints every script with real glyphs, Arabic right to left with Latin inside it left to right", async () => {
    const trip = await createTestTrip(t.app, admin, { name, startDate: "2027-10-01", endDate: "2027-10-03", description: "الفندق في المدينة القديمة، الغرفة 12 مع Wi-Fi" });
    for (const body of [
      { title: "清水寺で紅葉を見る", startDate: "2027-10-01", startTime: "09:00", allDay: false, description: "拝観料は四百円です。" },
      { title: "宽窄巷子喝茶", startDate: "2027-10-02", allDay: true },
      { title: "عشاء في ساحة جامع الفنا", startDate: "2027-10-03", startTime: "20:00", allDay: false },
    ]) {
      const res = await request(t.app, "POST", `/api/trips/${trip.id}/itinerary`, admin, body);
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await request(t.app, "GET", `/api/trips/${trip.id}/export.pdf`, admin);
    expect(res.statusCode).toBe(200);
    const text = (await pdfPages(res.rawPayload)).join("\n");
    for (const s of ["京都の秋", "成都之夏", "清水寺で紅葉を見る", "拝観料は四百円です。", "宽窄巷子喝茶"]) expect(text).toContain(s);
    // pdf.js reads Arabic back as drawn: words in visual order (right to left, so the
    // first word last), Latin and numbers inside left to right. Noto Sans Arabic draws
    // letters that differ only by their dots as one base glyph plus dot marks, so such a
    // letter may come back as its sibling (ج as ح, ى as ي): the words checked have none.
    // The dot marks themselves map to no character, and pdf.js gives them as C0 controls.
    const lines = text.replace(/[^\P{Cc}\n]/gu, "").split("\n");
    const title = lines.find((l) => l.startsWith("京都の秋"))!;
    expect(title.indexOf("مراكش")).toBeGreaterThan(title.indexOf("成都之夏"));
    expect(title.indexOf("رحلة")).toBeGreaterThan(title.indexOf("مراكش"));
    expect(lines.join("\n")).toMatch(/Wi-Fi مع 12\s+الغ/);
    const dinner = lines.find((l) => l.startsWith("20:00"))!;
    expect(dinner.indexOf("ساحة")).toBeGreaterThan(-1);
    expect(dinner.indexOf("ساحة")).toBeLessThan(dinner.indexOf("عش"));
    expect(await missingGlyphs(res.rawPayload)).toEqual([]);
  });
});

describe("pdfContentDisposition", () => {
  it("falls back to 'trip' for a name with no letters it can keep", () => {
    expect(pdfContentDisposition("東京")).toBe(`attachment; filename="trip.pdf"; filename*=UTF-8''${encodeURIComponent("東京.pdf")}`);
  });
});
