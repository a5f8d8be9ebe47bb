// `npm start`: builds the app only when the build is missing or older than
// its sources, then runs the compiled server (dist/server/main.js) in this
// very process, so signals reach its shutdown handler and nothing is left
// behind (ADR 021). Plain JavaScript: it must run before anything is built.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What `npm run build` writes, each last in its step; the oldest of them dates the build. */
const OUTPUTS = ["dist/client/index.html", "dist/ssr/entry-server.js", "dist/server/main.js"];

/** What the build reads: the sources (tests and test helpers are never built), the page shell, build config and locked dependencies. */
const INPUT_FILES = ["index.html", "vite.config.ts", "vite.server.config.ts", "package.json", "package-lock.json"];
const INPUT_DIRS = ["src", "public"];

/** The newest modification time under `dir`, and the file that has it. */
function newest(dir, best = { mtime: 0, file: null }) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Test helpers (src/server/test) are never built either.
    if (entry.isDirectory()) {
      if (entry.name !== "test") newest(path, best);
    }
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      const { mtimeMs } = statSync(path);
      if (mtimeMs > best.mtime) Object.assign(best, { mtime: mtimeMs, file: path });
    }
  }
  return best;
}

/** Why the build must run, or null when it is up to date. */
function staleReason() {
  const missing = OUTPUTS.find((f) => !existsSync(join(root, f)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((f) => statSync(join(root, f)).mtimeMs));
  const latest = { mtime: 0, file: null };
  for (const dir of INPUT_DIRS) if (existsSync(join(root, dir))) newest(join(root, dir), latest);
  for (const f of INPUT_FILES) {
    const path = join(root, f);
    if (existsSync(path) && statSync(path).mtimeMs > latest.mtime) Object.assign(latest, { mtime: statSync(path).mtimeMs, file: path });
  }
  return latest.mtime > built ? `${relative(root, latest.file)} changed since the last build` : null;
}

const reason = staleReason();
if (reason) {
  console.log(`Building (${reason})…`);
  // The build is a separate step (Vite is a dev tool); the server below is not.
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// main.js reads its settings (PORT, DATA_DIR, CLIENT_DIR…) and resolves paths from the working directory.
process.chdir(root);
await import(pathToFileURL(join(root, "dist/server/main.js")).href);
