// The offline assistant's lexicons, one per language (ADR 039), and what is
// derived from one: its whole vocabulary, and whether a word belongs to it.
import type { Language } from "@shared/i18n/languages";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { pt } from "./pt";
import type { Lexicon } from "./types";

export type { Cue, DateWords, Lexicon, PartOfDay, ReservationType, Role, Status } from "./types";
export { CUE_NAMES } from "./types";

export const LEXICONS: Readonly<Record<Language, Lexicon>> = { en, de, fr, es, it, pt };

export const ENGLISH = en;

export const lexiconFor = (language: Language): Lexicon => LEXICONS[language];

/** Words that carry no name in any language ("the", "de", "der", "dell"): a name matches on its other words. */
export const NAME_STOPWORDS: ReadonlySet<string> = new Set(Object.values(LEXICONS).flatMap((l) => [...l.stopwords]));

/** The words of a cue pattern, both ways where a letter is optional ("quotes?" → "quote", "quotes"). */
function cueWords(re: RegExp): string[] {
  return (re.source.match(/[a-z]{2,}\??/g) ?? []).flatMap((w) => (w.endsWith("?") ? [w.slice(0, -1), w.slice(0, -2)] : [w]));
}

const phraseWords = (phrases: readonly string[]) => phrases.flatMap((p) => p.split(" "));

interface Vocabulary {
  words: ReadonlySet<string>;
  /** Stems of the cue patterns ("recommend\\w*", "categor(y|ies)"): a word starting with one is known too. */
  stems: string[];
}

const vocabularies = new Map<Lexicon, Vocabulary>();

function vocabularyOf(lex: Lexicon): Vocabulary {
  let v = vocabularies.get(lex);
  if (v) return v;
  const d = lex.dates;
  v = {
    words: new Set([
      ...lex.common.split(/\s+/).filter(Boolean),
      ...Object.values(lex.cues).flatMap(cueWords),
      ...Object.keys(lex.types),
      ...Object.keys(lex.categories),
      ...Object.keys(lex.statuses),
      ...Object.keys(lex.roles),
      // Full weekday names only: a short form ("sam", "mar") is read as a weekday where one is expected, and may be a name ("Sam").
      ...lex.weekdays.flatMap((names) => names.slice(0, lex.weekdayFullNames)),
      ...lex.months.flat(),
      ...Object.keys(lex.numbers),
      ...Object.keys(lex.ordinals),
      ...lex.stopwords,
      ...lex.cityNouns,
      ...phraseWords([...d.relative.map((r) => r[0]), ...d.parts.map((p) => p[0]), ...d.this, ...d.next, ...d.last, ...d.every]),
      ...phraseWords([...d.on, ...d.the, ...d.of, ...d.inDays, ...d.days, ...d.fromNow, ...d.day, ...d.ofTrip, ...d.lastDay, ...d.weekend, ...d.week, ...d.rangeJoin]),
    ]),
    stems: Object.values(lex.cues).flatMap((re) => [...re.source.matchAll(/([a-z]{4,})(\\w\*|\()/g)].map((m) => m[1]!)),
  };
  vocabularies.set(lex, v);
  return v;
}

/** A word of the language the question is read in (not a name): in its vocabulary, or an inflection of a word in it. */
export function isKnownWord(word: string, lex: Lexicon = en): boolean {
  const v = vocabularyOf(lex);
  if (v.words.has(word)) return true;
  for (const ending of lex.endings) {
    const [suffix, replacement = ""] = ending.split(":") as [string, string?];
    if (word.length > suffix.length + 1 && word.endsWith(suffix) && v.words.has(word.slice(0, -suffix.length) + replacement)) return true;
  }
  return v.stems.some((stem) => word.startsWith(stem));
}
