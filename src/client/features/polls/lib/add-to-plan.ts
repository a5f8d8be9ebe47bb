// What "Add to plan" does for a closed poll's winning option that names a place and a day
// (docs/product/polls.md), through the existing places routes:
// - the place is an idea (no day yet): the day's order call gives it the winning day, at its end;
// - the place is on another day: a new visit of it on the winning day (POST …/places), so the day
//   already planned keeps it — a poll decides when to go (again), not that the first plan is wrong;
// - the place is on the winning day already: nothing to add ("On the plan");
// - the place is gone (deleted since): no button.
import type { Day } from "@shared/days";
import type { Idea } from "@shared/ideas";
import type { PollOption } from "@shared/polls";

export type PlanStep =
  | { kind: "schedule"; date: string; ids: string[] }
  | { kind: "visit"; date: string; place: { name: string; lat: number; lng: number; address: string | null } }
  | { kind: "planned" }
  | { kind: "none" };

export function planStep(option: Pick<PollOption, "placeId" | "date">, days: readonly Day[], ideas: readonly Pick<Idea, "id">[]): PlanStep {
  const { placeId, date } = option;
  if (!placeId || !date) return { kind: "none" };
  if (ideas.some((i) => i.id === placeId)) {
    // The day's own order first, the idea at its end.
    const day = days.find((d) => d.date === date);
    const ids = (day?.items ?? []).filter((i) => i.kind === "place" || i.kind === "event").map((i) => i.id);
    return { kind: "schedule", date, ids: [...ids, placeId] };
  }
  const onDays = days.flatMap((d) => d.items.filter((i) => i.id === placeId && i.kind === "place").map((i) => ({ day: d.date, item: i })));
  if (onDays.some((p) => p.day === date)) return { kind: "planned" };
  const seen = onDays[0]?.item;
  if (!seen?.place) return { kind: "none" };
  return { kind: "visit", date, place: { name: seen.title, lat: seen.place.lat, lng: seen.place.lng, address: seen.address ?? null } };
}
