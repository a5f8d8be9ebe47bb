// A person's own notices (docs/product/notifications.md): the kinds, the
// per-kind channel settings and the shapes of the notifications API.
import { z } from "zod";
import { zodMessage, type ErrorId } from "./i18n/error-message";

export const NOTIFICATION_KINDS = [
  "trip.added",
  "member.joined",
  "reservation.changed",
  "expense.added",
  "payment.recorded",
  // Chat mentions and polls are not built yet; their kinds are here so the settings already hold them.
  "mention",
  "poll.opened",
  "list.assigned",
  "reminder.checkin",
  "reminder.departure",
  "reminder.todo_due",
  "settle.reminder",
  "inbox.received",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const REMINDER_KINDS = ["reminder.checkin", "reminder.departure", "reminder.todo_due", "settle.reminder"] as const satisfies readonly NotificationKind[];

export const EMAIL_CHOICES = ["off", "now", "digest"] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

export const kindChannelsSchema = z.object(
  {
    email: z.enum(EMAIL_CHOICES, { error: zodMessage("errors.field.oneOf", { label: "email", values: EMAIL_CHOICES.join(", ") }) }),
    push: z.boolean({ error: zodMessage("errors.field.trueOrFalse", { label: "push" }) }),
  },
  { error: zodMessage("errors.notifications.channels") },
);
export type KindChannels = z.infer<typeof kindChannelsSchema>;

/** GET /api/profile/notifications: every kind with its channels. */
export const notificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, kindChannelsSchema])) as Record<NotificationKind, typeof kindChannelsSchema>,
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/profile/notifications: the kinds to change; an unknown kind is a 400 naming it. */
export const notificationSettingsInputSchema = notificationSettingsSchema.partial().strict();
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;

const isReminder = (k: NotificationKind) => (REMINDER_KINDS as readonly string[]).includes(k);

/** The defaults: e-mail at once for being added to a trip and for reminders; push for reminders and mentions. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.fromEntries(
  NOTIFICATION_KINDS.map((k) => [k, { email: k === "trip.added" || isReminder(k) ? "now" : "off", push: isReminder(k) || k === "mention" }]),
) as NotificationSettings;

/** Stored choices over the defaults; a stored value that is no longer valid falls back to the default. */
export function notificationSettingsOf(stored: unknown): NotificationSettings {
  const out = { ...DEFAULT_NOTIFICATION_SETTINGS };
  if (stored && typeof stored === "object") {
    for (const kind of NOTIFICATION_KINDS) {
      const parsed = kindChannelsSchema.safeParse((stored as Record<string, unknown>)[kind]);
      if (parsed.success) out[kind] = parsed.data;
    }
  }
  return out;
}

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  tripId: z.string().nullable(),
  /** In the reader's language. */
  title: z.string(),
  body: z.string(),
  /** The thing itself, a path in the app. */
  url: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE = 30;
export const NOTIFICATIONS_BEFORE_INVALID: ErrorId = "errors.notifications.before";

export const notificationsQuerySchema = z.object({
  unread: z
    .enum(["true", "false"], { error: zodMessage("errors.field.trueOrFalse", { label: "unread" }) })
    .optional()
    .transform((v) => v === "true"),
  before: z.string({ error: NOTIFICATIONS_BEFORE_INVALID }).max(200, NOTIFICATIONS_BEFORE_INVALID).optional(),
});

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Every unread notice of the person, not only this page's. */
  unread: z.number().int(),
  /** Passed back as `before` for older ones; null at the end. */
  next: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const NOTIFICATIONS_READ_INVALID: ErrorId = "errors.notifications.readInput";

/** POST /api/notifications/read: some notices by id, or all of them. */
export const markReadSchema = z.union(
  [
    z.object({ ids: z.array(z.string({ error: NOTIFICATIONS_READ_INVALID }).max(100, NOTIFICATIONS_READ_INVALID), { error: NOTIFICATIONS_READ_INVALID }).min(1, NOTIFICATIONS_READ_INVALID).max(500, NOTIFICATIONS_READ_INVALID) }).strict(),
    z.object({ all: z.literal(true, { error: NOTIFICATIONS_READ_INVALID }) }).strict(),
  ],
  { error: NOTIFICATIONS_READ_INVALID },
);
export type MarkRead = z.infer<typeof markReadSchema>;

/** A trip page of the app opened on that trip: `?trip=` selects it (client/lib/selected-trip.ts). */
export function tripLink(path: string, tripId: string): string {
  return `${path}?trip=${encodeURIComponent(tripId)}`;
}
