// Calendar feeds: the trip's itinerary as iCalendar, and the secret per-user,
// per-trip tokens that let calendar apps poll it without a session cookie.
import { and, eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "../db/client";
import { calendarFeeds, trips } from "../db/schema";
import { tripRole } from "../access/trip-access";
import { listItems } from "../itinerary/service";
import { publishChange } from "../realtime/publish";
import type { Language } from "@shared/i18n/languages";
import { listReservations } from "../reservations/service";
import { intlFor } from "../i18n";
import { buildCalendar } from "./ics";

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
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  if (!row) return null;
  return (await tripRole(db, row.tripId, row.userId)) ? row : null;
}

/** The trip's itinerary and reservations as `userId` reads them, worded in `language`. */
export async function tripCalendar(db: Db, tripId: string, userId: string, language: Language, host?: string): Promise<string> {
  const [trip] = await db.select({ id: trips.id, name: trips.name }).from(trips).where(eq(trips.id, tripId));
  const intl = intlFor(language);
  return buildCalendar(trip!, await listItems(db, tripId), host, {
    list: await listReservations(db, tripId, userId),
    labels: { confirmation: (number) => intl.formatMessage({ id: "calendar.feed.confirmation" }, { number }) },
  });
}
