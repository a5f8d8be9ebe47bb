// The offline assistant in the six languages added last: each reads a date
// question ("what do we do on 15 June?", "tomorrow", "Monday") and the
// everyday ones (where we sleep, who comes, what we spent, what to pack) and
// answers with the trip's facts in its own formats. The first run's score is
// kept in ./results.md; a later change must not score below the floor here.
import { describe, expect, it } from "vitest";
import type { Language } from "@shared/i18n/languages";
import { offlineAnswer } from "../assistant";
import { readerFor } from "../reader";
import { speaker } from "../speaker";
import { TODAY, TRIP } from "../test-set/trip";
import { NEW_LANGUAGE_QUESTIONS } from "./new-languages-questions";
import { score } from "./score";

/** Questions answered with all their facts, per language: the floor. */
const FLOOR: Partial<Record<Language, number>> = { nl: 8, pl: 8, tr: 8, ja: 8, "zh-CN": 8, ar: 8 };

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

describe("the offline assistant reads the new languages", () => {
  it("a word for the trip itself as the trip, not as a kind whose label holds it: Arabic 'الرحلة', though a flight is 'رحلة جوية'", () => {
    const [trip] = readerFor("ar").read("الرحلة");
    expect(trip!.concepts).toContain("whole");
    expect(trip!.concepts).not.toContain("flight");
  });

  it("Japanese and Chinese words by the dictionary, the kana's marks kept (が is not か)", () => {
    expect(readerFor("ja").words("どこに泊まりますか？")).toEqual(["どこ", "に", "泊まり", "ます", "か"]);
    expect(readerFor("ja").words("が")).toEqual(["が"]);
    expect(readerFor("zh-CN").words("我们住在哪里？")).toEqual(["我们", "住在", "哪里"]);
  });

  it("Polish and Turkish dates by Intl's names: a genitive month, an inflected weekday, the longer of two weekday names, near days", () => {
    const inTrip = () => true;
    expect(readerFor("pl").dates("Co robimy 15 czerwca?", "2026-06-12", inTrip)).toEqual([["2026-06-15", "2026-06-15", "15 czerwca"]]);
    expect(readerFor("pl").dates("A w środę?", "2026-06-12", inTrip)).toEqual([["2026-06-17", "2026-06-17", "środę"]]);
    expect(readerFor("pl").dates("Co mamy pojutrze?", "2026-06-12", inTrip)).toEqual([["2026-06-14", "2026-06-14", "pojutrze"]]);
    expect(readerFor("tr").dates("Pazartesi ne var?", "2026-06-12", inTrip)).toEqual([["2026-06-15", "2026-06-15", "Pazartesi"]]);
    expect(readerFor("tr").dates("Yarın ne yapıyoruz?", "2026-06-12", inTrip)).toEqual([["2026-06-13", "2026-06-13", "Yarın"]]);
  });

  it.each([
    ["tr", "Gezi ne zaman başlıyor?"],
    ["ja", "旅行はいつ始まりますか？"],
    ["zh-CN", "旅行什么时候开始？"],
  ] as const)("%s: 'when' is a word of asking, so '%s' gets the dates without an 'I can't know' first", (language, question) => {
    const answer = offlineAnswer(question, { ...TRIP, today: TODAY }, language);
    expect(answer).toContain("2026");
    expect(answer.startsWith(speaker(language).t("offline.cannotKnow")), answer).toBe(false);
  });

  it("Arabic with or without its short vowels: 'غدًا' is tomorrow", () => {
    expect(offlineAnswer("ماذا لدينا غدًا؟", { ...TRIP, today: TODAY }, "ar")).toContain("13‏/06‏/2026");
  });
});
