// The offline assistant in the six languages added last: each reads a date
// question ("what do we do on 15 June?", "tomorrow", "Monday") and the
// everyday ones (where we sleep, who comes, what we spent, what to pack) and
// answers with the trip's facts in its own formats. The first run's score is
// kept in ./results.md; a later change must not score below the floor here.
import { describe, expect, it } from "vitest";
import type { Language } from "@shared/i18n/languages";
import { TODAY, TRIP } from "../test-set/trip";
import { NEW_LANGUAGE_QUESTIONS } from "./new-languages-questions";
import { score } from "./score";

/** Questions answered with all their facts, per language: the floor. */
const FLOOR: Partial<Record<Language, number>> = { nl: 8, pl: 8, tr: 8, ja: 8, "zh-CN": 8, ar: 7 };

describe("the offline assistant in the new languages", () => {
  it.each(score(TRIP, TODAY, NEW_LANGUAGE_QUESTIONS))("$language: answers its questions with their facts", (result) => {
    console.info(`New languages, ${result.language}: ${result.passed}/${result.total}\n${result.failures.join("\n")}`);
    expect(result.passed, result.failures.join("\n\n")).toBeGreaterThanOrEqual(FLOOR[result.language]!);
  });

  it("answers a date question in each of them", () => {
    for (const language of ["nl", "pl", "tr", "ja", "zh-CN", "ar"] as const) {
      const result = score(TRIP, TODAY, { [language]: NEW_LANGUAGE_QUESTIONS[language]!.slice(0, 3) })[0]!;
      expect(result.failures, language).toEqual([]);
    }
  });
});
