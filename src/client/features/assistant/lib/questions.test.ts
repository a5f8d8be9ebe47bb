// The predefined questions: shown in the reader's language, and sent in
// English to the offline assistant, whose matching is English-only for now.
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "@shared/i18n/catalogue";
import { LANGUAGES } from "@shared/i18n/languages";
import { createTranslate, type Translate } from "@/lib/i18n";
import { DASHBOARD_QUICK, QUICK_QUESTIONS, WELCOME_QUESTIONS, questionText } from "./questions";

const ALL = [...WELCOME_QUESTIONS, ...QUICK_QUESTIONS, ...DASHBOARD_QUICK];
const translate: Partial<Record<(typeof LANGUAGES)[number], Translate>> = {};

beforeAll(async () => {
  for (const language of LANGUAGES) translate[language] = createTranslate(language, await loadMessages(language, ["app"]));
});

describe("predefined questions", () => {
  it("send the English text the label shows in English", () => {
    for (const q of ALL) expect(translate.en!(q.label), q.label).toBe(q.question);
  });

  it("keep the spec's English chips", () => {
    expect(DASHBOARD_QUICK.map((q) => q.question)).toEqual(["Weather forecast", "Restaurant suggestions", "Travel tips"]);
    expect(WELCOME_QUESTIONS.map((q) => q.question)).toContain("How many days until our trip?");
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

  it("fill the input in English for the offline assistant and in the reader's language for a model", () => {
    const staying = QUICK_QUESTIONS[0]!;
    expect(questionText(staying, translate.de!, true)).toBe("Where are we staying?");
    expect(questionText(staying, translate.de!, false)).toBe("Wo übernachten wir?");
    expect(questionText(staying, translate.en!, false)).toBe("Where are we staying?");
  });
});
