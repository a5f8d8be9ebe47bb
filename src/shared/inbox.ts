// Bookings that arrive by mail (docs/product/forwarding.md): the member's
// forwarding address and confirmed senders, and the Inbox of mails read.
import { z } from "zod";
import { importCandidateSchema } from "./imports";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

export const INVALID_EMAIL: ErrorId = "errors.auth.invalidEmail";
export const SENDER_LINK_INVALID: ErrorId = "errors.inbox.senderLinkInvalid";

/** A booking read from a mail, with the trip that covers its dates (where the member may add), if one does. */
export const inboxCandidateSchema = importCandidateSchema.extend({ tripId: z.string().nullable() });
export type InboxCandidate = z.infer<typeof inboxCandidateSchema>;

export const INBOX_STATUSES = ["new", "added"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const inboxItemSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  from: z.string(),
  subject: z.string(),
  candidates: z.array(inboxCandidateSchema),
  status: z.enum(INBOX_STATUSES),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** POST /api/inbox/{id}/add: the trip, and which of the mail's candidates (their indexes) go into it. */
export const inboxAddSchema = z.object({
  tripId: z.string({ error: labelled("errors.field.text", "errors.label.tripId") }).min(1, labelled("errors.field.required", "errors.label.tripId")),
  candidates: z
    .array(z.number({ error: zodMessage("errors.inbox.candidateIndex") }).int(zodMessage("errors.inbox.candidateIndex")).min(0, zodMessage("errors.inbox.candidateIndex")), {
      error: zodMessage("errors.imports.candidatesList"),
    })
    .min(1, zodMessage("errors.imports.chooseOne"))
    .max(100, zodMessage("errors.imports.atMostBookings", { max: 100 })),
});
export type InboxAdd = z.infer<typeof inboxAddSchema>;

export const forwardingSenderSchema = z.object({ email: z.string(), confirmed: z.boolean() });

/** GET/PUT /api/profile/forwarding. `address` is null when the instance receives no mail (no INBOUND_DOMAIN). */
export const forwardingSchema = z.object({
  address: z.string().nullable(),
  senders: z.array(forwardingSenderSchema),
  autoAdd: z.boolean(),
});
export type Forwarding = z.infer<typeof forwardingSchema>;

export const forwardingInputSchema = z.object({
  autoAdd: z.boolean({ error: labelled("errors.field.trueOrFalse", "errors.label.autoAdd") }),
});

export const forwardingSenderInputSchema = z.object({
  email: z
    .string({ error: zodMessage(INVALID_EMAIL) })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: zodMessage(INVALID_EMAIL) }).max(254, zodMessage(INVALID_EMAIL))),
});

export const forwardingConfirmSchema = z.object({
  token: z.string({ error: zodMessage(SENDER_LINK_INVALID) }).min(1, zodMessage(SENDER_LINK_INVALID)).max(200, zodMessage(SENDER_LINK_INVALID)),
});

/** The page a sender's confirmation link opens. */
export const confirmSenderPath = (token: string) => `/forwarding/confirm?token=${encodeURIComponent(token)}`;
