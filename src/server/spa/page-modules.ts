// Which of the app's lazy modules (src/client/app.tsx) an address renders,
// and the built chunks they need. The server hands those chunks to the
// page's loader (service.ts), which links them a few per task before it
// starts the entry; left to the entry's own loader, ~50 links added in one
// task cost a slow phone more than evaluating React (ADR 014).
// bench/bundle-report.ts sums them per route.

/** One chunk of Vite's build manifest (`build.manifest: true`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const LAYOUT = "src/client/components/layout/app-layout.tsx";
const NOT_FOUND = "src/client/components/not-found-page.tsx";
const page = (feature: string, file: string) => `src/client/features/${feature}/pages/${file}.tsx`;

/** The lazy modules each route renders (the signed-in frame and the page), as app.tsx loads them. */
export const ROUTE_MODULES: Record<string, string[]> = {
  "/login": [page("auth", "login-page")],
  "/register": [page("auth", "register-page")],
  "/": [LAYOUT, page("dashboard", "dashboard-page")],
  "/trips": [LAYOUT, page("trips", "trips-page")],
  "/itinerary": [LAYOUT, page("itinerary", "itinerary-page")],
  "/calendar": [LAYOUT, page("calendar", "calendar-page")],
  "/map": [LAYOUT, page("map", "map-page")],
  "/reservations": [LAYOUT, page("reservations", "reservations-page")],
  "/budget": [LAYOUT, page("budget", "budget-page")],
  "/trips/:tripId/quotes": [LAYOUT, page("quotes", "quotes-page")],
  "/family": [LAYOUT, page("members", "family-page")],
  "/ai-assistant": [LAYOUT, page("assistant", "ai-assistant-page")],
  "/profile": [LAYOUT, page("profile", "profile-page")],
  "/invite/:token": [LAYOUT, page("members", "invite-page")],
};

/** The modules the app renders at `pathname` (signed out, every address but /register shows the sign-in page). */
export function modulesForPath(pathname: string, signedIn: boolean): string[] {
  if (!signedIn) return ROUTE_MODULES[pathname === "/register" ? "/register" : "/login"]!;
  const path = pathname.replace(/(.)\/$/, "$1");
  if (/^\/trips\/[^/]+\/quotes$/.test(path)) return ROUTE_MODULES["/trips/:tripId/quotes"]!;
  if (/^\/invite\/[^/]+$/.test(path)) return ROUTE_MODULES["/invite/:token"]!;
  return ROUTE_MODULES[path] ?? [LAYOUT, NOT_FOUND];
}

/** Manifest keys reachable from `keys` through static imports. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the Vite manifest: ${key} (a page renamed? update ROUTE_MODULES in src/server/spa/page-modules.ts)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/**
 * The JavaScript files `modules` need beyond the entry's own (index.html
 * already preloads those), as paths from the site root.
 */
export function chunksToPreload(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const loaded = entry ? staticClosure(manifest, [entry]) : new Set<string>();
  return [...staticClosure(manifest, modules)]
    .filter((k) => !loaded.has(k))
    .map((k) => manifest[k]!.file)
    .filter((f) => f.endsWith(".js"))
    .map((f) => `/${f}`);
}
