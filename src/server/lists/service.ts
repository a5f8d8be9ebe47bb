// A trip's packing list and to-do list (docs/product/lists.md). The route has checked
// that the caller is a member; this decides what their role lets them change
// (a viewer only ticks an item that is theirs or no one's), checks assignees
// and due dates against the trip, and writes in one transaction that says the
// change live and in the activity (ADR 017, ADR 037).
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { can } from "@shared/permissions";
import type { Role } from "@shared/trips";
import {
  ASSIGNEE_NOT_MEMBER,
  DUE_ONLY_TODOS,
  DUE_OUTSIDE_TRIP,
  FROM_SAME_TRIP,
  FROM_TRIP_NOT_FOUND,
  mayTick,
  PACKING_TEMPLATES,
  type FillInput,
  type ListItem,
  type ListItemPatch,
  type ListKind,
  type NewListItem,
} from "@shared/lists";
import type { Db, Tx } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { listItems, tripMembers, trips } from "../db/schema";
import { personRefs } from "../guests/service";
import { isUuid, tripRole } from "../access/trip-access";
import { isoTimestamp } from "../db/timestamps";
import { badRequest, forbidden, notFound } from "../http-error";
import { nextUpdatedAt, refuseStale } from "../versions/versions";
import { publishChange } from "../realtime/publish";
import { tellListAssigned } from "../notifications/tell";
import { type ErrorId } from "@shared/i18n/error-message";

const NOT_FOUND: ErrorId = "errors.lists.itemNotFound";
export const VIEWER_TICKS_ONLY: ErrorId = "errors.lists.viewerTicksOnly";

/** Who is asking, in which trip. */
export interface ListContext {
  tripId: string;
  userId: string;
  role: Role;
}

type Row = typeof listItems.$inferSelect;

const toItem = (row: Row): ListItem => ({
  id: row.id,
  tripId: row.tripId,
  list: row.list,
  text: row.text,
  // A member's user id or a guest's id: one field, as every person in an answer (ADR 058).
  assigneeId: row.assigneeId ?? row.assigneeGuestId,
  done: row.done,
  due: row.due,
  createdBy: row.createdBy,
  updatedAt: isoTimestamp(row.updatedAt),
});

/** In the order they were added. */
// A hot read (ADR 029): the lists page and every days answer (its to-dos) run it.
const listRows = hotRead("list_items_of", getTableColumns(listItems), (db, fields) =>
  db
    .select(fields)
    .from(listItems)
    .where(and(eq(listItems.tripId, sql.placeholder("tripId")), eq(listItems.list, sql.placeholder("list"))))
    .orderBy(asc(listItems.position), asc(listItems.createdAt)),
);

export async function listOf(db: Db | Tx, tripId: string, list: ListKind): Promise<ListItem[]> {
  const rows = await listRows(db, { tripId, list });
  return rows.map(toItem);
}

// Hot statements (ADR 029) for a tick, the app's most frequent write: the access check's look-up, the
// checked tick, and the locked read of the checked path.
// The outer trip id is named with its table: Drizzle writes a bare "trip_id" in a one-table select, which
// inside the subquery would be the member row's own.
const callerRole = sql<Role | null>`(select ${tripMembers.role} from ${tripMembers}
  where ${tripMembers.tripId} = ${listItems}.${sql.identifier("trip_id")} and ${tripMembers.userId} = ${sql.placeholder("userId")})`;
const itemTripAndRole = hotRead("list_item_trip_role", { tripId: listItems.tripId, role: callerRole }, (db, fields) =>
  db.select(fields).from(listItems).where(eq(listItems.id, sql.placeholder("id"))).limit(1),
);
const lockedItem = hotRead("list_item_locked", getTableColumns(listItems), (db, fields) =>
  db.select(fields).from(listItems).where(eq(listItems.id, sql.placeholder("id"))).for("update"),
);
// A tick whose checks hold is one statement: the caller's version (If-Match) and what their role lets them
// tick are the update's own conditions, the same comparisons as refuseStale and mayTick. When any fails
// nothing is written and updateListItem takes the checked path, which names the reason.
const p = sql.placeholder;
const tickChecked = hotRead("list_item_tick_checked", getTableColumns(listItems), (db, fields) =>
  db
    .update(listItems)
    .set({ done: sql`${p("done")}`, updatedAt: nextUpdatedAt(listItems.updatedAt) })
    .where(
      and(
        eq(listItems.id, p("id")),
        eq(listItems.tripId, p("tripId")),
        // Versions are cut to the millisecond, as isoTimestamp shows them.
        sql`(${p("expected")}::timestamptz is null or date_trunc('milliseconds', ${listItems.updatedAt}) = ${p("expected")}::timestamptz)`,
        sql`(${p("tickAny")}::boolean or coalesce(${listItems.assigneeId}, ${listItems.assigneeGuestId}) is null or ${listItems.assigneeId} = ${p("userId")})`,
      ),
    )
    .returning(fields),
);

/** The trip a list item belongs to (the assistant's tools; the routes' access check uses listItemTripAndRole); null when there is none. */
export async function listItemTripId(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ tripId: listItems.tripId }).from(listItems).where(eq(listItems.id, id)).limit(1);
  return row?.tripId ?? null;
}

/** The trip of a list item and the caller's role in it (null: not a member), in one statement; null when there is no such item. */
export async function listItemTripAndRole(db: Db, id: string, userId: string): Promise<{ tripId: string; role: Role | null } | null> {
  if (!isUuid(id)) return null;
  const [row] = await itemTripAndRole(db, { id, userId });
  return row ?? null;
}

// ── Checks ──────────────────────────────────────────────────────────────────

/** The assignee as the row's two columns: a member's user id or a guest's id of the trip (400 naming assigneeId otherwise). */
async function checkAssignee(tx: Tx, tripId: string, assigneeId: string | null | undefined): Promise<{ assigneeId: string | null; assigneeGuestId: string | null }> {
  if (!assigneeId) return { assigneeId: null, assigneeGuestId: null };
  const [person] = await personRefs(tx, tripId, [assigneeId], () => "assigneeId", ASSIGNEE_NOT_MEMBER);
  return { assigneeId: person!.userId, assigneeGuestId: person!.guestId };
}

/**
 * A due date is for to-dos, on or before the trip's last day: some things are due before it starts
 * (a visa, the ferry booking). Any day while the trip has no end date yet.
 */
async function checkDue(tx: Tx, tripId: string, list: ListKind, due: string | null | undefined): Promise<string | null> {
  if (!due) return null;
  if (list !== "todo") throw badRequest("due", DUE_ONLY_TODOS);
  const [trip] = await tx.select({ startDate: trips.startDate, endDate: trips.endDate }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw notFound("errors.trips.notFound");
  // YYYY-MM-DD strings compare as the dates they are.
  if (trip.endDate && due > trip.endDate) throw badRequest("due", DUE_OUTSIDE_TRIP);
  return due;
}

async function nextPosition(tx: Tx, tripId: string, list: ListKind): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${listItems.position})` })
    .from(listItems)
    .where(and(eq(listItems.tripId, tripId), eq(listItems.list, list)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

// ── Writing ─────────────────────────────────────────────────────────────────

export async function createListItem(db: Db, ctx: ListContext, list: ListKind, input: NewListItem): Promise<ListItem> {
  return db.transaction(async (tx) => {
    const assignee = await checkAssignee(tx, ctx.tripId, input.assigneeId);
    const due = await checkDue(tx, ctx.tripId, list, input.due);
    // Serialises concurrent adds to one trip's lists, so positions stay distinct.
    await tx.execute(sql`select 1 from ${trips} where ${trips.id} = ${ctx.tripId} for update`);
    const [row] = await tx
      .insert(listItems)
      .values({ tripId: ctx.tripId, list, text: input.text, ...assignee, due, position: await nextPosition(tx, ctx.tripId, list), createdBy: ctx.userId })
      .returning();
    await publishChange(tx, { tripId: ctx.tripId, resource: "lists", action: "created", id: row!.id, by: ctx.userId, title: row!.text });
    // A guest has no account to tell.
    if (assignee.assigneeId) await tellListAssigned(tx, { tripId: ctx.tripId, actorId: ctx.userId, itemId: row!.id, assigneeId: assignee.assigneeId, text: row!.text });
    return toItem(row!);
  });
}

/**
 * Editors and admins change anything; anyone else (a viewer) only ticks or
 * unticks an item assigned to them or to no one (docs/product/lists.md).
 */
function mayChange(ctx: ListContext, row: Row, patch: ListItemPatch): boolean {
  if (can(ctx.role, "lists.write")) return true;
  const onlyTick = Object.entries(patch).every(([key, value]) => key === "done" || value === undefined);
  return onlyTick && mayTick(toItem(row), ctx.userId, false);
}

export async function updateListItem(db: Db, ctx: ListContext, id: string, patch: ListItemPatch, expected?: string): Promise<ListItem> {
  return db.transaction(async (tx) => {
    // A change of `done` alone is a tick, the app's most frequent write: when its checks hold it is one statement.
    const onlyDone = patch.done !== undefined && Object.entries(patch).every(([key, value]) => key === "done" || value === undefined);
    if (onlyDone) {
      const [ticked] = await tickChecked(tx, { id, tripId: ctx.tripId, done: patch.done, expected: expected ?? null, tickAny: can(ctx.role, "lists.write"), userId: ctx.userId });
      if (ticked) {
        // The activity says so ("Cleo ticked Beach towel").
        await publishChange(tx, { tripId: ctx.tripId, resource: "lists", action: "updated", id, by: ctx.userId, title: ticked.text, detail: patch.done ? "ticked" : "unticked" });
        return toItem(ticked);
      }
    }
    // The checked path: one locked read serves the version check, the role's limits and the write.
    const [row] = await lockedItem(tx, { id });
    // docs/product/offline.md: a device's stale version is refused (409 with the current item) before anything is checked.
    if (row) await refuseStale(row.updatedAt, expected, () => toItem(row));
    if (!row || row.tripId !== ctx.tripId) throw notFound(NOT_FOUND);
    if (!mayChange(ctx, row, patch)) throw forbidden(VIEWER_TICKS_ONLY);
    const set: Partial<typeof listItems.$inferInsert> = {};
    if (patch.text !== undefined) set.text = patch.text;
    if (patch.done !== undefined) set.done = patch.done;
    if (patch.assigneeId !== undefined) Object.assign(set, await checkAssignee(tx, ctx.tripId, patch.assigneeId));
    if (patch.due !== undefined) set.due = await checkDue(tx, ctx.tripId, row.list, patch.due);
    if (Object.keys(set).length === 0) return toItem(row);
    const [updated] = await tx
      .update(listItems)
      .set({ ...set, updatedAt: nextUpdatedAt(listItems.updatedAt) })
      .where(eq(listItems.id, id))
      .returning();
    // Reached by a tick only when something changed between its two statements: still a tick.
    const detail = onlyDone ? (set.done ? "ticked" : "unticked") : undefined;
    await publishChange(tx, { tripId: ctx.tripId, resource: "lists", action: "updated", id, by: ctx.userId, title: updated!.text, detail });
    if (updated!.assigneeId && updated!.assigneeId !== row.assigneeId) {
      await tellListAssigned(tx, { tripId: ctx.tripId, actorId: ctx.userId, itemId: id, assigneeId: updated!.assigneeId, text: updated!.text });
    }
    return toItem(updated!);
  });
}

export async function deleteListItem(db: Db, ctx: ListContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(listItems)
      .where(and(eq(listItems.id, id), eq(listItems.tripId, ctx.tripId)))
      .returning({ id: listItems.id, text: listItems.text });
    if (!row) throw notFound(NOT_FOUND);
    await publishChange(tx, { tripId: ctx.tripId, resource: "lists", action: "deleted", id, by: ctx.userId, title: row.text });
  });
}

/**
 * Adds a template's items (in the caller's language, `translate`) or a copy of
 * another trip's packing list (texts only, unticked and unassigned: its
 * members are not this trip's) to the packing list. Texts already on the list
 * are not added twice, so filling again adds only what is missing.
 */
export async function fillPackingList(db: Db, ctx: ListContext, input: FillInput, translate: (id: string) => string): Promise<ListItem[]> {
  let texts: string[];
  if (input.template) {
    texts = PACKING_TEMPLATES[input.template].map((key) => translate(`lists.template.${key}`));
  } else {
    const fromTripId = input.fromTripId!;
    if (fromTripId === ctx.tripId) throw badRequest("fromTripId", FROM_SAME_TRIP);
    // Another trip's list is read only by its members; any other trip is "not found", as everywhere.
    if (!(await tripRole(db, fromTripId, ctx.userId))) throw notFound(FROM_TRIP_NOT_FOUND);
    texts = (await listOf(db, fromTripId, "packing")).map((item) => item.text);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${trips} where ${trips.id} = ${ctx.tripId} for update`);
    const have = new Set((await listOf(tx, ctx.tripId, "packing")).map((item) => item.text.toLocaleLowerCase()));
    const adding = texts.filter((text) => {
      const key = text.toLocaleLowerCase();
      if (have.has(key)) return false;
      have.add(key);
      return true;
    });
    if (adding.length > 0) {
      const first = await nextPosition(tx, ctx.tripId, "packing");
      await tx
        .insert(listItems)
        .values(adding.map((text, i) => ({ tripId: ctx.tripId, list: "packing" as const, text, position: first + i, createdBy: ctx.userId })));
      // One change for the whole fill: the list is refetched once, and the activity says "filled the packing list".
      await publishChange(tx, { tripId: ctx.tripId, resource: "lists", action: "created", id: null, by: ctx.userId });
    }
    return listOf(tx, ctx.tripId, "packing");
  });
}
