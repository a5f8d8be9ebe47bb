// MIME e-mails on the fixtures: quoted-printable and base64 bodies decoded,
// attachments (also inside a forwarded message) handed back as files.
import { describe, expect, it } from "vitest";
import { fixture } from "../fixtures";
import { DAMAGED_EMAIL, looksLikeEmail, readEmail } from "./email";
import { englishError } from "@shared/i18n/english-errors";

describe("readEmail", () => {
  it("decodes a quoted-printable HTML body and a base64 PDF attachment", async () => {
    const email = await readEmail(fixture("airline-two-legs.eml"));
    expect(email.subject).toBe("Your booking K7QX2M is confirmed – Lisbon → New York");
    // Soft line breaks and =3D undone: the JSON-LD is whole again.
    expect(email.html).toContain('<script type="application/ld+json">');
    expect(email.html).toContain('"departureTime": "2026-12-03T07:35:00+0:00"');
    expect(email.text).toContain("EUR 612.40 — your e-ticket is attached");
    expect(email.attachments).toHaveLength(1);
    const [pdf] = email.attachments;
    expect(pdf).toMatchObject({ name: "e-ticket K7QX2M.pdf", contentType: "application/pdf" });
    expect(pdf!.data.equals(fixture("e-ticket.pdf"))).toBe(true);
  });

  it("decodes a base64 HTML body", async () => {
    const email = await readEmail(fixture("hotel-confirmation.eml"));
    expect(email.html).toContain('itemtype="http://schema.org/LodgingReservation"');
    expect(email.html).toContain("Rua 1º de Dezembro 123");
    expect(email.attachments).toEqual([]);
  });

  it("reaches into a forwarded message: its body and its own attachment", async () => {
    const email = await readEmail(fixture("forwarded-restaurant.eml"));
    expect(email.subject).toBe("Fwd: Reserva confirmada / Table confirmed");
    expect(email.html).toContain("FoodEstablishmentReservation");
    expect(email.attachments.map((a) => [a.name, a.contentType])).toEqual([["fado-night.ics", "text/calendar"]]);
    expect(email.attachments[0]!.data.toString("utf8")).toContain("SUMMARY:Fado night at Clube de Fado");
  });

  it("tells an e-mail by its headers, whatever the file is called", () => {
    expect(looksLikeEmail(fixture("newsletter.eml"))).toBe(true);
    expect(looksLikeEmail(Buffer.from("Subject: Hello\r\nFrom: a@b.example\r\n\r\nBody"))).toBe(true);
    expect(looksLikeEmail(Buffer.from("Dear Ana,\nyour booking is confirmed.\nFrom: 3 December"))).toBe(false);
    expect(looksLikeEmail(fixture("hotel.html"))).toBe(false);
  });

  it("reads even a message that is mostly garbage without failing", async () => {
    const email = await readEmail(Buffer.from("Subject: x\r\nContent-Type: multipart/mixed; boundary=zz\r\n\r\n--zz\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!not base64!!!\r\n"));
    expect(email.subject).toBe("x");
    expect(englishError(DAMAGED_EMAIL)).toMatch(/could not be read/);
  });
});
