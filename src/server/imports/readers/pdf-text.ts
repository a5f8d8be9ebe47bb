// The text of a PDF (for the AI model), with pdf.js: a damaged or fake PDF
// and a scan with no text each get their own message.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export class UnreadablePdf extends Error {}
export const DAMAGED_PDF = "This PDF could not be opened: it is damaged or protected";
export const NO_PDF_TEXT = "This PDF has no text to read (it may be a scan)";

const MAX_PAGES = 20;

export async function pdfText(data: Uint8Array): Promise<string> {
  let doc;
  try {
    // A copy: pdf.js transfers the buffer it is given to its worker.
    doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  } catch {
    throw new UnreadablePdf(DAMAGED_PDF);
  }
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = "";
      const lines: string[] = [];
      for (const item of content.items) {
        if (!("str" in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = "";
        }
      }
      if (line) lines.push(line);
      pages.push(lines.join("\n"));
    }
    const text = pages.join("\n\n").trim();
    if (!text) throw new UnreadablePdf(NO_PDF_TEXT);
    return text;
  } catch (err) {
    if (err instanceof UnreadablePdf) throw err;
    throw new UnreadablePdf(DAMAGED_PDF);
  } finally {
    await doc.destroy();
  }
}
