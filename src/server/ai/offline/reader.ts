// How the assistant reads a language: words in lower case (accents off where
// they are only accents), each reduced to its stem by the Snowball stemmer of
// the language where there is one, the language's common words
// (stopwords-iso) set aside, and the dates a question names read by
// chrono-node's parser for that language, or from the language's own names of
// months, weekdays and near days (Intl) where chrono has none.
import * as chrono from "chrono-node";
import { newStemmer } from "snowball-stemmers";
import stopwords from "stopwords-iso";
import type { Language } from "@shared/i18n/languages";
import type { MessageId } from "@shared/i18n/catalogue";
import { RESERVATION_TYPES } from "@shared/reservation-rules";
import { intlFor } from "../../i18n";
import { CONCEPT_WORDS, kindsOf, type Named } from "./concepts";
import { intlDates } from "./dates";

/**
 * Snowball has no Polish, Japanese nor Chinese stemmer: their words are read as they are (Polish
 * inflections are listed in the concept words; Japanese and Chinese words do not inflect that way).
 */
const SNOWBALL: Partial<Record<Language, string>> = { en: "english", de: "german", fr: "french", es: "spanish", it: "italian", pt: "portuguese", nl: "dutch", tr: "turkish", ar: "arabic" };
/** chrono-node's parsers; Polish and Turkish dates are read from Intl's names (./dates.ts). */
const CHRONO: Partial<Record<Language, chrono.Chrono>> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
  it: chrono.it.casual,
  pt: chrono.pt.casual,
  nl: chrono.nl.casual,
  ja: chrono.ja.casual,
  "zh-CN": chrono.zh.hans.casual,
  ar: chrono.ar.casual,
};
/** Languages written without spaces between words: split by Intl.Segmenter's dictionary. */
const UNSPACED = new Set<Language>(["ja", "zh-CN"]);
/**
 * Turkish ş, ç, ğ, ö, ü are letters of their own, which its stemmer's suffixes need; in the other
 * Latin-script languages an accent is often left out when typing, so it is set aside on both sides.
 */
const KEEPS_ACCENTS = new Set<Language>(["tr"]);

/** A word of a question: its stem, whether it is one of the language's common words, and the concepts it names. */
export interface Token {
  stem: string;
  common: boolean;
  concepts: Named[];
}

export interface Reader {
  /** The question's or fact's words, as this language splits and writes them in lower case. */
  words(text: string): string[];
  /** The question's or fact's words as stems, common words kept. */
  stems(text: string): string[];
  /** The text's words, each read. */
  read(text: string): Token[];
  /** Words (of this or another language's splitting) each read. */
  readWords(words: string[]): Token[];
  /** The concepts a text names, by its words and by two words written as one ("to do" as "todo"). */
  conceptsIn(text: string): Named[];
  /** The calendar dates (YYYY-MM-DD) the text names, relative ones from `today`: each a first and last day and the words that named it. */
  dates(text: string, today: string, inTrip: (date: string) => boolean): Array<[start: string, end: string, words: string]>;
}

/** Arabic short vowels and the stretching tatweel are optional in writing: "غدًا" is "غدا". */
export const withoutOptionalMarks = (text: string) => text.replace(/[\u064b-\u065f\u0670\u0640]/gu, "");

/**
 * The text as the reader compares it: without optional marks, and without accents on Latin letters
 * unless the language keeps them; every other mark stays (a Japanese が is not か), recomposed.
 */
function plainText(text: string, language: Language): string {
  const plain = withoutOptionalMarks(text.normalize("NFD"));
  return (KEEPS_ACCENTS.has(language) ? plain : plain.replace(/(?<=\p{Script=Latin})\p{M}+/gu, "")).normalize("NFC").toLocaleLowerCase(language);
}

/** Split at anything that is not a letter or a digit, or by the dictionary where words have no spaces; "to-do" and "Wi-Fi" also as one word. */
function splitter(language: Language): (text: string) => string[] {
  const segmenter = UNSPACED.has(language) ? new Intl.Segmenter(language, { granularity: "word" }) : undefined;
  return (text) => {
    const plain = plainText(text, language);
    if (segmenter) return [...segmenter.segment(plain)].filter((s) => s.isWordLike).map((s) => s.segment);
    const joined = (plain.match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? []).map((w) => w.replace(/-/g, ""));
    return [...plain.split(/[^\p{L}\p{N}]+/u), ...joined].filter(Boolean);
  };
}

const readers = new Map<Language, Reader>();

export function readerFor(language: Language): Reader {
  const known = readers.get(language);
  if (known) return known;
  const words = splitter(language);
  const snowball = SNOWBALL[language];
  const stemmer = snowball ? newStemmer(snowball) : undefined;
  const stem = (word: string) => (stemmer ? stemmer.stem(word) : word);
  const stopped = new Set((stopwords as Record<string, string[]>)[language.slice(0, 2)]!.flatMap(words));
  const concepts = new Map<string, Named[]>();
  const conceptWords = new Set<string>();
  const add = (list: string[], named: Named[]) => {
    for (const word of list) {
      conceptWords.add(word);
      concepts.set(stem(word), [...(concepts.get(stem(word)) ?? []), ...named]);
    }
  };
  // Each listed word as written, not split again: a Japanese "持ち物" stays one word.
  const listed = (list: string) => list.split(" ").filter(Boolean).map((w) => plainText(w, language));
  for (const [concept, list] of Object.entries(CONCEPT_WORDS[language]) as Array<[Named, string]>) add(listed(list), [concept]);
  // Each kind of reservation by the app's own names for it ("Fähre", "Noleggio auto"); a train, a ferry or a
  // taxi is also a transport, a tour or an event also a thing to see. A word for the trip itself names no
  // kind: Arabic calls a flight "رحلة جوية", an air trip, yet "الرحلة" asks about the trip.
  const intl = intlFor(language);
  const whole = (word: string) => !!concepts.get(stem(word))?.includes("whole");
  for (const type of RESERVATION_TYPES) {
    for (const id of [`reservations.type.${type}`, `reservations.types.${type}`] as MessageId[]) add(words(intl.formatMessage({ id })).filter((w) => !stopped.has(w) && !whole(w)), kindsOf(type));
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
    words,
    stems: (text) => words(text).map(stem),
    read: (text) => words(text).map(read),
    readWords: (list) => list.map(read),
    conceptsIn(text) {
      const list = words(text);
      const pairs = list.slice(1).map((w, i) => stem(list[i]! + w));
      return [...list.map(read).flatMap((t) => t.concepts), ...pairs.flatMap((w) => concepts.get(w) ?? [])];
    },
    dates(text, today, inTrip) {
      if (!parser) return intlDates(text, language, today, inTrip);
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
