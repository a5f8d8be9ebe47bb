// The trip as facts: every thing the trip's data holds (its dates, each city
// stay, each day of the day plan, reservation, event, budget line, expense,
// payment, balance, member and list item) becomes one sentence in the
// member's language, with the dates it is on and the concepts it is about
// (concepts.ts). The assistant searches these; it never writes a fact the
// data does not hold.
import { summaryUsagePercent } from "@shared/budget-rules";
import { calendarDatesBetween, daysBetween } from "@shared/dates";
import { fromCents, sumAmounts, toCents } from "@shared/money";
import { JOURNEY_TYPES } from "@shared/reservation-rules";
import { kindsOf, type Concept } from "./concepts";
import {
  active,
  at,
  categoryLabel,
  categoryName,
  dateRange,
  money,
  personName,
  placeLabel,
  roleName,
  statusName,
  stays,
  typeName,
  weekdayDate,
  type Ctx,
  type OfflineMessageId,
  type Reservation,
  type Speaker,
} from "./speaker";

export interface Fact {
  text: string;
  /** The calendar dates it is on. */
  dates: string[];
  concepts: Concept[];
  /** The cities of the trip it is in: a question naming one of them is answered with its facts. */
  cities?: string[];
  /**
   * What a fact about many things is found by (default: its whole text): its own
   * words without the names it lists, so one thing's name does not bring the list of all.
   */
  search?: string;
  /** The name of the thing it is about, as the members wrote it: its words may name a concept ("Rental car", "Cooking class"). */
  name?: string;
}

/**
 * A fact about many things, one per line: found by its first `words` lines (a
 * heading, a total), not by the names listed under them nor the trip's name; 0 finds it by its concepts alone.
 */
const heading = (lines: string[], concepts: Concept[], words = 1, trip?: string): Fact => ({ text: lines.join("\n"), dates: [], concepts, search: lines.slice(0, words).join(" ").replace(trip ?? "\0", " ") });

/** The cities whose stays cover a date (both on a changeover day). */
const citiesOn = (ctx: Ctx, date: string) => stays(ctx).filter((i) => i.startDate && i.startDate <= date && (i.endDate ?? i.startDate) >= date).map((i) => i.city!);

/** A flight number ("NH107", "JL 1", "AZ608") in a transport's name marks it as a flight. */
const FLIGHT_NUMBER = /\b[A-Z][A-Z0-9]\s?\d{1,4}\b/;

function tripFacts(s: Speaker, ctx: Ctx): Fact[] {
  const { name, startDate: start, endDate: end } = ctx.trip;
  if (!start || !end) return [{ text: s.t("offline.dates.none", { trip: name }), dates: [], concepts: ["trip"] }];
  const days = daysBetween(start, end) + 1;
  const lines = [s.t("offline.dates.range", { trip: name, start: s.f.date(start), end: s.f.date(end), days })];
  if (ctx.today < start) lines.push(s.t("offline.dates.toGo", { days: daysBetween(ctx.today, start) }));
  else if (ctx.today > end) lines.push(s.t("offline.dates.ended", { days: daysBetween(end, ctx.today) }));
  else {
    const day = daysBetween(start, ctx.today) + 1;
    lines.push(day === days ? s.t("offline.dates.lastDay", { day, total: days }) : s.t("offline.dates.ongoing", { day, total: days, left: days - day }));
  }
  return [{ text: lines.join(" "), dates: [start, end], concepts: ["trip", "home"] }];
}

function stayFacts(s: Speaker, ctx: Ctx): Fact[] {
  const cities = stays(ctx).filter((i) => i.startDate);
  const when = (i: (typeof cities)[number]) =>
    i.endDate ? s.t("offline.stays.period", { range: dateRange(s, i.startDate!, i.endDate), days: daysBetween(i.startDate!, i.endDate) + 1, nights: daysBetween(i.startDate!, i.endDate) }) : s.f.date(i.startDate!);
  // The itinerary in order: the city stays and the plans between them, as the Itinerary page lists them.
  const route = ctx.itinerary
    .filter((i) => i.startDate)
    .map((i, n) => s.t("offline.itinerary.item", { number: n + 1, place: i.city ? placeLabel(i.city, i.country) : i.title, when: i.city ? when(i) : at(s, s.f.date(i.startDate!), i.startTime) }));
  return [
    ...cities.map((i) => ({ text: `${placeLabel(i.city!, i.country)}: ${when(i)}`, dates: i.endDate ? calendarDatesBetween(i.startDate!, i.endDate) : [i.startDate!], concepts: ["stay" as const], cities: [i.city!] })),
    heading(route.length ? [s.t("offline.itinerary.heading", { trip: ctx.trip.name }), ...route] : [s.t("offline.itinerary.empty")], ["route", "stay"], 1, ctx.trip.name),
  ];
}

/** "Hotel Artemide (hotel), Jun 10, 2026 at 15:00": a reservation in a sentence about several. */
const reservationLine = (s: Speaker, r: Reservation) => `${r.name} (${typeName(s, r.type)}), ${at(s, s.f.date(r.date), r.time)}`;

function reservationFacts(s: Speaker, ctx: Ctx): Fact[] {
  const all: Concept[] = ["reservation", "hotel", "restaurant", "attraction", "transport", "flight", "other", "next", "confirmation"];
  if (!ctx.reservations.length) return [{ text: s.t("offline.reservations.none"), dates: [], concepts: all }];
  const standing = active(ctx);
  const homeward = standing.filter((r) => (JOURNEY_TYPES as readonly string[]).includes(r.type)).at(-1);
  const next = standing.find((r) => r.date >= ctx.today);
  const own = ctx.reservations.map((r): Fact => {
    const when = r.endDate && r.endDate !== r.date ? `${at(s, s.f.date(r.date), r.time)} – ${s.f.date(r.endDate)}` : at(s, s.f.date(r.date), r.time);
    const bits = [`${r.name} (${typeName(s, r.type)}, ${statusName(s, r.status)}): ${[when, r.city && placeLabel(r.city, r.country)].filter(Boolean).join(", ")}.`];
    bits.push(r.confirmationNumber ? s.t("offline.res.confirmation", { name: r.name, number: r.confirmationNumber }) : s.t("offline.res.noConfirmation", { name: r.name }));
    bits.push(r.cost ? s.t("offline.res.cost", { name: r.name, amount: money(s, ctx, r.cost) }) : s.t("offline.res.noCost", { name: r.name }));
    if (r.address) bits.push(s.t("offline.res.address", { name: r.name, address: r.address }));
    if (r.openingHours) bits.push(s.t("offline.res.openingHours", { name: r.name, hours: r.openingHours }));
    const concepts: Concept[] = ["reservation", ...kindsOf(r.type)];
    if (r.type === "transport" && FLIGHT_NUMBER.test(r.name)) concepts.push("flight");
    if (r === homeward) concepts.push("home");
    const dates = r.endDate ? calendarDatesBetween(r.date, r.endDate) : [r.date];
    // Where it is, and the trip's cities its name names ("Train to Porto").
    const named = stays(ctx).map((i) => i.city!).filter((c) => r.name.includes(c));
    return { text: bits.join(" "), dates, concepts, name: r.name, cities: [...new Set([...(r.city ? [r.city] : citiesOn(ctx, r.date)), ...named])] };
  });
  // What is said about all of them at once: how many of each kind and what they cost, the confirmation numbers, the next one, the dearest and the cheapest.
  const types = [...new Set(ctx.reservations.map((r) => r.type))];
  const costed = standing.filter((r) => r.cost).sort((a, b) => Number(toCents(b.cost!) - toCents(a.cost!)));
  const total = (list: Reservation[]) => money(s, ctx, sumAmounts(list.filter((r) => r.status !== "cancelled" && r.cost).map((r) => r.cost!)));
  const summaries: Fact[] = [
    heading(
      [
        s.t("offline.reservations.summary", { count: ctx.reservations.length, types: types.map((type) => s.t("offline.reservations.typeCount", { count: ctx.reservations.filter((r) => r.type === type).length, type: typeName(s, type) })).join(", ") }),
        s.t("offline.reservations.total", { amount: total(ctx.reservations) }),
        ...ctx.reservations.map((r) => `- ${reservationLine(s, r)}, ${statusName(s, r.status)}`),
      ],
      ["reservation"],
      2,
    ),
    ...types.map((type): Fact => {
      const ofType = ctx.reservations.filter((r) => r.type === type);
      return heading([`${s.t("offline.reservations.typeCount", { count: ofType.length, type: typeName(s, type) })}.`, s.t("offline.reservations.total", { amount: total(ofType) }), ...ofType.map((r) => `- ${reservationLine(s, r)}, ${statusName(s, r.status)}`)], [type as Concept], 2);
    }),
    heading([s.t("offline.confirmation.heading"), ...ctx.reservations.map((r) => s.t("offline.confirmation.item", { name: r.name, number: r.confirmationNumber ?? s.t("offline.confirmation.missing") }))], ["confirmation"]),
  ];
  if (next) {
    const days = daysBetween(ctx.today, next.date);
    const id = days === 0 ? "offline.next.today" : days === 1 ? "offline.next.tomorrow" : "offline.next.inDays";
    const itself = own[ctx.reservations.indexOf(next)]!;
    summaries.push({ ...itself, text: `${s.t(id, { reservation: reservationLine(s, next), days })}\n${itself.text}`, concepts: ["next", "reservation"] });
  }
  if (costed.length > 1) {
    const line = (r: Reservation) => `${reservationLine(s, r)}, ${money(s, ctx, r.cost!)}`;
    summaries.push(heading([s.t("offline.res.mostExpensive", { reservation: line(costed[0]!) }), s.t("offline.res.cheapest", { reservation: line(costed.at(-1)!) })], ["superlative", "reservation"], 0));
  }
  return [...summaries, ...own];
}

function eventFacts(s: Speaker, ctx: Ctx): Fact[] {
  return ctx.itinerary
    .filter((i) => !i.city && i.startDate)
    .map((i) => {
      const date = s.f.date(i.startDate!);
      const when = i.startTime && i.endTime ? s.t("offline.when.atUntil", { date, start: i.startTime, end: i.endTime }) : at(s, date, i.startTime);
      return { text: [s.t("offline.event.when", { name: i.title, when }), i.description].filter(Boolean).join(" "), dates: [i.startDate!], concepts: ["event"], name: i.title, cities: citiesOn(ctx, i.startDate!) };
    });
}

/** The places the members put on a day (an idea not yet on a day is on none). */
function placeFacts(s: Speaker, ctx: Ctx): Fact[] {
  return ctx.days.flatMap((day) =>
    day.items
      .filter((i) => i.kind === "place")
      .map((i): Fact => {
        const when = i.startTime && i.endTime ? s.t("offline.when.atUntil", { date: s.f.date(day.date), start: i.startTime, end: i.endTime }) : at(s, s.f.date(day.date), i.startTime);
        return { text: [s.t("offline.event.when", { name: i.title, when }), i.address].filter(Boolean).join(" "), dates: [day.date], concepts: ["attraction"], name: i.title, cities: citiesOn(ctx, day.date) };
      }),
  );
}

/** Each day of the day plan: the cities the members are in and its items in order. */
function dayFacts(s: Speaker, ctx: Ctx): Fact[] {
  return ctx.days.map((day) => {
    const cities = [...new Set(stays(ctx).filter((i) => i.startDate && i.startDate <= day.date && (i.endDate ?? i.startDate) >= day.date).map((i) => i.city!))];
    const items = day.items.map((i) => {
      const what = i.stay === "check-out" ? s.t("offline.day.checkOut", { name: i.title }) : i.title;
      const time = i.startTime && i.endTime ? s.t("offline.day.timeRange", { start: i.startTime, end: i.endTime }) : i.startTime;
      return `- ${time ? s.t("offline.day.timed", { time, what }) : what}`;
    });
    const lines = [s.t("offline.day.heading", { date: weekdayDate(s, day.date) })];
    if (cities.length) lines.push(s.t("offline.day.in", { cities: s.list(cities) }));
    lines.push(...day.holidays.map((name) => s.t("offline.holiday.day", { date: s.f.date(day.date), name, city: day.city?.name ?? "" })));
    lines.push(...(items.length ? items : [s.t("offline.day.nothing")]));
    return { text: lines.join("\n"), dates: [day.date], concepts: ["day"] };
  });
}

/** What the days read model and the weather service know of the world around each day: sun, holidays, weather. */
function worldFacts(s: Speaker, ctx: Ctx): Fact[] {
  // What is not known is not known on any day, in any city.
  const tripDays = ctx.days.map((d) => d.date);
  const allCities = stays(ctx).map((i) => i.city!);
  const sun = ctx.days.flatMap((d): Fact[] =>
    d.city ? [{ text: s.t("offline.sun.day", { date: weekdayDate(s, d.date), city: d.city.name, sunrise: d.city.sunrise ?? "—", sunset: d.city.sunset ?? "—" }), dates: [d.date], concepts: ["sun"], cities: [d.city.name] }] : [],
  );
  const holidays = ctx.days.flatMap((d): Fact[] => d.holidays.map((name) => ({ text: s.t("offline.holiday.day", { date: weekdayDate(s, d.date), name, city: d.city?.name ?? "" }), dates: [d.date], concepts: ["holiday"], cities: d.city ? [d.city.name] : [] })));
  // Without a weather service the data cannot say what the weather will be: said plainly, never guessed.
  const weather: Fact[] = ctx.weather.length
    ? ctx.weather.map((w): Fact => ({
        text: s.t("offline.weather.day", { date: weekdayDate(s, w.date), city: w.city, min: s.f.number(w.tMin), max: s.f.number(w.tMax), rain: s.f.number(w.precipitationMm), source: s.t(w.source === "forecast" ? "offline.weather.forecast" : "offline.weather.climate") }),
        dates: [w.date],
        concepts: ["weather"],
        cities: [w.city],
      }))
    : [{ text: `${s.t("offline.cannotKnow")} ${s.t("offline.weather.none")} ${s.t("offline.connect")}`, dates: tripDays, concepts: ["weather"], cities: allCities }];
  const noHoliday: Fact = { text: s.t("offline.holiday.none"), dates: tripDays, concepts: ["holiday"], cities: allCities };
  return [...sun, ...(holidays.length ? holidays : [noHoliday]), ...weather];
}

function moneyFacts(s: Speaker, ctx: Ctx): Fact[] {
  const m = ctx.money;
  const rest = Number(m.remaining) < 0 ? s.t("offline.budget.over", { amount: money(s, ctx, m.remaining.replace("-", "")) }) : s.t("offline.budget.remaining", { amount: money(s, ctx, m.remaining) });
  // The same figures as the budget page and the dashboard: against the trip budget when there is one.
  const used = summaryUsagePercent(m);
  const figures = { planned: money(s, ctx, m.totalPlanned), spent: money(s, ctx, m.totalSpent), rest, ...(used === null ? {} : { percent: s.f.percent(used) }) };
  const summary = [];
  if (m.tripBudget !== null) {
    summary.push(s.t(used === null ? "offline.budget.ofBudget" : "offline.budget.ofBudgetUsed", { ...figures, budget: money(s, ctx, m.tripBudget) }));
    const unallocated = toCents(m.unallocated ?? "0");
    if (unallocated > 0n) summary.push(s.t("offline.budget.allocated", { planned: figures.planned, amount: money(s, ctx, m.unallocated!) }));
    else if (unallocated < 0n) summary.push(s.t("offline.budget.overAllocated", { planned: figures.planned, amount: money(s, ctx, m.unallocated!.replace("-", "")) }));
    else summary.push(s.t("offline.budget.allocatedAll", { planned: figures.planned }));
  } else summary.push(s.t(used === null ? "offline.budget.summary" : "offline.budget.summaryUsed", figures));
  if (!ctx.budget.length) summary.unshift(s.t("offline.budget.none"));
  const over = ctx.budget.filter((b) => toCents(b.spent) > toCents(b.planned));
  const overLines = over.map((b) =>
    s.t("offline.budget.overItem", { category: categoryLabel(s, b), amount: money(s, ctx, fromCents(toCents(b.spent) - toCents(b.planned))), spent: money(s, ctx, b.spent), planned: money(s, ctx, b.planned) }),
  );
  if (ctx.budget.length && !over.length) summary.push(s.t("offline.budget.noneOver"));
  const currency = new Intl.DisplayNames([s.f.locale], { type: "currency" }).of(ctx.trip.currency) ?? ctx.trip.currency;
  return [
    { text: [summary.join(" "), ...(over.length ? [s.t("offline.budget.overHeading"), ...overLines] : [])].join("\n"), dates: [], concepts: ["budget"] },
    { text: s.t("offline.currency", { name: currency, code: ctx.trip.currency }), dates: [], concepts: ["currency"] },
    ...ctx.budget.map((b) => {
      const left = toCents(b.planned) - toCents(b.spent);
      const rest = left < 0n ? s.t("offline.budget.over", { amount: money(s, ctx, fromCents(-left)) }) : s.t("offline.budget.remaining", { amount: money(s, ctx, fromCents(left)) });
      return { text: s.t("offline.budget.categoryLeft", { category: categoryLabel(s, b), spent: money(s, ctx, b.spent), planned: money(s, ctx, b.planned), rest }), dates: [], concepts: ["budget" as const] };
    }),
  ];
}

function expenseFacts(s: Speaker, ctx: Ctx): Fact[] {
  const logged = ctx.expenses.filter((e) => e.kind === "expense");
  if (!logged.length) return [{ text: s.t("offline.expenses.none"), dates: [], concepts: ["expense", "payment", "balance"] }];
  const total = s.t("offline.expenses.heading", { count: logged.length, total: money(s, ctx, sumAmounts(logged.map((e) => e.amountInTripCurrency))) });
  const bySize = [...logged].sort((a, b) => Number(toCents(b.amountInTripCurrency) - toCents(a.amountInTripCurrency)));
  const line = (e: (typeof logged)[number]) => `${e.description}, ${money(s, ctx, e.amountInTripCurrency)}`;
  const summaries: Fact[] = [
    heading([total, ...logged.map((e) => `- ${s.f.date(e.date)}: ${line(e)} (${personName(s, e.paidBy)})`)], ["expense"]),
    heading([s.t("offline.expenses.biggest", { expense: line(bySize[0]!) }), s.t("offline.expenses.smallest", { expense: line(bySize.at(-1)!) })], ["expense", "superlative"], 0),
  ];
  return [...summaries, ...ctx.expenses.map((e): Fact => {
    const amount = s.f.money(e.amount, e.currency) + (e.currency === ctx.trip.currency ? "" : ` (${money(s, ctx, e.amountInTripCurrency)})`);
    const date = s.f.date(e.date);
    if (e.kind === "payment") {
      return { text: s.t("offline.expenses.payment", { date, from: personName(s, e.paidBy), to: personName(s, e.shares[0]?.name ?? null), amount }), dates: [e.date], concepts: ["payment"] };
    }
    const shares = s.list(e.shares.map((x) => `${personName(s, x.name)} ${money(s, ctx, x.amount)}`));
    const text = [s.t("offline.expenses.item", { date, description: e.description, category: categoryName(s, e.category), amount, payer: personName(s, e.paidBy) }), s.t("offline.expenses.shares", { shares })].join(". ");
    return { text, dates: [e.date], concepts: ["expense"] };
  })];
}

/** Everyone's balance and the transfers that settle them, as one fact: who owes is answered with how to settle. */
function balanceFacts(s: Speaker, ctx: Ctx): Fact[] {
  if (!ctx.balances.members.length) return [];
  const people = ctx.balances.members.map((b) => {
    const values = { name: personName(s, b.name), paid: money(s, ctx, b.paid), share: money(s, ctx, b.share), amount: money(s, ctx, b.net.replace("-", "")) };
    const line = Number(b.net) > 0 ? s.t("offline.balances.owed", values) : Number(b.net) < 0 ? s.t("offline.balances.owes", values) : s.t("offline.balances.even", values);
    const payments = [Number(b.sent) ? s.t("offline.balances.sent", { amount: money(s, ctx, b.sent) }) : "", Number(b.received) ? s.t("offline.balances.received", { amount: money(s, ctx, b.received) }) : ""].filter(Boolean);
    return `- ${[line, ...payments].join(", ")}`;
  });
  const settle = ctx.balances.settlements.map((t) => `- ${s.t("offline.balances.transfer", { from: personName(s, t.from), to: personName(s, t.to), amount: money(s, ctx, t.amount) })}`);
  const lines = [s.t("offline.balances.heading"), ...people, ...(settle.length ? [s.t("offline.balances.settleHeading"), ...settle] : [s.t("offline.balances.allSettled")])];
  return [{ text: lines.join("\n"), dates: [], concepts: ["balance"] }];
}

function peopleFacts(s: Speaker, ctx: Ctx): Fact[] {
  const everyone = heading([s.t("offline.members.heading", { count: ctx.members.length, trip: ctx.trip.name }), ...ctx.members.map((m) => `- ${m.name} (${roleName(s, m.role)})`)], ["member"], 1, ctx.trip.name);
  return [
    everyone,
    ...ctx.members.map((m) => ({
      text: [m.you ? s.t("offline.members.you", { name: m.name, role: roleName(s, m.role), trip: ctx.trip.name }) : s.t("offline.members.role", { name: m.name, role: roleName(s, m.role), trip: ctx.trip.name }), s.t("offline.members.email", { name: m.name, email: m.email })].join(" "),
      dates: [],
      concepts: m.you ? ["member" as const, "me" as const] : ["member" as const],
    })),
  ];
}

function listFacts(s: Speaker, ctx: Ctx): Fact[] {
  const who = (text: string, name: string | null) => (name ? s.t("offline.list.assignee", { text, name }) : text);
  const todo = (t: Ctx["lists"]["todo"][number]) => who(t.due ? s.t("offline.todos.due", { text: t.text, date: s.f.date(t.due) }) : t.text, t.assignee);
  // What is still open on each list, as one fact: "what is left to pack" is answered with all of it.
  const open = (items: Array<{ done: boolean }>, texts: string[], left: OfflineMessageId, allDone: OfflineMessageId, empty: OfflineMessageId, concept: Concept) =>
    heading(!items.length ? [s.t(empty)] : texts.length ? [s.t(left), ...texts.map((t) => `- ${t}`)] : [s.t(allDone)], [concept]);
  return [
    open(ctx.lists.packing, ctx.lists.packing.filter((p) => !p.done).map((p) => who(p.text, p.assignee)), "offline.packing.left", "offline.packing.allDone", "offline.packing.empty", "packing"),
    open(ctx.lists.todo, ctx.lists.todo.filter((t) => !t.done).map(todo), "offline.todos.left", "offline.todos.allDone", "offline.todos.empty", "todo"),
    ...ctx.lists.packing.map((p) => ({ text: s.t(p.done ? "offline.packing.packed" : "offline.packing.toPack", { text: who(p.text, p.assignee) }), dates: [], concepts: ["packing" as const] })),
    ...ctx.lists.todo.map((t) => ({ text: s.t(t.done ? "offline.day.todoDone" : "offline.day.todo", { text: todo(t) }), dates: t.due ? [t.due] : [], concepts: ["todo" as const] })),
  ];
}

function quoteFacts(s: Speaker, ctx: Ctx): Fact[] {
  const marks = (q: { estimate: boolean; booked: boolean }) => [q.estimate && s.t("offline.quotes.estimate"), q.booked && s.t("offline.quotes.booked")].filter(Boolean).join(", ");
  return [
    ...ctx.quotes.flights.map((q) => {
      const bits = [q.airline, `${q.origin} → ${q.destination}`, s.f.date(q.departureDate), q.returnDate && s.t("offline.quotes.return", { date: s.f.date(q.returnDate) }), s.t("offline.quotes.passengers", { count: q.passengers }), s.f.money(q.price, q.currency), marks(q)];
      return { text: bits.filter(Boolean).join(", "), dates: [q.departureDate], concepts: ["quote" as const, "flight" as const] };
    }),
    ...ctx.quotes.hotels.map((q) => {
      const price = q.pricePerNight ? `${s.f.money(q.price, q.currency)} (${s.f.money(q.pricePerNight, q.currency)})` : s.f.money(q.price, q.currency);
      const bits = [q.hotelName, q.location, q.roomType, dateRange(s, q.checkInDate, q.checkOutDate), s.t("offline.quotes.guests", { count: q.guests }), price, q.rating !== null && s.t("offline.quotes.rating", { rating: q.rating }), marks(q)];
      return { text: bits.filter(Boolean).join(", "), dates: [q.checkInDate], concepts: ["quote" as const, "hotel" as const] };
    }),
  ];
}

const TRAVEL_TEXT = { walking: "offline.travel.walk", cycling: "offline.travel.cycle", driving: "offline.travel.drive", transit: "offline.travel.transit" } as const;

/** The legs between the stops, as the day plan and the map give them, each by its mode. */
function travelFacts(s: Speaker, ctx: Ctx): Fact[] {
  return ctx.travel.map((t) => ({
    text: [s.t(TRAVEL_TEXT[t.mode], { from: t.from, to: t.to, km: s.f.number(t.km), minutes: t.minutes }), t.estimate ? s.t("offline.travel.estimate") : ""].filter(Boolean).join(" "),
    dates: [],
    concepts: ["travel" as const],
  }));
}

export function factsOf(s: Speaker, ctx: Ctx): Fact[] {
  return [
    ...tripFacts(s, ctx),
    ...stayFacts(s, ctx),
    ...dayFacts(s, ctx),
    ...worldFacts(s, ctx),
    ...reservationFacts(s, ctx),
    ...eventFacts(s, ctx),
    ...placeFacts(s, ctx),
    ...moneyFacts(s, ctx),
    ...expenseFacts(s, ctx),
    ...balanceFacts(s, ctx),
    ...peopleFacts(s, ctx),
    ...listFacts(s, ctx),
    ...quoteFacts(s, ctx),
    ...travelFacts(s, ctx),
  ];
}
