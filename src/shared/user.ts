// The signed-in user as the API returns it (names on screen: names.ts).
import { z } from "zod";

/** Two-step sign-in: an authenticator app (TOTP) on or off, and the number of passkeys. */
export const twoFactorSchema = z.object({ totp: z.boolean(), passkeys: z.number().int() });
export type TwoFactor = z.infer<typeof twoFactorSchema>;
export const NO_TWO_FACTOR: TwoFactor = { totp: false, passkeys: 0 };

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** An instance admin (the Admin screen). */
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  twoFactor: twoFactorSchema,
  /**
   * The instance requires two-step sign-in and this account has no second factor yet:
   * until one is set up, the API answers 403 `two_factor_setup_required` (docs/security.md).
   */
  twoFactorSetupRequired: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
