// Profile settings: per-user notification preferences and deleting an
// account. Deleting hands every shared trip to another admin first and
// removes the trips nobody else is on, all in one transaction.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import {
  CONFIRMATION_MISMATCH,
  DEFAULT_NOTIFICATION_PREFERENCES,
  confirmationMatches,
  type Preferences,
  type PreferencesInput,
} from "@shared/profile";
import { isLanguage } from "@shared/i18n/languages";
import { notificationSettingsOf, type NotificationSettings, type NotificationSettingsInput } from "@shared/notifications";
import { DEFAULT_THEME, isTheme, type Theme } from "@shared/theme";
import type { User } from "@shared/user";
import type { Db, Tx } from "../db/client";
import { sessions, tripMembers, trips, userPreferences, users } from "../db/schema";
import { badRequest } from "../http-error";
import { publishChange } from "../realtime/publish";

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES, language: null, theme: DEFAULT_THEME, timeZone: null };
  return {
    email: row.emailNotifications,
    push: row.pushNotifications,
    language: isLanguage(row.language) ? row.language : null,
    theme: isTheme(row.theme) ? row.theme : DEFAULT_THEME,
    timeZone: row.timeZone,
  };
}

/** The member's theme, for the <html> class of the pages the server renders (docs/product/appearance.md). */
export async function savedTheme(db: Db, userId: string): Promise<Theme> {
  const [row] = await db.select({ theme: userPreferences.theme }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return isTheme(row?.theme) ? row.theme : DEFAULT_THEME;
}

/** Changes the fields sent and keeps the others (docs/product/accounts-and-security.md); a first save starts from the product description's defaults. */
export async function savePreferences(db: Db, userId: string, prefs: PreferencesInput): Promise<Preferences> {
  const columns = {
    emailNotifications: prefs.email,
    pushNotifications: prefs.push,
    language: prefs.language,
    theme: prefs.theme,
    timeZone: prefs.timeZone,
  };
  const sent = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
  // The insert's absent columns take the table's defaults, which are the product description's.
  await db
    .insert(userPreferences)
    .values({ userId, ...sent })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...sent, updatedAt: sql`now()` } });
  return getPreferences(db, userId);
}

/** GET /api/profile/notifications: each kind's channels, the stored choices over the defaults. */
export async function getNotificationSettings(db: Db | Tx, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select({ n: userPreferences.notifications }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return notificationSettingsOf(row?.n);
}

/** PUT /api/profile/notifications: the kinds sent change, the others stay. */
export async function saveNotificationSettings(db: Db, userId: string, input: NotificationSettingsInput): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    // Read and written under the row's lock: two saves of different kinds both stay.
    await tx.insert(userPreferences).values({ userId }).onConflictDoNothing();
    await tx.select({ id: userPreferences.userId }).from(userPreferences).where(eq(userPreferences.userId, userId)).for("update");
    const next = { ...(await getNotificationSettings(tx, userId)), ...input };
    await tx.update(userPreferences).set({ notifications: next, updatedAt: sql`now()` }).where(eq(userPreferences.userId, userId));
    return next;
  });
}

export interface DeletedAccount {
  /** Trips removed because the user was their only member. */
  deletedTripIds: string[];
  /** Trips that stay, with the member who became admin when the user was the last one. */
  handedOver: { tripId: string; newAdminUserId: string | null }[];
}

export async function deleteAccount(db: Db, user: User, confirmation: string): Promise<DeletedAccount> {
  if (!confirmationMatches(confirmation, user.email)) throw badRequest("confirmation", CONFIRMATION_MISMATCH);
  return db.transaction((tx) => removeAccount(tx, user));
}

/**
 * Deletes the account inside `tx`: its shared trips go to another admin, the
 * trips nobody else is on are deleted (the owner's own deletion and an admin's).
 */
export async function removeAccount(tx: Tx, user: { id: string }): Promise<DeletedAccount> {
  const mine = await tx
    .select({ tripId: tripMembers.tripId, memberId: tripMembers.id })
    .from(tripMembers)
    .where(eq(tripMembers.userId, user.id))
    .orderBy(asc(tripMembers.tripId));
  const tripIds = mine.map((m) => m.tripId);
  // The same trip-row lock the members service takes, in id order, so a
  // concurrent role change or removal cannot leave a trip without an admin.
  if (tripIds.length > 0) {
    await tx.select({ id: trips.id }).from(trips).where(inArray(trips.id, tripIds)).orderBy(asc(trips.id)).for("update");
  }

  const result: DeletedAccount = { deletedTripIds: [], handedOver: [] };
  for (const { tripId, memberId } of mine) {
    const others = await tx
      .select({ id: tripMembers.id, userId: tripMembers.userId, role: tripMembers.role })
      .from(tripMembers)
      .where(and(eq(tripMembers.tripId, tripId), ne(tripMembers.userId, user.id)))
      .orderBy(asc(tripMembers.joinedAt), asc(tripMembers.id));
    if (others.length === 0) {
      await tx.delete(trips).where(eq(trips.id, tripId));
      // The user's own open tabs of the trip are closed by this.
      await publishChange(tx, { tripId, resource: "trip", action: "deleted", id: tripId, by: user.id });
      result.deletedTripIds.push(tripId);
      continue;
    }
    // The membership row is deleted below, with the others.
    await publishChange(tx, { tripId, resource: "members", action: "deleted", id: memberId, by: user.id });
    if (others.some((m) => m.role === "admin")) {
      result.handedOver.push({ tripId, newAdminUserId: null });
      continue;
    }
    // No other admin: the longest-standing member takes over.
    const heir = others[0]!;
    await tx.update(tripMembers).set({ role: "admin" }).where(eq(tripMembers.id, heir.id));
    await publishChange(tx, { tripId, resource: "members", action: "updated", id: heir.id, by: user.id });
    result.handedOver.push({ tripId, newAdminUserId: heir.userId });
  }

  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(tripMembers).where(eq(tripMembers.userId, user.id));
  // The rest (preferences, ratings, calendar feeds) cascades; authorship columns become null.
  await tx.delete(users).where(eq(users.id, user.id));
  return result;
}
