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
import { MONTHS, NUMBER_WORDS, ORDINAL_WORDS, WEEKDAYS } from "./lexicon";
import type { Normalised } from "./normalise";

export type PartOfDay = "morning" | "afternoon" | "evening";

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

export function findDates(n: Normalised, today: string, trip: TripDates): FoundDates {
  const w = n.words.map((x) => x.text);
  const slots: DateSlot[] = [];
  const used = new Set<number>();
  let partOfDay: PartOfDay | null = null;
  const resolver = new Resolver(today, trip);

  let i = 0;
  while (i < w.length) {
    const found = matchAt(w, i, resolver);
    if (found) {
      const indexes = range(i, found.length);
      indexes.forEach((k) => used.add(k));
      if (found.dates?.length) slots.push({ dates: found.dates, words: indexes });
      if (found.part) partOfDay = found.part;
      i += found.length;
    } else i += 1;
  }
  return { slots: joinRanges(slots, w), partOfDay, used };
}

interface Match {
  length: number;
  dates?: string[];
  part?: PartOfDay;
}

/** Reads a date phrase starting at word `i`, if there is one. */
function matchAt(w: string[], i: number, r: Resolver): Match | null {
  const at = (k: number) => w[i + k] ?? "";
  const the = at(0) === "the" ? 1 : 0;

  // Parts of the day, with "this" naming today.
  const part = partOf(at(0));
  if (part) return { length: 1, part, ...(at(0) === "tonight" ? { dates: [r.today] } : {}) };
  if (at(0) === "this" && partOf(at(1))) return { length: 2, part: partOf(at(1))!, dates: [r.today] };

  // The day after tomorrow, the day before yesterday.
  if (at(the) === "day" && at(the + 1) === "after" && at(the + 2) === "tomorrow") return { length: the + 3, dates: [r.plus(2)] };
  if (at(the) === "day" && at(the + 1) === "before" && at(the + 2) === "yesterday") return { length: the + 3, dates: [r.plus(-2)] };
  if (at(0) === "today") return { length: 1, dates: [r.today] };
  if (at(0) === "tomorrow") return { length: 1, dates: [r.plus(1)] };
  if (at(0) === "yesterday") return { length: 1, dates: [r.plus(-1)] };

  // In 3 days, 3 days from now.
  if (at(0) === "in" && numberOf(at(1)) !== null && /^days?$/.test(at(2))) return { length: 3, dates: [r.plus(numberOf(at(1))!)] };
  if (numberOf(at(0)) !== null && /^days?$/.test(at(1)) && at(2) === "from" && at(3) === "now") return { length: 4, dates: [r.plus(numberOf(at(0))!)] };

  // ISO dates, split into three words by normalise: 2026 06 15.
  if (/^\d{4}$/.test(at(0)) && /^\d{1,2}$/.test(at(1)) && /^\d{1,2}$/.test(at(2))) {
    const date = `${at(0)}-${at(1).padStart(2, "0")}-${at(2).padStart(2, "0")}`;
    if (isCalendarDate(date)) return { length: 3, dates: [date] };
  }

  // Day N of the trip, the Nth day, the first/last day.
  if (at(the) === "day" && numberOf(at(the + 1)) !== null && r.trip.startDate) {
    const skip = at(the + 2) === "of" && at(the + 3) === "the" && at(the + 4) === "trip" ? 3 : 0;
    return { length: the + 2 + skip, dates: [r.tripDay(numberOf(at(the + 1))!)] };
  }
  if (the && at(1) === "last" && at(2) === "day" && r.trip.endDate) return { length: 3 + ofTheTrip(w, i + 3), dates: [r.trip.endDate] };
  if (the && ordinalOf(at(1)) !== null && at(2) === "day" && r.trip.startDate) return { length: 3 + ofTheTrip(w, i + 3), dates: [r.tripDay(ordinalOf(at(1))!)] };

  // Weekends and weeks.
  if (/^weekends?$/.test(at(the)) || ((at(0) === "this" || at(0) === "next") && at(1) === "weekend")) {
    const next = at(0) === "next";
    return { length: next || at(0) === "this" ? 2 : the + 1, dates: r.weekend(next) };
  }
  if ((at(0) === "this" || at(0) === "next") && at(1) === "week") return { length: 2, dates: r.week(at(0) === "next") };

  // Month and day in either order, with an optional ordinal and year: "June 15th", "15 June", "the 15th of June 2026".
  const md = monthDay(w, i, r);
  if (md) return md.date ? { length: md.length, dates: [md.date] } : null;

  // Weekdays: "next Friday", "last Monday", "on Tuesday", "Fridays", "every Friday", "Wednesday the 17th".
  const prefix = at(0) === "next" || at(0) === "last" || at(0) === "this" || at(0) === "every" || at(0) === "coming" ? 1 : 0;
  const weekday = weekdayOfWord(at(prefix), prefix > 0 || i === 0 || w[i - 1] === "on" || w[i - 1] === "for" || w[i - 1] === "by");
  if (weekday) {
    const after = i + prefix + 1;
    // "Wednesday the 17th": the day of the month says which Wednesday.
    const dom = dayOfMonthAt(w, after);
    if (dom) return { length: prefix + 1 + dom.length, dates: [r.dayOfMonth(dom.day)] };
    const length = prefix + 1;
    if (at(0) === "next") return { length, dates: [r.nextWeekday(weekday.day, false)] };
    if (at(0) === "last") return { length, dates: [r.lastWeekday(weekday.day)] };
    if (at(0) === "every" || weekday.plural) return { length, dates: r.everyWeekday(weekday.day) };
    return { length, dates: r.weekday(weekday.day) };
  }

  // "On the 5th", "the 15th", "5th".
  const dom = dayOfMonthAt(w, i);
  if (dom) return { length: dom.length, dates: [r.dayOfMonth(dom.day)] };
  return null;
}

/** "… of the trip" after a trip day (3 more words), else 0. */
const ofTheTrip = (w: string[], k: number) => (w[k] === "of" && w[k + 1] === "the" && w[k + 2] === "trip" ? 3 : 0);

function partOf(word: string): PartOfDay | null {
  if (word === "morning") return "morning";
  if (word === "afternoon") return "afternoon";
  if (word === "evening" || word === "tonight" || word === "night") return "evening";
  return null;
}

function numberOf(word: string): number | null {
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

function ordinalOf(word: string): number | null {
  const m = /^(\d{1,2})(st|nd|rd|th)$/.exec(word);
  if (m) return Number(m[1]);
  return ORDINAL_WORDS[word] ?? null;
}

/** A weekday's name, plural ("fridays") or short ("fri"; only where a weekday is expected). */
function weekdayOfWord(word: string, expected: boolean): { day: number; plural: boolean } | null {
  for (const [day, names] of WEEKDAYS.entries()) {
    if (word === names[0]) return { day, plural: false };
    if (word === `${names[0]}s`) return { day, plural: true };
    if (expected && names.slice(1).includes(word)) return { day, plural: false };
  }
  return null;
}

function monthOf(word: string): number | null {
  for (const [month, names] of MONTHS.entries()) if (names.includes(word)) return month + 1;
  return null;
}

/** "the 15th", "on the 15", "15th": a day of the month (1–31). */
function dayOfMonthAt(w: string[], k: number): { day: number; length: number } | null {
  const the = w[k] === "the" ? 1 : 0;
  const word = w[k + the] ?? "";
  const suffixed = /^(\d{1,2})(st|nd|rd|th)$/.exec(word);
  // "The 2nd city" is a city, not a date.
  if (suffixed && !NOT_DAYS.has(w[k + the + 1] ?? "")) return valid(Number(suffixed[1]), the + 1);
  if (!the) return null;
  // A bare number is a day only after "the" ("on the 5"), and not before a noun ("the 3 cities").
  if (/^\d{1,2}$/.test(word) && !/^[a-z]{3,}$/.test(w[k + 2] ?? "")) return valid(Number(word), 2);
  // "On the fifth", not "the first day" nor "the first city".
  const ordinal = ORDINAL_WORDS[word];
  if (ordinal !== undefined && (w[k - 1] === "on" || w[k - 1] === "for") && !/^[a-z]{3,}$/.test(w[k + 2] ?? "")) return valid(ordinal, 2);
  return null;
}

/** Nouns an ordinal counts when it is no day of the month. */
const NOT_DAYS = new Set(["city", "cities", "stop", "stops", "destination", "place", "leg", "town", "hotel", "reservation", "booking", "night", "nights", "member", "person", "time", "one"]);

const valid = (day: number, length: number) => (day >= 1 && day <= 31 ? { day, length } : null);

/** A month with a day, either order, optional "the", "of", ordinal suffix and year. `date` is null for an impossible day. */
function monthDay(w: string[], i: number, r: Resolver): { length: number; date: string | null } | null {
  const at = (k: number) => w[i + k] ?? "";
  let k = 0;
  let day: number | null = null;
  let month: number | null = null;
  const dayAt = (word: string) => {
    const m = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word);
    return m ? Number(m[1]) : (ORDINAL_WORDS[word] ?? null);
  };
  if (monthOf(at(0)) !== null) {
    // June 15, June the 15th
    month = monthOf(at(0));
    k = 1;
    if (at(k) === "the") k += 1;
    day = dayAt(at(k));
    if (day === null) return null;
    k += 1;
  } else {
    // 15 June, the 15th of June
    if (at(0) === "the") k = 1;
    day = dayAt(at(k));
    if (day === null || (k === 0 && ORDINAL_WORDS[at(0)] !== undefined)) return null;
    k += 1;
    if (at(k) === "of") k += 1;
    month = monthOf(at(k));
    if (month === null) return null;
    k += 1;
  }
  let year: number | null = null;
  if (/^\d{4}$/.test(at(k))) {
    year = Number(at(k));
    k += 1;
  }
  return { length: k, date: r.monthDay(month!, day, year) };
}

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
function joinRanges(slots: DateSlot[], w: string[]): DateSlot[] {
  const out: DateSlot[] = [];
  for (const slot of slots) {
    const previous = out[out.length - 1];
    const gap = previous ? w.slice(previous.words[previous.words.length - 1]! + 1, slot.words[0]) : [];
    if (
      previous &&
      previous.dates.length === 1 &&
      slot.dates.length === 1 &&
      gap.length === 1 &&
      ["to", "until", "till", "through", "and", "thru"].includes(gap[0]!) &&
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
