// `npm run build` (and `npm start` when the build is stale): the three
// builds of ADR 021 in one process, each announced on one line with its
// time. Vite's own listing of ~300 chunks and their gzip sizes is for
// whoever tunes the bundle (`npm run bundle-report`), not for someone
// starting the app, so only warnings and errors are shown.
import { build } from "vite";

// Vite's notice about a config loader it may make the default one day: nothing to act on when starting the app.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = "true";

const STEPS = [
  ["the app's pages", "dist/client", {}],
  ["the pages the server renders", "dist/ssr", { build: { ssr: "src/client/entry-server.tsx", outDir: "dist/ssr" } }],
  ["the server", "dist/server", { configFile: "vite.server.config.ts" }],
];

const started = performance.now();
for (const [i, [what, dir, config]] of STEPS.entries()) {
  const t0 = performance.now();
  process.stdout.write(`Building ${what} (${i + 1}/${STEPS.length})…`);
  await build({
    ...config,
    logLevel: "warn",
    // No gzip size per chunk, no timing report of slow plugins: both are for tuning the build, and cost time.
    build: { ...config.build, reportCompressedSize: false, rolldownOptions: { checks: { bundlerTimings: false } } },
  });
  console.log(` ${dir} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
