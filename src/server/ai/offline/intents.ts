// Step 4: what the question asks (its intent) and about what (its slots):
// the dates it names (dates.ts), the trip's things it names (entities.ts),
// the kinds of reservation, budget categories and statuses it mentions, which
// detail it wants (a time, an address, a cost…), and any word that names
// something the trip does not have. Each intent scores the cues and the slots
// that fit it; the best one wins. Questions that need world knowledge
// (weather, recommendations, distances, phone numbers) are marked so the
// answer can say so instead of inventing.
import type { BudgetCategory } from "@shared/budget-rules";
import type { TripContext } from "../trip-context";
import { findDates, type PartOfDay } from "./dates";
import { indexTrip, matchConfirmations, matchEntities, type EntityIndex, type EntityMatch } from "./entities";
import { CUE_NAMES, ENGLISH, isKnownWord, type Cue, type Lexicon, type ReservationType, type Status } from "./lexicon";
import { normalise, without, type Normalised } from "./normalise";

export type Intent =
  | "help"
  | "unknown"
  | "notFound"
  | "refusal"
  | "dates"
  | "itinerary"
  | "cityOrder"
  | "cityCount"
  | "day"
  | "stays"
  | "city"
  | "reservation"
  | "event"
  | "reservations"
  | "next"
  | "confirmations"
  | "budget"
  | "category"
  | "expenses"
  | "expense"
  | "balances"
  | "members"
  | "member"
  | "quotes"
  | "currency"
  | "packing"
  | "todos";

/** The detail asked of a reservation, an event or a member. */
export type Field = "when" | "address" | "cost" | "confirmation" | "status" | "hours" | "checkIn" | "checkOut" | "email" | "role";

export type Refusal = "weather" | "recommend" | "outside";
export type Unknowable = "distance" | "contact" | "hours";
export type { ReservationType, Status };

export interface Query {
  intent: Intent;
  /** Needs a model: said first, whatever else is answered. */
  refusals: Refusal[];
  /** Not in the trip's data: said plainly. */
  unknowable: Unknowable[];
  field: Field | null;
  relation: "before" | "after" | "first" | "last" | "next" | null;
  /** "The second city", "the 3rd stop": which one, counting from 1. */
  ordinal: number | null;
  superlative: "max" | "min" | null;
  types: ReservationType[];
  categories: BudgetCategory[];
  statuses: Status[];
  /** The dates named, all slots together, in order; null when none. */
  dates: string[] | null;
  partOfDay: PartOfDay | null;
  /** Indexes into the trip context's lists. */
  cities: string[];
  countries: string[];
  reservations: number[];
  events: number[];
  members: number[];
  expenses: number[];
  hotelQuotes: number[];
  flightQuotes: number[];
  /** The question is about the asker ("my role", "do I owe"). */
  me: boolean;
  quoteKind: "flights" | "hotels" | null;
  /** Words that name nothing the trip has ("Naples"), as typed. */
  unknown: string[];
  /** Cues present, for the answers' finer choices. */
  cues: ReadonlySet<Cue>;
  /** The question normalised, without its dates (" how much is left for food "). */
  text: string;
  /** The language it was read in. */
  lex: Lexicon;
}

const cueSet = (text: string, lex: Lexicon) => new Set(CUE_NAMES.filter((c) => lex.cues[c].test(text)));

/**
 * Reads a question about `ctx` in `lex`'s language (steps 1–4). `index` may be
 * passed when asking many questions of one trip.
 */
export function understand(question: string, ctx: TripContext, index: EntityIndex = indexTrip(ctx), lex: Lexicon = ENGLISH): Query {
  const n = normalise(question, lex);
  const found = findDates(n, ctx.today, ctx.trip, lex);
  const rest = without(n, found.used);
  const cues = cueSet(rest.text, lex);
  const matches = matchEntities(index, n, found.used, lex);
  const confirmations = matchConfirmations(index, n);
  const used = new Set([...found.used, ...matches.flatMap((m) => m.matched)]);

  const pick = (kind: EntityMatch["entity"]["kind"]) => best(matches.filter((m) => m.entity.kind === kind));
  const cityMatches = pick("city");
  const types = slotWords(rest, lex.types, used);
  const reservationMatches = preferDirect(pick("reservation"), types, ctx);
  const q: Query = {
    intent: "unknown",
    refusals: [],
    unknowable: [],
    field: null,
    relation: null,
    ordinal: null,
    superlative: null,
    types,
    categories: slotWords(rest, lex.categories, used, lex.cues.airTickets),
    statuses: slotWords(rest, lex.statuses, new Set()),
    dates: found.slots.length ? [...new Set(found.slots.flatMap((s) => s.dates))].sort() : null,
    partOfDay: found.partOfDay,
    cities: cityMatches.map((m) => m.entity.name),
    countries: pick("country").map((m) => m.entity.name),
    reservations: unique([...confirmations, ...reservationMatches.map((m) => m.entity.index)]),
    events: pick("event").filter((m) => !m.throughCity).map((m) => m.entity.index),
    members: pick("member").map((m) => m.entity.index),
    expenses: pick("expense").filter((m) => !m.throughCity).map((m) => m.entity.index),
    hotelQuotes: pick("hotelQuote").map((m) => m.entity.index),
    flightQuotes: unique(matches.filter((m) => m.entity.kind === "flightPlace").map((m) => m.entity.index)),
    me: cues.has("me") && !cues.has("canI"),
    quoteKind: null,
    unknown: unknownWords(n, used, lex),
    cues,
    text: rest.text,
    lex,
  };
  q.quoteKind = cues.has("quote") ? (cues.has("quoteFlights") ? "flights" : cues.has("quoteHotels") ? "hotels" : null) : null;
  q.field = fieldOf(cues);
  q.relation = relationOf(cues);
  q.ordinal = ordinalOf(rest.text, lex);
  q.superlative = cues.has("min") ? "min" : cues.has("dearest") ? "max" : null;
  if (cues.has("weather")) q.refusals.push("weather");
  if (cues.has("recommend")) q.refusals.push("recommend");
  if (cues.has("outside")) q.refusals.push("outside");
  if (cues.has("distance")) q.unknowable.push("distance");
  if (cues.has("contact") && !(cues.has("email") && q.members.length) && !q.hotelQuotes.length) q.unknowable.push("contact");
  if (cues.has("sleep") && !q.types.includes("hotel")) q.types.push("hotel");
  q.intent = chooseIntent(q, cues, reservationMatches, !!confirmations.length);
  return q;
}

/** The best matches of one kind: those as good as the best, a little slack for loose spelling. */
function best(ms: EntityMatch[]): EntityMatch[] {
  if (ms.length === 0) return [];
  const direct = ms.some((m) => !m.throughCity) ? ms.filter((m) => !m.throughCity) : ms;
  const top = Math.max(...direct.map((m) => m.score));
  return direct.filter((m) => m.score >= top - 0.3);
}

/**
 * Reservations named only through a city ("the train to Florence") count when
 * the question also names their kind; of several, those of the kind asked.
 */
function preferDirect(ms: EntityMatch[], types: ReservationType[], ctx: TripContext): EntityMatch[] {
  const ofType = (m: EntityMatch) => types.includes(ctx.reservations[m.entity.index]!.type as ReservationType);
  const usable = ms.filter((m) => !m.throughCity || (types.length > 0 && ofType(m)));
  if (types.length > 0 && usable.some(ofType)) return usable.filter(ofType);
  return usable;
}

/** Slot words of a kind ("trains" → transport), in the order first named, none twice; words read as names are skipped. */
function slotWords<T>(n: Normalised, table: Readonly<Record<string, T>>, used: ReadonlySet<number>, airTickets?: RegExp): T[] {
  const out: T[] = [];
  n.words.forEach((w, i) => {
    const value = table[w.text];
    if (value !== undefined && !used.has(i) && !out.includes(value)) out.push(value);
  });
  // Two-word names: "air tickets", "Flug Tickets".
  if (airTickets?.test(n.text) && !out.includes("air_tickets" as T)) out.unshift("air_tickets" as T);
  return out;
}

function unknownWords(n: Normalised, used: ReadonlySet<number>, lex: Lexicon): string[] {
  const out: string[] = [];
  n.words.forEach((w, i) => {
    if (used.has(i) || w.text.length < 3 || /\d/.test(w.text) || isKnownWord(w.text, lex)) return;
    if (!out.includes(w.raw)) out.push(w.raw.replace(/['’]s$/, ""));
  });
  return out;
}

function fieldOf(cues: ReadonlySet<Cue>): Field | null {
  if (cues.has("email")) return "email";
  if (cues.has("role")) return "role";
  if (cues.has("confirmation") && !cues.has("contact")) return "confirmation";
  if (cues.has("hours") && !cues.has("howManyHours")) return "hours";
  if (cues.has("address") && !cues.has("when")) return "address";
  if (cues.has("checkIn") || cues.has("nights")) return "checkIn";
  if (cues.has("checkOut")) return "checkOut";
  if (cues.has("cost")) return "cost";
  if (cues.has("status")) return "status";
  if (cues.has("when")) return "when";
  return null;
}

/** "Second city", "the 3rd stop", "which city do we visit second": an ordinal said of the cities. */
function ordinalOf(text: string, lex: Lexicon): number | null {
  const ws = text.trim().split(" ");
  for (let i = 0; i < ws.length; i++) {
    const suffixed = lex.dates.ordinalSuffix.exec(ws[i]!);
    const n = suffixed ? Number(suffixed[1]) : lex.ordinals[ws[i]!];
    if (!n || n < 2) continue;
    // "The second city", "la seconda città", "la ciudad segunda", "which city do we visit second".
    if (lex.cityNouns.has(ws[i + 1] ?? "") || lex.cityNouns.has(ws[i - 1] ?? "") || lex.ordinalVerbs.has(ws[i - 1] ?? "")) return n;
  }
  return null;
}

function relationOf(cues: ReadonlySet<Cue>): Query["relation"] {
  if (cues.has("after")) return "after";
  if (cues.has("before")) return "before";
  if (cues.has("next")) return "next";
  if (cues.has("first")) return "first";
  if (cues.has("last")) return "last";
  return null;
}

/** Ties go to the intent listed first. */
const PRIORITY: Intent[] = [
  "packing",
  "todos",
  "reservation",
  "event",
  "expense",
  "member",
  "balances",
  "currency",
  "quotes",
  "category",
  "budget",
  "expenses",
  "members",
  "cityOrder",
  "cityCount",
  "confirmations",
  "next",
  "day",
  "city",
  "reservations",
  "stays",
  "dates",
  "itinerary",
  "help",
];

function chooseIntent(q: Query, cues: ReadonlySet<Cue>, reservationMatches: EntityMatch[], byConfirmation: boolean): Intent {
  const score = new Map<Intent, number>();
  const add = (intent: Intent, points: number) => score.set(intent, (score.get(intent) ?? 0) + points);
  const has = (c: Cue) => cues.has(c);
  const named = q.reservations.length + q.events.length > 0;
  const money = has("spent") || has("expense") || has("payment") || has("budget") || has("balance");

  // The trip's things named.
  if (byConfirmation) add("reservation", 8);
  if (reservationMatches.length) {
    add("reservation", 3 + Math.max(...reservationMatches.map((m) => m.score)));
    // A detail of it asked ("is the Uffizi open on Monday?"): about it, whatever the date.
    if (q.field) add("reservation", 2);
    // "The train to Florence": named by its kind and a city in its name.
    if (reservationMatches.every((m) => m.throughCity)) add("reservation", 4);
  }
  if (q.events.length) add("event", 4);
  if (q.expenses.length) add("expense", has("whoPaid") ? 8 : has("expense") || has("spent") || has("payment") ? 6 : 1.5);
  if (q.members.length) {
    if (has("balance")) add("balances", 5);
    else if (has("expense") || has("spent") || (has("cost") && has("pay"))) add("expenses", 5);
    else add("member", has("members") || has("email") || q.field === "role" ? 6 : 3);
  }
  if (q.hotelQuotes.length) add("quotes", has("quote") ? 6 : 2.5);
  if (q.flightQuotes.length && (has("quote") || q.types.includes("transport"))) add("quotes", has("quote") ? 4 : 0.5);
  if (q.cities.length || q.countries.length) {
    add("city", 3);
    if (has("stay") || has("where")) add("city", 1.5);
  }

  // Money.
  if (has("balance")) add("balances", 6);
  if (has("payment")) add("expenses", 4);
  if (has("expense")) add("expenses", 4);
  if (has("spent")) {
    if (q.categories.length) add("category", 5);
    else {
      add("expenses", 3);
      add("budget", 2);
    }
  }
  if (has("budget")) add(q.categories.length ? "category" : "budget", 5);
  if (has("budget") && has("budgetHowMuch")) add("budget", 1);
  if (has("cost") && q.categories.length && has("planned")) add("category", 3);
  if (has("quote")) add("quotes", 8);
  if (has("currency")) add("currency", 7);

  // People.
  if (has("members")) add("members", 4);
  if (q.me && q.field === "role") add("member", 6);
  if (q.me && !q.members.length && has("cost") && has("paySpend")) add("expenses", 5);

  // Reservations.
  if (has("confirmation") && !has("contact") && !has("members")) add("confirmations", 3.5);
  if (has("reservation")) add("reservations", has("count") ? 3 : 2);
  if (q.types.length) add("reservations", money ? 1 : 2.5);
  // A kind and a detail ("the hotel's address"), or a kind in a city ("our hotel in Florence"): a list, not the whole city.
  if (q.types.length && !money && q.field && q.field !== "role" && q.field !== "email") add("reservations", 2.5);
  if (q.types.length && !money && q.cities.length) add("reservations", 2.5);
  if (q.statuses.length && !named) add("reservations", 2);
  if (has("sleep")) add("reservations", 3);
  if (has("next") && !money) add("next", q.types.length && !q.dates ? 6 : 3);
  if (q.superlative && (has("reservation") || q.types.length)) add("reservations", 2);
  if (has("homeward") && q.types.length) add("reservations", 1);

  // Dates and the itinerary.
  const cityWord = has("cityWord");
  if (q.dates) {
    add("day", has("plan") ? 5 : 4);
    if (has("reservation") || has("confirmation")) add("reservations", 3);
    if (has("spent") || has("expense")) add("expenses", 4);
    if (q.dates.length === 1 && q.types.length && (q.field === "when" || q.field === "cost")) add("reservations", 1);
    // "Which hotel are we in on the 18th?": that kind on that day, not the whole day.
    if (q.types.length && !has("plan")) add("reservations", 2);
  }
  if (has("dates")) add("dates", q.cities.length || named ? 1.5 : has("startEnd") ? 4.5 : 3);
  // "Welcher Tag der Reise ist heute?": today's place in the trip, not today's plan.
  if (has("whichTripDay")) add("dates", 6);
  if (has("itinerary")) add("itinerary", 3);
  if (cityWord && (has("after") || has("before") || has("first") || has("last") || has("next"))) add("cityOrder", 6);
  if ((q.cities.length === 1 || q.countries.length) && (has("after") || has("before"))) add("cityOrder", 6);
  if (has("cityCount")) add("cityCount", 7);
  if (q.ordinal) add("cityOrder", 6);
  if (has("whereTo")) add(has("next") || has("after") ? "cityOrder" : "itinerary", has("next") || has("after") ? 6 : 3);
  if (has("cost") && !named && !q.hotelQuotes.length && q.unknown.length && q.types.some((t) => t === "transport" || t === "hotel")) add("quotes", 6);
  if (has("stay")) add(q.cities.length ? "city" : "stays", 2);
  if (has("eachCity")) add("stays", 3);

  // The lists: what is left to pack or to do.
  if (has("packing")) add("packing", 7);
  if (has("todo")) add("todos", 5);

  // Talk.
  if (has("greeting")) add("help", 6);
  if (has("help")) add("help", 4);

  let intent: Intent = "unknown";
  let top = 0;
  for (const candidate of PRIORITY) {
    const points = score.get(candidate) ?? 0;
    if (points > top) [intent, top] = [candidate, points];
  }
  // "How long are we in Milan?", "what's after Naples?": a city the trip does not have.
  if ((intent === "stays" || intent === "cityOrder" || intent === "itinerary") && !q.cities.length && q.unknown.length && has("placePreposition")) return "notFound";
  if (intent === "unknown") {
    if (q.refusals.length || q.unknowable.length) return "refusal";
    // A question about something the trip does not have.
    if (q.unknown.length && has("aboutVerb")) return "notFound";
  }
  return intent;
}

const unique = <T>(xs: T[]) => [...new Set(xs)];
