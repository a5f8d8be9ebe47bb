// pdf.js's Node build installs core-js polyfills over built-ins (a slower
// Array.prototype.push among them) in whatever realm loads it: loading the
// server must leave them alone, and reading a PDF must too.
import { describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import { fixture } from "../fixtures";

/** A one-page PDF with a drawing and no text, as a scan without OCR would be. */
function pdfWithoutText(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const parts: Buffer[] = [];
    doc.on("data", (b: Buffer) => parts.push(b));
    doc.on("end", () => resolve(Buffer.concat(parts)));
    doc.rect(50, 50, 200, 100).fill("#888");
    doc.end();
  });
}

describe("pdfText", () => {
  it("reads a PDF's text without touching the server's built-ins", async () => {
    const push = Array.prototype.push;
    const withResolvers = Object.getOwnPropertyDescriptor(Promise, "withResolvers");
    const { pdfText } = await import("./pdf-text");
    const text = await pdfText(fixture("e-ticket.pdf"));
    expect(text).toContain("K7QX2M");
    expect(Array.prototype.push).toBe(push);
    expect(Object.getOwnPropertyDescriptor(Promise, "withResolvers")).toEqual(withResolvers);
  });

  it("tells a damaged PDF and one without text apart", async () => {
    const { pdfText, DAMAGED_PDF, NO_PDF_TEXT } = await import("./pdf-text");
    const pdf = fixture("e-ticket.pdf");
    await expect(pdfText(Buffer.concat([pdf.subarray(0, 40), Buffer.from("garbage")]))).rejects.toThrow(DAMAGED_PDF);
    await expect(pdfText(await pdfWithoutText())).rejects.toThrow(NO_PDF_TEXT);
  });
});
