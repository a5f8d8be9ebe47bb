// The public page of a trip (docs/product/sharing.md, ADR 028): the publish answer and what
// GET /api/share/{token} gives — the members' shapes with the private fields
// left out (not nulled): no confirmation numbers, costs, notes or ratings, and
// no members at all (so nobody's e-mail). `days` groups the itinerary by date.
import { z } from "zod";
import { itineraryItemSchema, locationSchema, type ItineraryItem } from "./itinerary";
import { reservationSchema } from "./reservations";

export const shareLinkSchema = z.object({
  /** 256 random bits, base64url. */
  token: z.string(),
  /** `{PUBLIC_URL}/s/{token}`. */
  url: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/trips/{tripId}/share: the link while the page is on, else null. */
export const shareStatusSchema = z.object({ link: shareLinkSchema.nullable() });
export type ShareStatus = z.infer<typeof shareStatusSchema>;

export const shareTokenParamsSchema = z.object({ token: z.string() });

/** Fields of a reservation only members see. */
export const PRIVATE_RESERVATION_FIELDS = ["confirmationNumber", "cost", "notes", "userRating"] as const;

export const publicReservationSchema = reservationSchema.omit({ confirmationNumber: true, cost: true, notes: true, userRating: true });
export type PublicReservation = z.infer<typeof publicReservationSchema>;

export const publicDaySchema = z.object({
  /** A calendar date (YYYY-MM-DD); null for the items without a date, listed last. */
  date: z.string().nullable(),
  /** Items on that date: a stay appears on every date from its start to its end; events by start time. */
  items: z.array(itineraryItemSchema),
});
export type PublicDay = z.infer<typeof publicDaySchema>;

export const sharedTripSchema = z.object({
  trip: z.object({ name: z.string(), description: z.string().nullable(), startDate: z.string().nullable(), endDate: z.string().nullable() }),
  cities: z.array(locationSchema),
  days: z.array(publicDaySchema),
  reservations: z.array(publicReservationSchema),
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;

export const SHARE_NOT_FOUND = "This page is not shared (any more)";

/** The public page's path for a token. */
export const sharePath = (token: string) => `/s/${encodeURIComponent(token)}`;

/** A stay longer than this is listed on its first days only (a typo'd end date must not make thousands of days). */
const MAX_SPAN_DAYS = 366;

export function addDays(calendarDate: string, days: number): string {
  const [y, m, d] = calendarDate.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The dates from `start` to `end` inclusive (just `start` without an end or with an end before it). */
export function datesOf(start: string, end: string | null): string[] {
  const dates = [start];
  if (!end) return dates;
  for (let d = addDays(start, 1); d <= end && dates.length < MAX_SPAN_DAYS; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * Items grouped by calendar date, in date order, undated last. Within a date
 * the untimed ones (stays, all-day events) come first, then by start time;
 * otherwise the list's own order is kept (the sort is stable).
 */
export function groupByDay<T extends Pick<ItineraryItem, "startDate" | "endDate" | "startTime">>(items: readonly T[]): { date: string | null; items: T[] }[] {
  const byDate = new Map<string, T[]>();
  const undated: T[] = [];
  for (const item of items) {
    if (!item.startDate) {
      undated.push(item);
      continue;
    }
    for (const date of datesOf(item.startDate, item.endDate)) {
      const list = byDate.get(date) ?? [];
      list.push(item);
      byDate.set(date, list);
    }
  }
  const timeKey = (item: T) => item.startTime ?? "";
  const days: { date: string | null; items: T[] }[] = [...byDate.keys()]
    .sort()
    .map((date) => ({ date, items: [...byDate.get(date)!].sort((a, b) => timeKey(a).localeCompare(timeKey(b))) }));
  if (undated.length) days.push({ date: null, items: undated });
  return days;
}
