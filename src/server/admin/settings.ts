// The instance's sign-up and sign-in settings (docs/product/admin.md): one row,
// written at first start from REGISTRATION, then only by admins.
import { eq, sql } from "drizzle-orm";
import type { InstanceSettings, RegistrationMode } from "@shared/admin";
import type { Db, Tx } from "../db/client";
import { instanceSettings } from "../db/schema";
import { HttpError } from "../http-error";
import { recordAudit } from "../audit/audit";
import type { ErrorId } from "@shared/i18n/error-message";

export const DEFAULT_SETTINGS: InstanceSettings = { registration: "open", requireTwoFactor: false, passwordSignIn: true };
export const PASSWORD_SIGN_IN_NEEDED: ErrorId = "errors.admin.passwordSignInNeeded";

/** Writes the first settings (at start): a row already there is left as the admins saved it. */
export async function seedSettings(db: Db, registration: RegistrationMode): Promise<void> {
  await db.insert(instanceSettings).values({ id: 1, registration }).onConflictDoNothing();
}

export async function getSettings(db: Db | Tx): Promise<InstanceSettings> {
  const [row] = await db
    .select({ registration: instanceSettings.registration, requireTwoFactor: instanceSettings.requireTwoFactor, passwordSignIn: instanceSettings.passwordSignIn })
    .from(instanceSettings)
    .where(eq(instanceSettings.id, 1));
  return row ?? DEFAULT_SETTINGS;
}

/** Saves the settings and audits what changed. Password sign-in stays on while it is the only way in (no single sign-on). */
export async function saveSettings(db: Db, actorId: string, input: InstanceSettings, { ip, oidc }: { ip: string; oidc: boolean }): Promise<InstanceSettings> {
  // A conflict with how the server is set up, not a malformed value: 409, naming the field it is about.
  if (!input.passwordSignIn && !oidc) throw new HttpError(409, "conflict", PASSWORD_SIGN_IN_NEEDED, undefined, { passwordSignIn: { id: PASSWORD_SIGN_IN_NEEDED } });
  return db.transaction(async (tx) => {
    const before = await getSettings(tx);
    await tx
      .insert(instanceSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: instanceSettings.id, set: { ...input, updatedAt: sql`now()` } });
    const changed = Object.fromEntries(
      (Object.keys(input) as (keyof InstanceSettings)[]).filter((k) => input[k] !== before[k]).map((k) => [k, { from: before[k], to: input[k] }]),
    );
    await recordAudit(tx, { action: "admin.settings_changed", actorId, targetType: "settings", ip, details: changed });
    return input;
  });
}
