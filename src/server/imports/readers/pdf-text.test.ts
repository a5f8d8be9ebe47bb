// pdf.js's Node build installs core-js polyfills over built-ins (a slower
// Array.prototype.push among them) in whatever realm loads it: loading the
// server must leave them alone, and reading a PDF must too.
import { describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import { deflateSync } from "node:zlib";
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

/**
 * A PDF bomb: about 1 MB on disk, one page whose content stream inflates to `mb` MB of text operators. Read
 * whole, it took pdf.js over four minutes and 2.3 GB of memory and gave 200 MB of text.
 */
function pdfBomb(mb: number): Buffer {
  const unit = Buffer.from(`BT /F1 12 Tf 72 712 Td (${"A".repeat(60)}) Tj ET\n`);
  const content = Buffer.alloc(mb * 1024 * 1024, unit);
  const stream = deflateSync(content);
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  let at = parts[0]!.length;
  const offsets: number[] = [];
  const add = (b: Buffer, object = false) => {
    if (object) offsets.push(at);
    parts.push(b);
    at += b.length;
  };
  add(Buffer.from("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"), true);
  add(Buffer.from("2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"), true);
  add(Buffer.from("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n"), true);
  add(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`), true);
  add(stream);
  add(Buffer.from("\nendstream\nendobj\n"));
  add(Buffer.from("5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n"), true);
  const xref = at;
  const rows = offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  add(Buffer.from(`xref\n0 6\n0000000000 65535 f \n${rows}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
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

  it("gives up on a PDF bomb within seconds, without the server's memory growing by gigabytes", async () => {
    const { pdfText, PDF_TOO_LARGE } = await import("./pdf-text");
    const bomb = pdfBomb(300);
    expect(bomb.length).toBeLessThan(2_000_000);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const started = Date.now();
    try {
      await expect(pdfText(bomb)).rejects.toThrow(PDF_TOO_LARGE);
    } finally {
      clearInterval(sample);
    }
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(peak - before).toBeLessThan(1_000_000_000);
  }, 60_000);
});
