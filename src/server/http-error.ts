// Errors a service or access check throws: a status, a code clients decide
// by, and a message id of the `errors` area with its values (ADR 044). The
// app's error handler translates them into the request's language and
// answers the one error shape { message, code, fields? }.
import { issueMessage, type ErrorId, type ErrorMessage, type ErrorValues, type IssueLike } from "@shared/i18n/error-message";
import enErrors from "@shared/i18n/messages/errors/en";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly id: ErrorId,
    readonly values?: ErrorValues,
    /** Messages per field of the request ("location.city"). */
    readonly fields?: Record<string, ErrorMessage>,
  ) {
    // The id, for logs and stack traces; the reader's text is made at the edge.
    super(id);
  }
}

export const badRequest = (field: string, id: ErrorId, values?: ErrorValues) =>
  new HttpError(400, "bad_request", id, values, { [field]: { id, ...(values ? { values } : {}) } });
export const unauthorized = (id: ErrorId = "errors.unauthorized") => new HttpError(401, "unauthorized", id);
export const forbidden = (id: ErrorId = "errors.forbidden") => new HttpError(403, "forbidden", id);
export const notFound = (id: ErrorId = "errors.notFound") => new HttpError(404, "not_found", id);
export const conflict = (id: ErrorId, values?: ErrorValues) => new HttpError(409, "conflict", id, values);
export const gone = (id: ErrorId, values?: ErrorValues) => new HttpError(410, "gone", id, values);

/** Whether `id` is an id of the `errors` area. */
export const isErrorId = (id: string): boolean => Object.hasOwn(enErrors, id);

/**
 * A 400 for a zod issue of a schema a service parses itself: the schema's own
 * message (an id), else one by the issue's code; `field` as the API spells it.
 */
export function invalidField(field: string, issue: Omit<IssueLike, "field">): HttpError {
  const message = issueMessage({ ...issue, field }, isErrorId);
  return new HttpError(400, "bad_request", message.id, message.values, { [field]: message });
}
