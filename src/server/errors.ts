// The app's one error handler: every failure becomes the error shape
// { message, code, fields? }. Faults of the database become a 503 the client
// can retry, and what is logged of a fault never carries query parameters
// (a failed registration's parameters hold the e-mail and the password hash).
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiError } from "@shared/errors";
import { issueMessage, type ErrorId, type ErrorMessage } from "@shared/i18n/error-message";
import type { Language } from "@shared/i18n/languages";
import { HttpError, isErrorId } from "./http-error";
import { browserLanguage, errorText, requestLanguage } from "./i18n";
import { StaleVersionError } from "./versions/versions";

export const DATABASE_UNAVAILABLE_CODE = "database_unavailable";

const CLIENT_ERROR_CODES: Record<number, string> = {
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
};

/** Node socket errors and PostgreSQL states that mean "the database is away", not "the query is wrong". */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
/** admin_shutdown, crash_shutdown, cannot_connect_now, query_canceled (statement timeout), too_many_connections. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "57014", "53300"]);
const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /client has encountered a connection error/i,
  /pglite is closed/i,
  /cannot use a pool after calling end/i,
];

function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown; name?: unknown }> {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    yield e as { code?: unknown; message?: unknown };
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    const message = typeof e.message === "string" ? e.message : "";
    if (UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

/**
 * URLs in a message lose their credentials, query and fragment, and paths
 * their query: those carry tokens, keys and what a member typed (fetch quotes
 * the whole URL it was given when it refuses one).
 */
function withoutUrlSecrets(text: string): string {
  return text
    .replace(/\b([a-z][\w+.-]*:\/\/)(?:[^\s/@]+@)?([^\s?#"'<>]*)(?:[?#][^\s"'<>]*)?/gi, "$1$2")
    .replace(/(\/[^\s?"'<>]*)\?[^\s"'<>]+/g, "$1");
}

/**
 * What the log may hold of an unexpected error: its kind, the database's
 * error code and the innermost message's first line without URL secrets.
 * Drizzle's query errors carry the SQL and its parameters in their own
 * message, stack and fields, so none of those are logged: the innermost cause
 * is the driver's error, which names no values. It is the logger's serializer
 * of `err` (app.ts), so every `log.x({ err }, …)` goes through it.
 */
export function loggableError(err: unknown): { type: string; code?: string; message: string } {
  let innermost: { code?: unknown; message?: unknown; name?: unknown } = {};
  let code: string | undefined;
  for (const e of causes(err)) {
    innermost = e;
    if (typeof e.code === "string") code = e.code;
  }
  const outer = err as { name?: unknown };
  const message = typeof innermost.message === "string" ? innermost.message : "unknown error";
  return {
    type: typeof outer?.name === "string" ? outer.name : "Error",
    ...(code ? { code } : {}),
    // A driver message never spans lines; Drizzle's "Failed query … params: …" does.
    message: message.startsWith("Failed query:") ? "query failed" : withoutUrlSecrets(message.split("\n")[0]!).slice(0, 300),
  };
}

/** Fastify's and its plugins' own refusals of a malformed request, by their code. */
const FASTIFY_ERRORS: Record<string, ErrorId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "errors.request.tooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "errors.request.unsupportedMediaType",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "errors.request.lengthMismatch",
  FST_ERR_CTP_EMPTY_JSON_BODY: "errors.request.emptyJson",
  FST_ERR_CTP_INVALID_JSON_BODY: "errors.request.invalidJson",
  FST_ERR_BAD_URL: "errors.request.badUrl",
  FST_ERR_MAX_PARAM_LENGTH: "errors.request.paramTooLong",
  FST_CP_ERR_INVALID_CONTENT_ENCODING: "errors.request.unsupportedEncoding",
  FST_CP_ERR_INVALID_CONTENT: "errors.request.notDecompressed",
};

/** What the error handler answers: the status and the error shape, its messages still ids. */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: ErrorMessage;
  fields?: Record<string, ErrorMessage>;
  /** A 409 of a stale If-Match: the resource as it is now. */
  current?: unknown;
}

/** Every failure as an answer of the error shape, messages as ids (translated by errorHandler). */
export function errorAnswer(err: FastifyError): ErrorAnswer {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, ErrorMessage> = {};
    for (const issue of err.validation) {
      const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
      fields[field] ??= issueMessage({ code: issue.keyword, message: issue.message ?? "", field, ...issue.params }, isErrorId);
    }
    const first = Object.entries(fields)[0]!;
    const message: ErrorMessage = first[0] === "body" ? { id: "errors.request.bodyNotObject" } : first[1];
    return { status: 400, code: "bad_request", message, fields };
  }
  if (err instanceof HttpError) {
    return {
      status: err.statusCode,
      code: err.code,
      message: { id: err.id, ...(err.values ? { values: err.values } : {}) },
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err instanceof StaleVersionError ? { current: err.current } : {}),
    };
  }
  // Fastify's own client errors (malformed JSON, body too large, bad content type).
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    const code = CLIENT_ERROR_CODES[err.statusCode] ?? "bad_request";
    return { status: err.statusCode, code, message: { id: FASTIFY_ERRORS[err.code] ?? "errors.request.invalidValue" } };
  }
  if (isDatabaseUnavailable(err)) return { status: 503, code: DATABASE_UNAVAILABLE_CODE, message: { id: "errors.databaseUnavailable" } };
  return { status: 500, code: "internal", message: { id: "errors.internal" } };
}

/** The answer's messages in `language`: the error shape as it goes on the wire. */
export function errorBody(answer: ErrorAnswer, language: Language): ApiError {
  const text = (message: ErrorMessage) => errorText(message, language);
  return {
    message: text(answer.message),
    code: answer.code,
    ...(answer.fields ? { fields: Object.fromEntries(Object.entries(answer.fields).map(([field, m]) => [field, text(m)])) } : {}),
    ...(answer.current !== undefined ? { current: answer.current } : {}),
  };
}

/** The app's error handler: the error shape, in the request's language. */
export async function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const answer = errorAnswer(err);
  if (answer.status === 503) {
    request.log.warn({ err }, "database unavailable");
    reply.header("retry-after", "5");
  } else if (answer.status >= 500) {
    request.log.error({ err }, "request failed");
  }
  // The database just failed to answer: asking it for the member's saved language would only wait again.
  const language = answer.code === DATABASE_UNAVAILABLE_CODE ? browserLanguage(request) : await requestLanguage(request);
  return reply.code(answer.status).send(errorBody(answer, language));
}
