// index.html for the app: the built file with, inlined as JSON, who is signed
// in and their trip list (or that nobody is), and with the page for the
// address already rendered inside <div id="root"> when the server bundle is
// there (ADR 013, ADR 014). No Fastify here; see routes.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { BOOT_ELEMENT_ID, type BootData } from "@shared/boot";
import { textDirection, type Language } from "@shared/i18n/languages";
import { DEFAULT_THEME, themeClass, type Theme } from "@shared/theme";
import { knownTimeZone, todayInTimeZone } from "@shared/dates";
import { tripSchema } from "@shared/trips";
import { userSchema, type User } from "@shared/user";
import type { Db } from "../db/client";
import type { Manifest } from "./page-modules";
import { listTrips } from "../trips/service";
import { escapeHtml } from "../share/html";

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
export async function bootDataFor(db: Db, user: User | null, language: Language, hints: RenderHints = {}, now = new Date()): Promise<BootData> {
  if (!user) return { user: null, language };
  const { user: shown, trips } = bootSchema.parse({ user, trips: await listTrips(db, user.id) });
  const remembered = trips.some((t) => t.id === hints.selectedTripId) ? hints.selectedTripId! : null;
  const timeZone = knownTimeZone(hints.timeZone);
  return { user: shown, trips, today: todayInTimeZone(timeZone, now), timeZone, selectedTripId: remembered, language };
}

// index.html's placeholder inside the root element (the "Loading" screen painted before any script).
const ROOT_RE = /<div id="root">[\s\S]*?<!--\/app--><\/div>/;

/**
 * index.html with the boot data at the end of <head>, before the app's
 * script runs, and, given the server-rendered markup, that markup in place of
 * the loading placeholder: `data-ssr` tells the browser to hydrate it and
 * stays until it has (src/client/root.tsx). `pageChunks`: the chunks the
 * page's code needs beyond the entry's (page-modules.ts). `title`: the
 * document title the rendered page set, in place of the built one, so the
 * tab, history and link previews name the page before any script runs.
 * `theme`: the member's, as the class of <html> (docs/product/appearance.md), so the
 * first paint is already in it; no script is involved.
 */
export function composePage(
  html: string,
  data: BootData,
  appHtml: string | null = null,
  pageChunks: string[] = [],
  nonce = "",
  title: string | null = null,
  theme: Theme = DEFAULT_THEME,
): string {
  const tag = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
  const at = html.indexOf("</head>");
  let page = at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at);
  // The page's language (docs/product/languages.md): screen readers, hyphenation and the browser's translate offer go by it.
  const themed = themeClass(theme);
  page = page.replace(
    /<html\b([^>]*)>/i,
    (_tag, attrs: string) =>
      `<html${attrs.replace(/\s+(lang|dir|class)="[^"]*"/gi, "")} lang="${data.language}" dir="${textDirection(data.language)}"${themed ? ` class="${themed}"` : ""}>`,
  );
  if (title !== null) page = page.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`);
  if (appHtml !== null && ROOT_RE.test(page)) {
    page = page.replace(ROOT_RE, () => `<div id="root" data-ssr>${appHtml}</div>`);
    page = page.replace(ENTRY_RE, (_tag, src: string) => afterFirstPaint(src, pageChunks, nonce));
  }
  return page;
}

// The app's entry as Vite writes it into index.html.
const ENTRY_RE = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Links the loader adds per task: each costs the main thread about half a millisecond, several on a slow phone. */
const LINKS_PER_TASK = 8;

/**
 * The entry script, started once the browser has shown the rendered page
 * (its first-contentful-paint entry), so the page appears before any script
 * runs: on a slow phone, script work started right after a frame can hold
 * back that frame's paint. A hidden tab, or a browser without paint timing,
 * starts after parsing; a page not shown within 3 s starts anyway.
 *
 * Before the entry, the loader asks for the entry and the page's chunks
 * (modulepreload links, a few per task), so the entry's own loader finds
 * them there: adding ~50 links in one go, as it would, held the main thread
 * longer than evaluating React. Not in the HTML itself: fetched before the
 * first paint, they would compete with it.
 *
 * Until the page is hydrated, a form submitted would be sent by the browser
 * itself (the sign-in form's password in a GET address), so submitting is
 * held until then. Links work as links. (Not `inert` on the root: removing
 * it restyles the whole page, a long task on a phone right after hydration.)
 */
function afterFirstPaint(src: string, pageChunks: string[], nonce: string): string {
  const script = `
(function () {
  document.addEventListener("submit", function (event) {
    var root = document.getElementById("root");
    if (root && root.hasAttribute("data-ssr")) event.preventDefault();
  }, true);
  var chunks = ${scriptSafeJson([src, ...pageChunks])};
  var started = false;
  function link(href) {
    var l = document.createElement("link");
    l.rel = "modulepreload";
    l.crossOrigin = "";
    l.href = href;
    document.head.appendChild(l);
  }
  function preloadFrom(i) {
    var end = Math.min(i + ${LINKS_PER_TASK}, chunks.length);
    for (; i < end; i++) link(chunks[i]);
    if (i < chunks.length) setTimeout(function () { preloadFrom(i); });
    else setTimeout(run);
  }
  function run() {
    var s = document.createElement("script");
    s.type = "module";
    s.crossOrigin = "";
    s.src = chunks[0];
    document.head.appendChild(s);
  }
  function start() {
    if (started) return;
    started = true;
    preloadFrom(0);
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
  // The Content-Security-Policy allows this one inline script by its nonce (security/headers.ts).
  const attr = nonce ? ` nonce="${nonce}"` : "";
  return `<script${attr}>${script.replace(/\n\s*/g, "")}</script>`;
}

/** Read per request (it is 1 KB). */
export function readIndexHtml(clientDir: string): Promise<string> {
  return readFile(join(clientDir, "index.html"), "utf8");
}

/** Vite's manifest of the client build, read with index.html so the two always match; null without one (vite dev, API tests). */
export async function readManifest(clientDir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(clientDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
