// The text of a PDF (for the AI model), with pdf.js: a damaged or fake PDF
// and a scan with no text each get their own message.
//
// pdf.js runs in a worker thread of its own, started for each PDF: its Node
// build installs core-js polyfills over the built-ins of the realm that loads
// it (Array.prototype.push among them, several times slower than V8's), and
// loaded in the server's thread it slowed every request of every route (ADR
// 029). In the worker it changes only the worker's globals, its ~25 MB live
// only while a PDF is read, and a large PDF cannot block the server's event loop.
//
// A small file may still inflate without end (a "PDF bomb": 1 MB whose page
// inflates to 300 MB kept pdf.js busy for minutes in 2.3 GB). So the worker has
// a heap of its own, bounded, and a deadline; past either it is stopped and the
// PDF is refused as too large. The text kept is bounded too: the model reads a
// booking, not a book.
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { ErrorId } from "@shared/i18n/error-message";
import { Unreadable } from "./unreadable";

export class UnreadablePdf extends Unreadable {}
export const DAMAGED_PDF: ErrorId = "errors.imports.pdfDamaged";
export const NO_PDF_TEXT: ErrorId = "errors.imports.pdfNoText";
export const PDF_TOO_LARGE: ErrorId = "errors.imports.pdfTooLarge";

const MAX_PAGES = 20;
/** Characters of text kept: far beyond any booking's confirmation, short of filling the model's context. */
const MAX_TEXT = 200_000;
/** A 20-page ticket is read in about a second here. */
const DEADLINE_MS = 15_000;
/** The worker's own heap (pdf.js and the page being read), not the server's. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32 };
const PDFJS = pathToFileURL(createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.mjs")).href;

/** What the worker answers: the text (empty for a PDF without any), or that pdf.js could not read it. */
type Answer = { text: string } | { damaged: true } | { tooLarge: true };

// Plain JavaScript run by the worker (an ES module given as source, so it needs no build step of its own).
const WORKER_SOURCE = `
import { parentPort, workerData } from "node:worker_threads";
const { getDocument } = await import(workerData.pdfjs);
let doc;
try {
  doc = await getDocument({ data: workerData.data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  let length = 0;
  for (let n = 1; n <= Math.min(doc.numPages, workerData.maxPages) && length < workerData.maxText; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    let line = "";
    const lines = [];
    for (const item of content.items) {
      if (!("str" in item)) continue;
      line += item.str;
      if (item.hasEOL) { lines.push(line); line = ""; }
    }
    if (line) lines.push(line);
    pages.push(lines.join("\\n"));
    length += pages[pages.length - 1].length;
  }
  parentPort.postMessage({ text: pages.join("\\n\\n").trim().slice(0, workerData.maxText) });
} catch {
  parentPort.postMessage({ damaged: true });
} finally {
  await doc?.destroy();
}
`;

function readInWorker(data: Uint8Array): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER_SOURCE)}`), {
      // A copy: the worker gets the bytes, the caller keeps its own.
      workerData: { data: new Uint8Array(data), pdfjs: PDFJS, maxPages: MAX_PAGES, maxText: MAX_TEXT },
      resourceLimits: WORKER_LIMITS,
    });
    let answer: Answer | null = null;
    const deadline = setTimeout(() => {
      answer = { tooLarge: true };
      void worker.terminate();
    }, DEADLINE_MS);
    worker.once("message", (message: Answer) => (answer ??= message));
    worker.once("error", (error: NodeJS.ErrnoException) => {
      // Out of its heap: the PDF inflates past what a booking needs.
      if (error.code === "ERR_WORKER_OUT_OF_MEMORY") answer ??= { tooLarge: true };
      else reject(error);
    });
    worker.once("exit", () => {
      clearTimeout(deadline);
      if (answer) resolve(answer);
      else reject(new Error("the PDF reader stopped without an answer"));
    });
  });
}

export async function pdfText(data: Uint8Array): Promise<string> {
  let answer: Answer;
  try {
    answer = await readInWorker(data);
  } catch {
    throw new UnreadablePdf(DAMAGED_PDF);
  }
  if ("tooLarge" in answer) throw new UnreadablePdf(PDF_TOO_LARGE);
  if ("damaged" in answer) throw new UnreadablePdf(DAMAGED_PDF);
  if (!answer.text) throw new UnreadablePdf(NO_PDF_TEXT);
  return answer.text;
}
