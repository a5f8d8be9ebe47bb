// Builds the React client into dist/client; in development proxies /api to the server.
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { fileURLToPath } from "node:url";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompress, constants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { precompiledMessages } from "./vite-plugin-messages";

const apiPort = process.env.API_PORT ?? "3001";

/** The form primitives the sign-in pages and nearly every other page render: one chunk, not a handful of sub-KB ones. */
const FORM_PRIMITIVES = /src[\\/]client[\\/]components[\\/](ui[\\/](input|textarea|label|card)|form[\\/]form-field)\.tsx$/;

// The brand and the sign-in page's highlight icons, which signed-in pages share: one chunk on the sign-in page's
// path instead of four of a few hundred bytes each (its 150 KB budget).
const BRAND = /(src[\\/]client[\\/]components[\\/]layout[\\/]brand\.tsx|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](users|sparkles|map|calendar-days)\.mjs)$/;

// Not TanStack Query's hydration (dehydrate/hydrate): only the lazily loaded offline copy uses it (lib/offline-cache.ts).
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack(?![\\/]query-core[\\/]build[\\/]modern[\\/]hydration)|intl-messageformat|@formatjs|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs|react-primitive))[\\/]/;

/**
 * Writes .br and .gz next to each text asset; the server sends them to
 * browsers that accept them (@fastify/static preCompressed), so nothing is
 * compressed per request.
 */
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

function precompress(): Plugin {
  return {
    name: "roamwise-precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      // The server bundle (vite build --ssr) is read from disk by Node, never sent.
      if (this.environment.config.build.ssr) return;
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|json|svg)$/.test(f));
      await Promise.all(
        files.map(async (f) => {
          const data = await readFile(join(dir, f));
          if (data.length < 1024) return;
          // The asynchronous forms run on libuv's thread pool, on every core at once: the synchronous ones,
          // one file after another, were three quarters of a first `npm start`'s build time.
          const [gz, br] = await Promise.all([
            gzipAsync(data, { level: 9 }),
            brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(join(dir, `${f}.gz`), gz), writeFile(join(dir, `${f}.br`), br)]);
        }),
      );
    },
  };
}

/**
 * The installable app and its service worker (issue 24, ADR 035): the app
 * shell and every chunk are precached, so a page opened online opens again
 * offline. Pages are asked of the network first (the server renders them,
 * ADR 014); only when it does not answer is the precached shell served,
 * which renders in the browser from the data kept on the device. The worker
 * waits until the member accepts the update prompt (pwa.ts), and is registered
 * from the app, not by an inline script.
 */
const pwa = () =>
  VitePWA({
    registerType: "prompt",
    injectRegister: false,
    includeAssets: ["favicon.svg", "icons/apple-touch-icon-180.png"],
    manifest: {
      id: "/",
      name: "Roamwise",
      short_name: "Roamwise",
      description: "Plan trips together: itinerary, reservations, budget and shared expenses — also without signal.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#00808a",
      background_color: "#f7fafa",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    workbox: {
      // Web push: showing a notice and opening its link (public/push-sw.js).
      importScripts: ["/push-sw.js"],
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2}"],
      // pdf.js's worker (the import page's, > 1 MB) is kept too: every chunk a page may load.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // The first page the worker is installed from is taken over at once: without it that page stayed
      // uncontrolled until reloaded, so its chunks came from the network — a page not opened yet failed to load
      // offline, or after a deploy removed its chunk, and a deploy's worker activated without the prompt
      // (offline.spec's update test found it). An update still waits for Reload (no skipWaiting).
      clientsClaim: true,
      // Not "serve the shell for every page": online, pages come rendered from the server.
      navigateFallback: null,
      // Not "index.html" for "/": the precache would then answer the dashboard with the shell even online,
      // instead of the page the server renders in the member's language (languages.spec caught it).
      directoryIndex: null,
      runtimeCaching: [
        {
          // The app's own pages; not the API (downloads such as the CSV export) nor the public trip pages (/s/…),
          // which the shell cannot show.
          urlPattern: ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/") && !url.pathname.startsWith("/s/"),
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "index.html" } },
        },
      ],
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress(), precompiledMessages(), ...(isSsrBuild ? [] : [pwa()])],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src/client", import.meta.url)) },
      { find: "@shared", replacement: fileURLToPath(new URL("./src/shared", import.meta.url)) },
      // The browser only reads messages parsed at build time (vite-plugin-messages.ts): no parser in its bundle.
      ...(isSsrBuild ? [] : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }]),
    ],
  },
  // The manifest lets bench/bundle-report.ts list what each route loads first.
  // No modulepreload polyfill: every browser the app supports preloads modules natively, and the
  // polyfill would count against the sign-in page's 150 KB (issue 9).
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // MapLibre is one chunk of about 1 MB, loaded only by the pages with a map: expected, not a warning.
    chunkSizeWarningLimit: 1100,
    // One chunk for the libraries every page loads first (React, the router, TanStack Query, the message
    // formatter, the UI class helpers): left to the bundler they were cut into pieces
    // that moved with every new page, each piece costing the sign-in page compression and imports (issue 9's 150 KB).
    rollupOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }, { name: "form", test: FORM_PRIMITIVES }, { name: "brand", test: BRAND }] } } },
  },
  // The server bundle (vite build --ssr, ADR 014) carries its dependencies, so it runs from any folder
  // (bench and e2e builds live under /tmp, where node_modules cannot be found).
  ssr: { noExternal: true },
  server: {
    proxy: { "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
