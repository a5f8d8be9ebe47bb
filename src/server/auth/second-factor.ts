// What counts as a second factor, said once: TOTP switched on (passkeys join
// here). The session lookup reads it with the session to enforce required
// two-step sign-in; sign-in paths ask `hasSecondFactor` whether to ask for a code.
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { totpFactors, users } from "../db/schema";

// Qualified by hand, for a select over `users`: Drizzle leaves the table name off the columns of a one-table select, which a subquery would misread.
const userIdOfRow = sql`"users"."id"`;

/** The user's authenticator app (TOTP) is on: set up and confirmed with a code. */
export const totpOn = (): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${totpFactors} t where t.user_id = ${userIdOfRow} and t.enabled_at is not null)`;

/** The rule as SQL in a select over `users`, so it can be read in the same statement as a session. */
export const secondFactorOn = (): SQL<boolean> => totpOn();

/** Whether the account has a second factor. */
export async function hasSecondFactor(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: secondFactorOn() }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}
