// The built-in offline assistant (ADR 012, ADR 033, ADR 039): a small
// pipeline that answers a member's question from the trip's own data and
// never invents a place, a price or a fact.
//   1. normalise.ts  the question as plain words (case, accents, punctuation, contractions)
//   2. dates.ts      the dates it names, relative ones resolved against the asker's today
//   3. entities.ts   the trip's own things it names, loosely matched
//   4. intents.ts    what it asks, from cue words and those slots
//   5. answers/      the answer from the trip's data, in the asker's language
// Steps 1–4 read the question with the lexicon of the member's language
// (lexicon/); answers are written in that language from the `offline` area of
// the catalogue (ADR 026).
import type { Language } from "@shared/i18n/languages";
import type { TripContext } from "../trip-context";
import { answer } from "./answers";
import { indexTrip, type EntityIndex } from "./entities";
import { understand, type Query } from "./intents";
import { ENGLISH, lexiconFor } from "./lexicon";
import { speaker } from "./speaker";

/**
 * What the question asks, read in the member's language. People mix
 * languages and paste English: when the English reading leaves fewer words
 * unknown, or understands a question the member's language does not, it wins
 * (ADR 039).
 */
export function read(question: string, ctx: TripContext, language: Language, index: EntityIndex = indexTrip(ctx)): Query {
  const own = understand(question, ctx, index, lexiconFor(language));
  if (language === "en") return own;
  const english = understand(question, ctx, index, ENGLISH);
  const lost = (q: Query) => q.intent === "unknown" || q.intent === "notFound";
  if (english.unknown.length < own.unknown.length) return english;
  if (english.unknown.length === own.unknown.length && lost(own) && !lost(english)) return english;
  return own;
}

/** The answer to `question` (read in `language`, else English) about the trip, written in `language`. */
export function offlineAnswer(question: string, ctx: TripContext, language: Language, index?: EntityIndex): string {
  return answer(read(question, ctx, language, index ?? indexTrip(ctx)), speaker(language), ctx);
}
