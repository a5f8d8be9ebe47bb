// How a service says it changed trip data: one NOTIFY on the realtime channel
// and one row of the trip's activity, both on the write's own transaction, so
// they exist exactly when the write commits (ADR 017, ADR 037).
import { sql } from "drizzle-orm";
import type { ChangeEvent, RealtimeResource } from "@shared/realtime";
import { keptInActivity, type ActivityDetail } from "@shared/activity-rules";
import type { Db, Tx } from "../db/client";
import { activity } from "../db/schema";
import { hotRead } from "../db/hot-reads";

export const REALTIME_CHANNEL = "roamwise_realtime";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const MAX_PAYLOAD = 7500;

/** A change to one trip's data, as published on the channel. */
export interface TripChange extends ChangeEvent {
  tripId: string;
  resource: RealtimeResource;
}

/** What publishChange is told: the change, and for the activity only (not sent) what it was about as the member named it and how it changed. */
export interface TripChangeNote extends TripChange {
  title?: string | null;
  detail?: ActivityDetail;
}

/** The channel message the hub reads back (`k` tells it from presence messages). */
export function changePayload(change: TripChange): string {
  const payload = JSON.stringify({ k: "change", ...change });
  // Only a client-chosen id could be this long; the event stays useful without it.
  return Buffer.byteLength(payload) > MAX_PAYLOAD ? JSON.stringify({ k: "change", ...change, id: null }) : payload;
}

/** A deleted trip has no activity left to show (its rows go with it); KEPT_IN_ACTIVITY says which others are left out. */
function isActivity(change: TripChange): boolean {
  if (change.resource === "trip" && change.action === "deleted") return false;
  return keptInActivity(change.resource);
}

/**
 * Publishes the change as part of `tx`. Taking a transaction (not the pool)
 * is the point: PostgreSQL holds a NOTIFY until COMMIT and drops it on
 * ROLLBACK, and on a pool only the transaction's own connection can do that.
 * The activity row is written in the same transaction for the same reason.
 */
export async function publishChange(tx: Tx, note: TripChangeNote): Promise<void> {
  if (!isActivity(note)) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${changePayload(changeOf(note))})`);
    return;
  }
  await recordAndNotify(tx, changeValues(note));
}

/** The change as sent on the channel: what it was about and how it changed are for the activity only. */
function changeOf({ title: _title, detail: _detail, ...change }: TripChangeNote): TripChange {
  return change;
}

const p = sql.placeholder;

/**
 * The activity row of a change, a data-modifying `with` (it runs to completion whether or not its rows
 * are read) on the placeholders `changeValues` fills. Their names start with "change" so they cannot
 * meet those of a statement it is put in front of.
 */
export const recordedChange = (db: Db) =>
  db.$with("recorded").as(
    db
      .insert(activity)
      .values({
        tripId: p("changeTripId"), userId: p("changeUserId"), resource: p("changeResource"), action: p("changeAction"),
        itemId: p("changeItemId"), title: p("changeTitle"), detail: p("changeDetail"),
      })
      .returning({ id: activity.id }),
  );

/** The change's NOTIFY as a selected value: sent once per row of the statement, held until COMMIT like the rows. */
export const notifiedChange = sql`pg_notify(${REALTIME_CHANNEL}, ${p("changePayload")})`;

/** The values of `recordedChange` and `notifiedChange` for one change that the activity keeps. */
export function changeValues(note: TripChangeNote): Record<string, unknown> {
  if (!isActivity(note)) throw new Error(`changeValues: ${note.resource} ${note.action} is not kept in the activity`);
  return {
    changeTripId: note.tripId,
    changeUserId: note.by,
    changeResource: note.resource,
    changeAction: note.action,
    changeItemId: note.id,
    changeTitle: note.title ? note.title.slice(0, 200) : null,
    changeDetail: note.detail ?? null,
    changePayload: changePayload(changeOf(note)),
  };
}

// Nearly every write of trip data runs this: a hot statement (ADR 029), on the write's own connection.
// The activity row and the NOTIFY in one statement (one round trip). A write whose own statement is an
// insert may put both in front of it instead (`recordedChange`, `notifiedChange`): one statement fewer.
const recordAndNotify = hotRead("publish_change", { notified: notifiedChange }, (db, fields) => {
  const recorded = recordedChange(db);
  return db.with(recorded).select(fields).from(recorded);
});
