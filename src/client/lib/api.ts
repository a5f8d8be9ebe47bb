// The one fetch wrapper (docs/product/accounts-and-security.md): cookies always, JSON only when there is a
// body, and a non-OK answer becomes an ApiError whose message is
// "status: body text" while the server's own message stays readable.

export class ApiError extends Error {
  readonly status: number;
  /** The `message` of the server's JSON error body, when it sent one. */
  readonly serverMessage: string | null;
  readonly code: string | null;
  readonly fields: Record<string, string> | undefined;
  /** A 409 of a stale If-Match: the resource as the server has it now (docs/product/offline.md). */
  readonly current: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(errorMessageFor(status, statusText, bodyText));
    this.name = "ApiError";
    this.status = status;
    const parsed = parseErrorBody(bodyText);
    this.serverMessage = parsed?.message ?? null;
    this.code = parsed?.code ?? null;
    this.fields = parsed?.fields;
    this.current = parsed?.current;
  }
}

/** docs/product/screens.md: "{status}: {body text}", or the status text when the body is empty. */
export function errorMessageFor(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/**
 * The server's error JSON (apiErrorSchema in @shared/errors), tolerating a
 * missing code or a non-JSON body. Checked by hand rather than with the
 * schema: this module is part of every page's first script, and zod there
 * cost more at start than all of React's own set-up (ADR 015). api.test.ts
 * checks it agrees with the schema.
 */
export function parseErrorBody(
  bodyText: string,
): { message: string; code?: string; fields?: Record<string, string>; current?: unknown } | null {
  if (!bodyText) return null;
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const { message, code, fields, current } = json as Record<string, unknown>;
  if (typeof message !== "string") return null;
  if (code !== undefined && typeof code !== "string") return null;
  if (fields !== undefined && !isStringRecord(fields)) return null;
  return { message, ...(code === undefined ? {} : { code }), ...(fields === undefined ? {} : { fields }), ...(current === undefined ? {} : { current }) };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === "string");
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** What a toast should say: the server's message, else the given fallback. */
export function errorDescription(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** A FormData body (uploads) goes as multipart/form-data, with the boundary the browser picks; anything else as JSON. */
export async function apiRequest<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    ...(body === undefined
      ? { headers }
      : typeof FormData !== "undefined" && body instanceof FormData
        ? { headers, body }
        : { headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
  if (!res.ok) {
    throw new ApiError(res.status, res.statusText, await res.text());
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET that reads a 401 as "nobody is signed in" instead of an error. */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>("GET", url);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}
