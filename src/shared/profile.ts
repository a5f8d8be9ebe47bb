// Profile settings shared by the server routes and the profile page: the
// notification switches (docs/product/accounts-and-security.md) and the typed confirmation for deleting an account.
import { z } from "zod";
import { LANGUAGES } from "./i18n/languages";
import { THEMES } from "./theme";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";
import { isTimeZone } from "./dates";

export const notificationPreferencesSchema = z.object({
  email: z.boolean({ error: zodMessage("errors.field.trueOrFalse", { label: "email" }) }),
  push: z.boolean({ error: zodMessage("errors.field.trueOrFalse", { label: "push" }) }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** docs/product/languages.md: the member's language, or null to follow the browser. */
export const languagePreferenceSchema = z.enum(LANGUAGES, { error: zodMessage("errors.field.oneOfOrNull", { label: "language", values: LANGUAGES.join(", ") }) }).nullable();

/** docs/product/appearance.md: light, dark, or system to follow the device. */
export const themePreferenceSchema = z.enum(THEMES, { error: zodMessage("errors.field.oneOf", { label: "theme", values: THEMES.join(", ") }) });

const TIME_ZONE_INVALID = zodMessage("errors.field.timeZone", { label: "timeZone" });

/** An IANA zone this runtime knows ("Europe/Lisbon"); null until the browser sets it (times are then in UTC). */
export const timeZonePreferenceSchema = z
  .string({ error: TIME_ZONE_INVALID })
  .max(64, TIME_ZONE_INVALID)
  .refine((zone) => isTimeZone(zone), { error: TIME_ZONE_INVALID })
  .nullable();

/** GET /api/profile/preferences: the master switches (what each kind gets is /api/profile/notifications), the language, the theme and the time zone. */
export const preferencesSchema = notificationPreferencesSchema.extend({
  language: languagePreferenceSchema,
  theme: themePreferenceSchema,
  timeZone: timeZonePreferenceSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/profile/preferences: the fields to change; each one absent is kept as it is (docs/product/accounts-and-security.md). */
export const preferencesInputSchema = notificationPreferencesSchema
  .partial()
  .extend({ language: languagePreferenceSchema.optional(), theme: themePreferenceSchema.optional(), timeZone: timeZonePreferenceSchema.optional() });
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

/** docs/product/accounts-and-security.md: email on, push off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: false,
};

export const CONFIRMATION_MISMATCH: ErrorId = "errors.profile.confirmationMismatch";

/** The account's email, typed again; compared without case or surrounding spaces. */
export const deleteAccountSchema = z.object({
  confirmation: z.string({ error: CONFIRMATION_MISMATCH }).trim().min(1, CONFIRMATION_MISMATCH).max(254, CONFIRMATION_MISMATCH),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export function confirmationMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

// ── Personal access tokens (docs/product/tokens-and-mcp.md) ──

export const TOKEN_NAME_REQUIRED: ErrorId = "errors.profile.tokenNameRequired";
export const TOKEN_NAME_TOO_LONG = labelled("errors.field.maxCharacters", "errors.label.name", { max: 100 });
/** Enough for every assistant and script a traveller connects; more is a leak waiting to happen. */
export const MAX_ACCESS_TOKENS = 20;

/** POST /api/profile/tokens. */
export const accessTokenInputSchema = z.object({
  name: z.string({ error: TOKEN_NAME_REQUIRED }).trim().min(1, TOKEN_NAME_REQUIRED).max(100, TOKEN_NAME_TOO_LONG),
});
export type AccessTokenInput = z.input<typeof accessTokenInputSchema>;

/** GET /api/profile/tokens: never the secret. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The last call made with it (to the minute), or null if never used. */
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** POST's answer: the secret, shown this once. */
export const createdAccessTokenSchema = z.object({ id: z.string(), name: z.string(), token: z.string(), createdAt: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;
