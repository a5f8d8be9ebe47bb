// Web push (docs/product/notifications.md): the browser's subscription as the
// Push API hands it over, the server's public key, and what a push carries.
import { z } from "zod";
import { zodMessage, type ErrorId } from "./i18n/error-message";

export const PUSH_ENDPOINT_INVALID: ErrorId = "errors.push.endpointInvalid";
export const PUSH_ENDPOINT_UNREACHABLE: ErrorId = "errors.push.endpointUnreachable";
export const PUSH_KEYS_INVALID: ErrorId = "errors.push.keysInvalid";

/** A push service's address: https only (web push is sent over TLS). */
const endpointSchema = z
  .string({ error: zodMessage(PUSH_ENDPOINT_INVALID) })
  .trim()
  .max(2000, zodMessage(PUSH_ENDPOINT_INVALID))
  .refine((v) => URL.canParse(v) && new URL(v).protocol === "https:", zodMessage(PUSH_ENDPOINT_INVALID));

/** A base64url key of exactly `bytes` bytes once decoded (the browser's P-256 point is 65, its auth secret 16). */
const keyOf = (bytes: number) =>
  z
    .string({ error: zodMessage(PUSH_KEYS_INVALID) })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, zodMessage(PUSH_KEYS_INVALID))
    // Unpadded base64url writes n bytes in ceil(4n/3) characters (no Buffer: the browser reads this file too).
    .refine((v) => v.replace(/=+$/, "").length === Math.ceil((bytes * 4) / 3), zodMessage(PUSH_KEYS_INVALID));

/** POST /api/push/subscriptions: `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number({ error: zodMessage("errors.field.numberOrNull", { label: "expirationTime" }) }).nullable().optional(),
  keys: z.object({ p256dh: keyOf(65), auth: keyOf(16) }, { error: zodMessage(PUSH_KEYS_INVALID) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/** GET /api/push/key: the server's VAPID public key, the `applicationServerKey` a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

/** What the service worker receives: a notice's words in the reader's language and the page it opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** An absolute address on this app. */
  url: string;
  /** The notice's id: a second push of the same notice replaces the first. */
  tag: string;
}
