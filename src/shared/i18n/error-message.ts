// An error or validation message is an id of the `errors` area and its values
// (ADR 044), translated where it is shown: the server's error handler puts it
// in the request's language, a form puts its resolver's messages in the
// reader's. Nothing is recognised by its English text. No zod here: the
// sign-in page imports it.
import type { ErrorsMessageId } from "./messages/errors/en";

/** Every id of the `errors` area (tsc refuses any other). */
export type ErrorId = ErrorsMessageId;
/** A value put into a message: shown as written, or (`{ id }`) a message of its own, such as a field label, translated too. */
export type ErrorValue = string | number | { id: ErrorId };
export type ErrorValues = Record<string, ErrorValue>;

export interface ErrorMessage {
  id: ErrorId;
  values?: ErrorValues;
}

/**
 * The message of a zod check: zod carries only text, so the text is the id,
 * followed by its values as JSON when it has any
 * (`errors.field.maxCharacters{"label":{"id":"errors.label.notes"},"max":100}`).
 */
export function zodMessage(id: ErrorId, values?: ErrorValues): string {
  return values ? id + JSON.stringify(values) : id;
}

const ZOD_MESSAGE = /^(errors\.[A-Za-z0-9.]+)(\{.*\})?$/s;

/**
 * The id and values of a zod message written by zodMessage, or null for any
 * other text (zod's own defaults, a message the server already translated).
 * `isId` says which ids exist (the catalogue the caller has loaded).
 */
export function readZodMessage(text: string, isId: (id: string) => boolean): ErrorMessage | null {
  const match = ZOD_MESSAGE.exec(text);
  if (!match || !isId(match[1]!)) return null;
  return { id: match[1] as ErrorId, ...(match[2] ? { values: JSON.parse(match[2]) as ErrorValues } : {}) };
}

/**
 * A message in the language of `format` (which formats one id of the
 * catalogue). A value that is a message is formatted first; numbers are
 * shown as written (a limit, an HTTP status), not grouped by the locale.
 */
export function formatError(message: ErrorMessage, format: (id: ErrorId, values?: Record<string, string>) => string): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = typeof value === "object" ? format(value.id) : String(value);
  }
  return format(message.id, values);
}

/** What a zod issue gives when it is refused (zod's issue, or fastify-type-provider-zod's copy of it). */
export interface IssueLike {
  code: string;
  message: string;
  /** The field as the API spells it ("segments.0.city"); "" for the body itself. */
  field: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown;
}

/**
 * A refused value's message: the schema's own (an id, see zodMessage), else
 * one by the issue's code that names the field and its limit — never zod's
 * English words.
 */
export function issueMessage(issue: IssueLike, isId: (id: string) => boolean): ErrorMessage {
  const own = readZodMessage(issue.message, isId);
  if (own) return own;
  const field = issue.field || "body";
  const limit = (n: unknown) => (typeof n === "number" || typeof n === "bigint" ? String(n) : "?");
  const counted = issue.origin === "string" ? "Characters" : issue.origin === "array" || issue.origin === "set" ? "Items" : "";
  switch (issue.code) {
    case "too_small":
      return { id: counted === "Characters" ? "errors.zod.tooShort" : counted === "Items" ? "errors.zod.tooFew" : "errors.zod.tooSmall", values: { field, min: limit(issue.minimum) } };
    case "too_big":
      return { id: counted === "Characters" ? "errors.zod.tooLong" : counted === "Items" ? "errors.zod.tooMany" : "errors.zod.tooBig", values: { field, max: limit(issue.maximum) } };
    case "invalid_type":
      return { id: "errors.zod.invalidType", values: { field } };
    case "invalid_value":
      return Array.isArray(issue.values)
        ? { id: "errors.zod.invalidOption", values: { field, options: issue.values.map(String).join(", ") } }
        : { id: "errors.zod.invalidInput", values: { field } };
    case "invalid_format":
      return { id: "errors.zod.invalidFormat", values: { field } };
    default:
      return { id: "errors.zod.invalidInput", values: { field } };
  }
}

/** A zod message about a field named by its label (`errors.label.*`), translated with the message. */
export function labelled(id: ErrorId, label: ErrorId, values?: ErrorValues): string {
  return zodMessage(id, { label: { id: label }, ...values });
}
