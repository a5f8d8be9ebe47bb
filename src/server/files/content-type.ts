// What an uploaded file is, from its first bytes: PDF, a picture, or a wallet
// pass (a zip holding pass.json). A name or a browser's guess is not trusted.
import { unzipSync } from "fflate";

const startsWith = (data: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);

export function pictureType(data: Buffer): string | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(data, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (/^GIF8[79]a$/.test(data.subarray(0, 6).toString("latin1"))) return "image/gif";
  if (data.subarray(0, 4).toString("latin1") === "RIFF" && data.subarray(8, 12).toString("latin1") === "WEBP") return "image/webp";
  const brand = data.subarray(4, 12).toString("latin1");
  if (/^ftyp(heic|heix|mif1|msf1)$/.test(brand)) return "image/heic";
  if (brand === "ftypavif") return "image/avif";
  return null;
}

export const isPdf = (data: Buffer) => data.subarray(0, 1024).includes("%PDF-");
export const isZip = (data: Buffer) => startsWith(data, [0x50, 0x4b, 0x03, 0x04]) || startsWith(data, [0x50, 0x4b, 0x05, 0x06]);

/** A zip that holds a pass.json: nothing is inflated but the one small file asked for. */
function isWalletPass(data: Buffer): boolean {
  try {
    const files = unzipSync(data, { filter: (f) => /(^|\/)pass\.json$/i.test(f.name) && f.originalSize <= 1_000_000 });
    return Object.keys(files).length > 0;
  } catch {
    return false;
  }
}

/** The attachable type of these bytes, or null when they are none of PDF, picture or wallet pass. */
export function attachableType(data: Buffer): string | null {
  if (isPdf(data)) return "application/pdf";
  const picture = pictureType(data);
  if (picture) return picture;
  if (isZip(data) && isWalletPass(data)) return "application/vnd.apple.pkpass";
  return null;
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
