// What counts as a second factor, said once: TOTP switched on, or a passkey (a
// passkey sign-in is two-step by itself: the device checks the person). The
// session lookup reads it with the session to enforce required two-step sign-in.
// Whether a password sign-in asks for a code is TOTP alone (`hasTotp`): an
// account with only passkeys has no code to give.
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { passkeys, totpFactors, users } from "../db/schema";

// Qualified by hand, for a select over `users`: Drizzle leaves the table name off the columns of a one-table select, which a subquery would misread.
const userIdOfRow = sql`"users"."id"`;

/** The user's authenticator app (TOTP) is on: set up and confirmed with a code. */
export const totpOn = (): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${totpFactors} t where t.user_id = ${userIdOfRow} and t.enabled_at is not null)`;

/** How many passkeys the user has added. */
export const passkeyCount = (): SQL<number> => sql<number>`(select count(*) from ${passkeys} p where p.user_id = ${userIdOfRow})::int`;

/** The rule as SQL in a select over `users`, so it can be read in the same statement as a session. */
export const secondFactorOn = (): SQL<boolean> =>
  sql<boolean>`(${totpOn()} or exists (select 1 from ${passkeys} p where p.user_id = ${userIdOfRow}))`;

async function readFlag(db: Db | Tx, userId: string, flag: SQL<boolean>): Promise<boolean> {
  const [row] = await db.select({ on: flag }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** Whether the account has a second factor (TOTP or a passkey). */
export const hasSecondFactor = (db: Db | Tx, userId: string) => readFlag(db, userId, secondFactorOn());

/** Whether a password (or single sign-on) sign-in must be followed by a code. */
export const hasTotp = (db: Db | Tx, userId: string) => readFlag(db, userId, totpOn());
