// How a service says it changed trip data: one NOTIFY on the realtime channel,
// sent on the write's own transaction, so it is delivered exactly when the write commits (ADR 017).
import { sql } from "drizzle-orm";
import type { ChangeEvent, RealtimeResource } from "@shared/realtime";
import type { Tx } from "../db/client";

export const REALTIME_CHANNEL = "roamwise_realtime";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay well below. */
export const MAX_PAYLOAD = 7500;

/** A change to one trip's data, as published on the channel. */
export interface TripChange extends ChangeEvent {
  tripId: string;
  resource: RealtimeResource;
}

/** The channel message the hub reads back (`k` tells it from presence messages). */
export function changePayload(change: TripChange): string {
  const payload = JSON.stringify({ k: "change", ...change });
  // Only a client-chosen id could be this long; the event stays useful without it.
  return Buffer.byteLength(payload) > MAX_PAYLOAD ? JSON.stringify({ k: "change", ...change, id: null }) : payload;
}

/**
 * Publishes the change as part of `tx`. Taking a transaction (not the pool)
 * is the point: PostgreSQL holds a NOTIFY until COMMIT and drops it on
 * ROLLBACK, and on a pool only the transaction's own connection can do that.
 */
export async function publishChange(tx: Tx, change: TripChange): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${changePayload(change)})`);
}
