// The app's one error handler: every failure becomes the error shape
// { message, code, fields? }. Faults of the database become a 503 the client
// can retry, and what is logged of a fault never carries query parameters
// (a failed registration's parameters hold the e-mail and the password hash).
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError } from "./http-error";
import { StaleVersionError } from "./versions/versions";

export const DATABASE_UNAVAILABLE = "The database is not answering — try again";
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

export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation) {
      const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
      fields[field] ??= issue.message ?? "Invalid value";
    }
    const first = Object.entries(fields)[0]!;
    const message = first[0] === "body" ? "Request body must be a JSON object" : first[1];
    return reply.code(400).send({ message, code: "bad_request", fields });
  }
  if (err instanceof StaleVersionError) {
    return reply.code(409).send({ message: err.message, code: err.code, current: err.current });
  }
  if (err instanceof HttpError) {
    return reply
      .code(err.statusCode)
      .send({ message: err.message, code: err.code, ...(err.fields ? { fields: err.fields } : {}) });
  }
  // Fastify's own client errors (malformed JSON, body too large, bad content type).
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    const code = CLIENT_ERROR_CODES[err.statusCode] ?? "bad_request";
    return reply.code(err.statusCode).send({ message: err.message, code });
  }
  if (isDatabaseUnavailable(err)) {
    request.log.warn({ err }, "database unavailable");
    return reply.code(503).header("retry-after", "5").send({ message: DATABASE_UNAVAILABLE, code: DATABASE_UNAVAILABLE_CODE });
  }
  request.log.error({ err }, "request failed");
  return reply.code(500).send({ message: "Something went wrong on our side. Please try again.", code: "internal" });
}
