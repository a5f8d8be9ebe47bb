// The built-in offline assistant (ADR 012, ADR 033): a small pipeline that
// answers a member's question from the trip's own data and never invents a
// place, a price or a fact.
//   1. normalise.ts  the question as plain words (case, accents, punctuation, contractions)
//   2. dates.ts      the dates it names, relative ones resolved against the asker's today
//   3. entities.ts   the trip's own things it names, loosely matched
//   4. intents.ts    what it asks, from cue words and those slots
//   5. answers/      the answer from the trip's data, in the asker's language
// Questions are read in English; answers are written in the member's
// language from the `offline` area of the catalogue (ADR 026).
import type { Language } from "@shared/i18n/languages";
import type { TripContext } from "../trip-context";
import { answer } from "./answers";
import { indexTrip, type EntityIndex } from "./entities";
import { understand } from "./intents";
import { speaker } from "./speaker";

/** The answer to `question` (read in English) about the trip, written in `language`. */
export function offlineAnswer(question: string, ctx: TripContext, language: Language, index?: EntityIndex): string {
  const q = understand(question, ctx, index ?? indexTrip(ctx));
  return answer(q, speaker(language), ctx);
}
