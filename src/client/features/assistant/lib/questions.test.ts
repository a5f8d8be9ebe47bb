// The predefined questions: shown and sent in the reader's language (that the
// offline assistant understands each in all six: server/ai/offline/test-set/chips.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "@shared/i18n/catalogue";
import { LANGUAGES } from "@shared/i18n/languages";
import { createTranslate, type Translate } from "@/lib/i18n";
import { DASHBOARD_QUICK, QUICK_QUESTIONS, WELCOME_QUESTIONS, type PredefinedQuestion } from "./questions";

const ALL = [...WELCOME_QUESTIONS, ...QUICK_QUESTIONS, ...DASHBOARD_QUICK];
const translate: Partial<Record<(typeof LANGUAGES)[number], Translate>> = {};

beforeAll(async () => {
  for (const language of LANGUAGES) translate[language] = createTranslate(language, await loadMessages(language, ["app"]));
});

describe("predefined questions", () => {
  it("keep the English questions the chips have always sent", () => {
    const en = (qs: readonly PredefinedQuestion[]) => qs.map((q) => translate.en!(q.label));
    expect(en(DASHBOARD_QUICK)).toEqual(["Weather forecast", "Restaurant suggestions", "Travel tips"]);
    expect(en(WELCOME_QUESTIONS)).toEqual(["How many days until our trip?", "What's our next reservation?", "How is our budget looking?", "Show me our itinerary"]);
    expect(en(QUICK_QUESTIONS)).toEqual([
      "Where are we staying?",
      "What restaurants have we booked?",
      "Confirmation numbers",
      "Which categories are over budget?",
      "Who is on this trip?",
      "Suggest things to do",
    ]);
  });

  it("are labelled in every language", () => {
    for (const language of LANGUAGES.filter((l) => l !== "en")) {
      for (const q of ALL) {
        const label = translate[language]!(q.label);
        expect(label, `${language} ${q.label}`).not.toBe(q.label);
        expect(label.trim(), `${language} ${q.label}`).not.toBe("");
      }
    }
    expect(translate.de!("assistant.question.staying")).toBe("Wo übernachten wir?");
  });
});
