// Bundle report: builds the client with Vite's manifest and prints, per route,
// the gzipped JavaScript the browser loads before the page can render (the
// entry chunk, the route's lazy chunks, and everything they import
// statically). Exits non-zero when a route is over its budget.
//   npm run bundle-report                 build to a temp folder, then report
//   npm run bundle-report -- --dir dist/client   report on an existing build
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
/** Issue 9: what the first visit to these routes may cost, gzipped. */
const BUDGETS: Record<string, number> = { "/login": 150 * KB, "/": 250 * KB };

const LAYOUT = "src/client/components/layout/app-layout.tsx";
const page = (feature: string, file: string) => `src/client/features/${feature}/pages/${file}.tsx`;
/** The lazy chunks each route needs before it renders (see src/client/app.tsx). */
const ROUTES: Record<string, string[]> = {
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
};

function parseArgs(argv: string[]): { dir: string | null } {
  const i = argv.indexOf("--dir");
  return { dir: i >= 0 ? (argv[i + 1] ?? null) : null };
}

function build(): string {
  const outDir = mkdtempSync(join(tmpdir(), "roamwise-bundle-"));
  console.log(`Building the client into ${outDir} ...`);
  execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], { stdio: "inherit" });
  return outDir;
}

/** Chunk keys reachable from `keys` through static imports. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the Vite manifest: ${key} (renamed page? update ROUTES in bench/bundle-report.ts)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const dir = resolve(args.dir ?? build());
  // A build made for this report is removed afterwards; a given --dir is left alone.
  if (!args.dir) process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const manifestPath = join(dir, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with build.manifest = true`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error("the manifest has no entry chunk");

  const gz = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dir, file))).length);
    return gz.get(file)!;
  };

  const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  let failed = false;
  console.log(`\nGzipped JavaScript loaded first, per route (entry ${manifest[entry]!.file}: ${fmt(gzipped(manifest[entry]!.file))})\n`);
  console.log(`${"route".padEnd(24)}${"JS (gzip)".padStart(12)}${"chunks".padStart(8)}   budget`);
  for (const [route, lazyKeys] of Object.entries(ROUTES)) {
    const files = [...staticClosure(manifest, [entry, ...lazyKeys])]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith(".js"));
    const total = files.reduce((sum, f) => sum + gzipped(f), 0);
    const budget = BUDGETS[route];
    const over = budget !== undefined && total > budget;
    failed ||= over;
    const verdict = budget === undefined ? "" : `${fmt(budget).padStart(9)} ${over ? "OVER" : "ok"}`;
    console.log(`${route.padEnd(24)}${fmt(total).padStart(12)}${String(files.length).padStart(8)}   ${verdict}`);
  }
  // Loaded after the first render or on demand (not counted above): the toaster, the map's country shapes.
  const lazyOnly = Object.values(manifest).filter((c) => c.isDynamicEntry && !Object.values(ROUTES).flat().includes(c.src ?? ""));
  for (const c of lazyOnly) console.log(`  after first render / on demand: ${c.file} ${fmt(gzipped(c.file))}`);
  if (failed) {
    console.error("\nA route is over its JavaScript budget.");
    process.exit(1);
  }
}

main();
