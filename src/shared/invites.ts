// Invite links (docs/product/trips-and-members.md): the create body and the link JSON, shared by the
// server routes, the Family page's "Invite links" section and the /invite page.
import { z } from "zod";
import { roleSchema } from "./trips";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

export const EXPIRY_IN_PAST: ErrorId = "errors.invites.expiryInPast";
export const MAX_USES_INVALID = labelled("errors.field.wholeNumberUpTo", "errors.label.maxUses", { max: 10000 });

export const inviteLinkInputSchema = z.object({
  role: roleSchema.optional().default("viewer"),
  /** An ISO timestamp; null or absent: never expires. */
  expiresAt: z.iso
    .datetime({ offset: true, error: zodMessage("errors.invites.expiryFormat") })
    .nullish()
    .transform((v) => v ?? null)
    .refine((v) => v === null || Date.parse(v) > Date.now(), EXPIRY_IN_PAST),
  /** null or absent: any number of uses. */
  maxUses: z
    .number({ error: MAX_USES_INVALID })
    .int(MAX_USES_INVALID)
    .min(1, MAX_USES_INVALID)
    .max(10_000, MAX_USES_INVALID)
    .nullish()
    .transform((v) => v ?? null),
});
export type InviteLinkInput = z.input<typeof inviteLinkInputSchema>;

export const inviteLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  /** `{PUBLIC_URL}/invite/{token}`. */
  url: z.string(),
  role: roleSchema,
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  /** Set on a pending invitation by e-mail (a one-person link sent to that address); null on a plain link. */
  email: z.string().nullable(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const inviteLinkIdParamsSchema = z.object({ id: z.string() });
export const inviteTokenParamsSchema = z.object({ token: z.string() });
export const tripIdParamsSchema = z.object({ tripId: z.string() });

export const INVITE_NOT_FOUND: ErrorId = "errors.invites.notValid";
export const INVITE_EXPIRED: ErrorId = "errors.invites.expired";

/** The invite page's path for a token. */
export const invitePath = (token: string) => `/invite/${encodeURIComponent(token)}`;
