// The built-in offline assistant: a small, deterministic intent matcher that
// answers questions from the trip's own data (dates, itinerary, stays,
// reservations, budget, members). It never invents places, prices or facts;
// anything needing world knowledge gets a plain "needs a model" answer.
import { formatCalendarDate, daysBetween } from "@shared/dates";
import { formatMoney, sumAmounts, toCents, fromCents } from "@shared/money";
import { AI_ENV_HINT } from "./provider";
import type { TripContext } from "./trip-context";

type Ctx = TripContext;
type Reservation = Ctx["reservations"][number];

export const OFFLINE_NAME = "the built-in offline assistant";

const NEEDS_MODEL = (what: string) =>
  `I'm ${OFFLINE_NAME}, so I can't ${what}: that needs an AI model, and I only answer from this trip's own data. ` +
  `To connect one, ${AI_ENV_HINT.charAt(0).toLowerCase()}${AI_ENV_HINT.slice(1)}`;

const CAPABILITIES = [
  "the trip dates and how many days to go",
  "the itinerary in order and how long you stay in each city",
  "reservations: the next one, hotels, restaurants, attractions, transport, confirmation numbers and costs",
  "the budget: planned, spent, remaining and categories over budget",
  "who is on the trip and their roles",
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

export function offlineAnswer(question: string, ctx: Ctx): string {
  const { intents, cities } = matchIntents(question, ctx);
  const parts: string[] = [];

  if (intents.has("weather")) parts.push(NEEDS_MODEL("give weather forecasts"));
  if (intents.has("recommend")) parts.push(NEEDS_MODEL("recommend new places or give travel tips"));
  if (intents.has("outside")) parts.push(NEEDS_MODEL("help with that"));
  if (intents.has("dates")) parts.push(datesAnswer(ctx));
  if (intents.has("itinerary")) parts.push(itineraryAnswer(ctx));
  if (intents.has("stays")) parts.push(staysAnswer(ctx, cities));
  if (intents.has("next")) parts.push(nextAnswer(ctx));
  for (const type of ["hotel", "restaurant", "attraction", "transport"] as const) {
    if (intents.has(type)) parts.push(typeAnswer(ctx, type));
  }
  if (intents.has("reservations")) parts.push(reservationsAnswer(ctx, intents.has("costs")));
  if (intents.has("confirmation")) parts.push(confirmationAnswer(ctx));
  if (intents.has("budget")) parts.push(budgetAnswer(ctx));
  if (intents.has("members")) parts.push(membersAnswer(ctx));

  if (parts.length === 0 || intents.has("help")) {
    const intro = intents.has("help")
      ? `Hi! I'm ${OFFLINE_NAME} for "${ctx.trip.name}".`
      : `I'm ${OFFLINE_NAME} for "${ctx.trip.name}" and I didn't understand that question.`;
    parts.push(
      [
        `${intro} I answer from this trip's own data and never make things up. Ask me about:`,
        ...CAPABILITIES.map((c) => `- ${c}`),
        `Recommendations, weather and travel tips need an AI model. To connect one, ${AI_ENV_HINT.charAt(0).toLowerCase()}${AI_ENV_HINT.slice(1)}`,
      ].join("\n"),
    );
  }
  return parts.join("\n\n");
}

// ── Answers ──

function datesAnswer(ctx: Ctx): string {
  const { startDate, endDate, name } = ctx.trip;
  if (!startDate && !endDate) return `"${name}" has no dates yet. An admin can set them on the My Trips page.`;
  if (!startDate || !endDate) {
    const known = startDate ? `starts on ${d(startDate)}` : `ends on ${d(endDate!)}`;
    return `"${name}" ${known}; the other date is not set yet.`;
  }
  const days = daysBetween(startDate, endDate) + 1;
  const range = `"${name}" runs from ${d(startDate)} to ${d(endDate)} (${plural(days, "day")}).`;
  const today = ctx.today;
  if (today < startDate) {
    const n = daysBetween(today, startDate);
    return `${range} ${n === 1 ? "It starts tomorrow: 1 day to go." : `${plural(n, "day")} to go.`}`;
  }
  if (today > endDate) return `${range} It ended ${plural(daysBetween(endDate, today), "day")} ago.`;
  const dayNo = daysBetween(startDate, today) + 1;
  const left = daysBetween(today, endDate);
  return `${range} You're on the trip now: today is day ${dayNo} of ${days}, ${left === 0 ? "the last day" : `${plural(left, "day")} left after today`}.`;
}

function itineraryAnswer(ctx: Ctx): string {
  if (ctx.itinerary.length === 0) return "The itinerary is empty. Add cities on the Itinerary page.";
  const lines = ctx.itinerary.map((item, i) => {
    const place = item.city ? `${item.city}${item.country ? `, ${item.country}` : ""}` : null;
    const when = item.startDate ? range(item.startDate, item.endDate) + (item.startTime ? ` at ${item.startTime}` : "") : "dates not set";
    const title = place && item.title !== `Stay in ${item.city}` ? ` (${item.title})` : "";
    return `${i + 1}. ${place ?? item.title}${title}: ${when}`;
  });
  return [`The itinerary of "${ctx.trip.name}" in order:`, ...lines].join("\n");
}

function staysAnswer(ctx: Ctx, cities: string[]): string {
  const stays = ctx.itinerary.filter((i) => i.city && (cities.length === 0 || cities.includes(i.city)));
  if (stays.length === 0) return "There are no city stays in the itinerary yet. Add cities on the Itinerary page.";
  const byCity = new Map<string, { label: string; days: number; lines: string[] }>();
  for (const s of stays) {
    const label = `${s.city}${s.country ? `, ${s.country}` : ""}`;
    const entry = byCity.get(label) ?? { label, days: 0, lines: [] };
    if (s.startDate) {
      const end = s.endDate ?? s.startDate;
      const days = daysBetween(s.startDate, end) + 1;
      entry.days += days;
      entry.lines.push(`${range(s.startDate, end)} (${plural(days, "day")}, ${plural(days - 1, "night")})`);
    } else {
      entry.lines.push("dates not set");
    }
    byCity.set(label, entry);
  }
  const lines = [...byCity.values()].map(
    (c) => `- ${c.label}: ${c.lines.join("; ")}${c.lines.length > 1 ? `, ${plural(c.days, "day")} in all` : ""}`,
  );
  const cityReservations = ctx.reservations.filter((r) => r.city && cities.includes(r.city));
  const extra =
    cities.length > 0 && cityReservations.length > 0
      ? ["", `Reservations there:`, ...cityReservations.map((r) => `- ${reservationLine(ctx, r)}`)]
      : [];
  return [cities.length ? "Your stay:" : "Stays per city:", ...lines, ...extra].join("\n");
}

function active(ctx: Ctx): Reservation[] {
  return ctx.reservations.filter((r) => r.status !== "cancelled");
}

function nextAnswer(ctx: Ctx): string {
  const upcoming = active(ctx)
    .filter((r) => r.date >= ctx.today)
    .sort((a, b) => (a.date + (a.time ?? "")).localeCompare(b.date + (b.time ?? "")));
  const next = upcoming[0];
  if (!next) {
    return ctx.reservations.length === 0
      ? "There are no reservations yet. Add them on the Reservations page."
      : ctx.reservations.length === 1
        ? "There are no upcoming reservations: the only reservation is in the past or cancelled."
        : `There are no upcoming reservations: all ${ctx.reservations.length} reservations are in the past or cancelled.`;
  }
  const inDays = daysBetween(ctx.today, next.date);
  const when = inDays === 0 ? "today" : inDays === 1 ? "tomorrow" : `in ${plural(inDays, "day")}`;
  return `The next reservation is ${reservationLine(ctx, next)} (${when}).`;
}

const TYPE_LABEL = { hotel: "hotels", restaurant: "restaurants", attraction: "attractions", transport: "transport" } as const;

function typeAnswer(ctx: Ctx, type: keyof typeof TYPE_LABEL): string {
  const list = ctx.reservations.filter((r) => r.type === type);
  if (list.length === 0) return `There are no ${TYPE_LABEL[type]} reserved yet.`;
  const total = costTotal(list.filter((r) => r.status !== "cancelled"));
  const head = `${capital(TYPE_LABEL[type])} (${list.length}):`;
  const foot = total ? `Total cost: ${formatMoney(total, ctx.trip.currency)}.` : null;
  return [head, ...list.map((r) => `- ${reservationLine(ctx, r)}`), ...(foot ? [foot] : [])].join("\n");
}

function reservationsAnswer(ctx: Ctx, withCosts: boolean): string {
  if (ctx.reservations.length === 0) return "There are no reservations yet. Add them on the Reservations page.";
  const counts = Object.entries(
    ctx.reservations.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.type]: (acc[r.type] ?? 0) + 1 }), {}),
  )
    .map(([t, n]) => `${n} ${t}`)
    .join(", ");
  const lines = [`${plural(ctx.reservations.length, "reservation")} (${counts}):`, ...ctx.reservations.map((r) => `- ${reservationLine(ctx, r)}`)];
  const total = costTotal(active(ctx));
  if (total) lines.push(`Total cost of the reservations that are not cancelled: ${formatMoney(total, ctx.trip.currency)}.`);
  else if (withCosts) lines.push("None of the reservations has a cost entered.");
  return lines.join("\n");
}

function confirmationAnswer(ctx: Ctx): string {
  if (ctx.reservations.length === 0) return "There are no reservations yet, so no confirmation numbers.";
  const lines = ctx.reservations.map((r) => `- ${r.name}: ${r.confirmationNumber ?? "no confirmation number entered"}`);
  return ["Confirmation numbers:", ...lines].join("\n");
}

function budgetAnswer(ctx: Ctx): string {
  const cur = ctx.trip.currency;
  const parts: string[] = [];
  if (ctx.budget.length > 0) {
    const planned = sumAmounts(ctx.budget.map((b) => b.planned));
    const spent = sumAmounts(ctx.budget.map((b) => b.spent));
    const remaining = fromCents(toCents(planned) - toCents(spent));
    const pct = toCents(planned) > 0n ? ((Number(toCents(spent)) / Number(toCents(planned))) * 100).toFixed(1) : null;
    const rem = toCents(remaining) < 0n ? `${formatMoney(remaining.replace("-", ""), cur)} over` : `${formatMoney(remaining, cur)} remaining`;
    parts.push(
      `Budget: ${formatMoney(planned, cur)} planned, ${formatMoney(spent, cur)} spent, ${rem}${pct ? ` (${pct}% used)` : ""}.`,
    );
    const over = ctx.budget.filter((b) => toCents(b.spent) > toCents(b.planned));
    parts.push(
      over.length === 0
        ? "No category is over budget."
        : [
            "Over budget:",
            ...over.map(
              (b) =>
                `- ${label(b)}: ${formatMoney(fromCents(toCents(b.spent) - toCents(b.planned)), cur)} over (${formatMoney(b.spent, cur)} spent of ${formatMoney(b.planned, cur)})`,
            ),
          ].join("\n"),
    );
    parts.push(
      ["By category:", ...ctx.budget.map((b) => `- ${label(b)}: ${formatMoney(b.spent, cur)} spent of ${formatMoney(b.planned, cur)}`)].join("\n"),
    );
  } else {
    parts.push("There are no budget allocations yet. Add them on the Budget Planning page.");
  }
  if (ctx.trip.budget) {
    const booked = costTotal(active(ctx));
    const line = `The trip's overall budget is ${formatMoney(ctx.trip.budget, cur)}`;
    if (booked) {
      const left = fromCents(toCents(ctx.trip.budget) - toCents(booked));
      const tail = toCents(left) < 0n ? `${formatMoney(left.replace("-", ""), cur)} more than the budget` : `${formatMoney(left, cur)} left of it`;
      parts.push(`${line}; reservations so far cost ${formatMoney(booked, cur)}, ${tail}.`);
    } else parts.push(`${line}.`);
  }
  return parts.join("\n");
}

function membersAnswer(ctx: Ctx): string {
  const lines = ctx.members.map((m) => `- ${m.name} (${m.role})`);
  return [`${plural(ctx.members.length, "member")} on "${ctx.trip.name}":`, ...lines].join("\n");
}

// ── Formatting ──

function reservationLine(ctx: Ctx, r: Reservation): string {
  const bits = [`${r.name} (${r.type})`, `${d(r.date)}${r.time ? ` at ${r.time}` : ""}`];
  if (r.city) bits.push(r.city);
  if (r.confirmationNumber) bits.push(`Conf: ${r.confirmationNumber}`);
  if (r.cost) bits.push(formatMoney(r.cost, ctx.trip.currency));
  bits.push(r.status);
  return bits.join(", ");
}

function costTotal(list: Reservation[]): string | null {
  const costs = list.map((r) => r.cost).filter((c): c is string => c !== null);
  return costs.length ? sumAmounts(costs) : null;
}

const label = (b: Ctx["budget"][number]) => `${b.name}${b.city ? ` (${b.city})` : ""}`;
const d = (date: string) => formatCalendarDate(date);
const range = (start: string, end: string | null) => (end && end !== start ? `${d(start)} to ${d(end)}` : d(start));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const unique = <T>(xs: T[]) => [...new Set(xs)];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
