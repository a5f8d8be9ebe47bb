// Who is calling: resolves the session cookie — or a personal access token or an app's OAuth
// access token sent as `Authorization: Bearer` (docs/product/tokens-and-mcp.md) — once per
// request, slides the session's expiry, and sets request.user. The access hook
// (access/route-access.ts) asks it for every route that is not public;
// `signedInUser` reads the user inside such a route.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { User } from "@shared/user";
import { tripIdToReadWithSession } from "../access/route-access";
import { HttpError, forbidden, unauthorized } from "../http-error";
import type { Db } from "../db/client";
import type { Role } from "@shared/trips";
import type { OAuthScope } from "@shared/oauth";
import { type ErrorId } from "@shared/i18n/error-message";
import { isOAuthAccessToken, lookupOAuthToken } from "../oauth/service";
import { WINDOW_MINUTES, recordTokenFailure, tokenRetryAfterSeconds } from "./rate-limit";
import { lookupAccessToken } from "./access-tokens";
import { SessionCache } from "./session-cache";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, deleteSession, lookupSession, type SessionClient } from "./sessions";
import { CHALLENGE_MINUTES, TWO_FACTOR_COOKIE } from "./two-factor";

declare module "fastify" {
  interface FastifyInstance {
    /** Sessions and roles this instance read a moment ago (ADR 041). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in user once the session was resolved, else null. */
    user: User | null;
    /** The user was resolved from a personal access token, not a session cookie. */
    viaAccessToken?: boolean;
    /** The pending session lookup, so it runs at most once per request. */
    userLookup: Promise<User | null> | null;
  }
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
export const READ_ONLY_TOKEN: ErrorId = "errors.oauth.readOnly";

/**
 * The user a bearer token stands for: a personal access token (ADR 031), or an app's OAuth access
 * token with the scopes the member granted it (ADR 062). Null for an unknown, expired or revoked one.
 */
export async function lookupBearerToken(db: Db, token: string, tripId?: string): Promise<{ user: User; tripRole?: Role | null; scopes?: OAuthScope[] } | null> {
  return isOAuthAccessToken(token) ? lookupOAuthToken(db, token, tripId) : lookupAccessToken(db, token, tripId);
}

/** The token of `Authorization: Bearer <token>`, when the header says so. */
export const bearerToken = (request: FastifyRequest) => /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];

/** The cookie is Secure whenever the app's public address is https (docs/security.md). */
const isHttps = (request: FastifyRequest) => request.server.deps.publicUrl?.startsWith("https:") ?? false;

/** The instance's session cache, told by the database of every change to who may do what. */
export async function installSessionCache(app: FastifyInstance): Promise<void> {
  const cache = new SessionCache();
  const stop = await app.deps.database.onAccessChange(
    // '*': a change for everyone (the instance's settings), else one user's id.
    (userId) => (userId === "*" ? cache.clear() : cache.forgetUser(userId)),
    () => cache.clear(),
  );
  app.decorate("sessionCache", cache);
  app.addHook("onClose", (_app, done) => {
    stop();
    cache.clear();
    done();
  });
}

/** The browser as the sessions list names it. */
export const sessionClient = (request: FastifyRequest): SessionClient => ({ ip: request.ip, userAgent: request.headers["user-agent"] });

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isHttps(request),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** The pending cookie of a sign-in waiting for its code (auth/two-factor.ts): 5 minutes, sent only to the two-step calls. */
export function setChallengeCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(TWO_FACTOR_COOKIE, token, { ...challengeCookie(request), maxAge: CHALLENGE_MINUTES * 60 });
}

export function clearChallengeCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TWO_FACTOR_COOKIE, challengeCookie(request));
}

const challengeCookie = (request: FastifyRequest) => ({ httpOnly: true, sameSite: "lax" as const, path: "/api/auth/2fa", secure: isHttps(request) });

/** A sign-in's new session for this browser: the one it held before (if any) is ended, not left behind. */
export async function replaceSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(request.server.deps.database.db, previous);
  setSessionCookie(request, reply, token);
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
  let pending = request.userLookup;
  if (!pending) {
    pending = (async () => {
      // A trip-scoped route's role comes with the session, in one round trip (ADR 029).
      const scoped = tripIdToReadWithSession(request);
      // A bearer token decides alone: a bad one is a 401 even with a session cookie beside it.
      const bearer = bearerToken(request);
      if (bearer !== undefined) {
        const byToken = await lookupBearerToken(request.server.deps.database.db, bearer, scoped);
        if (!byToken) {
          await countWrongToken(request, reply);
          return null;
        }
        // An app's scope narrows what its member may do, never widens it: read-only changes nothing.
        if (byToken.scopes && !byToken.scopes.includes("trips:write") && !READS.has(request.method)) throw forbidden(READ_ONLY_TOKEN);
        request.viaAccessToken = true;
        if (scoped !== undefined) request.sessionRole = { tripId: scoped, role: byToken.tripRole ?? null };
        return byToken.user;
      }
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const found = await lookupSession(request.server.deps.database.db, token, scoped, request.server.sessionCache, sessionClient(request));
      if (found.status === "expired") clearSessionCookie(request, reply);
      if (found.status !== "valid") return null;
      if (scoped !== undefined) request.sessionRole = { tripId: scoped, role: found.tripRole ?? null };
      // Re-send the cookie only when the stored expiry moved, so its Max-Age matches.
      if (found.refreshed) setSessionCookie(request, reply, token);
      return found.user;
    })();
    request.userLookup = pending;
  }
  return pending.then((user) => (request.user = user));
}

/**
 * A wrong bearer token counts against the client's address, like a wrong
 * password; past the limit the answer is 429 with Retry-After instead of 401.
 */
async function countWrongToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const db = request.server.deps.database.db;
  const wait = await tokenRetryAfterSeconds(db, request.ip);
  if (wait !== null) {
    reply.header("retry-after", String(wait));
    throw new HttpError(429, "rate_limited", "errors.auth.tooManyWrongTokens", { minutes: WINDOW_MINUTES });
  }
  await recordTokenFailure(db, request.ip);
}

/** The caller of a route that is not public (the access hook signed them in). */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
