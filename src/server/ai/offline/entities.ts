// Step 3: which of the trip's own things a question names — cities and
// countries, reservations, events, members, expenses, saved hotel quotes and
// flight routes, confirmation numbers. Names are matched loosely: letter case
// and accents never matter, a part of the name is enough ("the Uffizi" for
// "Uffizi Gallery"), and a small typo in a longer word is forgiven
// ("Florance", "Brunelleschi" typed "Bruneleschi"). Words every name has
// ("hotel", "the") never match on their own; a name made only of such words
// ("Old Place") must appear whole. A word of the question's language is never
// read as a misspelt name ("very" is not "Vera", "wann" is not "Wien").
import type { TripContext } from "../trip-context";
import { compact, words, type Normalised } from "./normalise";
import { ENGLISH, isKnownWord, NAME_STOPWORDS, type Lexicon } from "./lexicon";

export type EntityKind = "city" | "country" | "reservation" | "event" | "member" | "expense" | "hotelQuote" | "flightPlace";

export interface Entity {
  kind: EntityKind;
  /** The name as the trip spells it. */
  name: string;
  /** Where it is in the trip context's list (for a city or a country: its first stay or reservation; for a flight place: its quote). */
  index: number;
  /** Its words, folded, with whether each one identifies it. */
  words: Array<{ text: string; distinctive: boolean }>;
}

export interface EntityMatch {
  entity: Entity;
  /** How much of the name the question has: 1 per identifying word, less for a loose match. */
  score: number;
  /** The question's words that matched. */
  matched: number[];
  /** Every identifying word matched also matched a city: "the train to Florence" names Florence first. */
  throughCity: boolean;
}

export interface EntityIndex {
  entities: Entity[];
  /** Confirmation numbers as letters and digits only, with their reservation. */
  confirmations: Array<{ code: string; index: number }>;
}

function entity(kind: EntityKind, name: string, index: number): Entity {
  // A trip's names are the same whatever language the question is in: their common words are told in English.
  const ws = words(name).filter((w) => !NAME_STOPWORDS.has(w));
  return { kind, name, index, words: ws.map((text) => ({ text, distinctive: !isKnownWord(text, ENGLISH) && !/^\d+$/.test(text) })) };
}

/** Every name of the trip that a question may use. */
export function indexTrip(ctx: TripContext): EntityIndex {
  const entities: Entity[] = [];
  const seen = new Set<string>();
  const add = (kind: EntityKind, name: string | null | undefined, index: number) => {
    if (!name?.trim()) return;
    const key = `${kind}:${words(name).join(" ")}`;
    if (seen.has(key)) return;
    seen.add(key);
    entities.push(entity(kind, name, index));
  };
  ctx.itinerary.forEach((item, i) => {
    add("city", item.city, i);
    add("country", item.country, i);
  });
  ctx.reservations.forEach((r, i) => {
    add("reservation", r.name, i);
    add("city", r.city, -1);
    add("country", r.country, -1);
  });
  // A stay's title ("Stay in Rome") is its city; other items are events.
  ctx.itinerary.forEach((item, i) => {
    if (!item.city || !words(item.title).includes(words(item.city)[0] ?? "")) add("event", item.title, i);
  });
  ctx.members.forEach((m, i) => add("member", m.name, i));
  ctx.expenses.forEach((e, i) => {
    if (e.kind === "expense") add("expense", e.description, i);
  });
  ctx.quotes.hotels.forEach((h, i) => add("hotelQuote", h.hotelName, i));
  ctx.quotes.flights.forEach((f, i) => {
    add("flightPlace", f.origin, i);
    add("flightPlace", f.destination, i);
  });
  const confirmations = ctx.reservations
    .map((r, index) => ({ code: compact(r.confirmationNumber ?? ""), index }))
    // Too short or without a letter and a digit, a number would match at random ("12").
    .filter((c) => c.code.length >= 5 || (c.code.length >= 3 && /\d/.test(c.code) && /\p{L}/u.test(c.code)));
  return { entities, confirmations };
}

/**
 * Optimal string alignment distance (an adjacent swap counts one), stopping
 * early beyond `max`.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * How well a question's word stands for a name's word: 1 exactly (or as a
 * plural or possessive), less for a prefix ("freccia") or a small typo; 0 not at all.
 * A word of the language ("very") is never a typo of a name ("Vera").
 */
export function wordMatch(asked: string, name: string, lex: Lexicon = ENGLISH): number {
  if (asked === name) return 1;
  if (asked.length >= 4 && (asked === `${name}s` || asked === `${name}es` || `${asked}s` === name)) return 1;
  if (isKnownWord(asked, lex) || /^\d+$/.test(asked)) return 0;
  if (asked.length >= 5 && name.startsWith(asked)) return 0.7;
  const shorter = Math.min(asked.length, name.length);
  if (shorter >= 8 && editDistance(asked, name, 2) <= 2) return 0.8;
  if (shorter >= 5 && editDistance(asked, name, 1) <= 1) return 0.8;
  // Four letters: one letter off at the end only ("roma" for "rome").
  if (shorter === 4 && asked.length === 4 && name.length === 4 && asked.slice(0, 3) === name.slice(0, 3)) return 0.8;
  return 0;
}

/** Names are looked for in a question's first words only: a question is short, and a pasted essay must not cost seconds. */
const MAX_WORDS = 60;

/** The trip's things the question names, best first. `skip` are words already read (dates). */
export function matchEntities(index: EntityIndex, question: Normalised, skip: ReadonlySet<number> = new Set(), lex: Lexicon = ENGLISH): EntityMatch[] {
  const asked = question.words.slice(0, MAX_WORDS).map((w, i) => (skip.has(i) ? "" : w.text));
  const found: Array<EntityMatch & { identifying: number[] }> = [];
  // The same two words are compared for many names.
  const seen = new Map<string, number>();
  const match = (a: string, b: string) => {
    const key = `${a} ${b}`;
    let score = seen.get(key);
    if (score === undefined) seen.set(key, (score = wordMatch(a, b, lex)));
    return score;
  };
  for (const e of index.entities) {
    const m = matchOne(e, asked, match);
    if (m) found.push(m);
  }
  // Words that name a city are the city's: a reservation matched only through them is weaker.
  const cityWords = new Set(found.filter((m) => m.entity.kind === "city" || m.entity.kind === "country").flatMap((m) => m.matched));
  for (const m of found) {
    if (m.entity.kind !== "city" && m.entity.kind !== "country") m.throughCity = m.identifying.every((i) => cityWords.has(i));
  }
  return found.map(({ identifying: _identifying, ...m }) => m).sort((a, b) => b.score - a.score);
}

function matchOne(e: Entity, asked: string[], wordMatch: (asked: string, name: string) => number): (EntityMatch & { identifying: number[] }) | null {
  const distinctive = e.words.filter((w) => w.distinctive);
  if (distinctive.length === 0) {
    // Only common words ("Old Place", "Airport taxi"): the whole name, in order.
    const phrase = e.words.map((w) => w.text);
    if (phrase.length === 0) return null;
    for (let i = 0; i + phrase.length <= asked.length; i++) {
      if (phrase.every((p, k) => wordMatch(asked[i + k]!, p) === 1)) {
        const matched = phrase.map((_, k) => i + k);
        return { entity: e, score: phrase.length * 0.9, matched, identifying: matched, throughCity: false };
      }
    }
    return null;
  }
  let score = 0;
  const matched: number[] = [];
  const identifying: number[] = [];
  for (const w of e.words) {
    let best = 0;
    let at = -1;
    asked.forEach((a, i) => {
      if (!a || matched.includes(i)) return;
      const s = wordMatch(a, w.text);
      if (s > best) [best, at] = [s, i];
    });
    if (best === 0) continue;
    // A common word of the name counts only beside an identifying one.
    score += w.distinctive ? best : 0.25 * best;
    matched.push(at);
    if (w.distinctive) identifying.push(at);
  }
  if (identifying.length === 0) return null;
  return { entity: e, score, matched, identifying, throughCity: false };
}

/** Reservations whose confirmation number the question contains ("whose booking is ART-123?"). */
export function matchConfirmations(index: EntityIndex, question: Normalised): number[] {
  const text = compact(question.raw);
  return index.confirmations.filter((c) => text.includes(c.code)).map((c) => c.index);
}
