// A MIME e-mail (.eml) taken apart with mailparser: its HTML (where the
// schema.org markup is), its text (for a model when there is none) and its
// attachments as files of their own — tickets, passes, calendar files and
// forwarded messages, decoded from base64 or quoted-printable.
import { type ErrorId } from "@shared/i18n/error-message";
import { Unreadable } from "./unreadable";

export interface EmailFile {
  name: string;
  contentType: string;
  data: Buffer;
}

export interface Email {
  subject: string | null;
  html: string | null;
  text: string | null;
  attachments: EmailFile[];
}

export class UnreadableEmail extends Unreadable {}
export const DAMAGED_EMAIL: ErrorId = "errors.imports.emailDamaged";

/** Whether the bytes start like an e-mail (a block of headers), whatever the file is called. */
export function looksLikeEmail(data: Buffer): boolean {
  const head = data.subarray(0, 8192).toString("latin1").replace(/^\uFEFF/, "");
  const lines = (head.split(/\r?\n\r?\n/, 1)[0] ?? "").split(/\r?\n/);
  // Every line of the block is a header or a header's continuation, and the usual ones are there.
  const headerLines = lines.every((l) => /^[A-Za-z][\w-]*:/.test(l) || /^[ \t]/.test(l));
  return headerLines && lines.some((l) => /^(from|subject|mime-version):/i.test(l));
}

export async function readEmail(data: Buffer): Promise<Email> {
  // Loaded on first use: mailparser and its charset tables are ~14 MB the idle server need not hold (ADR 029).
  const { simpleParser } = await import("mailparser");
  let parsed;
  try {
    parsed = await simpleParser(data, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  } catch {
    throw new UnreadableEmail(DAMAGED_EMAIL);
  }
  const attachments = parsed.attachments.map((a, i) => ({
    name: a.filename || defaultName(a.contentType, i),
    contentType: a.contentType,
    data: a.content,
  }));
  return {
    subject: parsed.subject?.trim() || null,
    html: typeof parsed.html === "string" && parsed.html.trim() ? parsed.html : null,
    text: parsed.text?.trim() || null,
    attachments,
  };
}

const EXTENSIONS: Record<string, string> = {
  "message/rfc822": "eml",
  "text/calendar": "ics",
  "application/ics": "ics",
  "application/pdf": "pdf",
  "application/vnd.apple.pkpass": "pkpass",
  "text/html": "html",
  "text/plain": "txt",
};

function defaultName(contentType: string, index: number): string {
  return `attachment-${index + 1}.${EXTENSIONS[contentType.toLowerCase()] ?? "bin"}`;
}
