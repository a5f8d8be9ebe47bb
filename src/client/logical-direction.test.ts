// Right-to-left languages mirror the layout through the browser alone: styles
// say "start" and "end" (margin-inline-start, inset-inline-end, text-align:
// start…), never left or right, so `dir="rtl"` turns every page without a
// second set of styles. This test fails on a physical Tailwind class in the
// client's code. Centring with `left-1/2 -translate-x-1/2` is the one
// exception: it is the same in both directions.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const PHYSICAL =
  /(?<=[\s"'`:!])-?(?:(?:scroll-m[lr]|rounded-[tb][lr]|rounded-[lr]|border-[lr]|m[lr]|p[lr]|left|right)-(?:[0-9][0-9./]*|auto|px|full|\[[^\]]*\])|(?:rounded-[lr]|border-[lr]|text-left|text-right|float-left|float-right)(?=[\s"'`]))/g;
const ALLOWED = new Set(["left-1/2"]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith(".test.ts") && !e.name.endsWith(".d.ts") ? [join(dir, e.name)] : [],
  );
}

describe("styles are written in start and end, not left and right", () => {
  it("no physical direction class in the client", () => {
    const found = files("src/client").flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (line.trimStart().startsWith("//") ? [] : [...line.matchAll(PHYSICAL)].map((m) => m[0]).filter((c) => !ALLOWED.has(c)).map((c) => `${file}:${i + 1} ${c}`))),
    );
    expect(found).toEqual([]);
  });

  it("the check sees a physical class", () => {
    expect(' className="ml-2 pr-4 text-right left-3 border-l"'.match(PHYSICAL)).toEqual(["ml-2", "pr-4", "text-right", "left-3", "border-l"]);
  });
});
