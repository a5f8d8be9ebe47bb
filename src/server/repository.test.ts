// `npm ci` warns (EBADENGINE) for every installed package whose `engines.node`
// excludes the Node.js running it. The project supports what package.json's
// own `engines` says; each of those lines must install without a warning, so
// a dependency that moves to a newer Node is caught here, not by a traveller's
// admin reading install logs (issue 27 item 10).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import semver from "semver";

const ROOT = join(__dirname, "../..");
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8"));
const project = read("package.json") as { engines: { node: string } };
const lock = read("package-lock.json") as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

/** The first release of each supported line (the oldest one a user may run). */
const SUPPORTED = ["20.19.0", "22.13.0", "24.0.0"];

describe("engines", () => {
  it("supports each of these lines", () => {
    for (const node of SUPPORTED) expect(semver.satisfies(node, project.engines.node), node).toBe(true);
  });

  it.each(SUPPORTED)("every installed package accepts Node %s", (node) => {
    const refused = Object.entries(lock.packages).flatMap(([path, pkg]) => {
      const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
      // Optional packages are for other platforms (wasm, other CPUs) and are not installed here.
      if (!path || !range || pkg.optional || semver.satisfies(node, range)) return [];
      return [`${path.replace(/^.*node_modules\//, "")}@${pkg.version} needs node ${range}`];
    });
    expect(refused).toEqual([]);
  });
});

// The README is read on GitHub and in a clone: a link must lead somewhere inside the repository (or be a full web address).
describe("README", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  it("links only to files of the repository or to web addresses", () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(5);
    const broken = links.filter((href) => !/^https?:\/\//.test(href) && !existsSync(join(ROOT, href.split("#")[0]!)));
    expect(broken).toEqual([]);
  });
  it("names no path outside the repository and no decision record without its link", () => {
    expect(readme).not.toMatch(/\.\.\//);
    expect(readme.match(/(?<!\]\()docs\/decisions\/\d{3}/g) ?? []).toEqual([]);
  });
});
