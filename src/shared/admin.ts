// The Admin screen's calls (docs/product/admin.md): instance settings, users, the audit log.
import { z } from "zod";
import { twoFactorSchema } from "./user";

export const REGISTRATION_MODES = ["open", "invite", "closed"] as const;
export const registrationModeSchema = z.enum(REGISTRATION_MODES, { error: "registration must be open, invite or closed" });
export type RegistrationMode = z.infer<typeof registrationModeSchema>;

export const instanceSettingsSchema = z.object({
  registration: registrationModeSchema,
  requireTwoFactor: z.boolean({ error: "requireTwoFactor must be true or false" }),
  passwordSignIn: z.boolean({ error: "passwordSignIn must be true or false" }),
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

export const adminUsersQuerySchema = z.object({
  q: z.string({ error: "q must be at most 200 characters" }).trim().max(200, "q must be at most 200 characters").optional(),
  page: z.coerce
    .number({ error: "page must be a whole number of at least 1" })
    .int("page must be a whole number of at least 1")
    .min(1, "page must be a whole number of at least 1")
    .default(1),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}` })
    .int(`pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
    .min(1, `pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
    .max(ADMIN_MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}`)
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
  .object({ isAdmin: z.boolean({ error: "isAdmin must be true or false" }).optional(), disabled: z.boolean({ error: "disabled must be true or false" }).optional() })
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
export const AUDIT_CURSOR_INVALID = "before must be the next value of a previous page";
export const auditQuerySchema = z.object({
  action: z.string({ error: "action must be at most 100 characters" }).trim().max(100, "action must be at most 100 characters").optional(),
  userId: z.uuid({ error: "userId must be a user id" }).optional(),
  before: z.string({ error: AUDIT_CURSOR_INVALID }).max(200, AUDIT_CURSOR_INVALID).optional(),
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
