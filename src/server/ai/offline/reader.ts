// How the assistant reads a language: words in lower case without accents,
// each reduced to its stem by the Snowball stemmer of the language, the
// language's common words (stopwords-iso) set aside, and the dates a question
// names read by chrono-node's parser for that language.
import * as chrono from "chrono-node";
import { newStemmer } from "snowball-stemmers";
import stopwords from "stopwords-iso";
import type { Language } from "@shared/i18n/languages";
import type { MessageId } from "@shared/i18n/catalogue";
import { RESERVATION_TYPES } from "@shared/reservation-rules";
import { intlFor } from "../../i18n";
import { CONCEPT_WORDS, kindsOf, type Named } from "./concepts";

const SNOWBALL: Record<Language, string> = { en: "english", de: "german", fr: "french", es: "spanish", it: "italian", pt: "portuguese" };
const CHRONO: Record<Language, chrono.Chrono> = { en: chrono.en.casual, de: chrono.de.casual, fr: chrono.fr.casual, es: chrono.es.casual, it: chrono.it.casual, pt: chrono.pt.casual };

/** A word of a question: its stem, whether it is one of the language's common words, and the concepts it names. */
export interface Token {
  stem: string;
  common: boolean;
  concepts: Named[];
}

export interface Reader {
  /** The question's or fact's words as stems, common words kept. */
  stems(text: string): string[];
  /** The text's words, each read. */
  read(text: string): Token[];
  /** The concepts a text names, by its words and by two words written as one ("to do" as "todo"). */
  conceptsIn(text: string): Named[];
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
  const stopped = new Set((stopwords as Record<string, string[]>)[language]!.flatMap(words));
  const concepts = new Map<string, Named[]>();
  const conceptWords = new Set<string>();
  const add = (list: string[], named: Named[]) => {
    for (const word of list) {
      conceptWords.add(word);
      concepts.set(stem(word), [...(concepts.get(stem(word)) ?? []), ...named]);
    }
  };
  for (const [concept, list] of Object.entries(CONCEPT_WORDS[language]) as Array<[Named, string]>) add(words(list), [concept]);
  // Each kind of reservation by the app's own names for it ("Fähre", "Noleggio auto"); a train, a ferry or a
  // taxi is also a transport, a tour or an event also a thing to see.
  const intl = intlFor(language);
  for (const type of RESERVATION_TYPES) {
    for (const id of [`reservations.type.${type}`, `reservations.types.${type}`] as MessageId[]) add(words(intl.formatMessage({ id })).filter((w) => !stopped.has(w)), kindsOf(type));
  }
  // A common word is known by its own form, not its stem: Portuguese "como" (how) is common though it
  // shares its stem with "comer" (eat); a common word the concepts list ("who", "where") is not.
  const common = new Set([...stopped].filter((w) => !conceptWords.has(w)));
  // German joins words into one: a "Mietwagen" is a "Wagen", a "Kochkurs" a "Kurs", read by its last part.
  const tails = language === "de" ? [...conceptWords].filter((w) => w.length >= 4) : [];
  const conceptsOf = (word: string, stemmed: string) => concepts.get(stemmed) ?? concepts.get(stem(tails.find((t) => word.length > t.length + 2 && word.endsWith(t)) ?? "")) ?? [];
  const read = (word: string): Token => {
    const stemmed = stem(word);
    return common.has(word) ? { stem: stemmed, common: true, concepts: [] } : { stem: stemmed, common: false, concepts: conceptsOf(word, stemmed) };
  };
  const parser = CHRONO[language];
  const reader: Reader = {
    stems: (text) => words(text).map(stem),
    read: (text) => words(text).map(read),
    conceptsIn(text) {
      const list = words(text);
      const pairs = list.slice(1).map((w, i) => stem(list[i]! + w));
      return [...list.map(read).flatMap((t) => t.concepts), ...pairs.flatMap((w) => concepts.get(w) ?? [])];
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
