// Answers about reservations and the itinerary's events: one by name with the
// detail asked (time, address, cost, confirmation number, status, opening
// hours, check-in and check-out), lists by kind, date, city or status, the
// next one, the dearest and cheapest, and confirmation numbers.
import { daysBetween } from "@shared/dates";
import { sumAmounts, toCents } from "@shared/money";
import type { Field, Query } from "../intents";
import { words } from "../normalise";
import {
  active,
  at,
  dateRange,
  listed,
  money,
  reservationLine,
  statusName,
  typeName,
  type Ctx,
  type OfflineMessageId,
  type Reservation,
  type Speaker,
} from "../speaker";

/** A sentence with the detail asked of one reservation; null when the whole line says it. */
function detailOf(s: Speaker, ctx: Ctx, r: Reservation, field: Field | null): string | null {
  const name = r.name;
  const when = at(s, s.f.date(r.date), r.time);
  switch (field) {
    case "when":
    case "checkIn":
      if (r.type === "hotel") {
        return r.endDate
          ? s.t("offline.res.hotelNights", { name, checkIn: when, checkOut: s.f.date(r.endDate), nights: daysBetween(r.date, r.endDate) })
          : s.t("offline.res.hotel", { name, checkIn: when, checkOut: s.t("offline.when.notSet") });
      }
      return r.endDate && r.endDate !== r.date
        ? s.t("offline.res.when", { name, when: s.t("offline.when.range", { start: when, end: s.f.date(r.endDate) }) })
        : s.t("offline.res.when", { name, when });
    case "checkOut":
      return r.endDate ? s.t("offline.res.checkOut", { name, date: s.f.date(r.endDate) }) : s.t("offline.res.noCheckOut", { name });
    case "address":
      return r.address ? s.t("offline.res.address", { name, address: r.address }) : s.t("offline.res.noAddress", { name });
    case "cost":
      return r.cost ? s.t("offline.res.cost", { name, amount: money(s, ctx, r.cost) }) : s.t("offline.res.noCost", { name });
    case "confirmation":
      return r.confirmationNumber
        ? s.t("offline.res.confirmation", { name, number: r.confirmationNumber })
        : s.t("offline.res.noConfirmation", { name });
    case "status":
      return s.t("offline.res.status", { name, status: statusName(s, r.status) });
    case "hours":
      return r.openingHours ? s.t("offline.res.openingHours", { name, hours: r.openingHours }) : s.t("offline.notInData.openingHoursOf", { name });
    default:
      return null;
  }
}

/** One reservation in full: its line, then its address and opening hours when saved. */
function fullReservation(s: Speaker, ctx: Ctx, r: Reservation): string {
  const lines = [`- ${reservationLine(s, ctx, r)}`];
  if (r.address) lines.push(`  ${s.t("offline.res.addressLine", { address: r.address })}`);
  if (r.openingHours) lines.push(`  ${s.t("offline.res.hoursLine", { hours: r.openingHours })}`);
  return lines.join("\n");
}

/** Reservations the question names, each with the detail asked. */
export function reservationAnswer(q: Query, s: Speaker, ctx: Ctx, indexes = q.reservations): string {
  return indexes
    .map((i) => ctx.reservations[i]!)
    .map((r) => {
      const parts: string[] = [];
      if (q.unknowable.includes("contact")) parts.push(s.t("offline.notInData.contactOf", { name: r.name }));
      const detail = detailOf(s, ctx, r, q.field);
      if (detail) parts.push(detail);
      parts.push(fullReservation(s, ctx, r));
      return parts.join("\n");
    })
    .join("\n\n");
}

type Item = Ctx["itinerary"][number];

/** Events of the itinerary the question names: when, and what the trip knows of them. */
export function eventAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  return q.events
    .map((i) => ctx.itinerary[i]!)
    .map((e) => {
      const parts = [s.t("offline.event.when", { name: e.title, when: eventWhen(s, e) })];
      if (e.description) parts.push(s.t("offline.event.notes", { text: e.description }));
      if (q.field === "cost") parts.push(s.t("offline.notInData.price", { name: e.title }));
      if (q.field === "address") parts.push(s.t("offline.res.noAddress", { name: e.title }));
      if (q.field === "hours") parts.push(s.t("offline.notInData.openingHoursOf", { name: e.title }));
      if (q.unknowable.includes("contact")) parts.push(s.t("offline.notInData.contactOf", { name: e.title }));
      return parts.join("\n");
    })
    .join("\n\n");
}

function eventWhen(s: Speaker, e: Item): string {
  if (!e.startDate) return s.t("offline.when.notSet");
  if (e.endDate && e.endDate !== e.startDate) return at(s, dateRange(s, e.startDate, e.endDate), e.startTime);
  const date = s.f.date(e.startDate);
  if (e.startTime && e.endTime) return s.t("offline.when.atUntil", { date, start: e.startTime, end: e.endTime });
  return at(s, date, e.startTime);
}

const byTime = (a: Reservation, b: Reservation) => (a.date + (a.time ?? "")).localeCompare(b.date + (b.time ?? ""));

/**
 * Of the reservations of a kind, those whose name has the very word asked
 * ("the flight" among the transport: "Flight AZ608 to New York"), when some do.
 */
function narrowByWord(q: Query, list: Reservation[]): Reservation[] {
  const asked = q.text.split(" ").filter((w) => q.lex.types[w]);
  for (const w of asked) {
    const bases = [w, w.replace(/s$/, ""), w.replace(/es$/, "")];
    const named = list.filter((r) => words(r.name).some((x) => bases.includes(x)));
    if (named.length > 0 && named.length < list.length) return named;
  }
  return list;
}

/** A hotel covers the nights from its check-in to the day before check-out; anything shows on its date and end date. */
function onDate(r: Reservation, date: string): boolean {
  if (r.date === date || r.endDate === date) return true;
  return r.type === "hotel" && r.endDate !== null && r.date < date && date < r.endDate;
}

/** The reservations that fit the question's kinds, statuses, dates and cities. */
function filtered(q: Query, ctx: Ctx): { list: Reservation[]; filters: string[] } {
  let list = [...ctx.reservations];
  const filters: string[] = [];
  if (q.types.length) {
    list = narrowByWord(q, list.filter((r) => q.types.includes(r.type as never)));
    filters.push("type");
  }
  if (q.statuses.length) {
    list = list.filter((r) => q.statuses.includes(r.status as never));
    filters.push("status");
  }
  if (q.dates) {
    list = list.filter((r) => q.dates!.some((d) => onDate(r, d)));
    filters.push("date");
  }
  if (q.cities.length || q.countries.length) {
    const places = [...q.cities, ...q.countries].map((c) => c.toLocaleLowerCase());
    const inPlace = (r: Reservation) =>
      places.some((p) => r.city?.toLocaleLowerCase() === p || r.country?.toLocaleLowerCase() === p || words(r.name).includes(words(p)[0] ?? ""));
    list = list.filter(inPlace);
    filters.push("place");
  }
  return { list, filters };
}

const TYPE_NONE: Record<string, OfflineMessageId> = {
  hotel: "offline.type.none.hotel",
  restaurant: "offline.type.none.restaurant",
  attraction: "offline.type.none.attraction",
  transport: "offline.type.none.transport",
  other: "offline.type.none.other",
};

const TYPE_HEADING: Record<string, OfflineMessageId> = {
  hotel: "offline.type.heading.hotel",
  restaurant: "offline.type.heading.restaurant",
  attraction: "offline.type.heading.attraction",
  transport: "offline.type.heading.transport",
  other: "offline.type.heading.other",
};

function costTotal(list: Reservation[]): string | null {
  const costs = list.map((r) => r.cost).filter((c): c is string => c !== null);
  return costs.length ? sumAmounts(costs) : null;
}

/** The reservations of one kind, with their total cost (the existing lists: "Hotels (1): …"). */
function typeBlock(s: Speaker, ctx: Ctx, type: string, list: Reservation[]): string {
  if (list.length === 0) return s.t(TYPE_NONE[type] ?? "offline.res.noneMatch");
  const total = costTotal(list.filter((r) => r.status !== "cancelled"));
  const head = s.t(TYPE_HEADING[type] ?? "offline.res.matching", { count: list.length });
  const foot = total ? s.t("offline.type.total", { amount: money(s, ctx, total) }) : null;
  return [head, ...list.map((r) => `- ${reservationLine(s, ctx, r)}`), ...(foot ? [foot] : [])].join("\n");
}

/** Every reservation, counted by kind, with the total of those not cancelled. */
export function summaryAnswer(s: Speaker, ctx: Ctx, withCosts: boolean): string {
  if (ctx.reservations.length === 0) return s.t("offline.reservations.none");
  const counts = ctx.reservations.reduce<Map<string, number>>((acc, r) => acc.set(r.type, (acc.get(r.type) ?? 0) + 1), new Map());
  const types = [...counts].map(([type, count]) => s.t("offline.reservations.typeCount", { count, type: typeName(s, type) })).join(", ");
  const lines = [
    s.t("offline.reservations.summary", { count: ctx.reservations.length, types }),
    ...ctx.reservations.map((r) => `- ${reservationLine(s, ctx, r)}`),
  ];
  const total = costTotal(active(ctx));
  if (total) lines.push(s.t("offline.reservations.total", { amount: money(s, ctx, total) }));
  else if (withCosts) lines.push(s.t("offline.reservations.noCosts"));
  return lines.join("\n");
}

/** Reservations by kind, status, date or place; the first, last, dearest or cheapest of them; a detail of each. */
export function reservationsAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  if (ctx.reservations.length === 0) return s.t("offline.reservations.none");
  const { list, filters } = filtered(q, ctx);
  const notFound = q.unknown.length && q.field && q.field !== "status" ? [s.t("offline.notFound.thing", { name: q.unknown.join(" ") })] : [];
  const out = (text: string) => [...notFound, text].join("\n\n");

  if (q.field === "confirmation") return out(confirmationsAnswer(s, list, filters.length > 0));
  if (q.superlative) {
    const priced = list.filter((r) => r.status !== "cancelled" && r.cost !== null).sort((a, b) => Number(toCents(a.cost!) - toCents(b.cost!)));
    if (priced.length === 0) return out(s.t("offline.reservations.noCosts"));
    const pickd = q.superlative === "max" ? priced[priced.length - 1]! : priced[0]!;
    return out(s.t(q.superlative === "max" ? "offline.res.mostExpensive" : "offline.res.cheapest", { reservation: reservationLine(s, ctx, pickd) }));
  }
  // "Our flight home", "the first train": one of them, by date.
  const homeward = q.cues.has("homeward") || q.relation === "last";
  if (q.types.length && !notFound.length && (homeward || q.relation === "first") && !q.dates) {
    const standing = list.filter((r) => r.status !== "cancelled").sort(byTime);
    const one = homeward ? standing[standing.length - 1] : standing[0];
    if (one) return reservationAnswer({ ...q, field: q.field ?? "when" }, s, ctx, [ctx.reservations.indexOf(one)]);
  }
  // One reservation found by kind and place or date ("the flight", "our hotel in Florence"): its detail.
  if (list.length === 1 && q.field && filters.length > 0 && !notFound.length) return reservationAnswer(q, s, ctx, [ctx.reservations.indexOf(list[0]!)]);
  if (q.field === "address" || q.field === "hours") {
    const id = q.field === "address" ? "offline.res.addressItem" : "offline.res.hoursItem";
    const known = list.filter((r) => (q.field === "address" ? r.address : r.openingHours));
    if (q.field === "hours" && known.length === 0) return out(s.t("offline.notInData.openingHours"));
    return out(
      listed(
        s.t("offline.res.matching", { count: list.length }),
        list.map((r) => {
          const value = q.field === "address" ? r.address : r.openingHours;
          return value ? s.t(id, { name: r.name, value }) : s.t(q.field === "address" ? "offline.res.noAddress" : "offline.notInData.openingHoursOf", { name: r.name });
        }),
      ),
    );
  }
  if (filters.length === 0) return out(summaryAnswer(s, ctx, q.field === "cost"));
  if (filters.length === 1 && filters[0] === "type") {
    return out(q.types.map((type) => typeBlock(s, ctx, type, list.filter((r) => r.type === type))).join("\n\n"));
  }
  if (list.length === 0) return out(s.t("offline.res.noneMatch"));
  const heading =
    filters.includes("type") && q.types.length === 1
      ? s.t(TYPE_HEADING[q.types[0]!] ?? "offline.res.matching", { count: list.length })
      : filters.length === 1 && filters[0] === "date" && q.dates!.length === 1
      ? s.t("offline.res.onDate", { date: s.f.date(q.dates![0]!), count: list.length })
      : filters.length === 1 && filters[0] === "place" && q.cities.length === 1
        ? s.t("offline.res.inCity", { city: q.cities[0]!, count: list.length })
        : filters.length === 1 && filters[0] === "status" && q.statuses.length === 1
          ? s.t("offline.res.withStatus", { status: statusName(s, q.statuses[0]!), count: list.length })
          : s.t("offline.res.matching", { count: list.length });
  const total = costTotal(list.filter((r) => r.status !== "cancelled"));
  const lines = [heading, ...[...list].sort(byTime).map((r) => `- ${reservationLine(s, ctx, r)}`)];
  if (total && (q.field === "cost" || q.cues.has("total"))) lines.push(s.t("offline.type.total", { amount: money(s, ctx, total) }));
  return out(lines.join("\n"));
}

/** The next reservation from today (of the kinds asked), skipping cancelled ones. */
export function nextAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const kinds = q.types;
  const pool = narrowByWord(q, active(ctx).filter((r) => kinds.length === 0 || kinds.includes(r.type as never)));
  const upcoming = pool.filter((r) => r.date >= ctx.today).sort(byTime);
  const next = upcoming[0];
  if (!next) {
    if (kinds.length) return kinds.map((k) => s.t(TYPE_NONE[k] ?? "offline.res.noneMatch")).join(" ") + (pool.length ? ` ${s.t("offline.next.noneOfKind")}` : "");
    const count = ctx.reservations.length;
    return count === 0
      ? s.t("offline.reservations.none")
      : count === 1
        ? s.t("offline.next.noneUpcomingOne")
        : s.t("offline.next.noneUpcoming", { count });
  }
  const days = daysBetween(ctx.today, next.date);
  const reservation = reservationLine(s, ctx, next);
  const sentence =
    days === 0 ? s.t("offline.next.today", { reservation }) : days === 1 ? s.t("offline.next.tomorrow", { reservation }) : s.t("offline.next.inDays", { reservation, days });
  const detail = q.field && q.field !== "when" ? detailOf(s, ctx, next, q.field) : null;
  return detail ? `${sentence}\n${detail}` : sentence;
}

/** Confirmation numbers of these reservations (all of them unless a filter chose some). */
export function confirmationsAnswer(s: Speaker, list: Reservation[], filteredList = false): string {
  if (list.length === 0) return s.t(filteredList ? "offline.res.noneMatch" : "offline.confirmation.none");
  const lines = list.map((r) =>
    s.t("offline.confirmation.item", { name: r.name, number: r.confirmationNumber ?? s.t("offline.confirmation.missing") }),
  );
  return [s.t("offline.confirmation.heading"), ...lines].join("\n");
}
