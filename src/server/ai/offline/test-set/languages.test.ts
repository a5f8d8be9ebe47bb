// The offline assistant's test set in each language it reads (ADR 039): the
// questions of ./languages/*.ts, asked by a member whose language it is, on
// the fixed trip of ./trip.ts. Like ./questions.ts, no held-out measure and
// partly the old answers' sentences: each language must answer no fewer than
// at the rebuild; the rate and every miss (with its answer) are reported.
import { describe, expect, it } from "vitest";
import type { Language } from "@shared/i18n/languages";
import { offlineAnswer } from "../assistant";
import { GERMAN } from "./languages/de";
import { SPANISH } from "./languages/es";
import { FRENCH } from "./languages/fr";
import { ITALIAN } from "./languages/it";
import { PORTUGUESE } from "./languages/pt";
import type { TestQuestion } from "./questions";
import { TODAY, TRIP } from "./trip";

/** Each language's set and how many of it the rebuilt assistant answered. */
const SETS: Array<[Exclude<Language, "en">, TestQuestion[], number]> = [
  ["de", GERMAN, 49],
  ["fr", FRENCH, 40],
  ["es", SPANISH, 39],
  ["it", ITALIAN, 40],
  ["pt", PORTUGUESE, 36],
];

/** Intl separates "2.200,00 €" and "50,0 %" with (narrow) no-break spaces; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe.each(SETS)("the offline assistant's %s test set", (language, questions, atRebuild) => {
  it("answers no fewer of its questions with their key facts than at the rebuild", () => {
    const failures: string[] = [];
    for (const t of questions) {
      const answer = plain(offlineAnswer(t.q, { ...TRIP, today: t.today ?? TODAY }, language));
      const wrong = [
        ...t.has.filter((fact) => !answer.includes(plain(fact))).map((fact) => `missing ${JSON.stringify(fact)}`),
        ...(t.not ?? []).filter((fact) => answer.includes(plain(fact))).map((fact) => `should not say ${JSON.stringify(fact)}`),
      ];
      if (wrong.length) failures.push(`✗ ${t.q}${t.today ? ` (today ${t.today})` : ""}: ${wrong.join("; ")}\n${answer.replace(/^/gm, "    ")}`);
    }
    const passed = questions.length - failures.length;
    const rate = (passed / questions.length) * 100;
    console.info(`Offline assistant, ${language}: ${passed}/${questions.length} passed (${rate.toFixed(1)} %)${failures.length ? `\n\n${failures.join("\n\n")}` : ""}`);
    expect(passed, failures.join("\n\n")).toBeGreaterThanOrEqual(atRebuild);
  });

  it("has at least 50 questions, some about what the trip's data does not hold", () => {
    expect(questions.length).toBeGreaterThanOrEqual(50);
    expect(new Set(questions.map((t) => t.q)).size).toBe(questions.length);
  });
});
