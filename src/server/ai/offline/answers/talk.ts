// What the assistant says about itself: what it can answer, what needs a
// model, what the trip's data does not hold, and names the trip does not have.
import type { Query, Refusal, Unknowable } from "../intents";
import type { Ctx, OfflineMessageId, Speaker } from "../speaker";

const CAPABILITIES: OfflineMessageId[] = [
  "offline.help.topic.dates",
  "offline.help.topic.itinerary",
  "offline.help.topic.days",
  "offline.help.topic.reservations",
  "offline.help.topic.budget",
  "offline.help.topic.money",
  "offline.help.topic.quotes",
  "offline.help.topic.members",
];

/** Hello, or "I didn't understand", then what it can answer. */
export function helpAnswer(s: Speaker, ctx: Ctx, hello: boolean): string {
  const intro = s.t(hello ? "offline.help.hello" : "offline.help.notUnderstood", { trip: ctx.trip.name });
  return [
    `${intro} ${s.t("offline.help.askMe")}`,
    ...CAPABILITIES.map((c) => `- ${s.t(c)}`),
    `${s.t("offline.help.needsModel")} ${s.t("offline.connect")}`,
  ].join("\n");
}

const NEEDS_MODEL: Record<Refusal, OfflineMessageId> = {
  weather: "offline.needsModel.weather",
  recommend: "offline.needsModel.recommend",
  outside: "offline.needsModel.outside",
};

/** A question only a model could answer: said plainly, with how to connect one. */
export const refusal = (s: Speaker, r: Refusal) => `${s.t(NEEDS_MODEL[r])} ${s.t("offline.connect")}`;

const NOT_IN_DATA: Record<Unknowable, OfflineMessageId> = {
  distance: "offline.notInData.distance",
  contact: "offline.notInData.contact",
  hours: "offline.notInData.openingHours",
};

const TRAVEL_TEXT = { walking: "offline.travel.walk", cycling: "offline.travel.cycle", driving: "offline.travel.drive", transit: "offline.travel.transit" } as const;

/**
 * The travel between the itinerary's stops, as the day plan and the map give
 * it; null when there is none (then distances are not in the data).
 */
export function travelAnswer(s: Speaker, ctx: Ctx): string | null {
  if (ctx.travel.length === 0) return null;
  const lines = ctx.travel.map((l) => {
    const leg = s.t(TRAVEL_TEXT[l.mode], { from: l.from, to: l.to, km: s.f.number(l.km), minutes: l.minutes });
    return `- ${leg}${l.estimate ? ` ${s.t("offline.travel.estimate")}` : ""}`;
  });
  return [s.t("offline.travel.heading"), ...lines].join("\n");
}

/** Something the trip's data does not hold (distances, phone numbers, opening hours). */
export const unknowable = (s: Speaker, u: Unknowable) => s.t(NOT_IN_DATA[u]);

/** A name the trip does not have: said as typed, with what the trip does have. */
export function notFoundAnswer(q: Query, s: Speaker, ctx: Ctx): string {
  const name = q.unknown.join(" ");
  const cities = [...new Set(ctx.itinerary.map((i) => i.city).filter((c): c is string => !!c))];
  const where = q.cues.has("whereAsk");
  if (where && cities.length) return s.t("offline.notFound.city", { name, cities: s.list(cities) });
  return `${s.t("offline.notFound.thing", { name })} ${s.t("offline.notFound.askMe")}`;
}
