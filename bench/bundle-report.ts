// Bundle report: builds the client with Vite's manifest and prints, per route,
// the gzipped JavaScript the browser loads before the page can render (the
// entry chunk, the route's lazy chunks, and everything they import
// statically). Exits non-zero when a route is over its budget, or when the
// dashboard's first load contains zod (ADR 015).
//   npm run bundle-report                 build to a temp folder, then report
//   npm run bundle-report -- --dir dist/client   report on an existing build
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
// The same list of what each route renders that the server preloads (ADR 014), from the pages table (ADR 018).
import { ROUTE_MODULES as ROUTES, messageModules, staticClosure, type Manifest } from "../src/server/spa/page-modules";

const KB = 1024;
/**
 * Issue 9: what the first visit to these routes may cost, gzipped. The sign-in page's was 150 KB
 * until the typed API client (ADR 042) and scroll restoration joined the entry every page loads
 * (+2.7 KB; see bench/README.md, 2026-11-27).
 */
const BUDGETS: Record<string, number> = { "/login": 162 * KB, "/": 250 * KB };
/**
 * ADR 015: routes whose first load must not evaluate zod (building schemas cost
 * the dashboard more than React's set-up). zod's core names its base type
 * "$ZodType" in a string that survives minification.
 */
const NO_ZOD: ReadonlySet<string> = new Set(["/"]);
const ZOD_MARK = "$ZodType";

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
    // With the English messages, which the page loads before its first render (src/client/main.tsx).
    const files = [...staticClosure(manifest, [entry, ...lazyKeys, ...messageModules(lazyKeys, "en")])]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith(".js"));
    const total = files.reduce((sum, f) => sum + gzipped(f), 0);
    const budget = BUDGETS[route];
    const over = budget !== undefined && total > budget;
    failed ||= over;
    const verdict = budget === undefined ? "" : `${fmt(budget).padStart(9)} ${over ? "OVER" : "ok"}`;
    console.log(`${route.padEnd(24)}${fmt(total).padStart(12)}${String(files.length).padStart(8)}   ${verdict}`);
    if (process.env.BUNDLE_CHUNKS === route) for (const f of files) console.log(`    ${fmt(gzipped(f)).padStart(9)}  ${f}`);
    if (NO_ZOD.has(route)) {
      const withZod = files.filter((f) => readFileSync(join(dir, f), "utf8").includes(ZOD_MARK));
      failed ||= withZod.length > 0;
      console.log(`${"".padEnd(24)}zod in the first load: ${withZod.length ? `YES (${withZod.join(", ")}), see ADR 015` : "none"}`);
    }
  }
  // Loaded after the first render or on demand (not counted above): the toaster, the map's country shapes.
  const lazyOnly = Object.values(manifest).filter((c) => c.isDynamicEntry && ![...Object.values(ROUTES).flat(), ...messageModules(Object.values(ROUTES).flat(), "en")].includes(c.src ?? ""));
  for (const c of lazyOnly) console.log(`  after first render / on demand: ${c.file} ${fmt(gzipped(c.file))}`);
  if (failed) {
    console.error("\nA route is over its JavaScript budget, or loads zod first (ADR 015).");
    process.exit(1);
  }
}

main();
