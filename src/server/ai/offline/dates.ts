// Step 2: the dates a question names, as calendar dates (YYYY-MM-DD). Relative
// ones are resolved against the asker's today and the trip's dates:
// "today", "tonight", "tomorrow", "the day after tomorrow", "yesterday",
// "in 3 days", "on Monday", "next Friday", "last Sunday", "Fridays", "this
// weekend", "this week", "next week", "on the 5th", "June 15", "15th of June",
// "2026-06-15", "day 3", "the first/last day". Also a part of the day
// ("morning", "afternoon", "evening", "tonight").
//
// A weekday or a day of the month without more is read the way a traveller
// means it: while planning (today outside the trip) it is the one in the trip
// (every such weekday in it); during the trip, or for a trip without dates,
// the next one from today, today included. "Next Friday" is the first Friday
// after today, "last Friday" the last one before it. A month and day without
// a year is the one in the trip, else the next one from today.
// All arithmetic is on calendar dates (shared/dates.ts), never on UTC instants.
import { addCalendarDays, calendarDatesBetween, daysBetween, isCalendarDate, weekdayOf } from "@shared/dates";
import { ENGLISH, type Lexicon, type PartOfDay } from "./lexicon";
import type { Normalised } from "./normalise";

export type { PartOfDay };

export interface DateSlot {
  /** The calendar dates meant, in order (one for "tomorrow", several for "Fridays" or "this weekend"). */
  dates: string[];
  /** Word indexes of the phrase in the question. */
  words: number[];
}

export interface FoundDates {
  /** The dates named, one slot per phrase (two phrases joined by "to"/"and" become one range). */
  slots: DateSlot[];
  partOfDay: PartOfDay | null;
  /** Every word read as (part of) a date. */
  used: Set<number>;
}

export interface TripDates {
  startDate: string | null;
  endDate: string | null;
}

/** The longest range a question may span ("from the 1st to the 30th"). */
const MAX_RANGE = 31;

export function findDates(n: Normalised, today: string, trip: TripDates, lex: Lexicon = ENGLISH): FoundDates {
  const w = n.words.map((x) => x.text);
  const slots: DateSlot[] = [];
  const used = new Set<number>();
  let partOfDay: PartOfDay | null = null;
  const reader = new Reader(w, lex, new Resolver(today, trip));

  let i = 0;
  while (i < w.length) {
    const found = reader.matchAt(i);
    if (found) {
      const indexes = range(i, found.length);
      indexes.forEach((k) => used.add(k));
      if (found.dates?.length) slots.push({ dates: found.dates, words: indexes });
      if (found.part) partOfDay = found.part;
      i += found.length;
    } else i += 1;
  }
  return { slots: joinRanges(slots, w, lex), partOfDay, used };
}

interface Match {
  length: number;
  dates?: string[];
  part?: PartOfDay;
}

/** The number of words of `phrase` found at word `k`, else 0. */
function phraseAt(w: string[], k: number, phrase: string): number {
  const ps = phrase.split(" ");
  return ps.every((p, j) => w[k + j] === p) ? ps.length : 0;
}

/** The longest of `phrases` found at word `k`: its length (0 if none) and which. */
function longestAt<T extends string>(w: string[], k: number, phrases: readonly T[]): { length: number; phrase: T | null } {
  let best: { length: number; phrase: T | null } = { length: 0, phrase: null };
  for (const p of phrases) {
    const length = phraseAt(w, k, p);
    if (length > best.length) best = { length, phrase: p };
  }
  return best;
}

/** Reads the date phrases of one question in one language. */
class Reader {
  constructor(
    readonly w: string[],
    readonly lex: Lexicon,
    readonly r: Resolver,
  ) {}

  private at = (k: number) => this.w[k] ?? "";
  private has = (k: number, phrases: readonly string[]) => longestAt(this.w, k, phrases).length;

  /** Reads a date phrase starting at word `i`, if there is one. */
  matchAt(i: number): Match | null {
    const { r, lex } = this;
    const d = lex.dates;
    const at = this.at;

    // Today, tomorrow, the day after tomorrow, tonight, "heute abend", "pasado mañana".
    const rel = longestAt(this.w, i, d.relative.map((x) => x[0]));
    if (rel.phrase !== null) {
      const [, days, part] = d.relative.find((x) => x[0] === rel.phrase)!;
      return { length: rel.length, dates: [r.plus(days)], ...(part ? { part } : {}) };
    }
    // A part of the day: "morning", "this evening", "am nachmittag".
    const thisWord = this.has(i, d.this);
    const part = longestAt(this.w, i + thisWord, d.parts.map((x) => x[0]));
    if (part.phrase !== null) {
      const p = d.parts.find((x) => x[0] === part.phrase)![1];
      return { length: thisWord + part.length, part: p, ...(thisWord ? { dates: [r.today] } : {}) };
    }

    // In 3 days, 3 days from now.
    const inWord = this.has(i, d.inDays);
    if (inWord && this.numberOf(at(i + inWord)) !== null && d.days.includes(at(i + inWord + 1))) {
      return { length: inWord + 2, dates: [r.plus(this.numberOf(at(i + inWord))!)] };
    }
    if (this.numberOf(at(i)) !== null && d.days.includes(at(i + 1)) && this.has(i + 2, d.fromNow)) {
      return { length: 2 + this.has(i + 2, d.fromNow), dates: [r.plus(this.numberOf(at(i))!)] };
    }

    // ISO dates, split into three words by normalise: 2026 06 15.
    if (/^\d{4}$/.test(at(i)) && /^\d{1,2}$/.test(at(i + 1)) && /^\d{1,2}$/.test(at(i + 2))) {
      const date = `${at(i)}-${at(i + 1).padStart(2, "0")}-${at(i + 2).padStart(2, "0")}`;
      if (isCalendarDate(date)) return { length: 3, dates: [date] };
    }
    // Day first, one word from normalise: "15/06", "15/06/2026".
    const numeric = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?$/.exec(at(i));
    if (numeric) {
      const year = numeric[3] ? Number(numeric[3].length === 2 ? `20${numeric[3]}` : numeric[3]) : null;
      const date = r.monthDay(Number(numeric[2]), Number(numeric[1]), year);
      return date ? { length: 1, dates: [date] } : null;
    }

    // Day N of the trip, the Nth day, the first/last day.
    const the = this.has(i, d.the);
    const day = this.has(i + the, d.day);
    if (day && this.numberOf(at(i + the + day)) !== null && r.trip.startDate) {
      const ofTrip = this.has(i + the + day + 1, d.ofTrip);
      if (ofTrip || d.bareDayIsTripDay) return { length: the + day + 1 + ofTrip, dates: [r.tripDay(this.numberOf(at(i + the + day))!)] };
    }
    const lastDay = this.has(i + the, d.lastDay);
    if ((the || i === 0 || d.on.includes(this.at(i - 1))) && lastDay && this.has(i + the + lastDay, d.day) && r.trip.endDate) {
      const k = i + the + lastDay + this.has(i + the + lastDay, d.day);
      return { length: k - i + this.has(k, d.ofTrip), dates: [r.trip.endDate] };
    }
    const ordinal = lex.ordinals[at(i + the)];
    if ((the || d.on.includes(this.at(i - 1))) && ordinal !== undefined && this.has(i + the + 1, d.day) && r.trip.startDate) {
      const k = i + the + 1 + this.has(i + the + 1, d.day);
      return { length: k - i + this.has(k, d.ofTrip), dates: [r.tripDay(ordinal)] };
    }

    // Weekends and weeks: "this weekend", "next week", "la semaine prochaine", "am Wochenende", "la próxima semana".
    const lead = this.has(i, d.the) || this.has(i, d.on);
    const before = this.modifier(i + lead);
    const k = i + lead + before.length;
    const weekend = this.has(k, d.weekend);
    if (weekend) {
      const after = before.length ? NONE : this.modifier(k + weekend, true);
      return { length: k - i + weekend + after.length, dates: r.weekend((before.kind ?? after.kind) === "next") };
    }
    const week = this.has(k, d.week);
    if (week) {
      const after = before.length ? NONE : this.modifier(k + week, true);
      const kind = before.kind ?? after.kind;
      if (kind === "this" || kind === "next") return { length: k - i + week + after.length, dates: r.week(kind === "next") };
    }

    // Month and day in either order, with an optional ordinal and year: "June 15th", "15 June", "le 15 juin", "15 de junio".
    const md = this.monthDay(i);
    if (md) return md.date ? { length: md.length, dates: [md.date] } : null;

    // Weekdays: "next Friday", "vendredi prochain", "el próximo viernes", "on Tuesday", "Fridays", "every Friday", "Wednesday the 17th".
    const expected = lead > 0 || before.length > 0 || i === 0 || d.on.includes(this.at(i - 1));
    const weekday = this.weekdayOfWord(at(k), expected, at(k + 1));
    if (weekday) {
      // "Wednesday the 17th": the day of the month says which Wednesday.
      const dom = this.dayOfMonthAt(k + 1, true);
      if (dom) return { length: k - i + 1 + dom.length, dates: [r.dayOfMonth(dom.day)] };
      const after = before.length ? NONE : this.modifier(k + 1, true);
      const length = k - i + 1 + after.length;
      const kind = before.kind ?? after.kind;
      if (kind === "next") return { length, dates: [r.nextWeekday(weekday.day, false)] };
      if (kind === "last") return { length, dates: [r.lastWeekday(weekday.day)] };
      if (kind === "every" || weekday.plural) return { length, dates: r.everyWeekday(weekday.day) };
      return { length, dates: r.weekday(weekday.day) };
    }

    // "On the 5th", "the 15th", "5th", "am 5.", "le 5", "dia 5".
    const dom = this.dayOfMonthAt(i, false);
    if (dom) return { length: dom.length, dates: [r.dayOfMonth(dom.day)] };
    return null;
  }

  /** "next", "this", "last", "every" (or "nächsten", "prochain", "que viene") at word `k`. */
  private modifier(k: number, after = false): Modifier {
    const d = this.lex.dates;
    // After a weekday or a week only words that cannot start the next phrase: "vendredi prochain", not "friday this".
    const kinds = (after ? (["next", "last"] as const) : (["next", "last", "this", "every"] as const)).map((kind) => ({ kind, length: this.has(k, d[kind]) }));
    const best = kinds.reduce((a, b) => (b.length > a.length ? b : a), { kind: null as never, length: 0 });
    return best.length ? best : NONE;
  }

  numberOf(word: string): number | null {
    if (/^\d{1,3}$/.test(word)) return Number(word);
    return this.lex.numbers[word] ?? null;
  }

  /** A weekday's name, plural ("fridays", "montags", "sextas") or short ("fri"; only where a weekday is expected). */
  private weekdayOfWord(word: string, expected: boolean, next: string): { day: number; plural: boolean } | null {
    const full = this.lex.weekdayFullNames;
    for (const [day, names] of this.lex.weekdays.entries()) {
      if (names.slice(0, full).includes(word)) return { day, plural: false };
      if (names.some((n) => n.length >= 5 && word === `${n}s`)) return { day, plural: true };
      // A short form only where a weekday is expected, and not before a noun it counts ("a segunda cidade").
      if (expected && names.slice(full).includes(word) && !this.lex.dates.notDays.has(next) && !this.lex.cityNouns.has(next)) return { day, plural: false };
    }
    return null;
  }

  private monthOf(word: string): number | null {
    for (const [month, names] of this.lex.months.entries()) if (names.includes(word)) return month + 1;
    return null;
  }

  private suffixed(word: string): number | null {
    const m = this.lex.dates.ordinalSuffix.exec(word);
    return m ? Number(m[1]) : null;
  }

  /** "the 15th", "on the 15", "15th", "am 15", "le 15", "el día 15": a day of the month (1–31). */
  private dayOfMonthAt(k: number, afterWeekday: boolean): { day: number; length: number } | null {
    const d = this.lex.dates;
    const the = this.has(k, d.the);
    // "el día 15", "no dia 15": a word for "day" before the number where that is not a trip day.
    const dayWord = !d.bareDayIsTripDay ? this.has(k + the, d.day) : 0;
    const at = k + the + dayWord;
    const word = this.at(at);
    const next = this.at(at + 1);
    const suffixed = this.suffixed(word);
    // "The 2nd city" is a city, not a date.
    if (suffixed !== null && !d.notDays.has(next)) return valid(suffixed, at - k + 1);
    const introduced = the > 0 || dayWord > 0 || (!afterWeekday && d.on.includes(this.at(k - 1)) && this.lex.language !== "en");
    if (!introduced) return null;
    // A bare number is a day only after "the"/"am"/"le"… ("on the 5"), and not before a noun ("the 3 cities").
    const noun = /^[a-z]{3,}$/.test(next) && !d.rangeJoin.includes(next) && !d.on.includes(next) && !d.the.includes(next);
    if (/^\d{1,2}$/.test(word) && !noun && !d.days.includes(next)) return valid(Number(word), at - k + 1);
    if (/^\d{1,2}$/.test(word) && d.of.includes(next)) return null;
    // "On the fifth", "am fünften": not "the first day" nor "the first city".
    const ordinal = this.lex.ordinals[word];
    if (ordinal !== undefined && (dayWord || d.on.includes(this.at(k - 1)) || (the && this.lex.language !== "en" && d.on.includes(this.at(k)))) && !/^[a-z]{3,}$/.test(next)) return valid(ordinal, at - k + 1);
    return null;
  }

  /** A month with a day, either order, optional article, "of", ordinal ending and year. `date` is null for an impossible day. */
  private monthDay(i: number): { length: number; date: string | null } | null {
    const d = this.lex.dates;
    const at = (k: number) => this.at(i + k);
    let k = 0;
    let day: number | null = null;
    let month: number | null = null;
    const dayAt = (word: string) => (/^\d{1,2}$/.test(word) ? Number(word) : (this.suffixed(word) ?? this.lex.ordinals[word] ?? null));
    if (this.monthOf(at(0)) !== null) {
      // June 15, June the 15th
      month = this.monthOf(at(0));
      k = 1;
      k += this.has(i + k, d.the);
      day = dayAt(at(k));
      if (day === null) return null;
      k += 1;
    } else {
      // 15 June, the 15th of June, le 15 juin, el 15 de junio, dia 15 de junho
      k = this.has(i, d.the);
      if (!d.bareDayIsTripDay) k += this.has(i + k, d.day);
      day = dayAt(at(k));
      if (day === null || (k === 0 && this.lex.ordinals[at(0)] !== undefined)) return null;
      k += 1;
      k += this.has(i + k, d.of);
      month = this.monthOf(at(k));
      if (month === null) return null;
      k += 1;
    }
    let year: number | null = null;
    const yearAt = this.has(i + k, d.of);
    if (/^\d{4}$/.test(at(k + yearAt))) {
      year = Number(at(k + yearAt));
      k += yearAt + 1;
    }
    return { length: k, date: this.r.monthDay(month!, day, year) };
  }
}

interface Modifier {
  length: number;
  kind: "this" | "next" | "last" | "every" | null;
}
const NONE: Modifier = { length: 0, kind: null };

const valid = (day: number, length: number) => (day >= 1 && day <= 31 ? { day, length } : null);

class Resolver {
  constructor(
    readonly today: string,
    readonly trip: TripDates,
  ) {}

  plus(days: number): string {
    return addCalendarDays(this.today, days);
  }

  /** The trip's days, when it has both dates. */
  private tripDays(): string[] {
    const { startDate, endDate } = this.trip;
    return startDate && endDate ? calendarDatesBetween(startDate, endDate) : [];
  }

  /** Today is outside the trip's dates (planning it, or back). */
  private outsideTrip(): boolean {
    const { startDate, endDate } = this.trip;
    return !!startDate && !!endDate && (this.today < startDate || this.today > endDate);
  }

  tripDay(n: number): string {
    return addCalendarDays(this.trip.startDate!, Math.max(n, 1) - 1);
  }

  nextWeekday(day: number, includeToday: boolean): string {
    let d = includeToday ? this.today : this.plus(1);
    while (weekdayOf(d) !== day) d = addCalendarDays(d, 1);
    return d;
  }

  lastWeekday(day: number): string {
    let d = this.plus(-1);
    while (weekdayOf(d) !== day) d = addCalendarDays(d, -1);
    return d;
  }

  /** "On Friday": the trip's Fridays while outside the trip, else the next one from today. */
  weekday(day: number): string[] {
    if (this.outsideTrip()) {
      const inTrip = this.tripDays().filter((d) => weekdayOf(d) === day);
      if (inTrip.length) return inTrip;
    }
    return [this.nextWeekday(day, true)];
  }

  /** "Fridays": every Friday of the trip, else the next one. */
  everyWeekday(day: number): string[] {
    const inTrip = this.tripDays().filter((d) => weekdayOf(d) === day);
    return inTrip.length ? inTrip : [this.nextWeekday(day, true)];
  }

  weekend(next: boolean): string[] {
    if (!next && this.outsideTrip()) {
      const inTrip = this.tripDays().filter((d) => weekdayOf(d) === 6 || weekdayOf(d) === 0);
      if (inTrip.length) return inTrip;
    }
    const todayDay = weekdayOf(this.today);
    if (!next && todayDay === 0) return [this.today];
    const saturday = next ? this.nextWeekday(6, false) : this.nextWeekday(6, true);
    const start = next && todayDay === 6 ? addCalendarDays(saturday, 0) : saturday;
    return [start, addCalendarDays(start, 1)];
  }

  /** This week: today to Sunday; next week: the Monday after to its Sunday. */
  week(next: boolean): string[] {
    const sunday = this.nextWeekday(0, true);
    if (!next) return calendarDatesBetween(this.today, sunday);
    return calendarDatesBetween(addCalendarDays(sunday, 1), addCalendarDays(sunday, 7));
  }

  /** "The 5th": the one in the trip (the next one from today if it has two), else the next 5th from today. */
  dayOfMonth(day: number): string {
    const inTrip = this.tripDays().filter((d) => Number(d.slice(8)) === day);
    if (inTrip.length) return inTrip.find((d) => d >= this.today) ?? inTrip[inTrip.length - 1]!;
    let [y, m] = [Number(this.today.slice(0, 4)), Number(this.today.slice(5, 7))];
    for (let tries = 0; tries < 14; tries++) {
      const date = `${y}-${pad(m)}-${pad(day)}`;
      if (isCalendarDate(date) && date >= this.today) return date;
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
    return this.today;
  }

  /** A month and day: the year given, else the trip's, else the year that puts it nearest the trip (or today). */
  monthDay(month: number, day: number, year: number | null): string | null {
    const on = (y: number) => `${y}-${pad(month)}-${pad(day)}`;
    if (year !== null) return isCalendarDate(on(year)) ? on(year) : null;
    const { startDate, endDate } = this.trip;
    const from = startDate ?? this.today;
    const to = endDate ?? startDate ?? this.today;
    const distance = (d: string) => (d < from ? daysBetween(d, from) : d > to ? daysBetween(to, d) : 0);
    const thisYear = Number(from.slice(0, 4));
    const candidates = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2, thisYear + 3, thisYear + 4].map(on).filter(isCalendarDate);
    // February 29 may be years away; otherwise the nearest, the later one on a tie.
    return candidates.reduce<string | null>((best, d) => (best === null || distance(d) <= distance(best) ? d : best), null);
  }
}

/** "From the 12th to the 14th", "between Monday and Wednesday": two single days joined become the days between. */
function joinRanges(slots: DateSlot[], w: string[], lex: Lexicon): DateSlot[] {
  const out: DateSlot[] = [];
  for (const slot of slots) {
    const previous = out[out.length - 1];
    const gap = previous ? w.slice(previous.words[previous.words.length - 1]! + 1, slot.words[0]) : [];
    if (
      previous &&
      previous.dates.length === 1 &&
      slot.dates.length === 1 &&
      gap.length === 1 &&
      lex.dates.rangeJoin.includes(gap[0]!) &&
      previous.dates[0]! < slot.dates[0]!
    ) {
      const days = calendarDatesBetween(previous.dates[0]!, slot.dates[0]!);
      if (days.length <= MAX_RANGE) {
        out[out.length - 1] = { dates: days, words: [...previous.words, previous.words[previous.words.length - 1]! + 1, ...slot.words] };
        continue;
      }
    }
    out.push(slot);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");
const range = (start: number, length: number) => Array.from({ length }, (_, k) => start + k);
