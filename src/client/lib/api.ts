// The one fetch wrapper: cookies always, JSON only when there is a body, and a
// non-OK answer becomes an ApiError whose message is "status: body text" while
// the server's own message stays readable.
//
// Calls go through `api`, an openapi-fetch client typed by api-schema.d.ts: the
// types openapi-typescript generates from the server's own OpenAPI document
// (`npm run api:types`; a test fails when the file no longer matches the
// routes). So a call's path, parameters, body and answer are the server's
// contract, checked by the compiler (ADR 042). `apiUrl` writes a typed address
// for what is not a fetch call (a link, an EventSource, a queued write).
import createClient from "openapi-fetch";
import type { paths } from "./api-schema";

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

/** Every path the API documents, as openapi-typescript writes it: `/api/trips/{tripId}/reservations`. */
export type ApiPath = keyof paths & string;

/** The `{name}` parameters of a documented path. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type ParamsArg<P extends string> = [ParamNames<P>] extends [never] ? [] : [params: Record<ParamNames<P>, string>];

/** A documented path with its parameters filled in (each URL-encoded): for links, EventSources and queued writes. */
export function apiUrl<P extends ApiPath>(path: P, ...[params]: ParamsArg<P>): string {
  const values = (params ?? {}) as Record<string, string>;
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
}

/** A non-OK answer as an ApiError: the one place a failed call becomes an error. */
async function failure(res: Response): Promise<ApiError> {
  return new ApiError(res.status, res.statusText, await res.text());
}

/**
 * The typed client over `fetch` (looked up at call time). baseUrl is empty in
 * the browser (same origin); tests outside one give an absolute origin.
 */
export function createApiClient(baseUrl = "") {
  const client = createClient<paths>({ baseUrl, credentials: "include", fetch: (request) => fetch(request) });
  client.use({
    async onResponse({ response }) {
      if (!response.ok) throw await failure(response);
    },
  });
  return client;
}

/** Every API call: `answer(api.GET("/api/trips/{id}", { params: { path: { id } } }))`. */
export const api = createApiClient();

/** A call's answer: a failure has already thrown an ApiError (createApiClient), so the answer is there (undefined for a 204). */
export async function answer<T>(call: Promise<{ data?: T }>): Promise<T> {
  return (await call).data as T;
}

/**
 * A queued write (offline-writes.ts) sent as it was stored: its address was
 * written with apiUrl when it was made. A FormData body (uploads) goes as
 * multipart/form-data, with the boundary the browser picks; anything else as JSON.
 */
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
  if (!res.ok) throw await failure(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read whose 401 means "nobody is signed in" rather than an error. */
export async function nullOn401<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}
