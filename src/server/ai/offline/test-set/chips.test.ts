// The chat's predefined questions (client assistant/lib/questions.ts) fill
// the input with the question in the member's language, also for the
// offline assistant: each of them, in each of the six languages, must be read
// and answered from the trip's data (ideas with what the trip already holds), or,
// for the weather, said to be beyond it.
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages, type Messages } from "@shared/i18n/catalogue";
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import { DASHBOARD_BUILT_IN, DASHBOARD_QUICK, QUICK_QUESTIONS, WELCOME_QUESTIONS } from "../../../../client/features/assistant/lib/questions";
import { offlineAnswer } from "../assistant";
import { speaker } from "../speaker";
import { TODAY, TRIP } from "./trip";

const ctx = { ...TRIP, today: TODAY };
const CHIPS = [...new Map([...WELCOME_QUESTIONS, ...QUICK_QUESTIONS, ...DASHBOARD_QUICK, ...DASHBOARD_BUILT_IN].map((q) => [q.label, q])).values()];
/** Chips whose answer is in no trip's data: the weather needs a weather service. */
const NEEDS_A_MODEL = new Set(["assistant.question.weather"]);
/** Chips asking for ideas: answered with what the trip already holds where it matches, else said to be beyond it. */
const IDEAS = new Set(["assistant.question.restaurantIdeas", "assistant.question.tips", "assistant.question.thingsToDo"]);
const messages: Partial<Record<Language, Messages>> = {};

beforeAll(async () => {
  for (const language of LANGUAGES) messages[language] = await loadMessages(language, ["app"]);
});

describe.each(LANGUAGES)("the chips in %s", (language) => {
  it.each(CHIPS.map((q) => [q.label, q] as const))("%s is answered from the trip's data, or said to be beyond it", (label) => {
    const question = messages[language]![label]!;
    const answer = offlineAnswer(question, ctx, language);
    const s = speaker(language);
    if (NEEDS_A_MODEL.has(label)) expect(answer, question).toContain(s.t("offline.cannotKnow"));
    else if (!IDEAS.has(label)) expect(answer, question).not.toContain(s.t("offline.notFound.askMe"));
    else expect(answer, question).not.toBe("");
  });
});
