// Serves index.html for "/" and every client-side route (the SPA fallback),
// with the visitor's boot data inlined and, when the server bundle is built,
// the page already rendered (service.ts, renderer.ts; ADR 014). The answer is
// personal, so browsers and proxies must not reuse it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SELECTED_TRIP_COOKIE, TIME_ZONE_COOKIE, type BootData } from "@shared/boot";
import { pageOfTable } from "@shared/pages";
import type { Language } from "@shared/i18n/languages";
import { resolveUser } from "../auth/require-user";
import { intlFor, requestLanguage } from "../i18n";
import { scriptNonce } from "../security/headers";
import { loadRenderer } from "./renderer";
import { chunksToPreload, modulesForPath, type Manifest } from "./page-modules";
import { bootDataFor, composePage, readIndexHtml, readManifest } from "./service";
import { savedTheme } from "../profile/service";
import { DEFAULT_THEME } from "@shared/theme";
import { notFound } from "../http-error";

/** Longer than any page takes; past it the browser renders the page itself. */
const RENDER_TIMEOUT_MS = 3000;

/**
 * Pages rendered with their data, not only the boot data: the dashboard, the
 * first screen after signing in, whose cards would otherwise each fetch and
 * re-render on a phone's slow CPU. Other pages render their loading state.
 */
const PAGES_WITH_DATA = new Set(["/"]);

/** GET of any address that is not an API route or a built file (those routes are more specific). */
export async function spaRoutes(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  // Pages, not API: left out of the OpenAPI document.
  app.get("/*", { schema: { hide: true }, config: { access: "public" } }, (request, reply) => sendIndexHtml(request, reply, clientDir));
}

export async function sendIndexHtml(request: FastifyRequest, reply: FastifyReply, clientDir: string) {
  const { pathname } = new URL(request.url, "http://x");
  // Unknown API paths stay JSON 404s; addresses with an extension are files
  // (favicon.ico, a stale chunk), not pages: a plain 404 too.
  if (pathname.startsWith("/api/") || /\.[a-z0-9]+$/i.test(pathname)) {
    throw notFound();
  }
  const user = await resolveUser(request, reply);
  const hints = { timeZone: request.cookies[TIME_ZONE_COOKIE], selectedTripId: request.cookies[SELECTED_TRIP_COOKIE] };
  const db = request.server.deps.database.db;
  const [html, manifest, boot, theme] = await Promise.all([
    readIndexHtml(clientDir),
    readManifest(clientDir),
    requestLanguage(request).then((language) => bootDataFor(db, user, language, hints)),
    user ? savedTheme(db, user.id) : DEFAULT_THEME,
  ]);
  const page = await renderSafely(request, clientDir, boot, PAGES_WITH_DATA.has(pathname));
  // Lower-case accept-encoding: @fastify/compress (app.ts) adds it unless it is already there, in this spelling.
  reply.header("cache-control", "no-cache, private").header("vary", "Cookie, accept-encoding");
  // Signed out on an app page, or signed in on /login: the same answer the app would give, one round trip sooner.
  if (page?.redirect) return reply.redirect(page.redirect, 302);
  if (boot.user && page?.queries.length) boot.queries = page.queries;
  const chunks = pageChunksFor(request, manifest, pathname, boot.user !== null, boot.language);
  // An address no page has is the app's not-found page, and says so to browsers, crawlers and link checkers.
  if (!pageOfTable(pathname)) reply.code(404);
  // The built placeholder's "Loading" (shown only when the page is not rendered here) in the page's language.
  const placeholder = html.replace("<span>Loading</span>", `<span>${intlFor(boot.language).formatMessage({ id: "common.loading" })}</span>`);
  request.server.pageSecurityPolicy(reply);
  const body = composePage(placeholder, boot, page?.html ?? null, chunks, scriptNonce(reply.raw), page?.title ?? null, theme);
  return reply.type("text/html; charset=utf-8").send(body);
}

/** The rendered page, or null (no bundle, an error, too slow): the browser then renders it, so a failure here never fails the page. */
async function renderSafely(request: FastifyRequest, clientDir: string, boot: BootData, withData: boolean) {
  try {
    const render = await loadRenderer(clientDir);
    if (!render) return null;
    return await render(request.url, boot, {
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      fetchJson: withData && boot.user ? (path) => getJson(request, path) : undefined,
    });
  } catch (error) {
    request.log.error({ err: error }, "server rendering failed; sending the page unrendered");
    return null;
  }
}

/** The page's chunks for its loader; none when the manifest does not know them (logged: a page never fails for it). */
function pageChunksFor(request: FastifyRequest, manifest: Manifest | null, pathname: string, signedIn: boolean, language: Language): string[] {
  if (!manifest) return [];
  try {
    return chunksToPreload(manifest, modulesForPath(pathname, signedIn, language));
  } catch (error) {
    request.log.error({ err: error }, "no modulepreload links for this page");
    return [];
  }
}

/** The API's own answer to GET path for this visitor (same routes, same access checks), or undefined unless a 200 JSON. */
async function getJson(request: FastifyRequest, path: string): Promise<unknown> {
  // Not the live stream (GET /api/trips/:tripId/stream): it never ends, so asking it here would hang the page.
  if (!path.startsWith("/api/") || path.endsWith("/stream")) return undefined;
  const res = await request.server.inject({ method: "GET", url: path, headers: { cookie: request.headers.cookie ?? "" } });
  return res.statusCode === 200 && /^application\/json/.test(String(res.headers["content-type"])) ? res.json() : undefined;
}
