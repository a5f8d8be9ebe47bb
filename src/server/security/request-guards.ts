// Two guards every write passes before its route runs (docs/security.md):
// - a write sent by a browser from another site is refused (403), so a page
//   elsewhere cannot act with a member's cookie; calls with a bearer token,
//   which no other site can attach, are exempt;
// - a POST, PUT or PATCH says it sends JSON or multipart, or sends no body
//   type at all (a body-less POST); anything else is a 415. A cross-site HTML
//   form can only send the other types, without a CORS preflight.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http-error";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);
const ACCEPTED_TYPE = /^(application\/([a-z0-9.+-]+\+)?json|multipart\/form-data)\s*(;|$)/i;

export const CROSS_SITE_MESSAGE = "This request came from another site and was refused";
export const MEDIA_TYPE_MESSAGE = "Send the request body as JSON (Content-Type: application/json)";

/** The origins the app answers as: PUBLIC_URL's, and the one the request was addressed to. */
function ownOrigins(request: FastifyRequest, publicOrigin: string | null): string[] {
  const addressed = `${request.protocol}://${request.host}`.toLowerCase();
  return publicOrigin ? [publicOrigin, addressed] : [addressed];
}

export function installRequestGuards(app: FastifyInstance, opts: { publicUrl?: string }): void {
  const publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin.toLowerCase() : null;
  // Callback style: a read passes with no promise made (ADR 029).
  app.addHook("onRequest", (request, _reply, done) => {
    if (!WRITES.has(request.method)) return done();
    if (!/^bearer\s/i.test(request.headers.authorization ?? "")) {
      const origin = request.headers.origin;
      const crossSite =
        origin !== undefined
          ? !ownOrigins(request, publicOrigin).includes(origin.toLowerCase())
          : request.headers["sec-fetch-site"] === "cross-site";
      if (crossSite) return done(new HttpError(403, "cross_site", CROSS_SITE_MESSAGE));
    }
    const type = request.headers["content-type"];
    if (WITH_BODY.has(request.method) && type !== undefined && !ACCEPTED_TYPE.test(type)) {
      return done(new HttpError(415, "unsupported_media_type", MEDIA_TYPE_MESSAGE));
    }
    done();
  });
}
