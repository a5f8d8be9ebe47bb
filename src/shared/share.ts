// The public page of a trip (docs/product/sharing.md, ADR 028): the publish answer and what
// GET /api/share/{token} gives. What the public sees is ONE allow-list of
// fields per shape below, used by the API, the page and anything else public:
// the trip's days (from the days read model) without to-dos and notes, the
// reservations without confirmation numbers, costs, notes, descriptions or
// ratings, and no members, expenses or e-mail addresses at all.
import { z } from "zod";
import { dayItemSchema, legSchema, type Day, type DayItemKind } from "./days";
import { journalEntrySchema, photoSchema, type PhotoSize } from "./memories";
import { locationSchema } from "./itinerary";
import { reservationSchema, type Reservation } from "./reservations";
import { type ErrorId } from "./i18n/error-message";

export const shareLinkSchema = z.object({
  /** 256 random bits, base64url. */
  token: z.string(),
  /** `{PUBLIC_URL}/s/{token}`. */
  url: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET /api/trips/{tripId}/share: the link while the page is on, else null; whether it shows the journal and photos. */
export const shareStatusSchema = z.object({ link: shareLinkSchema.nullable(), includeMemories: z.boolean() });
export type ShareStatus = z.infer<typeof shareStatusSchema>;

export const shareTokenParamsSchema = z.object({ token: z.string() });

/** The fields of a reservation the public sees; everything else (confirmation number, cost, notes, description, ratings) is left out. */
const PUBLIC_RESERVATION_FIELDS = {
  id: true,
  name: true,
  type: true,
  status: true,
  reservationDate: true,
  reservationTime: true,
  endDate: true,
  address: true,
  openingHours: true,
  location: true,
} as const;
export const publicReservationSchema = reservationSchema.pick(PUBLIC_RESERVATION_FIELDS);
export type PublicReservation = z.infer<typeof publicReservationSchema>;

/** The fields of a day's item the public sees: what, when and where — never a note or a to-do's tick. */
const PUBLIC_DAY_ITEM_FIELDS = {
  id: true,
  kind: true,
  title: true,
  startTime: true,
  endTime: true,
  place: true,
  position: true,
  stay: true,
  address: true,
  reservationType: true,
  until: true,
} as const;
/** The kinds of day item the public sees: the to-do list is the group's own. */
export const PUBLIC_DAY_KINDS: readonly DayItemKind[] = ["stay", "event", "reservation", "place"];

export const publicDayItemSchema = dayItemSchema.pick(PUBLIC_DAY_ITEM_FIELDS);

/** The fields of a photo the public sees when the story is shared: never where it was taken, nor who added it. */
const PUBLIC_PHOTO_FIELDS = { id: true, caption: true, takenAt: true, width: true, height: true } as const;
export const publicPhotoSchema = photoSchema.pick(PUBLIC_PHOTO_FIELDS).extend({ thumbUrl: z.string().nullable(), url: z.string().nullable() });
export type PublicPhoto = z.infer<typeof publicPhotoSchema>;
/** The fields of a journal entry the public sees: the entry and its mood, not its author. */
const PUBLIC_JOURNAL_FIELDS = { date: true, html: true, mood: true } as const;
export const publicJournalEntrySchema = journalEntrySchema.pick(PUBLIC_JOURNAL_FIELDS);

export const publicDaySchema = z.object({
  date: z.string(),
  items: z.array(publicDayItemSchema),
  legs: z.array(legSchema),
  /** Empty unless an admin shared the story (includeMemories). */
  photos: z.array(publicPhotoSchema),
  journal: z.array(publicJournalEntrySchema),
});
export type PublicDay = z.infer<typeof publicDaySchema>;

/** A shared photo's copy, addressed by the page's token (the member's address needs a session). */
export const publicPhotoPath = (token: string, photoId: string, size: PhotoSize) => `/api/share/${encodeURIComponent(token)}/photos/${photoId}?size=${size}`;

/** Copies only the allow-listed fields that are present (left out, not nulled). */
function pick<T extends object>(value: T, fields: Record<string, true>): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([k, v]) => fields[k] && v !== undefined)) as Partial<T>;
}

/**
 * The days as the public sees them: public kinds and fields only, legs between
 * the stops that remain; the photos (addressed by `memoriesToken`) and journal
 * only when the story is shared.
 */
export function publicDays(days: readonly Day[], memoriesToken: string | null = null): PublicDay[] {
  return days.map((day) => {
    const items = day.items.filter((i) => PUBLIC_DAY_KINDS.includes(i.kind)).map((i, position) => ({ ...pick(i, PUBLIC_DAY_ITEM_FIELDS), position }) as PublicDay["items"][number]);
    const shown = new Set(items.map((i) => i.id));
    const photos = memoriesToken
      ? day.photos.map((p) => {
          const copy = (size: PhotoSize) => (p.thumbUrl ? publicPhotoPath(memoriesToken, p.id, size) : null);
          return { ...(pick(p, PUBLIC_PHOTO_FIELDS) as Pick<PublicPhoto, keyof typeof PUBLIC_PHOTO_FIELDS>), thumbUrl: copy(400), url: copy(1600) };
        })
      : [];
    const journal = memoriesToken ? day.journal.map((e) => pick(e, PUBLIC_JOURNAL_FIELDS) as PublicDay["journal"][number]) : [];
    return { date: day.date, items, legs: day.legs.filter((l) => shown.has(l.fromId) && shown.has(l.toId)), photos, journal };
  });
}

/** A reservation as the public sees it. */
export const publicReservation = (r: Reservation) => pick(r, PUBLIC_RESERVATION_FIELDS) as PublicReservation;

export const sharedTripSchema = z.object({
  trip: z.object({ name: z.string(), description: z.string().nullable(), startDate: z.string().nullable(), endDate: z.string().nullable() }),
  cities: z.array(locationSchema),
  days: z.array(publicDaySchema),
  reservations: z.array(publicReservationSchema),
});
export type SharedTrip = z.infer<typeof sharedTripSchema>;

export const SHARE_NOT_FOUND: ErrorId = "errors.share.notFound";
export const SHARE_OFF: ErrorId = "errors.share.publishFirst";

/** The public page's path for a token. */
export const sharePath = (token: string) => `/s/${encodeURIComponent(token)}`;
