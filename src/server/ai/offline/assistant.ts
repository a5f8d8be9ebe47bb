// The built-in offline assistant (ADR 012, ADR 054): it
// answers a member's question from the trip's own data and never invents a
// place, a price or a fact.
//   1. facts.ts   the trip's data as facts in the member's language
//   2. reader.ts  the question's words as stems, its concepts (concepts.ts) and the dates it names
//   3. here       the facts it concerns, found with MiniSearch: the days it names, else the facts
//                 that match its words best; and a plain "I can't know that" when it asks about
//                 something no fact mentions (weather, a price never entered)
import MiniSearch from "minisearch";
import { calendarDatesBetween } from "@shared/dates";
import type { Language } from "@shared/i18n/languages";
import type { TripContext } from "../trip-context";
import { factsOf, type Fact } from "./facts";
import { readerFor, withoutOptionalMarks } from "./reader";
import { speaker, stays, type Speaker } from "./speaker";

/** Facts within this share of the best one's score are said with it ("our hotels" names all three). */
const CLOSE = 0.6;
const MOST_FACTS = 8;
/** A week of days at most, when a question names a range. */
const MOST_DAYS = 7;

interface Doc {
  id: number;
  text: string;
  concepts: string;
}

const tag = (concept: string) => `c_${concept}`;

/** Concepts that say how a question is asked, not what about: "tell me", "how many". */
const MANNER = new Set<string>(["ask", "me"]);

/** The answer to `question` (read in `language`, and English) about the trip, written in `language`. */
export function offlineAnswer(question: string, ctx: TripContext, language: Language): string {
  const s = speaker(language);
  const reader = readerFor(language);
  const english = readerFor("en");
  const facts = factsOf(s, ctx);

  const search = new MiniSearch<Doc>({ fields: ["text", "concepts"], tokenize: (t) => t.split(" "), processTerm: (t) => t || null });
  // A thing is also about what its name names, read in the asker's language and in English ("Rental car" is a car rental).
  const nameConcepts = (f: Fact) => (f.name ? [...reader.conceptsIn(f.name), ...english.conceptsIn(f.name)].filter((c) => !MANNER.has(c) && c !== "whole") : []);
  search.addAll(facts.map((f, id) => ({ id, text: reader.stems(f.search ?? f.text).join(" "), concepts: [...new Set([...f.concepts, ...nameConcepts(f)])].map(tag).join(" ") })));

  // The dates it names; their words are then set aside, so "Friday" is not looked for among the facts.
  let rest = withoutOptionalMarks(question);
  const named = new Set<string>();
  for (const [date, text] of datesIn(rest, ctx.today, language, ctx.trip)) {
    named.add(date);
    rest = rest.replace(text, " ");
  }

  // The trip's cities it names ("Tell me about Rome"): answered with that city's stay and what is there.
  const said = new Set(reader.stems(rest));
  const cities = [...new Set(stays(ctx).map((i) => i.city!))].filter((c) => reader.stems(c).every((w) => said.has(w)));
  const cityStems = new Set(cities.flatMap((c) => reader.stems(c)));

  // Its words as stems in its language and, aligned, in English: a concept word in either is known.
  const tokens = reader.read(rest);
  const inEnglish = english.readWords(reader.words(rest));
  const concepts = new Set([...reader.conceptsIn(rest), ...english.conceptsIn(rest)]);
  // "The trip" is what every question is about: it asks for the trip itself only when it asks for nothing else.
  if (concepts.delete("whole") && ![...concepts].some((c) => !MANNER.has(c))) concepts.add("trip");
  const read = tokens.map((t, i) => ({ ...t, concepts: [...t.concepts, ...inEnglish[i]!.concepts] }));
  const stems = read.filter((t) => !t.common && !t.concepts.includes("whole")).map((t) => t.stem);
  const content = read.filter((t) => !t.common && !/^\d+$/.test(t.stem) && !cityStems.has(t.stem));
  const words = content.filter((t) => !t.concepts.length).map((t) => t.stem);
  // A word no fact holds is unknown, and so is one naming a kind of thing the trip has none of ("a taxi").
  const holds = (term: string) => search.search(term, options(term)).length > 0;
  const unknown = content.filter((t) => !t.concepts.some((c) => MANNER.has(c) || c === "whole") && !holds(t.stem) && !(t.concepts[0] && holds(tag(t.concepts[0]))));
  const specific = words.length > 0 || [...concepts].some((c) => !MANNER.has(c));

  if (concepts.has("hello") && !named.size && !cities.length && ![...concepts].some((c) => c !== "hello" && !MANNER.has(c))) return help(s, ctx, "offline.help.hello");

  const terms = [...new Set([...stems, ...[...concepts].map(tag)])];
  const inCity = (f: Fact) => !cities.length || !!f.cities?.some((c) => cities.includes(c));
  const allowed = (id: number) => !facts[id]!.concepts.includes("day") && inCity(facts[id]!);
  const found: string[] = [];
  // A city's own things: not the days, nor the sun, weather and holidays of each of its days.
  const own = (f: Fact) => f.search === undefined && !f.concepts.some((c) => ["day", "sun", "weather", "holiday"].includes(c));
  if (cities.length) found.push(...facts.filter((f) => f.concepts.includes("stay") && own(f) && inCity(f)).map((f) => f.text));
  if (named.size) {
    const days = [...named].sort().slice(0, MOST_DAYS);
    found.push(...days.map((d) => dayOf(facts, d, s, ctx)));
    if (terms.length) found.push(...best(search, terms, (id) => allowed(id) && facts[id]!.dates.some((d) => named.has(d))).map((id) => facts[id]!.text));
  } else {
    // The days' facts repeat the things on them: a question without a date is answered by the things themselves.
    if (terms.length && (specific || !cities.length)) found.push(...best(search, terms, allowed).map((id) => facts[id]!.text));
    // A city's own things follow, in date order.
    if (cities.length) found.push(...facts.filter((f) => inCity(f) && own(f)).sort((a, b) => (a.dates[0] ?? "").localeCompare(b.dates[0] ?? "")).map((f) => f.text));
  }

  const parts: string[] = [];
  // Recommendations need knowledge of the world: said so, with what the trip already holds of that kind.
  if (concepts.has("advice")) parts.push(`${s.t("offline.needsModel.recommend")} ${s.t("offline.connect")}`);
  else if (unknown.length && found.length) parts.push(s.t("offline.cannotKnow"));
  parts.push(...found);
  if (parts.length) return [...new Set(parts)].join("\n\n");
  // Nothing in the trip's data answers it: said so, with what the data does answer.
  return specific && !unknown.length ? [s.t("offline.cannotKnow"), s.t("offline.notFound.askMe")].join("\n\n") : help(s, ctx, "offline.help.notUnderstood");
}

/** Who answers and what it can be asked about. */
function help(s: Speaker, ctx: TripContext, first: "offline.help.hello" | "offline.help.notUnderstood"): string {
  const topics = (
    [
      "offline.help.topic.dates",
      "offline.help.topic.itinerary",
      "offline.help.topic.days",
      "offline.help.topic.reservations",
      "offline.help.topic.budget",
      "offline.help.topic.money",
      "offline.help.topic.quotes",
      "offline.help.topic.members",
      "offline.help.topic.world",
    ] as const
  ).map((t) => `- ${s.t(t)}`);
  return [s.t(first, { trip: ctx.trip.name }), [s.t("offline.help.askMe"), ...topics].join("\n"), `${s.t("offline.help.needsModel")} ${s.t("offline.connect")}`].join("\n\n");
}

/** Short stems must match whole; longer ones also as a word's beginning ("fli" finds "flight"), and allow a typo. */
const options = (term: string) => ({ prefix: term.length >= 3, fuzzy: term.length >= 6 ? 1 : 0, fields: ["text", "concepts"] });

/** The facts that match best, in order: the best one and those close to it. */
function best(search: MiniSearch<Doc>, terms: string[], allowed: (id: number) => boolean): number[] {
  const hits = search.search({ combineWith: "OR", queries: terms.map((t) => ({ queries: [t], ...options(t) })) }, { boost: { concepts: 2 }, filter: (r) => allowed(r.id as number) });
  const top = hits[0]?.score ?? 0;
  return hits.filter((h) => h.score >= top * CLOSE).slice(0, MOST_FACTS).map((h) => h.id as number);
}

/** The dates named, each with the words that named it; a range gives each of its days. */
function datesIn(question: string, today: string, language: Language, trip: TripContext["trip"]): Array<[string, string]> {
  const inTrip = (d: string) => !!trip.startDate && !!trip.endDate && d >= trip.startDate && d <= trip.endDate;
  const own = readerFor(language).dates(question, today, inTrip);
  const found = own.length || language === "en" ? own : readerFor("en").dates(question, today, inTrip);
  return (found.length ? found : dayOfMonth(question, trip)).flatMap(([start, end, text]) => calendarDatesBetween(start, end).map((d) => [d, text] as [string, string]));
}

/**
 * "The 15th", "am 15.", "le 15": a day of the month alone, which the parsers
 * leave unread, is that day within the trip.
 */
function dayOfMonth(question: string, trip: TripContext["trip"]): Array<[string, string, string]> {
  const match = /\b(\d{1,2})(?:st|nd|rd|th|\.|º|°)(?!\d)/.exec(question);
  if (!match || !trip.startDate || !trip.endDate) return [];
  const date = calendarDatesBetween(trip.startDate, trip.endDate).find((d) => Number(d.slice(8)) === Number(match[1]));
  return date ? [[date, date, match[0]]] : [];
}

/** The day's fact from the day plan; a date outside the trip says so. */
function dayOf(facts: Fact[], date: string, s: Speaker, ctx: TripContext): string {
  const day = facts.find((f) => f.concepts.includes("day") && f.dates[0] === date);
  if (day) return day.text;
  const { startDate, endDate } = ctx.trip;
  if (startDate && date < startDate) return s.t("offline.day.beforeTrip", { start: s.f.date(startDate) });
  if (endDate && date > endDate) return s.t("offline.day.afterTrip", { end: s.f.date(endDate) });
  return s.t("offline.day.nothing");
}
