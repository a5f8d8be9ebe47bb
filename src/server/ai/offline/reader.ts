// How the assistant reads a language: words in lower case without accents,
// each reduced to its stem by the Snowball stemmer of the language, the
// language's common words (stopwords-iso) set aside, and the dates a question
// names read by chrono-node's parser for that language.
import * as chrono from "chrono-node";
import { newStemmer } from "snowball-stemmers";
import stopwords from "stopwords-iso";
import type { Language } from "@shared/i18n/languages";
import { CONCEPT_WORDS, type Concept } from "./concepts";

const SNOWBALL: Record<Language, string> = { en: "english", de: "german", fr: "french", es: "spanish", it: "italian", pt: "portuguese" };
const CHRONO: Record<Language, chrono.Chrono> = { en: chrono.en.casual, de: chrono.de.casual, fr: chrono.fr.casual, es: chrono.es.casual, it: chrono.it.casual, pt: chrono.pt.casual };

export interface Reader {
  /** The question's or fact's words as stems, common words kept. */
  stems(text: string): string[];
  /** Whether a stem is one of the language's common words. */
  common(stem: string): boolean;
  /** The concepts a stem names. */
  concepts(stem: string): Concept[];
  /** The concepts a text names, by its words and by two words written as one ("to do" as "todo"). */
  conceptsIn(text: string): Concept[];
  /** The calendar dates (YYYY-MM-DD) the text names, relative ones from `today`: each a first and last day and the words that named it. */
  dates(text: string, today: string, inTrip: (date: string) => boolean): Array<[start: string, end: string, words: string]>;
}

/** Lower case, accents off, split at anything that is not a letter or a digit; "to-do" and "Wi-Fi" also as one word. */
const words = (text: string) => {
  const plain = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const joined = (plain.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []).map((w) => w.replace(/-/g, ""));
  return [...plain.split(/[^\p{L}\p{N}]+/u), ...joined].filter(Boolean);
};

const readers = new Map<Language, Reader>();

export function readerFor(language: Language): Reader {
  const known = readers.get(language);
  if (known) return known;
  const stemmer = newStemmer(SNOWBALL[language]);
  const stem = (word: string) => stemmer.stem(word);
  const common = new Set((stopwords as Record<string, string[]>)[language === "pt" ? "pt" : language]!.flatMap(words).map(stem));
  const concepts = new Map<string, Concept[]>();
  for (const [concept, list] of Object.entries(CONCEPT_WORDS[language]) as Array<[Concept, string]>) {
    for (const word of words(list)) concepts.set(stem(word), [...(concepts.get(stem(word)) ?? []), concept]);
  }
  const parser = CHRONO[language];
  const reader: Reader = {
    stems: (text) => words(text).map(stem),
    common: (s) => common.has(s) && !concepts.has(s),
    concepts: (s) => concepts.get(s) ?? [],
    conceptsIn(text) {
      const list = words(text);
      const pairs = list.slice(1).map((w, i) => stem(list[i]! + w));
      return [...list.map(stem), ...pairs].flatMap((w) => concepts.get(w) ?? []);
    },
    dates(text, today, inTrip) {
      // Noon of the asker's today: a relative date ("tomorrow", "Friday") moves whole days from it.
      const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
      const read = (forwardDate: boolean) =>
        parser
          .parse(text, reference, { forwardDate })
          // "Now" ("so far, until now") names an instant, not a day to show.
          .filter((r) => !(r.start.isCertain("hour") && r.start.isCertain("minute") && !/\d/.test(r.text)))
          .map((r): [string, string, string] => {
          const start = r.start.date().toISOString().slice(0, 10);
          const end = r.end?.date().toISOString().slice(0, 10);
          return [start, end && end > start ? end : start, r.text];
        });
      // "October 4" or "Friday" without a year or a "next": the one ahead, unless only the one behind is in the trip.
      const behind = read(false);
      return read(true).map((ahead, i) => (!inTrip(ahead[0]) && behind[i] && inTrip(behind[i]![0]) ? behind[i]! : ahead));
    },
  };
  readers.set(language, reader);
  return reader;
}
