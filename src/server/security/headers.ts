// Security headers on every answer (@fastify/helmet, SPEC-2 §8): a Content
// Security Policy that allows only the app's own scripts plus, on a
// server-rendered page, its one inline loader by a per-request nonce; no
// framing; no MIME sniffing; a strict referrer; HSTS when served over https.
import type { FastifyInstance } from "fastify";
import type { ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";

const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's inline script; the same value the CSP header names. */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) nonces.set(res, (nonce = randomBytes(16).toString("base64")));
  return nonce;
}

export async function installSecurityHeaders(app: FastifyInstance, opts: { publicUrl?: string; mapOrigins?: string[] }): Promise<void> {
  const https = opts.publicUrl?.startsWith("https:") ?? false;
  // The map's style, tiles, sprites and fonts (MAP_STYLE_URL's origin and MAP_EXTRA_ORIGINS) are fetched and drawn by MapLibre.
  const map = [...new Set((opts.mapOrigins ?? []).map((o) => o.replace(/\/+$/, "")))];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonce(res as ServerResponse)}'`],
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
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The app embeds nothing from elsewhere; COEP would only get in the way of map tiles later.
    crossOriginEmbedderPolicy: false,
  });
}
