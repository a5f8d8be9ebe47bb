// Who is calling: resolves the session cookie once per request, slides its
// expiry, and sets request.user. `requireUser` is the preHandler every
// signed-in route uses; `signedInUser` reads the user inside such a route.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { User } from "@shared/user";
import { isUuid, rememberTripRole } from "../access/trip-access";
import { unauthorized } from "../http-error";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, lookupSession } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user once the session was resolved, else null. */
    user: User | null;
  }
}

/** The cookie is Secure whenever the app's public address is https (SPEC-2 §8). */
const isHttps = (request: FastifyRequest) => request.server.deps.publicUrl?.startsWith("https:") ?? false;

const resolved = new WeakMap<FastifyRequest, Promise<User | null>>();

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps(request),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps(request),
  });
}

/** The request's user (or null), looked up at most once per request. */
export function resolveUser(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = (async () => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      // A trip-scoped route's role comes with the session, in one round trip (ADR 029).
      const tripId = (request.params as { tripId?: unknown } | undefined)?.tripId;
      const scoped = typeof tripId === "string" && isUuid(tripId) ? tripId : undefined;
      const found = await lookupSession(request.server.deps.database.db, token, scoped);
      if (found.status === "expired") clearSessionCookie(request, reply);
      if (found.status !== "valid") return null;
      if (scoped !== undefined) rememberTripRole(request, scoped, found.user.id, found.tripRole ?? null);
      // Re-send the cookie only when the stored expiry moved, so its Max-Age matches.
      if (found.refreshed) setSessionCookie(request, reply, token);
      return found.user;
    })();
    resolved.set(request, pending);
  }
  return pending.then((user) => (request.user = user));
}

/** preHandler: 401 unless the request carries a live session. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await resolveUser(request, reply);
  if (!user) throw unauthorized();
}

/** The user of a route guarded by requireUser. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
