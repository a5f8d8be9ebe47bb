// Trip members and pending invitations: the invite and role-change bodies and
// the member list JSON, shared by the server routes and the Family page.
import { z } from "zod";
import { roleSchema } from "./trips";
import { type ErrorId } from "./i18n/error-message";

export const USER_ID_REQUIRED: ErrorId = "errors.members.userIdRequired";
export const USER_ID_INVALID: ErrorId = "errors.members.userIdInvalid";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the invite's `userId` names: an account by id, or a person by email. */
export type InviteTarget = { kind: "id"; id: string } | { kind: "email"; email: string };

export function parseInviteTarget(value: string): InviteTarget | null {
  const v = value.trim();
  if (UUID_RE.test(v)) return { kind: "id", id: v.toLowerCase() };
  if (v.length <= 254 && EMAIL_RE.test(v)) return { kind: "email", email: v.toLowerCase() };
  return null;
}

export const inviteInputSchema = z.object({
  userId: z
    .string({ error: USER_ID_REQUIRED })
    .trim()
    .min(1, USER_ID_REQUIRED)
    .refine((v) => parseInviteTarget(v) !== null, USER_ID_INVALID),
  role: roleSchema.optional().default("viewer"),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

export const memberRolePatchSchema = z.object({
  role: roleSchema,
});
export type MemberRolePatch = z.infer<typeof memberRolePatchSchema>;

export const MEMBER_STATUSES = ["active", "invited", "guest"] as const;

/**
 * One row of the member list. An "active" row is a membership (id is the
 * membership id); an "invited" row is a pending invitation (id is the
 * invitation id, joinedAt is null, invitedAt is when it was sent, and the user
 * is known only by email); a "guest" row is a person without an account
 * (id and user.id are the guest's id, role and email are null, joinedAt is
 * when they were added).
 */
export const memberEntrySchema = z.object({
  id: z.string(),
  status: z.enum(MEMBER_STATUSES),
  role: roleSchema.nullable(),
  joinedAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  user: z.object({
    id: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type MemberEntry = z.infer<typeof memberEntrySchema>;

export const ALREADY_MEMBER: ErrorId = "errors.members.alreadyMember";
export const ALREADY_INVITED: ErrorId = "errors.members.alreadyInvited";
export const LAST_ADMIN: ErrorId = "errors.members.lastAdmin";
