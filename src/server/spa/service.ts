// index.html for the app: the built file with, inlined as JSON, who is signed
// in and their trip list (or that nobody is), and with the page for the
// address already rendered inside <div id="root"> when the server bundle is
// there (ADR 013, ADR 014). No Fastify here; see routes.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { z } from "zod";
import { BOOT_ELEMENT_ID, type BootData } from "@shared/boot";
import { knownTimeZone, todayInTimeZone } from "@shared/dates";
import { tripSchema } from "@shared/trips";
import { userSchema, type User } from "@shared/user";
import type { Db } from "../db/client";
import { listTrips } from "../trips/service";

const bootSchema = z.object({ user: userSchema, trips: z.array(tripSchema) });

/**
 * JSON that is safe inside a <script> element: `<` can never start `</script>`
 * or `<!--`, and U+2028/2029 are escaped for old parsers. JSON.parse reads it unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** What the browser told us in cookies for rendering its pages (src/client/lib/selected-trip.ts). */
export interface RenderHints {
  timeZone?: string;
  selectedTripId?: string;
}

/**
 * The visitor's boot data, shaped by the same schemas as the API responses:
 * their time zone and today there, and the remembered trip only while it is one of theirs.
 */
export async function bootDataFor(db: Db, user: User | null, hints: RenderHints = {}, now = new Date()): Promise<BootData> {
  if (!user) return { user: null };
  const { user: shown, trips } = bootSchema.parse({ user, trips: await listTrips(db, user.id) });
  const remembered = trips.some((t) => t.id === hints.selectedTripId) ? hints.selectedTripId! : null;
  const timeZone = knownTimeZone(hints.timeZone);
  return { user: shown, trips, today: todayInTimeZone(timeZone, now), timeZone, selectedTripId: remembered };
}

// index.html's placeholder inside the root element (the "Loading" screen painted before any script).
const ROOT_RE = /<div id="root">[\s\S]*?<!--\/app--><\/div>/;

/**
 * index.html with the boot data at the end of <head>, before the app's
 * script runs, and, given the server-rendered markup, that markup in place of
 * the loading placeholder: `data-ssr` tells the browser to hydrate it, and
 * `inert` keeps it from being used until then (src/client/root.tsx).
 */
export function composePage(html: string, data: BootData, appHtml: string | null = null): string {
  const tag = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
  const at = html.indexOf("</head>");
  let page = at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at);
  if (appHtml !== null && ROOT_RE.test(page)) {
    page = page.replace(ROOT_RE, () => `<div id="root" data-ssr inert>${appHtml}</div>`);
    page = page.replace(ENTRY_RE, (_tag, src: string) => afterFirstPaint(src));
  }
  return page;
}

// The app's entry as Vite writes it into index.html.
const ENTRY_RE = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The entry script, started once the browser has shown the rendered page
 * (its first-contentful-paint entry), so the page appears before any script
 * runs: on a slow phone, script work started right after a frame can hold
 * back that frame's paint. Imports are still fetched early through the
 * modulepreload links. A hidden tab, or a browser without paint timing,
 * starts after parsing; a page not shown within 3 s starts anyway.
 */
function afterFirstPaint(src: string): string {
  const script = `
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var s = document.createElement("script");
    s.type = "module";
    s.crossOrigin = "";
    s.src = ${JSON.stringify(src)};
    document.head.appendChild(s);
  }
  var paintTiming = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        setTimeout(start);
      }
    }).observe({ type: "paint", buffered: true });
  }
  document.addEventListener("DOMContentLoaded", function () {
    if (!paintTiming || document.visibilityState === "hidden") setTimeout(start);
    else setTimeout(start, 3000);
  });
})();`;
  return `<script>${script.replace(/\n\s*/g, "")}</script>`;
}

/** Read per request (it is 1 KB). */
export function readIndexHtml(clientDir: string): Promise<string> {
  return readFile(join(clientDir, "index.html"), "utf8");
}

/**
 * The page compressed as the browser accepts (brotli, else gzip), or as is.
 * A rendered dashboard is tens of KB of markup; on a slow phone link the
 * compressed page arrives in a fraction of the time. Brotli quality 5 costs
 * about a millisecond for such a page.
 */
export function compressFor(acceptEncoding: string | undefined, body: string): { encoding: "br" | "gzip" | null; data: Buffer | string } {
  if (body.length < 1024) return { encoding: null, data: body };
  if (accepts(acceptEncoding, "br")) return { encoding: "br", data: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  if (accepts(acceptEncoding, "gzip")) return { encoding: "gzip", data: gzipSync(body, { level: 6 }) };
  return { encoding: null, data: body };
}

/** Whether an Accept-Encoding header lists the coding with a weight above 0. */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? "").split(",").some((part) => {
    const [token, ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    return token === coding && (q === undefined || Number(q.slice(2)) > 0);
  });
}
