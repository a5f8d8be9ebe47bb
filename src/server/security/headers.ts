// Security headers on every answer (helmet, docs/security.md): a Content Security
// Policy that allows only the app's own scripts — plus, on a server-rendered
// page, its one inline loader by a per-page nonce; no framing; no MIME
// sniffing; a strict referrer; HSTS when served over https.
//
// helmet's middleware is built and run once here, and the headers it writes
// are set on every answer in one onRequest hook (ADR 029): @fastify/helmet
// built a new middleware — every header value parsed and checked again, the
// policy joined into a string again — on every request. API answers carry no nonce
// (they have no inline script to allow); the page route replaces the policy
// with the same one plus its nonce (app.pageSecurityPolicy).
import type { FastifyInstance, FastifyReply } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import helmet, { contentSecurityPolicy } from "helmet";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this page's inline script; the same value its CSP header names. */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) nonces.set(res, (nonce = randomBytes(16).toString("base64")));
  return nonce;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Sets a rendered page's Content-Security-Policy: every answer's policy, with the page's script nonce added. */
    pageSecurityPolicy(reply: FastifyReply): void;
  }
}

/** helmet throws on a bad directive; a callback error (older helmet) is thrown the same way. */
function rethrow(err?: unknown): void {
  if (err) throw err instanceof Error ? err : new Error(String(err));
}

/** Runs a middleware that only sets headers against a recorder, and answers what it set. */
function recordHeaders(middleware: Middleware): Record<string, string> {
  const set: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete set[name];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, rethrow);
  return set;
}

export async function installSecurityHeaders(app: FastifyInstance, opts: { publicUrl?: string; mapOrigins?: string[] }): Promise<void> {
  const https = opts.publicUrl?.startsWith("https:") ?? false;
  // The map's style, tiles, sprites and fonts (MAP_STYLE_URL's origin and MAP_EXTRA_ORIGINS) are fetched and drawn by MapLibre.
  const map = [...new Set((opts.mapOrigins ?? []).map((o) => o.replace(/\/+$/, "")))];
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // React and Radix position popovers and bars with style attributes; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...map],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...map],
    // MapLibre runs its tile workers from a blob: URL.
    workerSrc: ["'self'", "blob:"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain http (a laptop, the tests) upgrading would break every request.
    upgradeInsecureRequests: https ? [] : null,
  };
  const everyAnswer: Middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The app embeds nothing from elsewhere; COEP would only get in the way of map tiles later.
    crossOriginEmbedderPolicy: false,
  });
  const pagePolicy: Middleware = contentSecurityPolicy({
    useDefaults: false,
    directives: { ...directives, scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonce(res as ServerResponse)}'`] },
  });
  app.decorate("pageSecurityPolicy", (reply: FastifyReply) => {
    // The recorded policy would win over the raw answer's when the headers are written.
    reply.removeHeader("content-security-policy");
    pagePolicy(reply.request.raw, reply.raw, rethrow);
  });
  // Every answer's headers do not depend on the request: helmet writes them once,
  // into a recorder, and each answer gets the recorded set in one call.
  const headers = recordHeaders(everyAnswer);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
