// The repository explains itself: code, tests and docs cite its own docs/
// pages, ADRs or the OpenAPI document, never a document that is not in the
// repository (a product spec or an architecture note kept elsewhere), which
// would point nowhere for whoever clones it. Product behaviour lives in
// docs/product/; see docs/architecture.md.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** Ways of citing a document outside the repository. Built from pieces so this file does not cite one itself. */
const OUTSIDE = [
  { what: "a spec document", re: new RegExp(String.raw`\b${"SP"}EC(-\d)?(\.md)?\b`) },
  { what: "a spec section", re: new RegExp(String.raw`\bspec\s*${"§"}`, "i") },
  { what: "a bare section sign", re: new RegExp(String.raw`(?<!RFC \d+ )${"§"}\s*\d`) },
  { what: "the architecture note", re: new RegExp(String.raw`\b${"ARCHI"}TECTURE\.md`) },
  { what: '"the spec"', re: new RegExp(String.raw`\bthe(\s|//|\*)+${"sp"}ec\b(?!\s+file)`, "i") },
  { what: "spec wording", re: new RegExp(String.raw`\b${"sp"}ec (text|toasts?|messages?|defaults|passages)\b`, "i") },
];

export function outsideCitations(text: string): { line: number; what: string; text: string }[] {
  const found: { line: number; what: string; text: string }[] = [];
  // Line by line, and each line with the one before, for "the\n// spec" wrapped in a comment.
  const lines = text.split("\n");
  lines.forEach((line, i) => {
    const joined = i > 0 ? `${lines[i - 1]}\n${line}` : line;
    for (const { what, re } of OUTSIDE) {
      if (re.test(line) || (re.test(joined) && !re.test(lines[i - 1] ?? ""))) found.push({ line: i + 1, what, text: line.trim() });
    }
  });
  return found;
}

const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|md|json|css|html|sh|sql|ya?ml|txt)$|(^|\/)(run|\.env\.example)$/;
const SKIP = /(^|\/)package-lock\.json$|\/migrations\/meta\/|^src\/shared\/repo-citations\.test\.ts$/;

function trackedTextFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\n").filter((f) => f && TEXT.test(f) && !SKIP.test(f));
}

describe("citations", () => {
  it("finds each way of citing a document outside the repository", () => {
    const cites = [
      `// Budget (${"SP"}EC-2 ${"§"}1): totals`,
      `// Dashboard card (${"sp"}ec ${"§"}2)`,
      `The contract is \`${"SP"}EC-2.md\` and ${"§"}5 for invitations`,
      `see ${"ARCHI"}TECTURE.md`,
      `// with the ${"sp"}ec's message`,
      `// toasts the\n// ${"sp"}ec asks for`,
      `/** ${"Sp"}ec toasts for refused input */`,
    ];
    for (const text of cites) expect(outsideCitations(text), text).not.toEqual([]);
  });

  it("leaves the repository's own citations and other uses of the words alone", () => {
    const fine = [
      "// Budget (docs/product/budget-and-expenses.md, ADR 030): totals",
      "/** TEXT escaping (RFC 5545 §3.3.11). */",
      "// One Chromium for the calling spec file",
      "// This spec starts its own app server",
      'import { x } from "./days.spec";',
      "a few “ ”, § and accented letters",
    ];
    for (const text of fine) expect(outsideCitations(text), text).toEqual([]);
  });

  it("no tracked file cites a document outside the repository", () => {
    const offenders = trackedTextFiles().flatMap((file) =>
      outsideCitations(readFileSync(join(ROOT, file), "utf8")).map((c) => `${file}:${c.line} (${c.what}): ${c.text.slice(0, 120)}`),
    );
    expect(offenders, "cite docs/product/…, an ADR or /api/openapi.json instead").toEqual([]);
  });
});
