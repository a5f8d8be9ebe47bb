// Which reader reads a file: decided by its content first (magic bytes,
// headers), its name and type second. An e-mail's attachments are read as
// files of their own. PDFs, plain text and pages without structured data go
// to the AI model when one is configured; without one they are listed as
// unreadable — never guessed. No database here: the service stores uploads.
import { extname } from "node:path";
import { NEEDS_AI_MODEL, NO_BOOKING_FOUND, type ImportSource } from "@shared/imports";
import type { AiCallOptions, AiProvider } from "../ai/provider";
import { HttpError } from "../http-error";
import type { ReadCandidate } from "./readers/common";
import { looksLikeEmail, readEmail } from "./readers/email";
import { pdfText } from "./readers/pdf-text";
import { readWithAi } from "./readers/ai";
import { isPdf, isZip, pictureType } from "../files/content-type";
import { type ErrorId, type ErrorMessage } from "@shared/i18n/error-message";
import { Unreadable } from "./readers/unreadable";

export interface ImportFile {
  name: string;
  data: Buffer;
  contentType?: string;
}

/** A file that gave candidates: the service keeps it as an upload, and the candidates carry its id. */
export interface ReadFile {
  file: ImportFile;
  candidates: ReadCandidate[];
}

export interface ReadOutcome {
  read: ReadFile[];
  unreadable: { file: string; message: ErrorMessage }[];
}

export interface ReadOptions {
  /** The configured model; an offline provider reads nothing. */
  ai: AiProvider;
  signal?: AbortSignal;
}

export const NOT_A_PDF: ErrorId = "errors.imports.notAPdf";
export const PICTURE_NOT_READ: ErrorId = "errors.imports.picture";
export const UNKNOWN_KIND: ErrorId =
  "errors.imports.unknownKind";
export const NO_PASS_BOOKING: ErrorId = "errors.imports.passNoBooking";

/** Attachments of attachments (forwards of forwards) are followed this deep. */
const MAX_DEPTH = 3;

type Kind = "email" | "html" | "pkpass" | "ics" | "pdf" | "fake-pdf" | "text" | "image" | "unknown";

/** Text a person could have written: valid UTF-8 (or Latin-1) without NULs. */
function isText(data: Buffer): boolean {
  return !data.subarray(0, 8192).includes(0);
}

export async function kindOf(file: ImportFile): Promise<Kind> {
  const ext = extname(file.name).toLowerCase();
  const type = (file.contentType ?? "").toLowerCase().split(";")[0]!.trim();
  const data = file.data;
  if (isPdf(data)) return "pdf";
  if (isZip(data)) return "pkpass";
  if (ext === ".pdf" || type === "application/pdf") return "fake-pdf";
  if (ext === ".pkpass" || type === "application/vnd.apple.pkpass") return "pkpass";
  if (await pictureType(data)) return "image";
  if (!isText(data)) return "unknown";
  const head = data.subarray(0, 2048).toString("utf8").replace(/^\uFEFF/, "").trimStart();
  if (/^BEGIN:VCALENDAR/i.test(head) || ext === ".ics" || type === "text/calendar" || type === "application/ics") return "ics";
  if (ext === ".eml" || type === "message/rfc822" || looksLikeEmail(data)) return "email";
  if (ext === ".html" || ext === ".htm" || type === "text/html" || /^(<!doctype html|<html|<\?xml|<head|<body|<script|<div)/i.test(head)) return "html";
  return "text";
}

export async function readFiles(files: ImportFile[], options: ReadOptions): Promise<ReadOutcome> {
  const outcome: ReadOutcome = { read: [], unreadable: [] };
  for (const file of files) await readOne(file, file.name, 0, options, outcome);
  return dropRepeats(outcome);
}

/** Pasted text: read as the file it looks like (an e-mail's source, a page, a calendar), else given to the model. */
export function readPastedText(text: string, options: ReadOptions): Promise<ReadOutcome> {
  return readFiles([{ name: "Pasted text", data: Buffer.from(text, "utf8"), contentType: "text/plain" }], options);
}

/**
 * Reads one file into `outcome`; true when it (or what it holds) gave a candidate.
 * `label` names it in messages ("booking.eml › ticket.pdf").
 */
async function readOne(file: ImportFile, label: string, depth: number, options: ReadOptions, outcome: ReadOutcome, attached = false): Promise<boolean> {
  const found = (candidates: ReadCandidate[]) => {
    if (candidates.length) outcome.read.push({ file, candidates });
    return candidates.length > 0;
  };
  const unreadable = (message: ErrorMessage) => {
    outcome.unreadable.push({ file: label, message });
    return false;
  };
  const { readIcs, readPkpass, readSchemaOrg, readHtmlData } = await import("./readers/structured");
  try {
    switch (await kindOf(file)) {
      case "pkpass": {
        const candidates = await readPkpass(file.data);
        return candidates.length ? found(candidates) : unreadable({ id: NO_PASS_BOOKING });
      }
      case "ics": {
        const candidates = readIcs(file.data.toString("utf8"));
        return candidates.length ? found(candidates) : unreadable({ id: NO_BOOKING_FOUND });
      }
      case "html": {
        const html = file.data.toString("utf8");
        const candidates = readSchemaOrg(html);
        if (candidates.length) return found(candidates);
        if (attached) return false;
        return found(await readByModel(file, readHtmlData(html).text, options, unreadable));
      }
      case "email": {
        const email = await readEmail(file.data);
        const fromBody = email.html ? readSchemaOrg(email.html) : [];
        found(fromBody);
        let fromAttachments = false;
        if (depth < MAX_DEPTH) {
          for (const a of email.attachments) {
            const read = await readOne({ name: a.name, data: a.data, contentType: a.contentType }, `${label} › ${a.name}`, depth + 1, options, outcome, true);
            fromAttachments ||= read;
          }
        }
        if (fromBody.length || fromAttachments) return true;
        // A forwarded message without markup: the outer e-mail's text (which includes it) is what the model reads.
        if (attached) return false;
        const text = [email.subject ? `Subject: ${email.subject}` : null, email.text ?? (email.html ? readHtmlData(email.html).text : null)].filter(Boolean).join("\n\n");
        return found(await readByModel(file, text, options, unreadable));
      }
      case "pdf": {
        if (options.ai.kind === "offline") return unreadable({ id: NEEDS_AI_MODEL });
        return found(await readByModel(file, await pdfText(file.data), options, unreadable));
      }
      case "fake-pdf":
        return unreadable({ id: NOT_A_PDF });
      case "text":
        // A text file inside an e-mail is a signature or a disclaimer, not a booking.
        if (attached) return false;
        return found(await readByModel(file, file.data.toString("utf8"), options, unreadable));
      case "image":
        // Logos and signatures in e-mails are not worth a word.
        return attached ? false : unreadable({ id: PICTURE_NOT_READ });
      default:
        return attached ? false : unreadable({ id: UNKNOWN_KIND });
    }
  } catch (err) {
    if (err instanceof Unreadable) return unreadable({ id: err.id });
    // The model failed or answered off-schema: this file is unread, the others still are.
    if (err instanceof HttpError && err.statusCode >= 500) return unreadable({ id: err.id, ...(err.values ? { values: err.values } : {}) });
    throw err;
  }
}

async function readByModel(file: ImportFile, text: string, options: ReadOptions, unreadable: (m: ErrorMessage) => boolean): Promise<ReadCandidate[]> {
  if (options.ai.kind === "offline") {
    unreadable({ id: NEEDS_AI_MODEL });
    return [];
  }
  if (!text.trim()) {
    unreadable({ id: NO_BOOKING_FOUND });
    return [];
  }
  const call: AiCallOptions = options.signal ? { signal: options.signal } : {};
  const candidates = await readWithAi(options.ai, { fileName: file.name, text }, call);
  if (!candidates.length) unreadable({ id: NO_BOOKING_FOUND });
  return candidates;
}

const TRUST: Record<ImportSource, number> = { "json-ld": 0, microdata: 1, pkpass: 2, ics: 3, ai: 4 };

/**
 * The same booking read from two files of one import (the e-mail's markup and
 * its PDF ticket, an e-mail and its boarding pass) is kept once, from the
 * more trusted reader. Without a confirmation number nothing is assumed.
 */
function dropRepeats(outcome: ReadOutcome): ReadOutcome {
  const keyOf = (c: ReadCandidate) =>
    c.confirmationNumber && c.reservationDate ? [c.type, c.reservationDate, c.confirmationNumber.toUpperCase(), c.flightNumber ?? ""].join("\u0001") : null;
  const best = new Map<string, number>();
  for (const r of outcome.read) {
    for (const c of r.candidates) {
      const key = keyOf(c);
      if (key) best.set(key, Math.min(best.get(key) ?? Infinity, TRUST[c.source]));
    }
  }
  const kept = new Set<string>();
  const read = outcome.read
    .map((r) => ({
      file: r.file,
      candidates: r.candidates.filter((c) => {
        const key = keyOf(c);
        if (!key) return true;
        if (TRUST[c.source] !== best.get(key) || kept.has(key)) return false;
        kept.add(key);
        return true;
      }),
    }))
    .filter((r) => r.candidates.length > 0);
  return { read, unreadable: outcome.unreadable };
}
