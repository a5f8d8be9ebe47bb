// Scores the offline assistant on a held-out set: each answer must hold every
// expected fact (dates and amounts in the asker's language's format, the
// "can't know" sentence where asked) and none it must not.
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import type { TripContext } from "../../trip-context";
import { offlineAnswer } from "../assistant";
import { speaker } from "../speaker";
import type { HeldOutSet } from "./japan-questions";

/** Intl separates "12.000 ¥" with (narrow) no-break spaces; compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** A fact as `language` writes it: `{d:DATE}`, `{m:AMOUNT:CURRENCY}` and `{cannot}` formatted. */
function expand(fact: string, language: Language): string {
  const s = speaker(language);
  if (fact === "{cannot}") return s.t("offline.cannotKnow");
  return fact.replace(/\{d:([\d-]+)\}/g, (_, d: string) => s.f.date(d)).replace(/\{m:([\d.]+):([A-Z]{3})\}/g, (_, a: string, c: string) => s.f.money(a, c));
}

export interface Score {
  language: Language;
  passed: number;
  total: number;
  failures: string[];
}

/** The score in each language the set has questions in. */
export function score(trip: TripContext, today: string, sets: HeldOutSet): Score[] {
  return LANGUAGES.flatMap((language) => {
    const questions = sets[language];
    if (!questions) return [];
    const failures: string[] = [];
    for (const t of questions) {
      const answer = plain(offlineAnswer(t.q, { ...trip, today: t.today ?? today }, language));
      const wrong = [
        ...t.has.map((f) => plain(expand(f, language))).filter((f) => !answer.includes(f)).map((f) => `missing ${JSON.stringify(f)}`),
        ...(t.not ?? []).map((f) => plain(expand(f, language))).filter((f) => answer.includes(f)).map((f) => `should not say ${JSON.stringify(f)}`),
      ];
      if (wrong.length) failures.push(`✗ ${t.q}: ${wrong.join("; ")}\n${answer.replace(/^/gm, "    ")}`);
    }
    return [{ language, passed: questions.length - failures.length, total: questions.length, failures }];
  });
}
