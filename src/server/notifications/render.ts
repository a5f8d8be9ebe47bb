// A notice's words, in its reader's language (docs/product/notifications.md):
// the row holds what it is about, the catalogue's `notices.*` messages say it.
import type { Language } from "@shared/i18n/languages";
import { tripLink, type NotificationKind } from "@shared/notifications";
import { intlFor } from "../i18n";
import { formattersFor } from "@shared/i18n/format";
import { DECIMAL_RE } from "@shared/money";
import { CALENDAR_DATE_RE } from "@shared/dates";

/** What a stored notice needs to be worded: its row, the trip's name now and who caused it. */
export interface NoticeFacts {
  kind: NotificationKind;
  tripId: string | null;
  itemId: string | null;
  data: Record<string, string>;
  tripName: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
}

export interface NoticeWords {
  title: string;
  body: string;
  url: string;
}

/** The page of the app each kind opens, on its trip. */
const PAGE: Record<NotificationKind, string> = {
  "trip.added": "/",
  "member.joined": "/family",
  "reservation.changed": "/reservations",
  "expense.added": "/expenses",
  "payment.recorded": "/expenses",
  mention: "/chat",
  "poll.opened": "/polls",
  "list.assigned": "/lists",
  "reminder.checkin": "/reservations",
  "reminder.departure": "/reservations",
  "reminder.todo_due": "/lists",
  "settle.reminder": "/expenses",
  "inbox.received": "/inbox",
};

/** Kinds whose body is their own message; the others say which trip. */
const OWN_BODY = new Set<NotificationKind>([
  "trip.added",
  "expense.added",
  "payment.recorded",
  "reminder.checkin",
  "reminder.departure",
  "settle.reminder",
  "inbox.received",
]);

/** Where a mention was made (its notice's `data.on`), when that is not the kind's own page. */
const MENTIONED_ON: Record<string, string> = { note: "/notes" };

/** The path a notice links to: its page, on its trip, at its item when it has one. */
export function noticeUrl(kind: NotificationKind, tripId: string | null, itemId: string | null, data: Record<string, string> = {}): string {
  // The Inbox is the person's own, on no trip.
  if (kind === "inbox.received") return PAGE[kind];
  if (!tripId) return "/notifications";
  const page = (kind === "mention" && data.on !== undefined ? MENTIONED_ON[data.on] : undefined) ?? PAGE[kind];
  const link = tripLink(page, tripId);
  return itemId ? `${link}&item=${encodeURIComponent(itemId)}` : link;
}

/** An amount with its currency, as the reader writes money; the digits as stored when the currency has other than two decimals. */
function amountIn(language: Language, data: Record<string, string>): string {
  const { amount, currency } = data;
  if (amount === undefined) return "";
  return DECIMAL_RE.test(amount) ? formattersFor(language).money(amount, currency) : `${amount} ${currency ?? ""}`.trim();
}

/**
 * A notice's words for one reader, or, with `audience` "trip", for everyone
 * in the trip (a webhook's channel): no "you", the body says which trip.
 */
export function renderNotice(language: Language, n: NoticeFacts, audience: "person" | "trip" = "person"): NoticeWords {
  const intl = intlFor(language);
  const actor = [n.actorFirstName, n.actorLastName].filter(Boolean).join(" ").trim() || intl.formatMessage({ id: "notices.formerMember" });
  // A calendar date is stored as YYYY-MM-DD and written the reader's way.
  const date = n.data.date && CALENDAR_DATE_RE.test(n.data.date) ? formattersFor(language).date(n.data.date) : n.data.date;
  const values = { ...n.data, ...(date ? { date } : {}), ...(audience === "trip" ? { direction: "trip" } : {}), actor, trip: n.tripName ?? "", amount: amountIn(language, n.data) };
  const say = (id: string) => String(intl.formatMessage({ id }, values));
  return {
    title: say(`notices.${n.kind}.title`),
    body: OWN_BODY.has(n.kind) && audience === "person" ? say(`notices.${n.kind}.body`) : say("notices.inTrip"),
    url: noticeUrl(n.kind, n.tripId, n.itemId, n.data),
  };
}
