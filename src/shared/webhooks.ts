// Trip webhooks (docs/product/notifications.md): the create body and the
// shapes the trip admins' routes answer with.
import { z } from "zod";
import { zodMessage, type ErrorId } from "./i18n/error-message";

/** The trip-level notice kinds a webhook may follow (reminders and personal kinds are not sent out). */
export const WEBHOOK_KINDS = ["member.joined", "reservation.changed", "expense.added", "payment.recorded", "poll.opened"] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
export const WEBHOOK_FORMATS = ["json", "slack", "discord", "ntfy"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_URL_INVALID: ErrorId = "errors.webhooks.urlInvalid";
export const WEBHOOK_URL_PRIVATE: ErrorId = "errors.webhooks.urlPrivate";
export const WEBHOOK_NOT_FOUND: ErrorId = "errors.webhooks.notFound";

export const webhookInputSchema = z.object({
  url: z
    .string({ error: zodMessage(WEBHOOK_URL_INVALID) })
    .trim()
    .max(2000, zodMessage(WEBHOOK_URL_INVALID))
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), zodMessage(WEBHOOK_URL_INVALID)),
  format: z.enum(WEBHOOK_FORMATS, { error: zodMessage("errors.webhooks.formatInvalid") }),
  kinds: z
    .array(z.enum(WEBHOOK_KINDS, { error: zodMessage("errors.webhooks.kindsInvalid") }), { error: zodMessage("errors.webhooks.kindsInvalid") })
    .min(1, zodMessage("errors.webhooks.kindsInvalid"))
    .transform((kinds) => [...new Set(kinds)]),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  kinds: z.array(z.enum(WEBHOOK_KINDS)),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The create answer: the signing secret, shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  kind: z.enum(WEBHOOK_KINDS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null before an answer (or when none came). */
  lastStatus: z.number().int().nullable(),
  createdAt: z.string(),
  /** When it was delivered, or given up. */
  finishedAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookIdParamsSchema = z.object({ id: z.string() });
