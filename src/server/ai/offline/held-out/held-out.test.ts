// The held-out measurement (ADR 054): the assistant on trips and
// questions it was never tuned on. Each set's first-run score is kept in
// ./results.md; a later change must not score below it. Every miss is
// printed with its answer.
import { describe, expect, it } from "vitest";
import { CHILE_QUESTIONS } from "./chile-questions";
import { CHILE, CHILE_TODAY } from "./chile-trip";
import { JAPAN_QUESTIONS } from "./japan-questions";
import { JAPAN, JAPAN_TODAY } from "./japan-trip";
import { MOROCCO_QUESTIONS } from "./morocco-questions";
import { MOROCCO, MOROCCO_TODAY } from "./morocco-trip";
import { NORWAY_QUESTIONS } from "./norway-questions";
import { NORWAY, NORWAY_TODAY } from "./norway-trip";
import type { Language } from "@shared/i18n/languages";
import { score, type Score } from "./score";

/** Questions answered with all their facts at the first run, per language. */
const SETS: Array<{ name: string; results: Score[]; firstRun: Partial<Record<Language, number>> }> = [
  { name: "Japan", results: score(JAPAN, JAPAN_TODAY, JAPAN_QUESTIONS), firstRun: { en: 76, de: 29, fr: 29, es: 30, it: 28, pt: 26 } },
  { name: "Chile", results: score(CHILE, CHILE_TODAY, CHILE_QUESTIONS), firstRun: { en: 38, de: 11, fr: 11, es: 11, it: 11, pt: 12 } },
  { name: "Morocco", results: score(MOROCCO, MOROCCO_TODAY, MOROCCO_QUESTIONS), firstRun: { en: 77, de: 27, fr: 27, es: 27, it: 24, pt: 25 } },
  { name: "Norway", results: score(NORWAY, NORWAY_TODAY, NORWAY_QUESTIONS), firstRun: { en: 81, de: 28, fr: 28, es: 28, it: 28, pt: 27 } },
];

describe.each(SETS)("the held-out $name trip", ({ name, results, firstRun }) => {
  it.each(results)("$language: answers no fewer questions than at its first run", (result) => {
    console.info(`Held-out ${name}, ${result.language}: ${result.passed}/${result.total} (${((result.passed / result.total) * 100).toFixed(1)} %)\n${result.failures.join("\n")}`);
    expect(result.passed, result.failures.join("\n\n")).toBeGreaterThanOrEqual(firstRun[result.language] ?? result.total);
  });
});
