// Answers about the trip's dates, its cities and their order, its days and stays.
import { calendarDatesBetween, daysBetween } from "@shared/dates";
import type { Query } from "../intents";
import { active, at, dateRange, isStayTitle, listed, placeLabel, reservationLine, stays, weekdayDate, type Ctx, type Speaker } from "../speaker";

export function datesAnswer(s: Speaker, ctx: Ctx): string {
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

export function itineraryAnswer(s: Speaker, ctx: Ctx): string {
  if (ctx.itinerary.length === 0) return s.t("offline.itinerary.empty");
  const lines = ctx.itinerary.map((item, i) => {
    const place = item.city ? placeLabel(item.city, item.country) : null;
    const when = item.startDate ? at(s, dateRange(s, item.startDate, item.endDate), item.startTime) : s.t("offline.when.notSet");
    const number = i + 1;
    return place && !isStayTitle(item.title, item.city!)
      ? s.t("offline.itinerary.itemTitled", { number, place, title: item.title, when })
      : s.t("offline.itinerary.item", { number, place: place ?? item.title, when });
  });
  return [s.t("offline.itinerary.heading", { trip: ctx.trip.name }), ...lines].join("\n");
}

type Stay = Ctx["itinerary"][number];

/** The city stays in date order (undated ones last). */
function orderedStays(ctx: Ctx): Stay[] {
  return stays(ctx)
    .map((stay, i) => ({ stay, i }))
    .sort((a, b) => (a.stay.startDate ?? "9999").localeCompare(b.stay.startDate ?? "9999") || a.i - b.i)
    .map((x) => x.stay);
}

const stayWhen = (s: Speaker, stay: Stay) => (stay.startDate ? dateRange(s, stay.startDate, stay.endDate) : s.t("offline.when.notSet"));
const sameCity = (a: string | null, b: string) => (a ?? "").toLocaleLowerCase() === b.toLocaleLowerCase();

/** What comes before or after a city, the first, last or next city. */
export function cityOrderAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const list = orderedStays(ctx);
  if (list.length === 0) return s.t("offline.stays.empty");
  const city = q.cities[0];
  const relation = q.relation ?? (city ? "after" : null);
  const first = list[0]!;
  const last = list[list.length - 1]!;
  const one = (id: "offline.order.first" | "offline.order.last" | "offline.order.next", stay: Stay) =>
    s.t(id, { city: placeLabel(stay.city!, stay.country), when: stayWhen(s, stay) });

  if (q.ordinal && !city) {
    const cities = list.filter((stay, i) => i === 0 || !sameCity(list[i - 1]!.city, stay.city!));
    const nth = cities[q.ordinal - 1];
    return nth
      ? s.t("offline.order.nth", { number: q.ordinal, city: placeLabel(nth.city!, nth.country), when: stayWhen(s, nth) })
      : s.t("offline.order.cities", { count: cities.length, cities: s.list(cities.map((c) => c.city!)) });
  }
  if (city && (relation === "after" || relation === "before" || relation === "next")) {
    const at = list.findIndex((stay) => sameCity(stay.city, city));
    if (at < 0) return s.t("offline.order.noStay", { city });
    const here = list[at]!;
    if (relation === "before") {
      const previous = list.slice(0, at).reverse().find((stay) => !sameCity(stay.city, city));
      return previous
        ? s.t("offline.order.before", { city: here.city!, previous: placeLabel(previous.city!, previous.country), when: stayWhen(s, previous) })
        : s.t("offline.order.isFirst", { city: here.city!, when: stayWhen(s, here) });
    }
    const next = list.slice(at + 1).find((stay) => !sameCity(stay.city, city));
    return next
      ? s.t("offline.order.after", { city: here.city!, next: placeLabel(next.city!, next.country), when: stayWhen(s, next) })
      : s.t("offline.order.isLast", { city: here.city!, when: stayWhen(s, here) });
  }
  if (relation === "last") return one("offline.order.last", last);
  if (relation === "next" || relation === "after") {
    const next = list.find((stay) => stay.startDate && stay.startDate > ctx.today);
    return next ? one("offline.order.next", next) : s.t("offline.order.noNext");
  }
  if (relation === "first") return one("offline.order.first", first);
  return itineraryAnswer(s, ctx);
}

export function cityCountAnswer(s: Speaker, ctx: Ctx): string {
  const cities = [...new Set(orderedStays(ctx).map((stay) => stay.city!))];
  if (cities.length === 0) return s.t("offline.stays.empty");
  return s.t("offline.order.cities", { count: cities.length, cities: s.list(cities) });
}

/** Where you are and what is planned on each day asked. */
export function dayAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const dates = q.dates ?? [ctx.today];
  const blocks = dates.map((date) => dayBlock(q, s, ctx, date));
  // A long span shows only its days with something on them.
  const shown = dates.length > 7 ? blocks.filter((b) => b.busy) : blocks;
  if (shown.length === 0) return s.t("offline.day.nothingRange", { start: s.f.date(dates[0]!), end: s.f.date(dates[dates.length - 1]!) });
  return shown.map((b) => b.text).join("\n\n");
}

const PARTS = { morning: "offline.partOfDay.morning", afternoon: "offline.partOfDay.afternoon", evening: "offline.partOfDay.evening" } as const;

interface Line {
  time: string | null;
  text: string;
}

function dayBlock(q: Query, s: Speaker, ctx: Ctx, date: string): { text: string; busy: boolean } {
  const { startDate, endDate } = ctx.trip;
  const part = q.partOfDay;
  const heading = part
    ? s.t("offline.day.headingPart", { date: weekdayDate(s, date), part: s.t(PARTS[part]) })
    : s.t("offline.day.heading", { date: weekdayDate(s, date) });
  const out: string[] = [heading];
  if (startDate && date < startDate) out.push(s.t("offline.day.beforeTrip", { start: s.f.date(startDate) }));
  if (endDate && date > endDate) out.push(s.t("offline.day.afterTrip", { end: s.f.date(endDate) }));

  // Where the asker sleeps that night: inside a city stay, not on its last day.
  const staying: string[] = [];
  for (const stay of stays(ctx)) {
    if (!stay.startDate) continue;
    const end = stay.endDate ?? stay.startDate;
    if (date >= stay.startDate && (date < end || end === stay.startDate)) staying.push(stay.city!);
  }
  // What happens that day is the days read model's (the Days view's) list.
  const lines: Line[] = (ctx.days.find((d) => d.date === date)?.items ?? []).flatMap((item): Line[] => {
    const base = item.id.replace(/:(in|out|end)$/, "");
    switch (item.kind) {
      case "stay":
        return [{ time: null, text: s.t(item.stay === "check-out" ? "offline.day.leave" : "offline.day.arrive", { city: item.city ?? item.title }) }];
      case "reservation": {
        const r = active(ctx).find((x) => x.id === base);
        if (!r) return [];
        if (item.id.endsWith(":end")) return [{ time: null, text: s.t(r.type === "hotel" ? "offline.day.checkOut" : "offline.day.ends", { name: r.name }) }];
        const line = reservationLine(s, ctx, r, { date: false });
        return [{ time: r.time, text: r.type === "hotel" ? s.t("offline.day.checkIn", { reservation: line }) : line }];
      }
      case "todo":
        return [{ time: null, text: s.t(item.done ? "offline.day.todoDone" : "offline.day.todo", { text: item.title }) }];
      default: {
        const time = item.startTime ? (item.endTime ? s.t("offline.day.timeRange", { start: item.startTime, end: item.endTime }) : item.startTime) : null;
        return [{ time, text: item.address ? `${item.title}, ${item.address}` : item.title }];
      }
    }
  });
  const inPart = lines.filter((l) => !part || (l.time !== null && partOf(l.time) === part));
  inPart.sort((a, b) => (a.time ?? "").localeCompare(b.time ?? ""));
  if (staying.length) out.push(s.t("offline.day.in", { cities: s.list([...new Set(staying)]) }));
  if (inPart.length === 0) out.push(s.t(part ? "offline.day.nothingPart" : "offline.day.nothing"));
  else out.push(...inPart.map((l) => `- ${l.time ? s.t("offline.day.timed", { time: l.time, what: l.text }) : l.text}`));
  return { text: out.join("\n"), busy: inPart.length > 0 };
}

/** Morning before noon, afternoon to five, evening after. */
function partOf(time: string): "morning" | "afternoon" | "evening" {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
}

/** How long you stay in each city asked (every city when none is), with the reservations and plans there. */
export function staysAnswer(s: Speaker, ctx: Ctx, cities: string[]): string {
  const asked = cities.length > 0;
  const list = stays(ctx).filter((i) => !asked || cities.some((c) => sameCity(i.city, c)));
  const cityReservations = ctx.reservations.filter((r) => r.city && cities.some((c) => sameCity(r.city, c)));
  if (list.length === 0) {
    if (!asked) return s.t("offline.stays.empty");
    const none = s.t("offline.stays.noStay", { city: s.list(cities) });
    return cityReservations.length ? `${none}\n\n${listed(s.t("offline.stays.reservations"), cityReservations.map((r) => reservationLine(s, ctx, r)))}` : none;
  }
  const byCity = new Map<string, { place: string; days: number; periods: string[] }>();
  for (const stay of list) {
    const place = placeLabel(stay.city!, stay.country);
    const entry = byCity.get(place) ?? { place, days: 0, periods: [] };
    if (stay.startDate) {
      const end = stay.endDate ?? stay.startDate;
      const days = daysBetween(stay.startDate, end) + 1;
      entry.days += days;
      entry.periods.push(s.t("offline.stays.period", { range: dateRange(s, stay.startDate, end), days, nights: days - 1 }));
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
  const parts = [[s.t(asked ? "offline.stays.headingAsked" : "offline.stays.heading"), ...lines].join("\n")];
  if (asked) {
    if (cityReservations.length > 0) parts.push(listed(s.t("offline.stays.reservations"), cityReservations.map((r) => reservationLine(s, ctx, r))));
    const plans = eventsDuring(ctx, list);
    if (plans.length > 0) parts.push(listed(s.t("offline.stays.plans"), plans.map((e) => s.t("offline.stays.planItem", { title: e.title, when: at(s, dateRange(s, e.startDate!, e.endDate), e.startTime) }))));
  }
  return parts.join("\n\n");
}

/** Events (itinerary items without a city) on the days of these stays. */
function eventsDuring(ctx: Ctx, list: Stay[]): Stay[] {
  const days = new Set(list.flatMap((stay) => (stay.startDate ? calendarDatesBetween(stay.startDate, stay.endDate ?? stay.startDate) : [])));
  return ctx.itinerary.filter((i) => !i.city && i.startDate && days.has(i.startDate));
}
