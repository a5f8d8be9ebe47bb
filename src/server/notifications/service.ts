// Reading and marking a person's own notices (docs/product/notifications.md).
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Language } from "@shared/i18n/languages";
import { NOTIFICATIONS_BEFORE_INVALID, NOTIFICATIONS_PAGE, type MarkRead, type Notification, type NotificationKind, type NotificationsPage } from "@shared/notifications";
import type { Db } from "../db/client";
import { notifications, trips, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { badRequest } from "../http-error";
import { renderNotice } from "./render";

const selection = {
  row: notifications,
  tripName: trips.name,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
};

/** Notices with what their words need, newest first. */
async function readNotices(db: Db, where: SQL | undefined, limit?: number) {
  const query = db
    .select(selection)
    .from(notifications)
    .leftJoin(trips, eq(trips.id, notifications.tripId))
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return limit ? query.limit(limit) : query;
}

type Read = Awaited<ReturnType<typeof readNotices>>[number];

function toNotification(language: Language, { row, tripName, actorFirstName, actorLastName }: Read): Notification {
  const kind = row.kind as NotificationKind;
  return {
    id: row.id,
    kind,
    tripId: row.tripId,
    ...renderNotice(language, { kind, tripId: row.tripId, itemId: row.itemId, data: row.data, tripName, actorFirstName, actorLastName }),
    createdAt: isoTimestamp(row.createdAt),
    readAt: row.readAt ? isoTimestamp(row.readAt) : null,
  };
}

/** `next` is the last item's time and id: a page boundary that holds while new notices arrive. */
function cursorOf(n: Read): string {
  return Buffer.from(`${isoTimestamp(n.row.createdAt)}|${n.row.id}`).toString("base64url");
}

function parseCursor(before: string): { at: string; id: string } {
  const [at, id] = Buffer.from(before, "base64url").toString().split("|");
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/.test(id)) throw badRequest("before", NOTIFICATIONS_BEFORE_INVALID);
  return { at, id };
}

export async function listNotifications(
  db: Db,
  userId: string,
  language: Language,
  query: { unread: boolean; before?: string },
): Promise<NotificationsPage> {
  const cursor = query.before ? parseCursor(query.before) : null;
  const rows = await readNotices(
    db,
    and(
      eq(notifications.userId, userId),
      query.unread ? isNull(notifications.readAt) : undefined,
      cursor
        ? or(lt(notifications.createdAt, cursor.at), and(eq(notifications.createdAt, cursor.at), lt(notifications.id, cursor.id)))
        : undefined,
    ),
    NOTIFICATIONS_PAGE + 1,
  );
  const page = rows.slice(0, NOTIFICATIONS_PAGE);
  return {
    items: page.map((r) => toNotification(language, r)),
    unread: await unreadCount(db, userId),
    next: rows.length > NOTIFICATIONS_PAGE ? cursorOf(page[page.length - 1]!) : null,
  };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the person's own notices read; ids of others' notices or unknown ids change nothing. */
export async function markRead(db: Db, userId: string, input: MarkRead): Promise<void> {
  const ids = "ids" in input ? input.ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)) : null;
  if (ids && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), ids ? inArray(notifications.id, ids) : undefined));
}

/** Some notices by id, worded in `language` (for the live stream and e-mails); only `userId`'s when given. */
export async function noticesByIds(db: Db, ids: string[], language: Language, userId?: string): Promise<Notification[]> {
  if (ids.length === 0) return [];
  const rows = await readNotices(db, and(inArray(notifications.id, ids), userId ? eq(notifications.userId, userId) : undefined));
  return rows.map((r) => toNotification(language, r));
}
