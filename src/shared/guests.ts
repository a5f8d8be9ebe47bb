// Guests: people who travel with a trip without an account (docs/product/guests.md).
// A guest's id goes wherever a member's user id goes in the trip (payer, split,
// payments, travellers, assignees); the request bodies and answers are here.
import { z } from "zod";
import { zodMessage, type ErrorId } from "./i18n/error-message";

export const GUEST_NOT_FOUND: ErrorId = "errors.guests.notFound";
export const GUEST_HAS_MONEY: ErrorId = "errors.guests.inMoney";
export const LINK_NOT_MEMBER: ErrorId = "errors.guests.linkNotMember";
export const LINK_USER_REQUIRED: ErrorId = "errors.guests.linkUserRequired";

const firstName = z
  .string({ error: zodMessage("errors.auth.firstNameRequired") })
  .trim()
  .min(1, zodMessage("errors.auth.firstNameRequired"))
  .max(100, zodMessage("errors.auth.firstNameTooLong"));

/** A guest may have no last name (a child called by first name): "" or left out means none. */
const lastName = z
  .union([z.string(), z.null()], { error: zodMessage("errors.auth.lastNameTooLong") })
  .transform((v) => (v ?? "").trim())
  .refine((v) => v.length <= 100, zodMessage("errors.auth.lastNameTooLong"));

export const guestInputSchema = z.object({ firstName, lastName: lastName.optional() });
export type GuestInput = z.input<typeof guestInputSchema>;

export const guestPatchSchema = z.object({ firstName: firstName.optional(), lastName: lastName.optional() });
export type GuestPatch = z.output<typeof guestPatchSchema>;

/** A person as every answer names one. */
export const guestSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type Guest = z.infer<typeof guestSchema>;

export const guestLinkSchema = z.object({
  userId: z.string({ error: LINK_USER_REQUIRED }).trim().min(1, LINK_USER_REQUIRED),
});
export type GuestLink = z.infer<typeof guestLinkSchema>;
