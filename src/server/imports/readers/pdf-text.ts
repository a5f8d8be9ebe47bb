// The text of a PDF (for the AI model), with pdf.js: a damaged or fake PDF
// and a scan with no text each get their own message.
//
// pdf.js runs in a worker thread of its own, started for each PDF: its Node
// build installs core-js polyfills over the built-ins of the realm that loads
// it (Array.prototype.push among them, several times slower than V8's), and
// loaded in the server's thread it slowed every request of every route (ADR
// 029). In the worker it changes only the worker's globals, its ~25 MB live
// only while a PDF is read, and a large PDF cannot block the server's event loop.
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import type { ErrorId } from "@shared/i18n/error-message";
import { Unreadable } from "./unreadable";

export class UnreadablePdf extends Unreadable {}
export const DAMAGED_PDF: ErrorId = "errors.imports.pdfDamaged";
export const NO_PDF_TEXT: ErrorId = "errors.imports.pdfNoText";

const MAX_PAGES = 20;
const PDFJS = pathToFileURL(createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.mjs")).href;

/** What the worker answers: the text (empty for a PDF without any), or that pdf.js could not read it. */
type Answer = { text: string } | { damaged: true };

// Plain JavaScript run by the worker (an ES module given as source, so it needs no build step of its own).
const WORKER_SOURCE = `
import { parentPort, workerData } from "node:worker_threads";
import { type ErrorId } from "@shared/i18n/error-message";
import { Unreadable } from "./unreadable";
const { getDocument } = await import(workerData.pdfjs);
let doc;
try {
  doc = await getDocument({ data: workerData.data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  const pages = [];
  for (let n = 1; n <= Math.min(doc.numPages, workerData.maxPages); n++) {
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
  }
  parentPort.postMessage({ text: pages.join("\\n\\n").trim() });
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
      workerData: { data: new Uint8Array(data), pdfjs: PDFJS, maxPages: MAX_PAGES },
    });
    let answer: Answer | null = null;
    worker.once("message", (message: Answer) => (answer = message));
    worker.once("error", reject);
    worker.once("exit", () => (answer ? resolve(answer) : reject(new Error("the PDF reader stopped without an answer"))));
  });
}

export async function pdfText(data: Uint8Array): Promise<string> {
  let answer: Answer;
  try {
    answer = await readInWorker(data);
  } catch {
    throw new UnreadablePdf(DAMAGED_PDF);
  }
  if ("damaged" in answer) throw new UnreadablePdf(DAMAGED_PDF);
  if (!answer.text) throw new UnreadablePdf(NO_PDF_TEXT);
  return answer.text;
}
