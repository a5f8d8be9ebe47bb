// The Admin screen's calls (docs/product/admin.md): instance settings, users, the audit log.
import { z } from "zod";
import { twoFactorSchema } from "./user";
import { zodMessage, type ErrorId } from "./i18n/error-message";

export const REGISTRATION_MODES = ["open", "invite", "closed"] as const;
export const registrationModeSchema = z.enum(REGISTRATION_MODES, { error: zodMessage("errors.admin.registration") });
export type RegistrationMode = z.infer<typeof registrationModeSchema>;

export const instanceSettingsSchema = z.object({
  registration: registrationModeSchema,
  requireTwoFactor: z.boolean({ error: zodMessage("errors.field.trueOrFalse", { label: "requireTwoFactor" }) }),
  passwordSignIn: z.boolean({ error: zodMessage("errors.field.trueOrFalse", { label: "passwordSignIn" }) }),
});
export type InstanceSettings = z.infer<typeof instanceSettingsSchema>;

/** GET /api/auth/methods: what a signed-out page may offer. */
export const authMethodsSchema = z.object({
  password: z.boolean(),
  registration: registrationModeSchema,
  oidc: z.object({ name: z.string() }).nullable(),
  passkeys: z.boolean(),
});
export type AuthMethods = z.infer<typeof authMethodsSchema>;

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;

const PAGE_SIZE_MESSAGE = zodMessage("errors.field.wholeNumberUpTo", { label: "pageSize", max: ADMIN_MAX_PAGE_SIZE });

export const adminUsersQuerySchema = z.object({
  q: z
    .string({ error: zodMessage("errors.field.maxCharacters", { label: "q", max: 200 }) })
    .trim()
    .max(200, zodMessage("errors.field.maxCharacters", { label: "q", max: 200 }))
    .optional(),
  page: z.coerce
    .number({ error: zodMessage("errors.admin.page") })
    .int(zodMessage("errors.admin.page"))
    .min(1, zodMessage("errors.admin.page"))
    .default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(ADMIN_MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .default(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  twoFactor: twoFactorSchema,
  createdAt: z.string(),
  /** The last time a session of theirs was used or made; null: never signed in since sessions were kept. */
  lastActiveAt: z.string().nullable(),
  tripCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({ items: z.array(adminUserSchema), total: z.number().int() });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserPatchSchema = z
  .object({
    isAdmin: z.boolean({ error: zodMessage("errors.field.trueOrFalse", { label: "isAdmin" }) }).optional(),
    disabled: z.boolean({ error: zodMessage("errors.field.trueOrFalse", { label: "disabled" }) }).optional(),
  })
  .strict();
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 100;
export const AUDIT_CURSOR_INVALID: ErrorId = "errors.admin.before";
export const auditQuerySchema = z.object({
  action: z
    .string({ error: zodMessage("errors.field.maxCharacters", { label: "action", max: 100 }) })
    .trim()
    .max(100, zodMessage("errors.field.maxCharacters", { label: "action", max: 100 }))
    .optional(),
  userId: z.uuid({ error: zodMessage("errors.admin.userId") }).optional(),
  before: z.string({ error: zodMessage(AUDIT_CURSOR_INVALID) }).max(200, zodMessage(AUDIT_CURSOR_INVALID)).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), next: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** About this instance (the Admin screen's last tab). */
export const instanceInfoSchema = z.object({
  version: z.string(),
  database: z.enum(["pglite", "postgresql"]),
  users: z.number().int(),
  trips: z.number().int(),
  files: z.number().int(),
  storageBytes: z.number().int(),
});
export type InstanceInfo = z.infer<typeof instanceInfoSchema>;
