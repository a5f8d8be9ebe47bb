// Calendar feeds: the trip's days (the days read model) as iCalendar, and the
// secret per-user, per-trip tokens that let calendar apps poll it without a session cookie.
import { and, eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { calendarFeeds, trips, users } from "../db/schema";
import { tripRole } from "../access/trip-access";
import { publishChange } from "../realtime/publish";
import type { Language } from "@shared/i18n/languages";
import { listReservations } from "../reservations/service";
import { intlFor } from "../i18n";
import { listDays } from "../days/service";
import { daysIn } from "../days/generated-texts";
import { tripTimeZone } from "../days/time-zone";
import { buildCalendar, ownId } from "./ics";
import type { Day } from "@shared/days";
import type { Reservation } from "@shared/reservations";

export const feedPath = (token: string) => `/api/calendar-feeds/${token}.ics`;

const newToken = () => randomBytes(24).toString("base64url");

/** The caller's token for the trip, created on first ask. */
export async function feedToken(db: Db, userId: string, tripId: string): Promise<string> {
  await db.insert(calendarFeeds).values({ token: newToken(), userId, tripId }).onConflictDoNothing();
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.tripId, tripId)));
  return row!.token;
}

/** Replaces the caller's token, so the old subscription URL stops working. */
export async function resetFeedToken(db: Db, userId: string, tripId: string): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ token, userId, tripId })
      .onConflictDoUpdate({ target: [calendarFeeds.userId, calendarFeeds.tripId], set: { token } });
    // No id: the token is the row's only name, and it is secret.
    await publishChange(tx, { tripId, resource: "calendar-feed", action: "updated", id: null, by: userId });
  });
  return token;
}

/**
 * The trip a token opens, or null. Membership is checked on every poll, so a
 * removed member's link stops working without anyone resetting it.
 */
export async function feedForToken(db: Db, token: string): Promise<{ tripId: string; userId: string } | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, tripId: calendarFeeds.tripId })
    .from(calendarFeeds)
    // A disabled account's feeds stop with it (docs/product/admin.md).
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.disabled, false)))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  if (!row) return null;
  return (await tripRole(db, row.tripId, row.userId)) ? row : null;
}

/**
 * Leaves out of the days the reservations `userId` is not a traveller on
 * ("only mine"); every other item (stays, events, places, to-dos) stays.
 */
export function onlyMine(days: readonly Day[], bookings: readonly Reservation[], userId: string): Day[] {
  const others = new Set(bookings.filter((r) => !r.travellers.includes(userId)).map((r) => r.id));
  return days.map((day) => ({ ...day, items: day.items.filter((item) => item.kind !== "reservation" || !others.has(ownId(item))) }));
}

/**
 * The trip's days as `userId` reads them, worded in `language`: both feeds
 * (download and subscription) are this; `mine` keeps only their own bookings.
 */
export async function tripCalendar(db: Db, tripId: string, userId: string, language: Language, host?: string, mine = false): Promise<string> {
  const [trip] = await db.select({ name: trips.name }).from(trips).where(eq(trips.id, tripId));
  const [allDays, bookings, timeZone] = await Promise.all([listDays(db, tripId, {}), listReservations(db, tripId, userId), tripTimeZone(db, tripId)]);
  const days = mine ? onlyMine(allDays, bookings, userId) : allDays;
  const intl = intlFor(language);
  // Every zone a time in the feed is on: the trip's, and each journey end's own.
  const zones = new Set([timeZone, ...days.flatMap((d) => d.items.flatMap((i) => [i.timeZone, i.journey?.to.time ? i.journey.to.timeZone : null]))]);
  const vtimezones = (await Promise.all([...zones].filter((z): z is string => !!z).sort().map(vtimezoneOf))).filter((b): b is string => b !== null);
  return buildCalendar({ name: trip!.name, timeZone, vtimezones }, daysIn(days, language), {
    confirmation: (number) => intl.formatMessage({ id: "calendar.feed.confirmation" }, { number }),
    checkIn: (time) => intl.formatMessage({ id: "calendar.feed.checkIn" }, { time }),
  }, bookings, host);
}

/** The zone's VTIMEZONE (its offsets and daylight-saving rules), from the IANA data; loaded on first use. */
async function vtimezoneOf(timeZone: string): Promise<string | null> {
  const { tzlib_get_ical_block } = await import("timezones-ical-library");
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[0]?.startsWith("BEGIN:VTIMEZONE") ? block[0] : null;
}
