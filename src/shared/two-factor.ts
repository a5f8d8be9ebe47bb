// Two-step sign-in and the sessions list (docs/security.md): the bodies and
// answers both sides use. The code the sign-in page sends is in auth.ts, with
// the other sign-in schemas (zod/mini, for that page's JavaScript budget).
import { z } from "zod";
import { zodMessage } from "./i18n/error-message";
import { CODE_REQUIRED } from "./auth";


/** The ways the second step can be taken, in the order the sign-in page offers them. */
export const secondStepMethods = ["totp", "backup_code"] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];

/** POST /api/auth/login with two-step sign-in on: no session yet, a pending cookie valid 5 minutes. */
export const twoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  methods: z.array(z.enum(secondStepMethods)),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;


/** POST /api/auth/2fa/totp/disable: the password too, for an account that has one. */
export const disableTotpSchema = z.object({
  currentPassword: z.string({ error: zodMessage("errors.auth.passwordRequired") }).max(1024, zodMessage("errors.auth.passwordTooLong")).optional(),
  code: z
    .string({ error: zodMessage(CODE_REQUIRED) })
    .trim()
    .min(1, zodMessage(CODE_REQUIRED))
    .max(64, zodMessage(CODE_REQUIRED)),
});
export type DisableTotpInput = z.infer<typeof disableTotpSchema>;

/** POST /api/auth/2fa/totp/setup: what the authenticator app is given (not on until enabled with a code). */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const BACKUP_CODE_COUNT = 10;
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

/** GET /api/auth/sessions: where the account is signed in. `id` names the session, never its token. */
export const sessionInfoSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionListSchema = z.array(sessionInfoSchema);
