// The message catalogues (src/shared/i18n/messages/*/*.json) parsed into
// ICU MessageFormat's syntax tree at build time, so the browser's bundle
// carries no message parser (FormatJS's documented "precompile"; ADR 026).
// With it, the client build aliases the parser to its no-parser entry.
import { readFile } from "node:fs/promises";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const CATALOGUE_RE = /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/][a-z]{2}(?:-[A-Z]{2})?[\\/][a-z-]+\.json$/;

export function precompiledMessages(): Plugin {
  return {
    name: "roamwise-precompiled-messages",
    enforce: "pre",
    async load(id) {
      if (!CATALOGUE_RE.test(id)) return null;
      const messages = JSON.parse(await readFile(id, "utf8")) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // Returned as JSON: Vite's own JSON plugin turns it into a module as before.
      return JSON.stringify(compiled);
    },
  };
}
