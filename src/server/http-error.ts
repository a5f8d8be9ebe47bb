// Errors a service or access check throws; the app's error handler turns
// them into the one error shape { message, code, fields? }.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, "bad_request", message, { [field]: message });
export const unauthorized = (message = "Unauthorized") => new HttpError(401, "unauthorized", message);
export const forbidden = (message = "You do not have permission to do this") => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);
export const gone = (message: string) => new HttpError(410, "gone", message);
