// A new version of the app, deployed into a copy of the client build the way a
// real deploy changes it, without building the app a second time (ADR 035):
// the entry chunk gets new code (it sets `globalThis.roamwiseBuild`), so it
// gets a new file name; every chunk that imports it, directly or through
// another, gets a new name too (its text names the new file), as a bundler's
// content hashes would. index.html, Vite's manifest (which the server reads per
// request to render pages) and the service worker's precache list are
// rewritten to the new names, index.html's precache revision is its new MD5,
// and the old files are deleted, as when a deploy replaces the folder. The
// precompressed copies (.br, .gz) the server prefers are written again.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const NEW_BUILD = "2";

const TEXT = /\.(js|css|html|json|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function writeWithCompressed(path: string, text: string) {
  writeFileSync(path, text);
  for (const [ext, make] of [
    [".gz", (b: Buffer) => gzipSync(b, { level: 9 })],
    [".br", (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })],
  ] as const) {
    if (existsSync(path + ext)) writeFileSync(path + ext, make(Buffer.from(text)));
  }
}

function remove(path: string) {
  for (const p of [path, `${path}.gz`, `${path}.br`]) rmSync(p, { force: true });
}

/** Deploys the new version into `dir` (a copy of dist/client); returns the entry chunk's old and new paths ("/assets/…"). */
export function deployNewVersion(dir: string): { oldEntry: string; newEntry: string; oldFiles: string[] } {
  const manifest = JSON.parse(readFileSync(join(dir, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string }>;
  const entry = manifest["index.html"]!.file;
  const files = filesUnder(dir);
  const text = new Map(files.map((f) => [f, readFileSync(f, "utf8")]));
  const entryPath = join(dir, entry);
  text.set(entryPath, `${text.get(entryPath)}\nglobalThis.roamwiseBuild = ${JSON.stringify(NEW_BUILD)};\n`);

  // old file name → new one, for the entry and every chunk that names a renamed one.
  const renamed = new Map<string, string>([[basename(entry), basename(entry).replace(/\.js$/, "-2.js")]]);
  const assets = files.filter((f) => relative(dir, f).startsWith("assets"));
  for (let grew = true; grew; ) {
    grew = false;
    for (const f of assets) {
      if (renamed.has(basename(f))) continue;
      if ([...renamed.keys()].some((old) => text.get(f)!.includes(old))) {
        renamed.set(basename(f), basename(f).replace(/\.(js|css)$/, "-2.$1"));
        grew = true;
      }
    }
  }

  for (const f of files) {
    let content = text.get(f)!;
    for (const [from, to] of renamed) content = content.replaceAll(from, to);
    const name = renamed.get(basename(f));
    if (name) {
      remove(f);
      writeWithCompressed(join(dirname(f), name), content);
    } else if (content !== readFileSync(f, "utf8")) {
      writeWithCompressed(f, content);
    }
  }
  // The worker fetches index.html again only when its revision in the precache list changes.
  const html = readFileSync(join(dir, "index.html"));
  const sw = join(dir, "sw.js");
  const revised = readFileSync(sw, "utf8").replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, `$1${createHash("md5").update(html).digest("hex")}"`);
  writeWithCompressed(sw, revised);
  return { oldEntry: `/${entry}`, newEntry: `/${entry.replace(/\.js$/, "-2.js")}`, oldFiles: [...renamed.keys()].map((name) => `/assets/${name}`) };
}
