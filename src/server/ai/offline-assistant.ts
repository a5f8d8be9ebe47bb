// The built-in offline assistant: a small, deterministic intent matcher that
// answers questions from the trip's own data (dates, itinerary, stays,
// reservations, budget, members). It never invents places, prices or facts;
// anything needing world knowledge gets a plain "needs a model" answer.
// Questions are matched in English; the answer is written in the asker's
// language from the `offline` area of the catalogue (ADR 026), with dates,
// money and numbers formatted for it.
import { daysBetween } from "@shared/dates";
import { sumAmounts, toCents, fromCents } from "@shared/money";
import { CATEGORY_MESSAGE, CATEGORY_NAMES, type BudgetCategory } from "@shared/budget-rules";
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import type { MessageId } from "@shared/i18n/catalogue";
import { formattersFor, type Formatters } from "@shared/i18n/format";
import type englishOffline from "@shared/i18n/messages/en/offline.json";
import { intlFor } from "../i18n";
import type { TripContext } from "./trip-context";

type Ctx = TripContext;
type Reservation = Ctx["reservations"][number];

/** The assistant's own sentences (tsc refuses an id the English catalogue lacks). */
export type OfflineMessageId = keyof typeof englishOffline;
type Values = Record<string, string | number>;

/** Writes one answer in one language. */
interface Speaker {
  language: Language;
  t(id: OfflineMessageId | MessageId, values?: Values): string;
  f: Formatters;
}

function speaker(language: Language): Speaker {
  const intl = intlFor(language);
  return { language, f: formattersFor(language), t: (id, values) => intl.formatMessage({ id }, values) };
}

const CAPABILITIES: OfflineMessageId[] = [
  "offline.help.topic.dates",
  "offline.help.topic.itinerary",
  "offline.help.topic.reservations",
  "offline.help.topic.budget",
  "offline.help.topic.members",
];

type Intent =
  | "help"
  | "dates"
  | "itinerary"
  | "stays"
  | "next"
  | "hotel"
  | "restaurant"
  | "attraction"
  | "transport"
  | "reservations"
  | "confirmation"
  | "costs"
  | "budget"
  | "members"
  | "weather"
  | "recommend"
  | "outside";

const PATTERNS: Array<[Intent, RegExp]> = [
  ["weather", /\b(weather|forecast|temperature|rain(y|ing)?|sunny|climate)\b/],
  [
    "recommend",
    /\b(recommend\w*|suggest\w*|ideas?|tips?|best|must[- ]see|what (is there |are there )?to do|things to do|where (to|should we|can we) (eat|go|stay))\b/,
  ],
  ["outside", /\b(translat\w*|visa|passport|pack(ing)?|exchange rate|convert|vaccin\w*|book (a|me|us)|search flights?)\b/],
  ["budget", /\b(budget\w*|remaining|left to spend|over ?budget|overspen\w*|spent|spend(ing)?|afford|allocations?|categor(y|ies))\b/],
  ["confirmation", /\b(confirmation|conf|booking (number|reference|code)s?|reference( number)?s?)\b/],
  ["next", /\b(next|upcoming|coming up)\b/],
  ["hotel", /\b(hotels?|accommodations?|lodging|sleep(ing)?|check[- ]?in|check[- ]?out)\b/],
  ["restaurant", /\b(restaurants?|dinners?|lunch(es)?|breakfasts?|eat(ing)?|meals?|dining|table)\b/],
  ["attraction", /\b(attractions?|museums?|tours?|tickets?|sights?|sightseeing)\b/],
  ["transport", /\b(transport\w*|flights?|fly(ing)?|trains?|bus(es)?|car rentals?|transfers?|ferr(y|ies))\b/],
  ["reservations", /\b(reservations?|bookings?|booked|reserved)\b/],
  ["costs", /\b(costs?|how much|price[sd]?|paid|pay(ing)?|expensive|total)\b/],
  ["members", /\b(who|members?|travell?ers?|people|family|friends|roles?|admins?|editors?|viewers?|collaborators?|going)\b/],
  ["stays", /\b(stays?|staying|nights?|how long (are|will|do) (we|i))\b/],
  ["itinerary", /\b(itinerary|route|schedule|cities|city|stops?|destinations?|where|order|plan)\b/],
  ["dates", /\b(dates?|when|start\w*|begin\w*|leave|end\w*|how many days|days (to go|left|until|till)|countdown|duration|how long)\b/],
  ["help", /\b(help|hello|hi|hey|what can you|who are you|capabilit\w*)\b/],
];

function matchIntents(question: string, ctx: Ctx): { intents: Set<Intent>; cities: string[] } {
  const q = question.toLowerCase().replace(/[’']/g, "'");
  const intents = new Set<Intent>();
  for (const [intent, re] of PATTERNS) if (re.test(q)) intents.add(intent);
  const cities = unique(ctx.itinerary.map((i) => i.city).filter((c): c is string => !!c)).filter((c) =>
    new RegExp(`\\b${escapeRe(c.toLowerCase())}\\b`).test(q),
  );

  // Specific intents take precedence over the generic words they contain.
  const typed = (["hotel", "restaurant", "attraction", "transport"] as const).some((t) => intents.has(t));
  if (intents.has("next") && !typed) intents.add("reservations");
  if (intents.has("next") || intents.has("confirmation") || typed) {
    intents.delete("dates");
    intents.delete("itinerary");
  }
  if (typed || intents.has("next") || intents.has("confirmation")) intents.delete("reservations");
  if (intents.has("budget")) intents.delete("costs");
  if (intents.has("costs") && !typed && !intents.has("reservations") && !intents.has("next")) intents.add("reservations");
  if (cities.length > 0 && !typed && !intents.has("next") && !intents.has("budget")) {
    intents.add("stays");
    intents.delete("itinerary");
    intents.delete("dates");
  }
  if (intents.has("stays")) {
    intents.delete("itinerary");
    intents.delete("dates");
  }
  // "Who" in a question about bookings asks about the bookings, not the members.
  if (intents.has("members") && !/\b(members?|travell?ers?|roles?|admins?|editors?|viewers?|people|collaborators?|who('s| is)? (going|coming|on|in))\b/.test(q)) {
    if (intents.size > 1) intents.delete("members");
  }
  if (intents.has("weather") || intents.has("recommend") || intents.has("outside")) {
    // A "needs a model" question still gets the trip facts it touches (e.g. the restaurants already booked).
    intents.delete("help");
    intents.delete("itinerary");
    intents.delete("dates");
  }
  if (intents.size > 1) intents.delete("help");
  return { intents, cities };
}

/** The answer to `question` (matched in English) about the trip, written in `language`. */
export function offlineAnswer(question: string, ctx: Ctx, language: Language): string {
  const { intents, cities } = matchIntents(question, ctx);
  const s = speaker(language);
  const parts: string[] = [];
  const needsModel = (id: OfflineMessageId) => `${s.t(id)} ${s.t("offline.connect")}`;

  if (intents.has("weather")) parts.push(needsModel("offline.needsModel.weather"));
  if (intents.has("recommend")) parts.push(needsModel("offline.needsModel.recommend"));
  if (intents.has("outside")) parts.push(needsModel("offline.needsModel.outside"));
  if (intents.has("dates")) parts.push(datesAnswer(s, ctx));
  if (intents.has("itinerary")) parts.push(itineraryAnswer(s, ctx));
  if (intents.has("stays")) parts.push(staysAnswer(s, ctx, cities));
  if (intents.has("next")) parts.push(nextAnswer(s, ctx));
  for (const type of ["hotel", "restaurant", "attraction", "transport"] as const) {
    if (intents.has(type)) parts.push(typeAnswer(s, ctx, type));
  }
  if (intents.has("reservations")) parts.push(reservationsAnswer(s, ctx, intents.has("costs")));
  if (intents.has("confirmation")) parts.push(confirmationAnswer(s, ctx));
  if (intents.has("budget")) parts.push(budgetAnswer(s, ctx));
  if (intents.has("members")) parts.push(membersAnswer(s, ctx));

  if (parts.length === 0 || intents.has("help")) {
    const intro = s.t(intents.has("help") ? "offline.help.hello" : "offline.help.notUnderstood", { trip: ctx.trip.name });
    parts.push(
      [
        `${intro} ${s.t("offline.help.askMe")}`,
        ...CAPABILITIES.map((c) => `- ${s.t(c)}`),
        `${s.t("offline.help.needsModel")} ${s.t("offline.connect")}`,
      ].join("\n"),
    );
  }
  return parts.join("\n\n");
}

// ── Answers ──

function datesAnswer(s: Speaker, ctx: Ctx): string {
  const { startDate, endDate, name: trip } = ctx.trip;
  if (!startDate && !endDate) return s.t("offline.dates.none", { trip });
  if (!startDate) return s.t("offline.dates.endOnly", { trip, date: s.f.date(endDate!) });
  if (!endDate) return s.t("offline.dates.startOnly", { trip, date: s.f.date(startDate) });
  const total = daysBetween(startDate, endDate) + 1;
  const range = s.t("offline.dates.range", { trip, start: s.f.date(startDate), end: s.f.date(endDate), days: total });
  const today = ctx.today;
  if (today < startDate) {
    const n = daysBetween(today, startDate);
    return `${range} ${n === 1 ? s.t("offline.dates.tomorrow") : s.t("offline.dates.toGo", { days: n })}`;
  }
  if (today > endDate) return `${range} ${s.t("offline.dates.ended", { days: daysBetween(endDate, today) })}`;
  const day = daysBetween(startDate, today) + 1;
  const left = daysBetween(today, endDate);
  return `${range} ${left === 0 ? s.t("offline.dates.lastDay", { day, total }) : s.t("offline.dates.ongoing", { day, total, left })}`;
}

/** The titles the app gives a city's stay ("Stay in Rome"), in every language: such a title adds nothing to the city. */
function isStayTitle(title: string, city: string): boolean {
  return LANGUAGES.some((l) => title === intlFor(l).formatMessage({ id: "itinerary.form.stayTitle" satisfies MessageId }, { city }));
}

function itineraryAnswer(s: Speaker, ctx: Ctx): string {
  if (ctx.itinerary.length === 0) return s.t("offline.itinerary.empty");
  const lines = ctx.itinerary.map((item, i) => {
    const place = item.city ? placeLabel(item.city, item.country) : null;
    const when = item.startDate ? at(s, range(s, item.startDate, item.endDate), item.startTime) : s.t("offline.when.notSet");
    const number = i + 1;
    return place && !isStayTitle(item.title, item.city!)
      ? s.t("offline.itinerary.itemTitled", { number, place, title: item.title, when })
      : s.t("offline.itinerary.item", { number, place: place ?? item.title, when });
  });
  return [s.t("offline.itinerary.heading", { trip: ctx.trip.name }), ...lines].join("\n");
}

function staysAnswer(s: Speaker, ctx: Ctx, cities: string[]): string {
  const stays = ctx.itinerary.filter((i) => i.city && (cities.length === 0 || cities.includes(i.city)));
  if (stays.length === 0) return s.t("offline.stays.empty");
  const byCity = new Map<string, { place: string; days: number; periods: string[] }>();
  for (const stay of stays) {
    const place = placeLabel(stay.city!, stay.country);
    const entry = byCity.get(place) ?? { place, days: 0, periods: [] };
    if (stay.startDate) {
      const end = stay.endDate ?? stay.startDate;
      const days = daysBetween(stay.startDate, end) + 1;
      entry.days += days;
      entry.periods.push(s.t("offline.stays.period", { range: range(s, stay.startDate, end), days, nights: days - 1 }));
    } else {
      entry.periods.push(s.t("offline.when.notSet"));
    }
    byCity.set(place, entry);
  }
  const lines = [...byCity.values()].map((c) => {
    const periods = c.periods.join("; ");
    return c.periods.length > 1
      ? s.t("offline.stays.cityTotal", { place: c.place, periods, days: c.days })
      : s.t("offline.stays.city", { place: c.place, periods });
  });
  const cityReservations = ctx.reservations.filter((r) => r.city && cities.includes(r.city));
  const extra =
    cities.length > 0 && cityReservations.length > 0
      ? ["", s.t("offline.stays.reservations"), ...cityReservations.map((r) => `- ${reservationLine(s, ctx, r)}`)]
      : [];
  return [s.t(cities.length ? "offline.stays.headingAsked" : "offline.stays.heading"), ...lines, ...extra].join("\n");
}

function active(ctx: Ctx): Reservation[] {
  return ctx.reservations.filter((r) => r.status !== "cancelled");
}

function nextAnswer(s: Speaker, ctx: Ctx): string {
  const upcoming = active(ctx)
    .filter((r) => r.date >= ctx.today)
    .sort((a, b) => (a.date + (a.time ?? "")).localeCompare(b.date + (b.time ?? "")));
  const next = upcoming[0];
  if (!next) {
    const count = ctx.reservations.length;
    return count === 0
      ? s.t("offline.reservations.none")
      : count === 1
        ? s.t("offline.next.noneUpcomingOne")
        : s.t("offline.next.noneUpcoming", { count });
  }
  const days = daysBetween(ctx.today, next.date);
  const reservation = reservationLine(s, ctx, next);
  if (days === 0) return s.t("offline.next.today", { reservation });
  if (days === 1) return s.t("offline.next.tomorrow", { reservation });
  return s.t("offline.next.inDays", { reservation, days });
}

type ReservationKind = "hotel" | "restaurant" | "attraction" | "transport";

const TYPE_NONE: Record<ReservationKind, OfflineMessageId> = {
  hotel: "offline.type.none.hotel",
  restaurant: "offline.type.none.restaurant",
  attraction: "offline.type.none.attraction",
  transport: "offline.type.none.transport",
};

const TYPE_HEADING: Record<ReservationKind, OfflineMessageId> = {
  hotel: "offline.type.heading.hotel",
  restaurant: "offline.type.heading.restaurant",
  attraction: "offline.type.heading.attraction",
  transport: "offline.type.heading.transport",
};

function typeAnswer(s: Speaker, ctx: Ctx, type: ReservationKind): string {
  const list = ctx.reservations.filter((r) => r.type === type);
  if (list.length === 0) return s.t(TYPE_NONE[type]);
  const total = costTotal(list.filter((r) => r.status !== "cancelled"));
  const head = s.t(TYPE_HEADING[type], { count: list.length });
  const foot = total ? s.t("offline.type.total", { amount: s.f.money(total, ctx.trip.currency) }) : null;
  return [head, ...list.map((r) => `- ${reservationLine(s, ctx, r)}`), ...(foot ? [foot] : [])].join("\n");
}

function reservationsAnswer(s: Speaker, ctx: Ctx, withCosts: boolean): string {
  if (ctx.reservations.length === 0) return s.t("offline.reservations.none");
  const counts = ctx.reservations.reduce<Map<string, number>>((acc, r) => acc.set(r.type, (acc.get(r.type) ?? 0) + 1), new Map());
  const types = [...counts].map(([type, count]) => s.t("offline.reservations.typeCount", { count, type: typeName(s, type) })).join(", ");
  const lines = [
    s.t("offline.reservations.summary", { count: ctx.reservations.length, types }),
    ...ctx.reservations.map((r) => `- ${reservationLine(s, ctx, r)}`),
  ];
  const total = costTotal(active(ctx));
  if (total) lines.push(s.t("offline.reservations.total", { amount: s.f.money(total, ctx.trip.currency) }));
  else if (withCosts) lines.push(s.t("offline.reservations.noCosts"));
  return lines.join("\n");
}

function confirmationAnswer(s: Speaker, ctx: Ctx): string {
  if (ctx.reservations.length === 0) return s.t("offline.confirmation.none");
  const lines = ctx.reservations.map((r) =>
    s.t("offline.confirmation.item", { name: r.name, number: r.confirmationNumber ?? s.t("offline.confirmation.missing") }),
  );
  return [s.t("offline.confirmation.heading"), ...lines].join("\n");
}

function budgetAnswer(s: Speaker, ctx: Ctx): string {
  const cur = ctx.trip.currency;
  const money = (amount: string) => s.f.money(amount, cur);
  const parts: string[] = [];
  if (ctx.budget.length > 0) {
    const planned = sumAmounts(ctx.budget.map((b) => b.planned));
    const spent = sumAmounts(ctx.budget.map((b) => b.spent));
    const remaining = fromCents(toCents(planned) - toCents(spent));
    const rest =
      toCents(remaining) < 0n
        ? s.t("offline.budget.over", { amount: money(remaining.replace("-", "")) })
        : s.t("offline.budget.remaining", { amount: money(remaining) });
    const totals = { planned: money(planned), spent: money(spent), rest };
    if (toCents(planned) > 0n) {
      // Rounded to one decimal first, as the answer always was; the locale only writes it.
      const used = Number(((Number(toCents(spent)) / Number(toCents(planned))) * 100).toFixed(1));
      parts.push(s.t("offline.budget.summaryUsed", { ...totals, percent: s.f.percent(used) }));
    } else parts.push(s.t("offline.budget.summary", totals));
    const over = ctx.budget.filter((b) => toCents(b.spent) > toCents(b.planned));
    parts.push(
      over.length === 0
        ? s.t("offline.budget.noneOver")
        : [
            s.t("offline.budget.overHeading"),
            ...over.map((b) =>
              s.t("offline.budget.overItem", {
                category: categoryLabel(s, b),
                amount: money(fromCents(toCents(b.spent) - toCents(b.planned))),
                spent: money(b.spent),
                planned: money(b.planned),
              }),
            ),
          ].join("\n"),
    );
    parts.push(
      [
        s.t("offline.budget.byCategory"),
        ...ctx.budget.map((b) => s.t("offline.budget.categoryItem", { category: categoryLabel(s, b), spent: money(b.spent), planned: money(b.planned) })),
      ].join("\n"),
    );
  } else {
    parts.push(s.t("offline.budget.none"));
  }
  if (ctx.trip.budget) {
    const budget = money(ctx.trip.budget);
    const booked = costTotal(active(ctx));
    if (booked) {
      const left = fromCents(toCents(ctx.trip.budget) - toCents(booked));
      parts.push(
        toCents(left) < 0n
          ? s.t("offline.budget.tripOver", { budget, booked: money(booked), amount: money(left.replace("-", "")) })
          : s.t("offline.budget.tripLeft", { budget, booked: money(booked), amount: money(left) }),
      );
    } else parts.push(s.t("offline.budget.trip", { budget }));
  }
  return parts.join("\n");
}

function membersAnswer(s: Speaker, ctx: Ctx): string {
  const lines = ctx.members.map((m) => `- ${m.name} (${roleName(s, m.role)})`);
  return [s.t("offline.members.heading", { count: ctx.members.length, trip: ctx.trip.name }), ...lines].join("\n");
}

// ── Formatting ──

function reservationLine(s: Speaker, ctx: Ctx, r: Reservation): string {
  const bits = [`${r.name} (${typeName(s, r.type)})`, at(s, s.f.date(r.date), r.time)];
  if (r.city) bits.push(r.city);
  if (r.confirmationNumber) bits.push(s.t("reservations.card.conf", { number: r.confirmationNumber }));
  if (r.cost) bits.push(s.f.money(r.cost, ctx.trip.currency));
  bits.push(statusName(s, r.status));
  return bits.join(", ");
}

/**
 * Within a sentence, the app's labels are written in lower case ("hotel",
 * "cancelled", "admin"), except German nouns, which keep their capital
 * ("Hotel", "Bearbeiter:in"); statuses are adjectives in every language.
 */
function inSentence(s: Speaker, label: string, noun: boolean): string {
  return noun && s.language === "de" ? label : label.toLocaleLowerCase(s.f.locale);
}

const RESERVATION_TYPES: Record<string, MessageId> = {
  hotel: "reservations.type.hotel",
  restaurant: "reservations.type.restaurant",
  attraction: "reservations.type.attraction",
  transport: "reservations.type.transport",
  other: "reservations.type.other",
};

const RESERVATION_STATUSES: Record<string, MessageId> = {
  confirmed: "reservations.status.confirmed",
  pending: "reservations.status.pending",
  cancelled: "reservations.status.cancelled",
};

const ROLES: Record<string, MessageId> = {
  admin: "members.role.admin",
  editor: "members.role.editor",
  viewer: "members.role.viewer",
};

/** A known value in the catalogue's words; an unknown one (a newer type) as stored. */
const label = (s: Speaker, ids: Record<string, MessageId>, value: string, noun: boolean) => {
  const id = ids[value];
  return id ? inSentence(s, s.t(id), noun) : value;
};
const typeName = (s: Speaker, type: string) => label(s, RESERVATION_TYPES, type, true);
const statusName = (s: Speaker, status: string) => label(s, RESERVATION_STATUSES, status, false);
const roleName = (s: Speaker, role: string) => label(s, ROLES, role, true);


/** A category's own name in the reader's language; a name the members gave it stays as they wrote it. */
function categoryLabel(s: Speaker, b: Ctx["budget"][number]): string {
  const category = b.category as BudgetCategory;
  const name = CATEGORY_NAMES[category] === b.name ? s.t(CATEGORY_MESSAGE[category]) : b.name;
  return `${name}${b.city ? ` (${b.city})` : ""}`;
}

function costTotal(list: Reservation[]): string | null {
  const costs = list.map((r) => r.cost).filter((c): c is string => c !== null);
  return costs.length ? sumAmounts(costs) : null;
}

const placeLabel = (city: string, country: string | null) => `${city}${country ? `, ${country}` : ""}`;
const range = (s: Speaker, start: string, end: string | null) =>
  end && end !== start ? s.t("offline.when.range", { start: s.f.date(start), end: s.f.date(end) }) : s.f.date(start);
const at = (s: Speaker, date: string, time: string | null) => (time ? s.t("offline.when.at", { date, time }) : date);
const unique = <T>(xs: T[]) => [...new Set(xs)];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
