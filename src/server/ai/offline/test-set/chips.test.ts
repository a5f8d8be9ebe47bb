// The chat's predefined questions (client assistant/lib/questions.ts) fill
// the input with the question in the member's language, also for the
// offline assistant: each of them, in each of the six languages, must be read
// as the English one is and answered, not met with "I didn't understand".
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages, type Messages } from "@shared/i18n/catalogue";
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import { DASHBOARD_BUILT_IN, DASHBOARD_QUICK, QUICK_QUESTIONS, WELCOME_QUESTIONS } from "../../../../client/features/assistant/lib/questions";
import { offlineAnswer, read } from "../assistant";
import { indexTrip } from "../entities";
import { speaker } from "../speaker";
import { TODAY, TRIP } from "./trip";

const ctx = { ...TRIP, today: TODAY };
const index = indexTrip(ctx);
const CHIPS = [...new Map([...WELCOME_QUESTIONS, ...QUICK_QUESTIONS, ...DASHBOARD_QUICK, ...DASHBOARD_BUILT_IN].map((q) => [q.label, q])).values()];
const messages: Partial<Record<Language, Messages>> = {};

beforeAll(async () => {
  for (const language of LANGUAGES) messages[language] = await loadMessages(language, ["app"]);
});

describe.each(LANGUAGES)("the chips in %s", (language) => {
  it.each(CHIPS.map((q) => [q.label, q] as const))("%s is understood as in English", (label) => {
    const question = messages[language]![label]!;
    const english = read(messages.en![label]!, ctx, "en", index);
    const asked = read(question, ctx, language, index);
    expect(english.intent, `English ${label}`).not.toMatch(/^(unknown|notFound)$/);
    expect(asked.intent, question).toBe(english.intent);
    const notUnderstood = speaker(language).t("offline.help.notUnderstood", { trip: ctx.trip.name });
    expect(offlineAnswer(question, ctx, language, index), question).not.toContain(notUnderstood);
  });
});
