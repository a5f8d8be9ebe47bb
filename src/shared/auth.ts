// Sign-in and registration bodies, shared by the forms and the server.
// Written with zod/mini: these are the only schemas the sign-in page loads,
// and the mini build keeps that page inside its JavaScript budget (issue 9).
import * as z from "zod/mini";
import { zodMessage, type ErrorId } from "./i18n/error-message";

const email = z.pipe(
  z.string({ error: zodMessage("errors.auth.invalidEmail") }).check(z.trim(), z.toLowerCase()),
  z.email({ error: zodMessage("errors.auth.invalidEmail") }).check(z.maxLength(254, zodMessage("errors.auth.invalidEmail"))),
);

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: zodMessage("errors.auth.passwordRequired") })
    .check(z.minLength(1, zodMessage("errors.auth.passwordRequired")), z.maxLength(1024, zodMessage("errors.auth.passwordTooLong"))),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/passkeys/login/options: with an address, that account's passkeys are offered; without, any the device holds for this site. */
export const passkeyLoginOptionsSchema = z.object({ email: z.optional(email) });
export type PasskeyLoginOptionsInput = z.infer<typeof passkeyLoginOptionsSchema>;

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_TOO_SHORT = zodMessage("errors.auth.passwordTooShort", { min: PASSWORD_MIN_LENGTH });
/** A password being chosen (registration, change, reset); the server also refuses common ones. */
const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT), z.maxLength(1024, zodMessage("errors.auth.passwordTooLong")));

export const registerSchema = z.object({
  email,
  password: newPassword,
  firstName: z
    .string({ error: zodMessage("errors.auth.firstNameRequired") })
    .check(z.trim(), z.minLength(1, zodMessage("errors.auth.firstNameRequired")), z.maxLength(100, zodMessage("errors.auth.firstNameTooLong"))),
  lastName: z
    .string({ error: zodMessage("errors.auth.lastNameRequired") })
    .check(z.trim(), z.minLength(1, zodMessage("errors.auth.lastNameRequired")), z.maxLength(100, zodMessage("errors.auth.lastNameTooLong"))),
  /** The invite link or e-mail invitation the person came from: when sign-up is by invitation it lets them in (the invite page then joins its trip). */
  inviteToken: z.optional(
    z.string({ error: zodMessage("errors.auth.inviteToken") }).check(z.maxLength(200, zodMessage("errors.auth.inviteToken"))),
  ),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form adds a confirmation the server never sees. */
export const registerFormSchema = z
  .extend(registerSchema, { confirmPassword: z.string({ error: zodMessage("errors.auth.passwordsDontMatch") }) })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: zodMessage("errors.auth.passwordsDontMatch"),
      path: ["confirmPassword"],
    }),
  );
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: zodMessage("errors.auth.currentPasswordRequired") })
    .check(z.minLength(1, zodMessage("errors.auth.currentPasswordRequired")), z.maxLength(1024, zodMessage("errors.auth.passwordTooLong"))),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password form adds a confirmation the server never sees. */
export const changePasswordFormSchema = z
  .extend(changePasswordSchema, { confirmPassword: z.string({ error: zodMessage("errors.auth.passwordsDontMatch") }) })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: zodMessage("errors.auth.passwordsDontMatch"),
      path: ["confirmPassword"],
    }),
  );
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/** POST /api/auth/forgot-password: the address to send a reset link to (ADR 027). */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** An unknown, used or expired reset link: the same answer for each, naming `token`. */
export const RESET_LINK_INVALID: ErrorId = "errors.auth.resetLinkInvalid";

const resetToken = z.string({ error: RESET_LINK_INVALID }).check(z.minLength(1, RESET_LINK_INVALID), z.maxLength(200, RESET_LINK_INVALID));

/** POST /api/auth/reset-password/check: whether the link's token can still be used (the page asks as it opens). */
export const resetTokenSchema = z.object({ token: resetToken });

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z.object({
  token: resetToken,
  password: newPassword,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset form adds a confirmation the server never sees. */
export const resetPasswordFormSchema = z
  .extend(resetPasswordSchema, { confirmPassword: z.string({ error: zodMessage("errors.auth.passwordsDontMatch") }) })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: zodMessage("errors.auth.passwordsDontMatch"),
      path: ["confirmPassword"],
    }),
  );
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** An unknown, used or expired verification link: one answer for each. */
export const VERIFY_LINK_INVALID: ErrorId = "errors.auth.verifyLinkInvalid";

/** POST /api/auth/verify-email: the token from the e-mailed link. */
export const verifyEmailSchema = z.object({
  token: z
    .string({ error: zodMessage(VERIFY_LINK_INVALID) })
    .check(z.minLength(1, zodMessage(VERIFY_LINK_INVALID)), z.maxLength(200, zodMessage(VERIFY_LINK_INVALID))),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** A six-digit code from the authenticator app, or one of the backup codes (spaces and dashes are ignored). */
export const CODE_REQUIRED: ErrorId = "errors.twoFactor.codeRequired";
const twoFactorCode = z.string({ error: zodMessage(CODE_REQUIRED) }).check(z.trim(), z.minLength(1, zodMessage(CODE_REQUIRED)), z.maxLength(64, zodMessage(CODE_REQUIRED)));

/**
 * POST /api/auth/2fa/verify and /api/auth/2fa/totp/enable (docs/security.md). Here with the
 * sign-in schemas: the sign-in page's code step uses it, and it shares their small zod build.
 */
export const twoFactorCodeSchema = z.object({ code: twoFactorCode });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;
