// Step 5: the answer to an understood question, from the trip's data only.
// What needs a model or is not in the data comes first, said plainly; then
// the facts asked for, when the question asked for any.
import type { Query } from "../intents";
import type { Ctx, Speaker } from "../speaker";
import { balancesAnswer, budgetAnswer, categoryAnswer, currencyAnswer, expenseAnswer, expensesAnswer, quotesAnswer } from "./money";
import { memberAnswer, membersAnswer } from "./people";
import { eventAnswer, nextAnswer, reservationAnswer, reservationsAnswer } from "./reservations";
import { helpAnswer, notFoundAnswer, refusal, travelAnswer, unknowable } from "./talk";
import { packingAnswer, todosAnswer } from "./lists";
import { cityCountAnswer, cityOrderAnswer, datesAnswer, dayAnswer, itineraryAnswer, staysAnswer } from "./trip";

/** The facts of the intent, or null when it has none to give. */
function facts(q: Query, s: Speaker, ctx: Ctx): string | null {
  switch (q.intent) {
    case "dates":
      return datesAnswer(s, ctx);
    case "itinerary":
      return itineraryAnswer(s, ctx);
    case "cityOrder":
      return cityOrderAnswer(q, s, ctx);
    case "cityCount":
      return cityCountAnswer(s, ctx);
    case "day":
      return dayAnswer(q, s, ctx);
    case "stays":
      return staysAnswer(s, ctx, []);
    case "city":
      return staysAnswer(s, ctx, q.cities.length ? q.cities : citiesOf(ctx, q.countries));
    case "reservation":
      return reservationAnswer(q, s, ctx);
    case "event":
      return eventAnswer(q, s, ctx);
    case "reservations":
      return reservationsAnswer(q, s, ctx);
    case "next":
      return nextAnswer(q, s, ctx);
    case "confirmations":
      return reservationsAnswer({ ...q, field: "confirmation" }, s, ctx);
    case "budget":
      return budgetAnswer(s, ctx);
    case "category":
      return categoryAnswer(q, s, ctx);
    case "expenses":
      return expensesAnswer(q, s, ctx);
    case "expense":
      return expenseAnswer(q, s, ctx);
    case "balances":
      return balancesAnswer(q, s, ctx);
    case "members":
      return membersAnswer(q, s, ctx);
    case "member":
      return memberAnswer(q, s, ctx);
    case "quotes":
      return quotesAnswer(q, s, ctx);
    case "currency":
      return currencyAnswer(s, ctx);
    case "notFound":
      return notFoundAnswer(q, s, ctx);
    case "packing":
      return packingAnswer(s, ctx);
    case "todos":
      return todosAnswer(s, ctx);
    case "help":
      return helpAnswer(s, ctx, true);
    case "unknown":
    case "refusal":
      return null;
  }
}

/** The cities of the itinerary in these countries. */
function citiesOf(ctx: Ctx, countries: string[]): string[] {
  const wanted = new Set(countries.map((c) => c.toLocaleLowerCase()));
  return [...new Set(ctx.itinerary.filter((i) => i.city && wanted.has((i.country ?? "").toLocaleLowerCase())).map((i) => i.city!))];
}

/** Intents whose answer names the thing asked and says itself what the data lacks about it. */
const NAMES_A_THING = new Set(["reservation", "event", "member", "quotes"]);

export function answer(q: Query, s: Speaker, ctx: Ctx): string {
  const parts = q.refusals.map((r) => refusal(s, r));
  const named = NAMES_A_THING.has(q.intent);
  for (const u of q.unknowable) {
    // Distances between the stops are in the data when the trip has legs: the day plan's.
    const known = u === "distance" ? travelAnswer(s, ctx) : null;
    if (known) parts.push(known);
    else if (!(u === "contact" && named && q.intent !== "quotes")) parts.push(unknowable(s, u));
  }
  // A question that needs a model gets the trip's facts only where they help: the restaurants already booked, a city's stay.
  const withFacts =
    (parts.length === 0 && q.intent !== "unknown") ||
    (q.refusals.length === 0 && named) ||
    (q.refusals.every((r) => r === "recommend") && q.unknowable.length === 0 && (q.intent === "reservations" || q.intent === "city"));
  const text = withFacts ? facts(q, s, ctx) : null;
  if (text) parts.push(text);
  if (parts.length === 0) parts.push(helpAnswer(s, ctx, false));
  return parts.join("\n\n");
}
