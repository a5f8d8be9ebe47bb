// Which of the app's lazy modules an address renders (the pages table,
// src/shared/pages.ts, ADR 018), and the built chunks they need. The server
// hands those chunks to the page's loader (service.ts), which links them a
// few per task before it starts the entry; left to the entry's own loader,
// ~50 links added in one task cost a slow phone more than evaluating React
// (ADR 014). bench/bundle-report.ts sums them per route.
import { APP_FRAME, NOT_FOUND, PAGE_LIST, pageAt, type PageModule } from "@shared/pages";
import type { Language } from "@shared/i18n/languages";
import { messagesModule, type MessagePart } from "@shared/i18n/catalogue";

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

/** A table module's key in Vite's manifest: its source path. */
const source = ({ module }: PageModule) => `src/client/${module}.tsx`;

/** The lazy modules each page renders (the signed-in frame and the page), by its path in the pages table. */
export const ROUTE_MODULES: Record<string, string[]> = Object.fromEntries(
  PAGE_LIST.map((p) => [p.path, p.access === "signed-in" ? [source(APP_FRAME), source(p)] : [source(p)]]),
);

/**
 * The modules the app renders at `pathname` in `language` (signed out, every
 * address but the signed-out pages shows the sign-in page).
 */
export function modulesForPath(pathname: string, signedIn: boolean, language: Language = "en"): string[] {
  const page = pageAt(pathname, signedIn);
  const modules = page ? ROUTE_MODULES[page.path]! : [source(APP_FRAME), source(NOT_FOUND)];
  return [...modules, ...messageModules(modules, language)];
}

/**
 * The message chunks a page's modules need before they render (ADR 026):
 * every page the core, the signed-in frame the app's, and whatever a page
 * of the table asks for (the account pages' own).
 */
export function messageModules(modules: string[], language: Language): string[] {
  const parts: MessagePart[] = modules.includes(source(APP_FRAME)) ? ["core", "app"] : ["core"];
  for (const page of PAGE_LIST) if (page.messageParts && modules.includes(source(page))) parts.push(...page.messageParts);
  return [...new Set(parts)].map((part) => messagesModule(part, language));
}

/** Manifest keys reachable from `keys` through static imports. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the Vite manifest: ${key} (a page renamed? update src/shared/pages.ts)`);
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
