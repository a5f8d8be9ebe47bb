// Loads the server bundle of the client (`vite build --ssr`, ADR 014), which
// sits beside the client build as ../ssr/entry-server.js. Without it (API
// tests, a client built without it) pages are sent unrendered and the
// browser renders them, as before.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { renderPage } from "../../client/entry-server";

export type RenderPage = typeof renderPage;

/** Where the server bundle for a client build is. */
export function ssrEntryFor(clientDir: string): string {
  return resolve(clientDir, "..", "ssr", "entry-server.js");
}

const loaded = new Map<string, Promise<RenderPage>>();

/**
 * The bundle's renderPage, or null when there is none. Imported once per
 * process: its chunks import the entry back by its plain file URL, so a
 * second copy (say, one with a cache-busting query) would split React
 * Router's and React Query's contexts in two. After a rebuild, restart the
 * server (`npm start` builds, then starts).
 */
export async function loadRenderer(clientDir: string): Promise<RenderPage | null> {
  const file = ssrEntryFor(clientDir);
  let pending = loaded.get(file);
  if (!pending) {
    if (!existsSync(file)) return null;
    pending = import(pathToFileURL(file).href).then((m: { renderPage?: RenderPage }) => {
      if (typeof m.renderPage !== "function") throw new Error(`${file} does not export renderPage`);
      return m.renderPage;
    });
    loaded.set(file, pending);
  }
  return pending;
}
