// Who may call each route, declared in the route's definition
// (`config: { access }`) and enforced by the one hook here: the route's reader
// needs no convention to know who gets through, and nothing depends on what a
// path parameter is called beyond the one name for a trip, `:tripId`.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Role } from "@shared/trips";
import type { Action } from "@shared/permissions";
import { HttpError, forbidden, notFound, unauthorized } from "../http-error";
import { allowedRole, isUuid, tripRole } from "./trip-access";
import { TRIP_OF, type TripFinder, type TripOf } from "./trip-of";
import { type ErrorId } from "@shared/i18n/error-message";

/**
 * - "public": anyone, signed in or not (the handler may still look at who is signed in).
 * - "secret-token": anyone holding the secret the route is addressed or called with (a share
 *   token, a calendar feed's token, an access token); the handler checks it.
 * - "signed-in": a session cookie or a personal access token.
 * - "browser-session": a session cookie only; an access token gets 403 (the account's own keys).
 * - "instance-admin": an instance admin's session cookie (docs/product/admin.md); anyone else signed in gets 403.
 * - { action }: a member of the trip `:tripId` whose role may do `action` (the rules table);
 *   with `tripOf`, the trip is the one of the thing the route is addressed by (TRIP_OF).
 */
export type RouteAccess = "public" | "secret-token" | "signed-in" | "browser-session" | "instance-admin" | TripAccess;
export interface TripAccess {
  action: Action;
  tripOf?: TripOf;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (required: the app does not start with a route that does not say). */
    access?: RouteAccess;
    /**
     * Callable by an account that must still set up two-step sign-in (the instance requires it):
     * the setup calls and the signed-in user. Every other signed-in route answers 403
     * `two_factor_setup_required` to it until then.
     */
    beforeTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    /** The trip of a trip-scoped route and the caller's role in it, once the access check passed. */
    trip: { id: string; role: Role } | null;
    /** The caller's role in the route's `:tripId`, read with the session (ADR 029); null: no trip asked about. */
    sessionRole: { tripId: string; role: Role | null } | null;
  }
}

export const SESSION_ONLY: ErrorId = "errors.auth.sessionOnly";
export const ADMINS_ONLY: ErrorId = "errors.admin.adminsOnly";
export const TWO_FACTOR_SETUP_REQUIRED: ErrorId = "errors.twoFactor.setupRequired";

/** The access a route declared: every route has one (checked when the app gets ready); the not-found handler has none. */
const accessOf = (request: FastifyRequest): RouteAccess | undefined => request.routeOptions.config.access;

/**
 * The trip id the session lookup should read the caller's role for: the route's `:tripId`
 * when it is trip-scoped and addressed by the trip itself, so the role costs no query of its own.
 */
export function tripIdToReadWithSession(request: FastifyRequest): string | undefined {
  const access = accessOf(request);
  if (typeof access !== "object" || access.tripOf) return undefined;
  const tripId = (request.params as { tripId?: unknown }).tripId;
  return typeof tripId === "string" && isUuid(tripId) ? tripId : undefined;
}

/**
 * Installs the access check: 401 without a caller (before the body is read), then,
 * once the input is valid, 404 / 403 from the caller's role in the route's trip.
 * `resolveUser` is the session lookup (auth/require-user.ts).
 */
export function installAccess(
  app: FastifyInstance,
  resolveUser: (request: FastifyRequest, reply: FastifyReply) => Promise<{ id: string; isAdmin: boolean; twoFactorSetupRequired: boolean } | null>,
): void {
  app.decorateRequest("trip", null);
  app.decorateRequest("sessionRole", null);

  // Every route says who may call it; the app refuses to start otherwise.
  // Checked once all are registered: a plugin's routes are declared by the onRoute hook of the context it is registered in (declareAccess).
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    routes.push(route);
  });
  app.addHook("onReady", async () => {
    const undeclared = routes.filter((route) => route.config?.access === undefined).map((route) => `${[route.method].flat().join(",")} ${route.url}`);
    if (undeclared.length) throw new Error(`Routes without an access declaration (config.access): ${undeclared.join("; ")}`);
  });

  app.addHook("onRequest", (request, reply, done) => {
    const access = accessOf(request);
    // Callback style: a public request passes with no promise made (ADR 029).
    // Only the not-found handler has no declaration: every route has one (checked at start).
    if (access === undefined || access === "public" || access === "secret-token") return done();
    resolveUser(request, reply).then((user) => {
      if (!user) return done(unauthorized());
      if ((access === "browser-session" || access === "instance-admin") && request.viaAccessToken) return done(forbidden(SESSION_ONLY));
      if (access === "instance-admin" && !user.isAdmin) return done(forbidden(ADMINS_ONLY));
      // Required two-step sign-in, checked here once for every route (read with the session, no query of its own).
      if (user.twoFactorSetupRequired && !request.routeOptions.config.beforeTwoFactorSetup) {
        return done(new HttpError(403, "two_factor_setup_required", TWO_FACTOR_SETUP_REQUIRED));
      }
      done();
    }, done);
  });

  // After validation, as before: a bad body is a 400 for any member.
  app.addHook("preHandler", (request, _reply, done) => {
    const access = accessOf(request);
    if (typeof access !== "object") return done();
    checkTrip(request, access).then(() => done(), done);
  });
}

async function checkTrip(request: FastifyRequest, access: TripAccess): Promise<void> {
  const db = request.server.deps.database.db;
  const userId = request.user!.id;
  let tripId: string;
  if (access.tripOf) {
    const of: TripFinder = TRIP_OF[access.tripOf];
    if (of.findWithRole) {
      // The thing's trip and the caller's role there in one statement (one round trip less).
      const found = await of.findWithRole(db, request, userId);
      if (!found) throw notFound(of.notFound);
      request.trip = { id: found.tripId, role: allowedRole(found.role, access.action) };
      return;
    }
    const found = await of.find(db, request);
    if (found === undefined && "optional" in of) return;
    if (!found) throw notFound(of.notFound);
    tripId = found;
  } else {
    tripId = (request.params as { tripId: string }).tripId;
  }
  const read = request.sessionRole;
  const role = read && read.tripId === tripId ? read.role : await tripRole(db, tripId, userId);
  request.trip = { id: tripId, role: allowedRole(role, access.action) };
}

/** For a plugin's routes, which cannot say it themselves: every route registered in `app`'s context gets `access`. */
export function declareAccess(app: FastifyInstance, access: RouteAccess): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    route.config = { ...route.config, access };
  });
}

/** The trip and role of a trip-scoped route, as its access check found them. */
export function accessedTrip(request: FastifyRequest): { id: string; role: Role } {
  if (!request.trip) throw new Error(`${request.routeOptions.url} is not declared trip-scoped`);
  return request.trip;
}
