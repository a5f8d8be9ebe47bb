// Which reader reads what, on the fixtures: by content before name, an
// e-mail's attachments as files, one booking read twice kept once, and PDFs
// and plain text given to the model — or, without one, listed as unreadable.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEEDS_AI_MODEL, NO_BOOKING_FOUND } from "@shared/imports";
import { createOfflineProvider } from "../ai/offline";
import { createOpenAiProvider } from "../ai/openai";
import { startFakeOpenAi, type FakeOpenAi } from "../test/fake-openai";
import { fixture } from "./fixtures";
import { kindOf, NOT_A_PDF, PICTURE_NOT_READ, readFiles, readPastedText, UNKNOWN_KIND, type ReadOutcome } from "./read";
import { DAMAGED_PASS } from "./readers/pkpass";
import { DAMAGED_PDF } from "./readers/pdf-text";
import { errorText } from "../i18n";

const offline = { ai: createOfflineProvider() };
const file = (name: string, data = fixture(name), contentType?: string) => ({ name, data, contentType });
const summary = (o: ReadOutcome) => o.read.map((r) => [r.file.name, r.candidates.map((c) => `${c.source}:${c.name}`)]);

describe("kindOf", () => {
  it("goes by content first", async () => {
    expect(await kindOf(file("ticket.bin", fixture("e-ticket.pdf")))).toBe("pdf");
    expect(await kindOf(file("pass.zip", fixture("boarding-pass.pkpass")))).toBe("pkpass");
    expect(await kindOf(file("saved.txt", fixture("airline-two-legs.eml")))).toBe("email");
    expect(await kindOf(file("calendar.txt", fixture("concert-ticket.ics")))).toBe("ics");
    expect(await kindOf(file("page", fixture("hotel.html")))).toBe("html");
    expect(await kindOf(file("notes.txt", Buffer.from("Hotel Sol, 3 nights from 5 Dec")))).toBe("text");
    expect(await kindOf(file("logo.pdf", Buffer.from("\x89PNG\r\n\x1a\n....", "latin1")))).toBe("fake-pdf");
    expect(await kindOf(file("photo.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))).toBe("image");
  });
});

describe("readFiles without a model", () => {
  it("reads the typical drop: an airline e-mail with two legs, a hotel, a restaurant, an event ticket and a boarding pass", async () => {
    const outcome = await readFiles(
      [
        file("airline-two-legs.eml"),
        file("hotel-confirmation.eml"),
        file("restaurant.html"),
        file("concert-ticket.ics"),
        file("boarding-pass-field-date.pkpass"),
      ],
      offline,
    );
    expect(summary(outcome)).toEqual([
      ["airline-two-legs.eml", ["json-ld:TP1234 Lisbon → Frankfurt am Main", "json-ld:TP7650 Frankfurt am Main → New York"]],
      ["hotel-confirmation.eml", ["microdata:Hotel Avenida Palace"]],
      ["restaurant.html", ["microdata:Cervejaria Ramiro"]],
      ["concert-ticket.ics", ["ics:Fado night at Clube de Fado"]],
      ["boarding-pass-field-date.pkpass", ["pkpass:IB3101 Porto → Madrid"]],
    ]);
    // The e-ticket PDF attached to the airline's e-mail is a file of its own: without a model, it is said so.
    expect(outcome.unreadable).toEqual([{ file: "airline-two-legs.eml › e-ticket K7QX2M.pdf", message: { id: NEEDS_AI_MODEL } }]);
  });

  it("reads a forwarded e-mail's booking and the calendar file inside it", async () => {
    const outcome = await readFiles([file("forwarded-restaurant.eml")], offline);
    expect(summary(outcome)).toEqual([
      ["forwarded-restaurant.eml", ["microdata:Cervejaria Ramiro"]],
      ["fado-night.ics", ["ics:Fado night at Clube de Fado"]],
    ]);
    expect(outcome.unreadable).toEqual([]);
  });

  it("keeps a booking read twice in one drop once, from the more trusted reader", async () => {
    // The boarding pass repeats the e-mail's first leg (same booking code, date and flight).
    const outcome = await readFiles([file("airline-two-legs.eml"), file("boarding-pass.pkpass")], offline);
    expect(summary(outcome)).toEqual([
      ["airline-two-legs.eml", ["json-ld:TP1234 Lisbon → Frankfurt am Main", "json-ld:TP7650 Frankfurt am Main → New York"]],
    ]);
  });

  it("says what it could not read, file by file, and reads the rest", async () => {
    const outcome = await readFiles(
      [
        file("newsletter.eml"),
        file("no-booking.html"),
        file("corrupt.pkpass"),
        file("ticket.pdf", Buffer.from("<html><body>not a pdf</body></html>")),
        file("e-ticket.pdf"),
        file("photo.png", Buffer.from("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", "latin1")),
        file("data.bin", Buffer.from([0, 1, 2, 3, 0, 0])),
        file("hotel-confirmation.eml"),
      ],
      offline,
    );
    expect(outcome.unreadable).toEqual([
      { file: "newsletter.eml", message: { id: NEEDS_AI_MODEL } },
      { file: "no-booking.html", message: { id: NEEDS_AI_MODEL } },
      { file: "corrupt.pkpass", message: { id: DAMAGED_PASS } },
      { file: "ticket.pdf", message: { id: NOT_A_PDF } },
      { file: "e-ticket.pdf", message: { id: NEEDS_AI_MODEL } },
      { file: "photo.png", message: { id: PICTURE_NOT_READ } },
      { file: "data.bin", message: { id: UNKNOWN_KIND } },
    ]);
    expect(summary(outcome)).toEqual([["hotel-confirmation.eml", ["microdata:Hotel Avenida Palace"]]]);
  });

  it("reads pasted text as what it is: a page's source is read, prose needs a model", async () => {
    const page = await readPastedText(fixture("restaurant.html").toString("utf8"), offline);
    expect(summary(page)).toEqual([["Pasted text", ["microdata:Cervejaria Ramiro"]]]);
    const prose = await readPastedText("Your table for 2 at Tasca do Chico on 5 December at 21:00 is confirmed.", offline);
    expect(prose).toEqual({ read: [], unreadable: [{ file: "Pasted text", message: { id: NEEDS_AI_MODEL } }] });
  });
});

describe("readFiles with a model", () => {
  let fake: FakeOpenAi;
  let withModel: { ai: ReturnType<typeof createOpenAiProvider> };
  const booking = (over: Record<string, unknown> = {}) => ({
    type: "flight",
    name: "TP1234 Lisbon → Frankfurt",
    reservationDate: "2026-12-03",
    reservationTime: "07:35",
    endDate: null,
    confirmationNumber: "K7QX2M",
    flightNumber: "TP 1234",
    address: null,
    city: "Lisbon",
    country: "PT",
    cost: 612.4,
    currency: "eur",
    description: null,
    ...over,
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    withModel = { ai: createOpenAiProvider({ baseURL: fake.baseURL, model: "fake-model", timeoutMs: 5000 }) };
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await fake.close();
  });

  it("sends a PDF's text with a JSON schema and takes the validated answer", async () => {
    fake.queue({ content: JSON.stringify({ bookings: [booking(), booking({ name: "TP7650 Frankfurt → New York", reservationTime: "13:15", flightNumber: "TP7650", cost: null, currency: null, city: "Frankfurt", country: "Germany" })] }) });
    const outcome = await readFiles([file("e-ticket.pdf")], withModel);
    expect(outcome.unreadable).toEqual([]);
    expect(outcome.read[0]!.candidates).toMatchObject([
      {
        type: "flight",
        source: "ai",
        name: "TP1234 Lisbon → Frankfurt",
        reservationDate: "2026-12-03",
        reservationTime: "07:35",
        endDate: null,
        confirmationNumber: "K7QX2M",
        flightNumber: "TP1234",
        address: null,
        location: { city: "Lisbon", country: "Portugal" },
        cost: "612.40",
        currency: "EUR",
        description: null,
      },
      expect.objectContaining({ name: "TP7650 Frankfurt → New York", reservationTime: "13:15", cost: null, location: { city: "Frankfurt", country: "Germany" } }),
    ]);
    const [request] = fake.requests;
    const format = request!.response_format as { type: string; json_schema: { schema: { properties: Record<string, unknown> } } };
    expect(format.type).toBe("json_schema");
    expect(Object.keys(format.json_schema.schema.properties)).toEqual(["bookings"]);
    const messages = request!.messages as Array<{ role: string; content: string }>;
    const sent = JSON.parse(messages[1]!.content) as { fileName: string; text: string };
    expect(sent.fileName).toBe("e-ticket.pdf");
    expect(sent.text).toContain("TP 1234 03DEC26 Lisbon (LIS) 07:35 - Frankfurt (FRA) 11:40");
  });

  it("lets the e-mail's markup win over the model's reading of its PDF", async () => {
    fake.queue({ content: JSON.stringify({ bookings: [booking({ flightNumber: "TP1234" })] }) });
    const outcome = await readFiles([file("airline-two-legs.eml")], withModel);
    expect(summary(outcome)).toEqual([
      ["airline-two-legs.eml", ["json-ld:TP1234 Lisbon → Frankfurt am Main", "json-ld:TP7650 Frankfurt am Main → New York"]],
    ]);
    expect(outcome.unreadable).toEqual([]);
  });

  it("gives pasted text and an e-mail without markup to the model", async () => {
    fake.queue(
      { content: JSON.stringify({ bookings: [booking({ type: "restaurant", name: "Tasca do Chico", reservationDate: "2026-12-05", reservationTime: "21:00", flightNumber: null, cost: null, currency: null })] }) },
      { content: JSON.stringify({ bookings: [] }) },
    );
    const pasted = await readPastedText("Your table for 2 at Tasca do Chico on 5 December 2026 at 21:00 is confirmed.", withModel);
    expect(pasted.read[0]!.candidates).toMatchObject([{ type: "restaurant", source: "ai", reservationTime: "21:00", flightNumber: null }]);
    const newsletter = await readFiles([file("newsletter.eml")], withModel);
    expect(newsletter.unreadable).toEqual([{ file: "newsletter.eml", message: { id: NO_BOOKING_FOUND } }]);
    const sent = JSON.parse((fake.requests[1]!.messages as Array<{ content: string }>)[1]!.content) as { text: string };
    expect(sent.text).toContain("Subject: Winter sale: 20% off city breaks");
  });

  it("uses nothing of an answer off the schema, or a failed call, and says so for that file only", async () => {
    fake.queue(
      { content: JSON.stringify({ bookings: [booking({ reservationDate: "3 December" })] }) },
      { status: 500 },
      { status: 500 },
    );
    const outcome = await readFiles([file("e-ticket.pdf"), file("concert-ticket.ics"), file("notes.txt", Buffer.from("Hotel Sol from 5 Dec"))], withModel);
    expect(summary(outcome)).toEqual([["concert-ticket.ics", ["ics:Fado night at Clube de Fado"]]]);
    expect(outcome.unreadable.map((u) => u.file)).toEqual(["e-ticket.pdf", "notes.txt"]);
    expect(errorText(outcome.unreadable[0]!.message, "en")).toMatch(/did not match the expected bookings/);
  });

  it("drops a date that does not exist rather than keep it", async () => {
    fake.queue({ content: JSON.stringify({ bookings: [booking({ reservationDate: "2026-02-30", endDate: "2026-03-02" })] }) });
    const outcome = await readPastedText("TP1234 on 30 February", withModel);
    expect(outcome.read[0]!.candidates[0]).toMatchObject({ reservationDate: null, reservationTime: null, endDate: null });
  });

  it("says a damaged PDF could not be opened without asking the model", async () => {
    const pdf = fixture("e-ticket.pdf");
    const outcome = await readFiles([file("broken.pdf", Buffer.concat([pdf.subarray(0, 40), Buffer.from("garbage")]))], withModel);
    expect(outcome.unreadable).toEqual([{ file: "broken.pdf", message: { id: DAMAGED_PDF } }]);
    expect(fake.requests).toHaveLength(0);
  });
});
