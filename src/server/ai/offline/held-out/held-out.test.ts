// The held-out measurement (docs/decisions/058): the assistant on trips and
// questions it was never tuned on. Each set's first-run score is kept in
// ./results.md; a later change must not score below it. Every miss is
// printed with its answer.
import { describe, expect, it } from "vitest";
import { JAPAN_QUESTIONS } from "./japan-questions";
import { JAPAN, JAPAN_TODAY } from "./japan-trip";
import { score } from "./score";

/** Questions answered with all their facts at the first run, per language. */
const JAPAN_FIRST_RUN = { en: 76, de: 29, fr: 29, es: 30, it: 28, pt: 26 };

describe("the held-out Japan trip", () => {
  for (const result of score(JAPAN, JAPAN_TODAY, JAPAN_QUESTIONS)) {
    it(`${result.language}: answers no fewer questions than at its first run`, () => {
      console.info(`Held-out Japan, ${result.language}: ${result.passed}/${result.total} (${((result.passed / result.total) * 100).toFixed(1)} %)\n${result.failures.join("\n")}`);
      expect(result.passed, result.failures.join("\n\n")).toBeGreaterThanOrEqual(JAPAN_FIRST_RUN[result.language]);
    });
  }
});
