// The catalogue is complete and well-formed in every language (ADR 026): a
// message missing in one language, a placeholder renamed in a translation, or
// a pattern ICU cannot read fails here, not in front of a traveller.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LANGUAGES, LOCALES } from "./languages";

const DIR = join(__dirname, "messages");
const AREAS = readdirSync(join(DIR, "en")).filter((f) => f.endsWith(".json"));
const read = (language: string, area: string) => JSON.parse(readFileSync(join(DIR, language, area), "utf8")) as Record<string, string>;

/** The argument names a pattern uses, with their kinds (a plural stays a plural). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === 0 || el.type === 7) continue;
    if (el.type === 8) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
      continue;
    }
    into.add(`${el.value}:${el.type}`);
    if (el.type === 5 || el.type === 6) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

/** Each plural's categories (exact `=N` cases left out), wherever it sits in the pattern. */
function pluralCategories(elements: MessageFormatElement[], into: string[][] = []): string[][] {
  for (const el of elements) {
    if (el.type === 6 && el.pluralType !== "ordinal") into.push(Object.keys(el.options).filter((k) => !k.startsWith("=")).sort());
    if (el.type === 5 || el.type === 6) for (const option of Object.values(el.options)) pluralCategories(option.value, into);
    if (el.type === 8) pluralCategories(el.children, into);
  }
  return into;
}

describe("the message catalogue", () => {
  it("never shows a traveller a server setting's name; only the AI errors an admin acts on name theirs", () => {
    for (const language of LANGUAGES) {
      for (const area of AREAS) {
        for (const [id, text] of Object.entries(read(language, area))) {
          if (id.startsWith("errors.ai.")) continue;
          expect(text, `${language} ${id}`).not.toMatch(/\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b/);
        }
      }
    }
  });

  it("has the same areas in every language", () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(join(DIR, language)).filter((f) => f.endsWith(".json")).sort(), language).toEqual([...AREAS].sort());
    }
  });

  for (const area of AREAS) {
    describe(area, () => {
      const english = read("en", area);
      const prefix = `${area.replace(/\.json$/, "")}.`;

      it("names every message after its area", () => {
        expect(Object.keys(english).filter((id) => !id.startsWith(prefix))).toEqual([]);
      });

      for (const language of LANGUAGES.filter((l) => l !== "en")) {
        it(`is complete in ${language}, with the same placeholders`, () => {
          const translated = read(language, area);
          expect(Object.keys(translated).filter((id) => !(id in english)), "ids English does not have").toEqual([]);
          expect(Object.keys(english).filter((id) => !(id in translated)), "ids missing").toEqual([]);
          for (const [id, text] of Object.entries(translated)) {
            expect(text.trim(), id).not.toBe("");
            expect([...argumentsOf(parse(text))].sort(), `${language} ${id}`).toEqual([...argumentsOf(parse(english[id]!))].sort());
          }
        });
      }

      // A language's plural forms are the ones Intl.PluralRules reports for it (Polish has four, Arabic six,
      // French a "many" for millions): a missing form falls back to "other", an extra one is never chosen.
      for (const language of LANGUAGES) {
        it(`has in ${language} exactly the plural forms the language has`, () => {
          const forms = [...new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories].sort();
          for (const [id, text] of Object.entries(read(language, area))) {
            for (const found of pluralCategories(parse(text))) expect(found, `${language} ${id}`).toEqual(forms);
          }
        });
      }

      it("reads as ICU MessageFormat in English", () => {
        for (const [id, text] of Object.entries(english)) expect(() => parse(text), id).not.toThrow();
      });
    });
  }
});
