// The dates a question names, read from the language's own names as Intl
// writes them: for the languages chrono-node has no parser for (Polish,
// Turkish). Near days ("jutro", "yarın") are Intl.RelativeTimeFormat's words,
// weekdays and months Intl.DateTimeFormat's, the month both as named alone
// and as in a date ("czerwiec", "15 czerwca"). Nothing here is one
// language's: every name comes from Intl.
import { addCalendarDays, weekdayOf } from "@shared/dates";
import type { Language } from "@shared/i18n/languages";

type Named = Array<[start: string, end: string, words: string]>;

/** A Monday (15 June 2026) and its week: the days Intl names the weekdays from. */
const A_MONDAY = Date.UTC(2026, 5, 15);
const DAY_MS = 86_400_000;

/** A word as compared: lower case, without accents. */
const key = (word: string, language: Language) => word.normalize("NFD").replace(/\p{M}+/gu, "").toLocaleLowerCase(language);

/** The same word inflected: one letter of the name may change and up to three be added ("środa" → "środę", "sobotę"). */
function sameWord(word: string, name: string): boolean {
  if (word === name) return true;
  if (name.length < 4 || word.length < name.length - 1 || word.length > name.length + 3) return false;
  return word.startsWith(name.slice(0, name.length - 1));
}

interface Names {
  near: Array<[words: string[], days: number]>;
  weekdays: Array<[name: string, weekday: number]>;
  months: Array<[name: string, month: number]>;
}

const names = new Map<Language, Names>();

function namesOf(language: Language): Names {
  const known = names.get(language);
  if (known) return known;
  const k = (w: string) => key(w, language);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
  const monthIn = (options: Intl.DateTimeFormatOptions, date: Date) => format(options).formatToParts(date).find((p) => p.type === "month")!.value;
  const made: Names = {
    near: [-1, 0, 1, 2].map((days) => [(relative.format(days, "day").match(/[\p{L}\p{N}]+/gu) ?? []).map(k), days]),
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((i) => [k(format({ weekday: "long" }).format(A_MONDAY + i * DAY_MS)), (i + 1) % 7]),
    months: Array.from({ length: 12 }, (_, month) => {
      const date = new Date(Date.UTC(2026, month, 15));
      const forms = [monthIn({ month: "long" }, date), monthIn({ day: "numeric", month: "long" }, date), monthIn({ month: "short" }, date), monthIn({ day: "numeric", month: "short" }, date)];
      return [...new Set(forms.map((f) => k(f.replace(/\.$/, ""))))].filter((f) => f.length >= 3).map((f): [string, number] => [f, month]);
    }).flat(),
  };
  names.set(language, made);
  return made;
}

/** The one ahead, unless only the one behind is in the trip. */
const choose = (ahead: string, behind: string, inTrip: (date: string) => boolean) => (!inTrip(ahead) && inTrip(behind) ? behind : ahead);

/** The dates `text` names in `language`, relative ones from `today`: each a first and last day and the words that named it. */
export function intlDates(text: string, language: Language, today: string, inTrip: (date: string) => boolean): Named {
  const { near, weekdays, months } = namesOf(language);
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: key(m[0], language), start: m.index, end: m.index + m[0].length }));
  const said = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to]!.end);
  const found: Named = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.word;
    const nearDay = near.find(([words]) => words.length && words.every((w, j) => tokens[i + j] && sameWord(tokens[i + j]!.word, w)));
    if (nearDay) {
      const date = addCalendarDays(today, nearDay[1]);
      found.push([date, date, said(i, i + nearDay[0].length - 1)]);
      i += nearDay[0].length - 1;
      continue;
    }
    // The longest name the word is a form of: Turkish "Pazartesi" (Monday) is not "Pazar" (Sunday).
    const longest = <T>(list: Array<[string, T]>) => list.filter(([name]) => sameWord(word, name)).sort((a, b) => b[0].length - a[0].length)[0];
    const weekday = longest(weekdays);
    if (weekday) {
      const ahead = addCalendarDays(today, (weekday[1] - weekdayOf(today) + 7) % 7);
      const date = choose(ahead, addCalendarDays(ahead, -7), inTrip);
      found.push([date, date, said(i, i)]);
      continue;
    }
    // A month counts with its day beside it ("15 czerwca", "15 Haziran'da"): alone, Polish "maja" (May) is also "mają" (they have).
    const month = longest(months);
    const day = [i - 1, i + 1].find((j) => /^\d{1,2}$/.test(tokens[j]?.word ?? "") && Number(tokens[j]!.word) >= 1 && Number(tokens[j]!.word) <= 31);
    if (month && day !== undefined) {
      const year = /^\d{4}$/.test(tokens[Math.max(i, day) + 1]?.word ?? "") ? Number(tokens[Math.max(i, day) + 1]!.word) : undefined;
      const on = (y: number) => `${y}-${String(month[1] + 1).padStart(2, "0")}-${tokens[day]!.word.padStart(2, "0")}`;
      const thisYear = Number(today.slice(0, 4));
      const date = year ? on(year) : on(thisYear) >= today ? choose(on(thisYear), on(thisYear - 1), inTrip) : choose(on(thisYear + 1), on(thisYear), inTrip);
      found.push([date, date, said(Math.min(i, day), year ? Math.max(i, day) + 1 : Math.max(i, day))]);
    }
  }
  return found;
}
