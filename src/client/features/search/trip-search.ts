// What the header search finds in the current trip (issue 27): its cities,
// its reservations, its planned events and the places on its days, matched loosely (case, accents,
// any word of the query in any order), each with the page that shows it.
import { normaliseName } from "@shared/text";
import type { ItineraryItem } from "@shared/itinerary";
import type { Reservation } from "@shared/reservations";
import type { Day } from "@shared/days";

export interface SearchHit {
  kind: "city" | "reservation" | "event" | "place";
  id: string;
  title: string;
  /** A place that tells two hits apart (a city's country)… */
  detail: string | null;
  /** …or a calendar date (ISO), shown in the reader's language. */
  date: string | null;
  /** The page that shows it. */
  to: string;
}

/** At most this many hits per kind: a header dropdown, not a results page. */
export const MAX_PER_KIND = 5;

const matches = (words: string[], ...fields: (string | null | undefined)[]) => {
  const haystack = normaliseName(fields.filter(Boolean).join(" "));
  return words.every((w) => haystack.includes(w));
};

export function searchTrip(query: string, items: readonly ItineraryItem[], reservations: readonly Reservation[], days: readonly Day[] = []): SearchHit[] {
  const words = normaliseName(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const cities = items
    .filter((i) => i.location && matches(words, i.title, i.location.city, i.location.country))
    .map((i): SearchHit => ({ kind: "city", id: i.id, title: i.location!.city, detail: i.location!.country, date: null, to: "/itinerary" }));
  const booked = reservations
    .filter((r) => matches(words, r.name, r.confirmationNumber, r.address, r.location?.city, r.description))
    .map((r): SearchHit => ({ kind: "reservation", id: r.id, title: r.name, detail: null, date: r.reservationDate, to: `/reservations?q=${encodeURIComponent(r.name)}` }));
  const events = items
    .filter((i) => !i.location && matches(words, i.title, i.description))
    .map((i): SearchHit => ({ kind: "event", id: i.id, title: i.title, detail: null, date: i.startDate, to: "/calendar" }));
  // A place is a day's item of its own kind (docs/product/itinerary-and-days.md): the Days view shows it, on its day.
  const places = days
    .flatMap((d) => d.items.filter((i) => i.kind === "place").map((i) => ({ item: i, date: d.date })))
    .filter(({ item }) => matches(words, item.title, item.address))
    .map(({ item, date }): SearchHit => ({ kind: "place", id: item.id, title: item.title, detail: null, date, to: `/itinerary?day=${date}` }));
  return [...cities.slice(0, MAX_PER_KIND), ...booked.slice(0, MAX_PER_KIND), ...events.slice(0, MAX_PER_KIND), ...places.slice(0, MAX_PER_KIND)];
}
