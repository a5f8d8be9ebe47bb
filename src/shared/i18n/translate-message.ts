// Validation and error messages are written in English where they arise: in
// the shared zod schemas (run by the server and by the browser's forms alike)
// and in the server's services. Like gettext's msgids, that English text
// identifies the message: the `errors` area of the catalogue holds each one as
// an ICU pattern ("{label} must be a number"); a message is matched against the
// English patterns, its arguments taken out, and the pattern of the reader's
// language filled with them (ADR 026). An argument that is itself a message of
// the catalogue (a field label such as "Budget") is translated too.
import { IntlMessageFormat } from "intl-messageformat";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Messages } from "./catalogue";

interface Pattern {
  id: string;
  regex: RegExp;
  args: string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English pattern as a regular expression, or null when it has more than plain text and simple arguments. */
function toPattern(id: string, elements: MessageFormatElement[]): Pattern | null {
  const args: string[] = [];
  let source = "";
  for (const el of elements) {
    if (el.type === 0) source += escape(el.value);
    else if (el.type === 1) {
      args.push(el.value);
      source += "(.+?)";
    } else return null;
  }
  return { id, regex: new RegExp(`^${source}$`, "s"), args };
}

interface Patterns {
  exact: Map<string, string>;
  withArgs: Pattern[];
}
const compiled = new WeakMap<object, Patterns>();

/** The English error messages (the `errors` area) as patterns to match, compiled once per catalogue object. */
function patternsOf(englishErrors: Messages): Patterns {
  let patterns = compiled.get(englishErrors);
  if (!patterns) {
    const exact = new Map<string, string>();
    const withArgs: Pattern[] = [];
    for (const [id, message] of Object.entries(englishErrors as Record<string, string | MessageFormatElement[]>)) {
      const elements = typeof message === "string" ? parse(message) : message;
      const pattern = toPattern(id, elements);
      if (!pattern) continue;
      // The text as a message shows it: "'{'city'}'" in the catalogue is "{city}" in a message.
      if (pattern.args.length === 0) exact.set(textOf(elements), id);
      else withArgs.push(pattern);
    }
    // The most specific (longest literal text) first, so "Budget must be …" wins over "{label} must be …".
    withArgs.sort((a, b) => b.regex.source.length - a.regex.source.length);
    patterns = { exact, withArgs };
    compiled.set(englishErrors, patterns);
  }
  return patterns;
}

const textOf = (elements: MessageFormatElement[]) => elements.map((e) => (e.type === 0 ? e.value : "")).join("");

/** The id and arguments of an English message of the `errors` area, or null when it is not one. */
export function identifyMessage(message: string, englishErrors: Messages): { id: string; values: Record<string, string> } | null {
  const { exact, withArgs } = patternsOf(englishErrors);
  const id = exact.get(message);
  if (id) return { id, values: {} };
  for (const p of withArgs) {
    const m = p.regex.exec(message);
    if (m) return { id: p.id, values: Object.fromEntries(p.args.map((name, i) => [name, m[i + 1]!])) };
  }
  return null;
}

/**
 * The message in the language of `messages` (with `locale`); unchanged when it is
 * not in the catalogue (already translated, or from elsewhere).
 */
export function translateMessage(message: string, messages: Messages, locale: string, englishErrors: Messages): string {
  const found = identifyMessage(message, englishErrors);
  if (!found) return message;
  const target = messages[found.id];
  if (target === undefined) return message;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values)) {
    const arg = identifyMessage(value, englishErrors);
    const translated = arg && Object.keys(arg.values).length === 0 ? messages[arg.id] : undefined;
    values[name] = typeof translated === "string" ? translated : translated ? String(new IntlMessageFormat(translated, locale).format()) : value;
  }
  return String(new IntlMessageFormat(target, locale).format(values));
}
