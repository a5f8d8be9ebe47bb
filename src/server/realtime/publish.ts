// How a service says it changed trip data: one NOTIFY on the realtime channel
// and one row of the trip's activity, both on the write's own transaction, so
// they exist exactly when the write commits (ADR 017, ADR 037).
import { sql } from "drizzle-orm";
import type { ChangeEvent, RealtimeResource } from "@shared/realtime";
import { keptInActivity, type ActivityDetail } from "@shared/activity-rules";
import type { Tx } from "../db/client";
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
export async function publishChange(tx: Tx, { title, detail, ...change }: TripChangeNote): Promise<void> {
  const payload = changePayload(change);
  if (!isActivity(change)) {
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
    return;
  }
  await recordAndNotify(tx, {
    tripId: change.tripId,
    userId: change.by,
    resource: change.resource,
    action: change.action,
    itemId: change.id,
    title: title ? title.slice(0, 200) : null,
    detail: detail ?? null,
    payload,
  });
}

const p = sql.placeholder;
const notified = { notified: sql`pg_notify(${REALTIME_CHANNEL}, ${p("payload")})` };
// Nearly every write of trip data runs this: a hot statement (ADR 029), on the write's own connection.
// The activity row and the NOTIFY in one statement (one round trip): a data-modifying `with` runs to
// completion whether or not its rows are read, and the NOTIFY, sent once per row it returns, is held until COMMIT like the row.
const recordAndNotify = hotRead("publish_change", notified, (db, fields) => {
  const row = db.$with("recorded").as(
    db
      .insert(activity)
      .values({ tripId: p("tripId"), userId: p("userId"), resource: p("resource"), action: p("action"), itemId: p("itemId"), title: p("title"), detail: p("detail") })
      .returning({ id: activity.id }),
  );
  return db.with(row).select(fields).from(row);
});
