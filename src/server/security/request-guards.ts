// Two guards every write passes before its route runs (docs/security.md):
// - a write sent by a browser from another site is refused (403), so a page
//   elsewhere cannot act with a member's cookie; calls with a bearer token,
//   which no other site can attach, are exempt (the one read that changes
//   something, GET /api/logout, asks isCrossSite itself);
// - a POST, PUT or PATCH says it sends JSON or multipart, or sends no body
//   type at all (a body-less POST); anything else is a 415. A cross-site HTML
//   form can only send the other types, without a CORS preflight.
// The one exception is the OAuth protocol's own endpoints (oauth/routes.ts): OAuth clients send
// form bodies from anywhere by design, and those endpoints read no cookie, so neither guard has
// anything to protect there. The consent approval is an /api route and keeps both guards.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http-error";
import { OAUTH_PROTOCOL_PATH } from "../oauth/routes";
import { type ErrorId } from "@shared/i18n/error-message";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);
const ACCEPTED_TYPE = /^(application\/([a-z0-9.+-]+\+)?json|multipart\/form-data)\s*(;|$)/i;

export const CROSS_SITE_MESSAGE: ErrorId = "errors.request.crossSite";
export const MEDIA_TYPE_MESSAGE: ErrorId = "errors.request.sendJson";

/** The origin of a URL as browsers write it ("http://localhost", no default port), or null when it is none. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A request a browser sent from another site: its Origin is not ours, or —
 * without one (a navigation) — Sec-Fetch-Site says cross-site or the Referer
 * is another site's. Ours are PUBLIC_URL's origin and the one the request was
 * addressed to.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const own = [originOf(`${request.protocol}://${request.host}`), publicUrl ? originOf(publicUrl) : null].filter((o) => o !== null);
  const { origin, referer } = request.headers;
  if (origin !== undefined) return !own.includes(originOf(origin) ?? origin);
  if (request.headers["sec-fetch-site"] === "cross-site") return true;
  return referer !== undefined && !own.includes(originOf(referer) ?? referer);
}

export function installRequestGuards(app: FastifyInstance, opts: { publicUrl?: string }): void {
  // Callback style: a read passes with no promise made (ADR 029).
  app.addHook("onRequest", (request, _reply, done) => {
    if (!WRITES.has(request.method) || OAUTH_PROTOCOL_PATH.test(request.url)) return done();
    if (!/^bearer\s/i.test(request.headers.authorization ?? "") && isCrossSite(request, opts.publicUrl)) {
      return done(new HttpError(403, "cross_site", CROSS_SITE_MESSAGE));
    }
    const type = request.headers["content-type"];
    if (WITH_BODY.has(request.method) && type !== undefined && !ACCEPTED_TYPE.test(type)) {
      return done(new HttpError(415, "unsupported_media_type", MEDIA_TYPE_MESSAGE));
    }
    done();
  });
}
