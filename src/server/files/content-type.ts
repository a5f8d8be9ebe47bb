// What an uploaded file is, from its content: PDF, a picture, or a wallet
// pass (a zip holding pass.json). A name or a browser's guess is not trusted.
// Pictures are recognised by the maintained detector file-type; a zip is never
// handed to it (it inflates entries of office documents, with no budget) but
// opened within the budget of files/archive.ts.
import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import { ArchiveRefused, unzipWithBudget } from "./archive";

/** What the detector calls each picture the app keeps → the type it is kept as. */
const PICTURES: Record<string, string> = {
  "image/png": "image/png",
  "image/apng": "image/png",
  "image/jpeg": "image/jpeg",
  "image/gif": "image/gif",
  "image/webp": "image/webp",
  "image/heic": "image/heic",
  "image/heif": "image/heic",
  "image/heif-sequence": "image/heic",
  "image/avif": "image/avif",
};

/** The picture type of these bytes, or null. */
export async function pictureType(data: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(data);
  return (detected && PICTURES[detected.mime]) ?? null;
}

/** The picture type of a file on disk (read from its first bytes only), or null. */
export async function pictureTypeOfFile(path: string): Promise<string | null> {
  const detected = await fileTypeFromFile(path);
  return (detected && PICTURES[detected.mime]) ?? null;
}

/**
 * Markup a browser would render: a file holding it is not kept as a PDF,
 * whatever else it holds (an HTML or SVG page with "%PDF-" in a comment).
 */
const MARKUP = /<(!doctype\s+html|html|head|body|script|svg|iframe|object|embed|img|style)[\s>/]/i;
/** Where readers look for the PDF header ("%PDF-" within the first 1024 bytes) and browsers sniff markup (1445 bytes). */
const PDF_HEADER_WINDOW = 1024;
const SNIFF_WINDOW = 1445;

/** A PDF: "%PDF-" where a reader looks for it, and no markup where a browser would find it. */
export function isPdf(data: Buffer): boolean {
  return data.subarray(0, PDF_HEADER_WINDOW).includes("%PDF-") && !MARKUP.test(data.subarray(0, SNIFF_WINDOW).toString("latin1"));
}

export const isZip = (data: Buffer) => data.subarray(0, 4).equals(ZIP_LOCAL) || data.subarray(0, 4).equals(ZIP_EMPTY);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_EMPTY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** pass.json, at the top or in a folder. */
export const isPassJson = (name: string) => /(^|\/)pass\.json$/i.test(name);

/**
 * The attachable type of these bytes, or null when they are none of PDF,
 * picture or wallet pass. A zip over its budget throws ArchiveRefused
 * ("over-budget"); a damaged one is simply not a pass.
 */
export async function attachableType(data: Buffer): Promise<string | null> {
  if (isZip(data)) {
    try {
      return (await unzipWithBudget(data, isPassJson)).size > 0 ? "application/vnd.apple.pkpass" : null;
    } catch (err) {
      if (err instanceof ArchiveRefused && err.reason === "damaged") return null;
      throw err;
    }
  }
  return (await pictureType(data)) ?? (isPdf(data) ? "application/pdf" : null);
}
/** A file name as given, without folders or control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (name ?? "").split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  return (base || fallback).slice(0, 200);
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "application/vnd.apple.pkpass": "pkpass",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/avif": "avif",
  "text/calendar": "ics",
  "message/rfc822": "eml",
  "text/html": "html",
  "text/plain": "txt",
};
export const extensionFor = (contentType: string) => EXTENSIONS[contentType] ?? "bin";

/** attachment; filename="ascii"; filename*=UTF-8''… — every browser saves it under its own name. */
export function contentDisposition(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
