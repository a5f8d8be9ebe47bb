// What text the app accepts: no control characters (NUL and the like), which
// PostgreSQL refuses in text columns and which no person types. Tab, newline
// and carriage return are allowed in the multi-line fields only (docs/security.md).
// No zod here: the rule is cheap for any page to import.
import { type ErrorId } from "./i18n/error-message";

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, less tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Fields typed in a text area (descriptions, notes and a note's body, chat, pasted import text); every other text field is one line. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["description", "notes", "body", "content", "text", "preferences", "message"]);

export const CONTROL_CHARACTER_MESSAGE: ErrorId = "errors.request.controlCharacters";

export function hasControlCharacters(value: string, multiLine: boolean): boolean {
  return (multiLine ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

/** An array or object being checked: its keys (null for an array), the next child to look at, where it sits in its parent, and the field name it belongs to. */
interface Frame {
  node: unknown[] | Record<string, unknown>;
  keys: string[] | null;
  next: number;
  at: string | number;
  name: string;
}

const isIndex = (key: string) => /^\d+$/.test(key);

/**
 * The first text in a JSON value that breaks the rule, as a dotted path
 * ("segments.0.city"), or null. A field's own name decides whether it is
 * multi-line (list indexes skipped: "items.0" is an item of "items").
 * One step per value, whatever the shape: a stack of the arrays and objects
 * on the way down, and the path built only when something is found (copying
 * it for every element made a deep body cost depth × elements); no recursion
 * to overflow.
 */
export function findControlCharacters(value: unknown): string | null {
  if (typeof value === "string") return hasControlCharacters(value, false) ? "body" : null;
  if (!value || typeof value !== "object") return null;
  const frames: Frame[] = [frameOf(value as Frame["node"], "", "")];
  const report = (at: string | number) => [...frames.slice(1).map((f) => f.at), at].join(".");
  while (frames.length) {
    const frame = frames[frames.length - 1]!;
    const { node, keys } = frame;
    const length = keys ? keys.length : (node as unknown[]).length;
    if (frame.next >= length) {
      frames.pop();
      continue;
    }
    const i = frame.next++;
    const key = keys ? keys[i]! : null;
    // A key is text too (records such as notification settings are keyed by the client).
    if (key !== null && hasControlCharacters(key, false)) return report(key);
    const child = key !== null ? (node as Record<string, unknown>)[key] : (node as unknown[])[i];
    const name = key !== null && !isIndex(key) ? key : frame.name;
    if (typeof child === "string") {
      if (hasControlCharacters(child, MULTI_LINE_FIELDS.has(name))) return report(key ?? i);
    } else if (child && typeof child === "object") {
      frames.push(frameOf(child as Frame["node"], key ?? i, name));
    }
  }
  return null;
}

function frameOf(node: Frame["node"], at: string | number, name: string): Frame {
  return { node, keys: Array.isArray(node) ? null : Object.keys(node), next: 0, at, name };
}

/** Lower case, accents stripped, punctuation as spaces: "São  Paulo" → "sao paulo" (names typed loosely: cities, searches). */
export function normaliseName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
