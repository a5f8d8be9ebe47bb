// Reads one top-level string field out of a JSON object while it streams in,
// so the chat can show a model's `reply` as it is generated even though the
// model answers in JSON (the whole object is still validated at the end).

export class ReplyFieldReader {
  private buffer = "";
  private emitted = 0;
  private readonly opener: RegExp;

  constructor(field: string) {
    this.opener = new RegExp(`"${field}"\\s*:\\s*"`);
  }

  /** Adds a chunk; returns the newly decoded part of the field's text (or ""). */
  push(chunk: string): string {
    this.buffer += chunk;
    const m = this.opener.exec(this.buffer);
    if (!m) return "";
    const text = decodePartialString(this.buffer.slice(m.index + m[0].length));
    const delta = text.slice(this.emitted);
    this.emitted = text.length;
    return delta;
  }
}

const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

/** Decodes a JSON string body up to its closing quote or up to the last complete character. */
export function decodePartialString(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '"') return out;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = s[i + 1];
    if (e === undefined) return out;
    if (e === "u") {
      const hex = s.slice(i + 2, i + 6);
      if (hex.length < 4) return out;
      out += String.fromCharCode(parseInt(hex, 16));
      i += 5;
    } else {
      out += ESCAPES[e] ?? e;
      i += 1;
    }
  }
  return out;
}
