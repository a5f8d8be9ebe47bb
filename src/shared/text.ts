// What text the app accepts: no control characters (NUL and the like), which
// PostgreSQL refuses in text columns and which no person types. Tab, newline
// and carriage return are allowed in the multi-line fields only (docs/security.md).
// No zod here: the rule is cheap for any page to import.

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, less tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Fields typed in a text area (descriptions, notes, chat, pasted import text); every other text field is one line. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["description", "notes", "content", "text", "preferences", "message"]);

export const CONTROL_CHARACTER_MESSAGE = "Must not contain control characters";

export function hasControlCharacters(value: string, multiLine: boolean): boolean {
  return (multiLine ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

/**
 * The first text in a JSON value that breaks the rule, as a dotted path
 * ("segments.0.city"), or null. A field's own name decides whether it is multi-line.
 */
export function findControlCharacters(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") {
    const name = path.findLast((p) => !/^\d+$/.test(p)) ?? "";
    return hasControlCharacters(value, MULTI_LINE_FIELDS.has(name)) ? path.join(".") || "body" : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacters(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      // A key is text too (records such as notification settings are keyed by the client).
      if (hasControlCharacters(key, false)) return [...path, key].join(".");
      const found = findControlCharacters(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
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
