// What text the app accepts: no control characters (NUL and the like), which
// PostgreSQL refuses in text columns and which no person types. Tab, newline
// and carriage return are allowed in the multi-line fields only (SPEC-2 §8).
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

/** A value still to check, with the way to it: the path is built only when something is found. */
interface Visit {
  value: unknown;
  /** Its key or index in its parent; null for the whole value. */
  key: string | null;
  parent: Visit | null;
  /** The nearest field name on the way to it (list indexes skipped): it decides whether the text is multi-line. */
  name: string;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) keys.push(v.key);
  return keys.reverse().join(".");
};

/**
 * The first text in a JSON value that breaks the rule, as a dotted path
 * ("segments.0.city"), or null. A field's own name decides whether it is multi-line.
 * One step per value, whatever the nesting: no path is copied per element (a
 * deep body made that depth × elements), and no recursion to overflow.
 */
export function findControlCharacters(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null, name: "" }];
  while (stack.length) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === "string") {
      if (hasControlCharacters(v, MULTI_LINE_FIELDS.has(visit.name))) return pathOf(visit) || "body";
    } else if (Array.isArray(v)) {
      // Pushed last to first, so the first offending element is the one named.
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: visit, name: visit.name });
    } else if (v && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: visit, name: /^\d+$/.test(key) ? visit.name : key });
      }
      // A key is text too (records such as notification settings are keyed by the client).
      for (const [key] of entries) {
        if (hasControlCharacters(key, false)) return pathOf({ value: null, key, parent: visit, name: key });
      }
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
