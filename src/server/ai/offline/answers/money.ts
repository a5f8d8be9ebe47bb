// Answers about money: the budget and its categories, the expenses logged,
// who owes whom, saved quotes and the trip's currency. Every amount is one
// the data holds or a sum or difference of them, in exact decimals.
import { fromCents, sumAmounts, toCents } from "@shared/money";
import { summaryUsagePercent } from "@shared/budget-rules";
import { daysBetween, isCalendarDate } from "@shared/dates";
import type { Query } from "../intents";
import {
  cabinName,
  categoryLabel,
  categoryName,
  dateRange,
  money,
  personName,
  type Ctx,
  type Speaker,
} from "../speaker";

export function budgetAnswer(s: Speaker, ctx: Ctx): string {
  const cur = ctx.trip.currency;
  const m = (amount: string) => s.f.money(amount, cur);
  const { money: sum } = ctx;
  const parts: string[] = [];
  // The same figures as the budget page and the dashboard: against the trip budget when there is one.
  const used = summaryUsagePercent(sum);
  const figures = { planned: m(sum.totalPlanned), spent: m(sum.totalSpent), rest: restOf(s, ctx, sum.remaining) };
  if (sum.tripBudget !== null) {
    const budget = m(sum.tripBudget);
    parts.push(used === null ? s.t("offline.budget.ofBudget", { ...figures, budget }) : s.t("offline.budget.ofBudgetUsed", { ...figures, budget, percent: s.f.percent(used) }));
    const unallocated = toCents(sum.unallocated!);
    if (unallocated > 0n) parts.push(s.t("offline.budget.allocated", { planned: figures.planned, amount: m(sum.unallocated!) }));
    else if (unallocated < 0n) parts.push(s.t("offline.budget.overAllocated", { planned: figures.planned, amount: m(sum.unallocated!.replace("-", "")) }));
    else parts.push(s.t("offline.budget.allocatedAll", { planned: figures.planned }));
  } else if (ctx.budget.length > 0) {
    parts.push(used === null ? s.t("offline.budget.summary", figures) : s.t("offline.budget.summaryUsed", { ...figures, percent: s.f.percent(used) }));
  }
  if (ctx.budget.length > 0) {
    const over = ctx.budget.filter((b) => toCents(b.spent) > toCents(b.planned));
    parts.push(
      over.length === 0
        ? s.t("offline.budget.noneOver")
        : [
            s.t("offline.budget.overHeading"),
            ...over.map((b) =>
              s.t("offline.budget.overItem", {
                category: categoryLabel(s, b),
                amount: m(fromCents(toCents(b.spent) - toCents(b.planned))),
                spent: m(b.spent),
                planned: m(b.planned),
              }),
            ),
          ].join("\n"),
    );
    parts.push(
      [
        s.t("offline.budget.byCategory"),
        ...ctx.budget.map((b) => s.t("offline.budget.categoryItem", { category: categoryLabel(s, b), spent: m(b.spent), planned: m(b.planned) })),
      ].join("\n"),
    );
  } else {
    parts.push(s.t("offline.budget.none"));
  }
  return parts.join("\n");
}

/** "€250.00 remaining" or "€50.00 over", for an amount left (negative when over). */
function restOf(s: Speaker, ctx: Ctx, left: string): string {
  return toCents(left) < 0n ? s.t("offline.budget.over", { amount: money(s, ctx, left.replace("-", "")) }) : s.t("offline.budget.remaining", { amount: money(s, ctx, left) });
}

/** What is left of a category's plan: "€250.00 remaining" or "€50.00 over". */
function rest(s: Speaker, ctx: Ctx, planned: string, spent: string): string {
  return restOf(s, ctx, fromCents(toCents(planned) - toCents(spent)));
}

const expensesOnly = (ctx: Ctx) => ctx.expenses.filter((e) => e.kind === "expense");

/** Planned and spent in the categories asked, and what the group logged in them. */
export function categoryAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const askedLeft = q.cues.has("left");
  return q.categories
    .map((category) => {
      const lines: string[] = [];
      const allocations = ctx.budget.filter((b) => b.category === category);
      if (allocations.length === 0) lines.push(s.t("offline.budget.noCategory", { category: categoryName(s, category) }));
      for (const b of allocations) {
        const values = { category: categoryLabel(s, b), spent: money(s, ctx, b.spent), planned: money(s, ctx, b.planned) };
        const over = toCents(b.spent) > toCents(b.planned);
        lines.push(askedLeft || over ? `- ${s.t("offline.budget.categoryLeft", { ...values, rest: rest(s, ctx, b.planned, b.spent) })}` : s.t("offline.budget.categoryItem", values));
      }
      const logged = expensesOnly(ctx).filter((e) => e.category === category);
      if (logged.length) {
        lines.push(
          s.t("offline.budget.logged", {
            category: categoryName(s, category),
            amount: money(s, ctx, sumAmounts(logged.map((e) => e.amountInTripCurrency))),
            count: logged.length,
          }),
        );
      }
      return lines.join("\n");
    })
    .join("\n\n");
}

type Expense = Ctx["expenses"][number];

/** An amount in its own currency, with the trip's when they differ: "$40.00 (€36.00)". */
function amountOf(s: Speaker, ctx: Ctx, e: Expense): string {
  const inTrip = money(s, ctx, e.amountInTripCurrency);
  return e.currency === ctx.trip.currency ? inTrip : `${s.f.money(e.amount, e.currency)} (${inTrip})`;
}

function expenseLine(s: Speaker, ctx: Ctx, e: Expense): string {
  if (e.kind === "payment") {
    return s.t("offline.expenses.payment", {
      date: s.f.date(e.date),
      from: personName(s, e.paidBy),
      to: personName(s, e.shares[0]?.name ?? null),
      amount: money(s, ctx, e.amountInTripCurrency),
    });
  }
  return s.t("offline.expenses.item", {
    date: s.f.date(e.date),
    description: e.description,
    category: categoryName(s, e.category),
    amount: amountOf(s, ctx, e),
    payer: personName(s, e.paidBy),
  });
}

/** Who the question is about: the members it names, or the asker for "I". */
function people(q: Query, ctx: Ctx): string[] {
  const named = q.members.map((i) => ctx.members[i]!.name);
  if (named.length) return named;
  const me = ctx.members.find((m) => m.you);
  return q.me && me ? [me.name] : [];
}

/** The expenses and payments logged, filtered by who paid, date, category or kind. */
export function expensesAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  if (ctx.expenses.length === 0) return s.t("offline.expenses.none");
  let list = [...ctx.expenses];
  const who = people(q, ctx);
  const paymentsOnly = q.cues.has("payment") && !q.cues.has("expense");
  if (paymentsOnly) list = list.filter((e) => e.kind === "payment");
  if (who.length) list = list.filter((e) => who.includes(e.paidBy ?? "") || (paymentsOnly && e.shares.some((sh) => who.includes(sh.name ?? ""))));
  if (q.dates) list = list.filter((e) => q.dates!.includes(e.date));
  if (q.categories.length) list = list.filter((e) => e.kind === "expense" && q.categories.includes(e.category as never));
  if (list.length === 0) return s.t("offline.expenses.noneMatch");
  if (q.superlative) {
    const sorted = list.filter((e) => e.kind === "expense").sort((a, b) => Number(toCents(a.amountInTripCurrency) - toCents(b.amountInTripCurrency)));
    const one = q.superlative === "max" ? sorted[sorted.length - 1] : sorted[0];
    if (one) return s.t(q.superlative === "max" ? "offline.expenses.biggest" : "offline.expenses.smallest", { expense: expenseLine(s, ctx, one) });
  }
  const spending = list.filter((e) => e.kind === "expense");
  const payments = list.filter((e) => e.kind === "payment");
  const parts: string[] = [];
  if (spending.length) {
    const total = money(s, ctx, sumAmounts(spending.map((e) => e.amountInTripCurrency)));
    const heading =
      who.length === 1 && !paymentsOnly
        ? s.t("offline.expenses.paidBy", { name: who[0]!, count: spending.length, total })
        : s.t("offline.expenses.heading", { count: spending.length, total });
    parts.push([heading, ...spending.map((e) => `- ${expenseLine(s, ctx, e)}`)].join("\n"));
  }
  if (payments.length) parts.push([s.t("offline.expenses.paymentsHeading"), ...payments.map((e) => `- ${expenseLine(s, ctx, e)}`)].join("\n"));
  return parts.join("\n\n");
}

/** Expenses the question names ("the gelato"): who paid, how much, and who shares it. */
export function expenseAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  return q.expenses
    .map((i) => ctx.expenses[i]!)
    .map((e) => {
      const shares = e.shares.map((sh) => `${personName(s, sh.name)} (${money(s, ctx, sh.amount)})`).join(", ");
      return [expenseLine(s, ctx, e), s.t("offline.expenses.shares", { shares })].join("\n");
    })
    .join("\n\n");
}

/** Each member's paid, share and net, and the transfers that settle everyone; or one member's. */
export function balancesAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  if (ctx.expenses.length === 0) return s.t("offline.balances.none");
  const who = people(q, ctx);
  const rows = ctx.balances.members.filter((m) => who.length === 0 || who.includes(m.name ?? ""));
  const line = (m: Ctx["balances"]["members"][number]) => {
    const values = { name: personName(s, m.name), paid: money(s, ctx, m.paid), share: money(s, ctx, m.share) };
    const net = toCents(m.net);
    const balance =
      net > 0n
        ? s.t("offline.balances.owed", { ...values, amount: money(s, ctx, m.net) })
        : net < 0n
          ? s.t("offline.balances.owes", { ...values, amount: money(s, ctx, m.net.replace("-", "")) })
          : s.t("offline.balances.even", values);
    // Payments between members are apart from paid and share, as in the balances panel.
    const payments = [
      ...(toCents(m.sent) !== 0n ? [s.t("offline.balances.sent", { amount: money(s, ctx, m.sent) })] : []),
      ...(toCents(m.received) !== 0n ? [s.t("offline.balances.received", { amount: money(s, ctx, m.received) })] : []),
    ];
    return payments.length ? `${balance} (${payments.join(", ")})` : balance;
  };
  const transfers = ctx.balances.settlements.filter((t) => who.length === 0 || who.includes(t.from ?? "") || who.includes(t.to ?? ""));
  const transferLines = transfers.map((t) => `- ${s.t("offline.balances.transfer", { from: personName(s, t.from), to: personName(s, t.to), amount: money(s, ctx, t.amount) })}`);
  const parts = [[s.t("offline.balances.heading"), ...rows.map((m) => `- ${line(m)}`)].join("\n")];
  if (rows.length === 0) parts[0] = s.t("offline.balances.noneFor", { name: s.list(who) });
  parts.push(transfers.length ? [s.t("offline.balances.settleHeading"), ...transferLines].join("\n") : s.t(who.length ? "offline.balances.nothingToSettle" : "offline.balances.allSettled"));
  return parts.join("\n\n");
}

type Flight = Ctx["quotes"]["flights"][number];
type Hotel = Ctx["quotes"]["hotels"][number];

function flightLine(s: Speaker, f: Flight): string {
  const bits = [`${f.origin} → ${f.destination}`, s.f.date(f.departureDate)];
  if (f.returnDate) bits.push(s.t("offline.quotes.return", { date: s.f.date(f.returnDate) }));
  bits.push(s.t("offline.quotes.passengers", { count: f.passengers }), cabinName(s, f.cabinClass));
  if (f.airline) bits.push(f.airline);
  if (f.directFlight) bits.push(s.t("quotes.direct").toLocaleLowerCase(s.f.locale));
  bits.push(s.f.money(f.price, f.currency));
  if (f.estimate) bits.push(s.t("offline.quotes.estimate"));
  if (f.booked) bits.push(s.t("offline.quotes.booked"));
  return bits.join(", ");
}

function hotelLine(s: Speaker, h: Hotel): string {
  const nights = isCalendarDate(h.checkInDate) && isCalendarDate(h.checkOutDate) ? daysBetween(h.checkInDate, h.checkOutDate) : null;
  const bits = [h.hotelName, h.location, `${dateRange(s, h.checkInDate, h.checkOutDate)}${nights ? ` (${s.t("quotes.nights", { count: nights })})` : ""}`];
  if (h.roomType) bits.push(h.roomType);
  bits.push(s.t("offline.quotes.guests", { count: h.guests }), s.f.money(h.price, h.currency));
  if (h.pricePerNight) bits.push(s.t("quotes.perNight", { amount: s.f.money(h.pricePerNight, h.currency) }));
  if (h.rating !== null) bits.push(s.t("offline.quotes.rating", { rating: s.f.number(h.rating) }));
  if (h.estimate) bits.push(s.t("offline.quotes.estimate"));
  if (h.booked) bits.push(s.t("offline.quotes.booked"));
  return bits.join(", ");
}

/** Saved flight and hotel quotes, the ones asked for, or the cheapest or dearest of a kind. */
export function quotesAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const { flights, hotels } = ctx.quotes;
  if (flights.length + hotels.length === 0) return s.t("offline.quotes.none");
  const wantsHotels = q.quoteKind === "hotels" || q.hotelQuotes.length > 0 || (q.types.includes("hotel") && !q.types.includes("transport"));
  const wantsFlights = q.quoteKind === "flights" || (q.flightQuotes.length > 0 && !q.hotelQuotes.length) || (q.types.includes("transport") && !q.types.includes("hotel"));
  const showFlights = wantsFlights || !wantsHotels;
  const showHotels = wantsHotels || !wantsFlights;
  const parts: string[] = [];
  // A place or hotel the trip has no quote for is said, not guessed at.
  if (q.unknown.length && !q.hotelQuotes.length && !q.flightQuotes.length) parts.push(s.t("offline.quotes.noneFor", { name: q.unknown.join(" ") }));

  const chosenFlights = q.flightQuotes.length && !q.hotelQuotes.length ? q.flightQuotes.map((i) => flights[i]!) : flights;
  const chosenHotels = q.hotelQuotes.length ? q.hotelQuotes.map((i) => hotels[i]!) : hotels;
  const cheapestFirst = <T extends { price: string; currency: string }>(list: T[]) =>
    [...list].sort((a, b) => a.currency.localeCompare(b.currency) || Number(toCents(a.price) - toCents(b.price)));
  const extreme = <T extends { price: string; currency: string }>(list: T[], line: (x: T) => string) => {
    // Only prices in one currency compare; each currency has its own cheapest.
    const byCurrency = new Map<string, T[]>();
    for (const x of cheapestFirst(list)) byCurrency.set(x.currency, [...(byCurrency.get(x.currency) ?? []), x]);
    return [...byCurrency.values()].map((same) => {
      const one = q.superlative === "max" ? same[same.length - 1]! : same[0]!;
      return s.t(q.superlative === "max" ? "offline.quotes.mostExpensive" : "offline.quotes.cheapest", { quote: line(one) });
    });
  };

  if (showFlights) {
    if (chosenFlights.length === 0) parts.push(s.t("offline.quotes.noFlights"));
    else if (q.superlative) parts.push(...extreme(chosenFlights, (f) => flightLine(s, f)));
    else parts.push([s.t("offline.quotes.flightsHeading", { count: chosenFlights.length }), ...chosenFlights.map((f) => `- ${flightLine(s, f)}`)].join("\n"));
  }
  if (showHotels) {
    if (chosenHotels.length === 0) parts.push(s.t("offline.quotes.noHotels"));
    else if (q.superlative) parts.push(...extreme(chosenHotels, (h) => hotelLine(s, h)));
    else parts.push([s.t("offline.quotes.hotelsHeading", { count: chosenHotels.length }), ...chosenHotels.map((h) => `- ${hotelLine(s, h)}`)].join("\n"));
  }
  return parts.join("\n\n");
}

export function currencyAnswer(s: Speaker, ctx: Ctx): string {
  const code = ctx.trip.currency;
  let name = code;
  try {
    name = new Intl.DisplayNames(s.f.locale, { type: "currency" }).of(code) ?? code;
  } catch {
    // An unknown code is said as it is.
  }
  return s.t("offline.currency", { name, code });
}
