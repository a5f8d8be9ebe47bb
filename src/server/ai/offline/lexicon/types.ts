// What a language gives the offline assistant to read questions with (ADR 039):
// its words for dates and numbers, the cue patterns of every intent, the
// words for reservation kinds, budget categories, statuses and roles, how its
// text is normalised (contractions, elisions, compounds, shorthand), and the
// common words that are never a name. Intent scoring (intents.ts), entity
// matching (entities.ts) and date arithmetic (dates.ts) are shared: only this
// vocabulary differs from one language to the next.
//
// Every word and pattern is written as normalise.ts leaves the text: lower
// case, accents folded ("über" → "uber", "día" → "dia", "ß" → "ss"), words
// separated by single spaces with a space at both ends, so " next " is the word.
import type { BudgetCategory } from "@shared/budget-rules";
import type { Language } from "@shared/i18n/languages";

export type PartOfDay = "morning" | "afternoon" | "evening";
export type ReservationType = "hotel" | "restaurant" | "attraction" | "transport" | "other";
export type Status = "confirmed" | "pending" | "cancelled";
export type Role = "admin" | "editor" | "viewer";

/** The cues of a question, each a pattern of words; an intent is chosen from them and the trip's names (intents.ts). */
export const CUE_NAMES = [
  "greeting", "help",
  // What the trip's data cannot tell.
  "weather", "recommend", "outside", "distance", "contact", "hours",
  // Dates and the itinerary.
  "dates", "whichTripDay", "startEnd", "itinerary", "cityWord", "cityCount", "eachCity", "after", "before", "first", "last", "plan", "where",
  "stay", "nights", "sleep", "whereTo", "homeward",
  // Reservations.
  "reservation", "next", "when", "address", "cost", "confirmation", "status", "checkIn", "checkOut", "howManyHours",
  // Money.
  "budget", "budgetHowMuch", "planned", "left", "spent", "expense", "whoPaid", "pay", "paySpend", "payment", "balance", "quote",
  "quoteFlights", "quoteHotels", "currency", "airTickets",
  // The packing list and the to-do list.
  "packing", "todo",
  // People.
  "members", "role", "email", "canI", "isAsk",
  // How the answer is wanted.
  "count", "total", "max", "dearest", "min", "me",
  // A name the trip does not have, asked about as a place ("after Naples?", "are we going to Naples?").
  "placePreposition", "aboutVerb", "whereAsk",
] as const;

export type Cue = (typeof CUE_NAMES)[number];

/** "Check-in" and "check-out" are said so in every language's shorthand, however they are typed. */
export const CHECK_IN_OUT: Readonly<Record<string, string>> = { "check-in": "check in", checkin: "check in", "check-out": "check out", checkout: "check out" };

/** The words of dates. A phrase is words separated by single spaces ("day after tomorrow"). */
export interface DateWords {
  /** Days relative to today, some with a part of the day: "tomorrow" +1, "heute abend" 0 evening. */
  relative: ReadonlyArray<readonly [phrase: string, days: number, part?: PartOfDay]>;
  /** A part of the day on its own ("morning", "am nachmittag"). */
  parts: ReadonlyArray<readonly [phrase: string, part: PartOfDay]>;
  /** Before or after a weekday, week or weekend: this one, the next, the last one before today, every one. */
  this: readonly string[];
  next: readonly string[];
  last: readonly string[];
  every: readonly string[];
  /** After these a weekday's short form, or a bare number, is a date ("on", "am", "le", "el", "il", "na"). */
  on: readonly string[];
  /** Articles before a day of the month or an ordinal day ("the", "le", "el", "il", "o", "den"). */
  the: readonly string[];
  /** Between a day and its month ("of", "de"). */
  of: readonly string[];
  /** "in 3 days": the words before the number, the words for days after it, and what may follow ("from now"). */
  inDays: readonly string[];
  days: readonly string[];
  fromNow: readonly string[];
  /** The word for a day of the trip ("day 3", "Tag 3", "the second day"). */
  day: readonly string[];
  /** "Of the trip" after a trip day. */
  ofTrip: readonly string[];
  /** "Day 3" without "of the trip" is the trip's third day (English, German), else the 3rd of the month ("el día 3", "dia 3"). */
  bareDayIsTripDay: boolean;
  /** "The last day". */
  lastDay: readonly string[];
  weekend: readonly string[];
  week: readonly string[];
  /** Words joining two dates into a range ("to", "bis", "au"). */
  rangeJoin: readonly string[];
  /** A day number with its ordinal ending ("15th", "1er", "15o" from 15º). */
  ordinalSuffix: RegExp;
  /** Numeric dates are day first ("15.06.", "15/06/2026"); English leaves "6/15" unread, it is ambiguous. */
  dayFirst: boolean;
  /** Nouns an ordinal counts when it is not a day ("the 2nd city"). */
  notDays: ReadonlySet<string>;
}

export interface Lexicon {
  language: Language;
  /** Weekday names, Sunday first (as Date#getDay counts): the full names, then short forms read only where a weekday is expected. */
  weekdays: ReadonlyArray<readonly string[]>;
  /** How many of each weekday's names are full names (the rest are short forms). */
  weekdayFullNames: number;
  /** Month names, January first. */
  months: ReadonlyArray<readonly string[]>;
  numbers: Readonly<Record<string, number>>;
  ordinals: Readonly<Record<string, number>>;
  dates: DateWords;
  cues: Readonly<Record<Cue, RegExp>>;
  statuses: Readonly<Record<string, Status>>;
  types: Readonly<Record<string, ReservationType>>;
  /** Budget categories, spoken about money ("flights" is air tickets there, not transport). */
  categories: Readonly<Record<string, BudgetCategory>>;
  roles: Readonly<Record<string, Role>>;
  /** Nouns for a city of the route, and verbs an ordinal follows ("which city do we visit second"). */
  cityNouns: ReadonlySet<string>;
  ordinalVerbs: ReadonlySet<string>;
  /** Words that carry no name ("the", "of", "hotel"): a name matches on its other words. */
  stopwords: ReadonlySet<string>;
  /** Common words of the language: never a name, never read as a misspelt name ("very" is not "Vera"). */
  common: string;
  /** Word endings an inflected word may drop to be found in the vocabulary ("s", "ed"; "en", "e"). */
  endings: readonly string[];
  /** Chat shorthand and common misspellings, one word to its words ("tmrw" → "tomorrow"). */
  shorthand: Readonly<Record<string, string>>;
  /** Contractions and elisions, applied to a word with an apostrophe ("what's" → "what is", "l'hôtel" → "l hotel"). */
  contractions: ReadonlyArray<readonly [RegExp, string]>;
  /** Several words read as one, applied to the whole text (" que viene " → " proximo "). */
  phrases: ReadonlyArray<readonly [RegExp, string]>;
  /** German: a compound the vocabulary does not know is read as its parts ("Hotelreservierung" → "hotel reservierung"). */
  splitsCompounds: boolean;
  /** German typed without umlauts: "ue" for "ü" ("uebermorgen" is "ubermorgen") when that makes a known word. */
  umlautDigraphs: boolean;
}
