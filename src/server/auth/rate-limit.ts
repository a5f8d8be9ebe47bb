// Failed sign-in counting in fixed 15-minute windows kept in the database, so
// every app instance sees the same counts. Three keys for passwords: the
// address from one client IP (a stranger guessing from their machine only
// blocks themselves), the address from anywhere (a higher ceiling against
// guessing spread over many machines), and the client IP whatever address it
// tries. Wrong access tokens (Authorization: Bearer) are counted per client IP
// under a key of their own, so a script with a stale token does not block the
// people signing in from the same address.
import { inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { loginFailures } from "../db/schema";

export const WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL_AND_IP = 10;
export const MAX_FAILURES_PER_EMAIL = 100;
export const MAX_FAILURES_PER_IP = 30;
export const MAX_TOKEN_FAILURES_PER_IP = 30;

export const pairKey = (email: string, ip: string) => `pair:${email}|${ip}`;
export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;
export const tokenKey = (ip: string) => `token:${ip}`;

function limitOf(key: string): number {
  if (key.startsWith("pair:")) return MAX_FAILURES_PER_EMAIL_AND_IP;
  if (key.startsWith("token:")) return MAX_TOKEN_FAILURES_PER_IP;
  return key.startsWith("email:") ? MAX_FAILURES_PER_EMAIL : MAX_FAILURES_PER_IP;
}

const passwordKeys = (email: string, ip: string) => [pairKey(email, ip), emailKey(email), ipKey(ip)];

const windowOpen = sql`${loginFailures.windowStart} > now() - make_interval(mins => ${WINDOW_MINUTES})`;

/** Seconds until the caller may try a password again, or null when no key is over its limit. */
export const retryAfterSeconds = (db: Db, email: string, ip: string) => waitFor(db, passwordKeys(email, ip));

/** Counts one failed password for each of its keys. */
export const recordFailure = (db: Db, email: string, ip: string) => countFailure(db, passwordKeys(email, ip));

/** Seconds until the address may try an access token again, or null. */
export const tokenRetryAfterSeconds = (db: Db, ip: string) => waitFor(db, [tokenKey(ip)]);

/** Counts one wrong access token for the address. */
export const recordTokenFailure = (db: Db, ip: string) => countFailure(db, [tokenKey(ip)]);

/** Seconds until the caller may try again, or null when no key is over its limit. */
async function waitFor(db: Db, keys: string[]): Promise<number | null> {
  const rows = await db
    .select({
      key: loginFailures.key,
      count: loginFailures.count,
      remaining: sql<string>`ceil(extract(epoch from (${loginFailures.windowStart} + make_interval(mins => ${WINDOW_MINUTES}) - now())))`,
    })
    .from(loginFailures)
    .where(sql`${inArray(loginFailures.key, keys)} and ${windowOpen}`);
  let wait: number | null = null;
  for (const row of rows) {
    if (row.count >= limitOf(row.key)) wait = Math.max(wait ?? 1, Math.max(1, Number(row.remaining)));
  }
  return wait;
}

/** Counts one failure for each key; a key whose window has passed starts a new one. Atomic per key. */
async function countFailure(db: Db, keys: string[]): Promise<void> {
  const stale = sql`${loginFailures.windowStart} <= now() - make_interval(mins => ${WINDOW_MINUTES})`;
  await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, count: 1, windowStart: sql`now()` })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${stale} then 1 else ${loginFailures.count} + 1 end`,
        windowStart: sql`case when ${stale} then now() else ${loginFailures.windowStart} end`,
      },
    });
}

/** A successful sign-in forgives the address's failures from this IP and overall; rows whose window has passed are pruned on the way. */
export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(or(inArray(loginFailures.key, [pairKey(email, ip), emailKey(email)]), sql`not (${windowOpen})`));
}
