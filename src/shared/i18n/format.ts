// Dates, numbers and money for the reader's language (docs/product/languages.md). English
// keeps the product description's own formats ("Mar 05, 2026", "€1,234.50", "C$", "Fr");
// the other languages use Intl for their locale ("05.03.2026", "1.234,50 €").
// Only the display changes: calendar dates stay YYYY-MM-DD strings, local
// times stay wall times and amounts stay exact decimal strings.
import { clockTime, formatCalendarDate, formatDateRange, knownTimeZone } from "../dates";
import { formatMoney, toCents, fromCents } from "../money";
import { LOCALES, type Language } from "./languages";

export interface Formatters {
  language: Language;
  /** The BCP 47 locale of the language (LOCALES). */
  locale: string;
  /** A calendar date: "Mar 05, 2026" in English, "05.03.2026" in German. */
  date(calendarDate: string): string;
  /** Day and month only: "Mar 5", "5. März". */
  dayMonth(calendarDate: string): string;
  /** "Mar 5 - Mar 12, 2026", or `empty` when a date is missing. */
  dateRange(start: string | null, end: string | null, empty: string): string;
  /** "March 2026", "März 2026" (any day of the month). */
  monthYear(calendarDate: string): string;
  /** The weekday's short name ("Mon", "Mo."), 0 = Sunday. */
  weekdayShort(day: number): string;
  /** The weekday as a calendar's narrow column heads it ("M", "月", "ن"), 0 = Sunday. */
  weekdayNarrow(day: number): string;
  /** The weekday calendars start on, 0 = Sunday … 6 = Saturday. */
  weekStartsOn: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** An exact decimal amount in a currency: "€1,234.50", "1.234,50 €". */
  money(amount: string | null | undefined, currency?: string | null): string;
  /** A count or measure: "1,234", "1.234". */
  number(value: number): string;
  /** A percentage given as 0–100+, one decimal: "42.5%", "42,5 %". */
  percent(value: number): string;
  /** An instant's time of day in a time zone, 24-hour: "14:05". */
  clock(iso: string, timeZone: string): string;
  /** An instant's date in a time zone (a message sent, a link created). */
  instantDate(iso: string, timeZone: string): string;
}

/** Calendar dates are formatted as UTC midnights so no time zone can move them to another day. */
function utc(calendarDate: string): Date {
  const [y, m, d] = calendarDate.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** 0 = Sunday; Intl's week info says 7 for Sunday. Older runtimes without it: Monday outside the Americas. */
function firstDayOfWeek(locale: string): Formatters["weekStartsOn"] {
  const l = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const firstDay = l.getWeekInfo?.().firstDay ?? l.weekInfo?.firstDay ?? (/-(US|CA|BR|MX|JP)$/.test(locale) ? 7 : 1);
  return (firstDay % 7) as Formatters["weekStartsOn"];
}

const cache = new Map<Language, Formatters>();

export function formattersFor(language: Language): Formatters {
  let f = cache.get(language);
  if (!f) {
    f = language === "en" ? english() : intlFormatters(language);
    cache.set(language, f);
  }
  return f;
}

function common(language: Language) {
  const locale = LOCALES[language];
  const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const weekdayNarrow = new Intl.DateTimeFormat(locale, { weekday: "narrow", timeZone: "UTC" });
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    language,
    locale,
    // Capitalised: "März 2026", and "mars 2026" → "Mars 2026" as a heading.
    monthYear: (d: string) => capitalise(month.format(utc(d)), locale),
    // 2023-01-01 was a Sunday.
    weekdayShort: (day: number) => capitalise(weekday.format(new Date(Date.UTC(2023, 0, 1 + day))), locale),
    // Intl's own letter: the short name's first one is "ا" for every day in Arabic.
    weekdayNarrow: (day: number) => weekdayNarrow.format(new Date(Date.UTC(2023, 0, 1 + day))),
    weekStartsOn: firstDayOfWeek(locale),
    number: (n: number) => number.format(n),
    percent: (p: number) => percent.format(p / 100),
    instantDate: (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: knownTimeZone(timeZone) }).format(new Date(iso)),
  };
}

function english(): Formatters {
  const dayMonth = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  return {
    ...common("en"),
    date: formatCalendarDate,
    dayMonth: (d) => dayMonth.format(utc(d)),
    dateRange: (start, end, empty) => formatDateRange(start, end, empty),
    money: formatMoney,
    clock: clockTime,
    instantDate: (iso, timeZone) => formatCalendarDate(isoDateIn(iso, timeZone)),
  };
}

/**
 * The server renders a page with Node's ICU and the browser hydrates it with
 * its own, and the two disagree on spaces between releases ("01/05/2027 –
 * 10/05/2027" with thin spaces in one, plain in the other): a hydration
 * mismatch. Every space of a formatted value is made one non-breaking space,
 * which also keeps a date or an amount from breaking across lines.
 */
const SPACES = /[\s\u00a0\u2009\u202f]+/g;
const unbroken = (text: string) => text.replace(SPACES, "\u00a0");

/** Every function of `f` with its result made `unbroken`. */
function unbrokenAll(f: Formatters): Formatters {
  const wrap =
    <A extends unknown[]>(fn: (...args: A) => string) =>
    (...args: A) =>
      unbroken(fn(...args));
  return {
    ...f,
    date: wrap(f.date),
    dayMonth: wrap(f.dayMonth),
    // `empty` is a sentence ("Dates not set"), left to wrap.
    dateRange: (start, end, empty) => (start && end ? unbroken(f.dateRange(start, end, empty)) : empty),
    monthYear: wrap(f.monthYear),
    weekdayShort: wrap(f.weekdayShort),
    weekdayNarrow: f.weekdayNarrow,
    money: wrap(f.money),
    number: wrap(f.number),
    percent: wrap(f.percent),
    clock: wrap(f.clock),
    instantDate: wrap(f.instantDate),
  };
}

function intlFormatters(language: Language): Formatters {
  return unbrokenAll(intlFormattersOf(language));
}

function intlFormattersOf(language: Language): Formatters {
  const base = common(language);
  const { locale } = base;
  const date = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const money = new Map<string, Intl.NumberFormat>();
  return {
    ...base,
    date: (d) => date.format(utc(d)),
    dayMonth: (d) => dayMonth.format(utc(d)),
    dateRange: (start, end, empty) => (start && end ? date.formatRange(utc(start), utc(end)) : empty),
    money: (amount, currency) => {
      const code = currency ?? "USD";
      let f = money.get(code);
      if (!f) {
        f = new Intl.NumberFormat(locale, { style: "currency", currency: code });
        money.set(code, f);
      }
      // A decimal string keeps every digit exact (Intl.NumberFormat v3); normalised through cents first.
      const exact = fromCents(toCents(amount == null || amount === "" ? "0" : amount));
      return f.format(exact as unknown as number);
    },
    clock: (iso, timeZone) =>
      new Intl.DateTimeFormat(locale, { timeZone: knownTimeZone(timeZone), hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(iso)),
  };
}

function isoDateIn(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: knownTimeZone(timeZone), year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
