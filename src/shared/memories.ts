// Memories (docs/product/memories.md): photos on their day and place, one
// journal entry per member per day, the story on the public page, and the
// atlas of everywhere one's trips went.
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

/** At most this many bytes a photo, and this many photos in one upload. */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 20;
/** The widths of the served copies: the gallery's thumbnail and the viewer's picture. */
export const PHOTO_SIZES = [400, 1600] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const PHOTO_TOO_LARGE: ErrorId = "errors.memories.photoTooLarge";
export const PHOTO_TYPE_REFUSED: ErrorId = "errors.memories.photoType";
export const PHOTO_MISSING: ErrorId = "errors.memories.photoMissing";
export const PHOTO_TOO_MANY: ErrorId = "errors.memories.tooManyPhotos";
export const PHOTO_NEEDS_DATE: ErrorId = "errors.memories.photoNeedsDate";
export const PHOTO_NOT_FOUND: ErrorId = "errors.memories.photoNotFound";
export const PHOTO_NOT_YOURS: ErrorId = "errors.memories.photoNotYours";
export const JOURNAL_TEXT_REQUIRED: ErrorId = "errors.memories.journalTextRequired";
export const JOURNAL_MOOD: ErrorId = "errors.memories.mood";
export const JOURNAL_NOT_FOUND: ErrorId = "errors.memories.journalNotFound";
export const CAPTION_TOO_LONG: ErrorId = "errors.memories.captionTooLong";

const dateSchema = z.string({ error: zodMessage("errors.field.date") }).refine(isCalendarDate, zodMessage("errors.field.date"));

export const photoSchema = z.object({
  id: z.string(),
  /** The trip day the photo is on (`YYYY-MM-DD`). */
  date: z.string(),
  /** When it was taken, local wall time in the trip place's zone (`YYYY-MM-DDTHH:mm:ss`), from the photo; null when it did not say. */
  takenAt: z.string().nullable(),
  /** Where it was taken, from the photo; never on the public page. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  caption: z.string(),
  uploaderId: z.string().nullable(),
  /** The 400 px copy; null when no copy could be made (a HEIC photo: the original is kept). */
  thumbUrl: z.string().nullable(),
  /** The 1,600 px copy; null as thumbUrl. */
  url: z.string().nullable(),
  /** The original as sent: for its uploader only (null for everyone else). */
  originalUrl: z.string().nullable(),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoListQuerySchema = z.object({ date: dateSchema.optional() });

export const photoPatchSchema = z.object({
  caption: z.string({ error: zodMessage("errors.field.text", { label: "caption" }) }).max(500, zodMessage(CAPTION_TOO_LONG)).optional(),
  date: dateSchema.optional(),
});
export type PhotoPatch = z.input<typeof photoPatchSchema>;

export const photoIdParamsSchema = z.object({ id: z.string() });
export const photoFileQuerySchema = z.object({
  size: z.enum(["400", "1600"], { error: zodMessage("errors.field.oneOf", { label: "size", values: "400, 1600" }) }).default("1600"),
});

export const journalAuthorSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable();

export const journalEntrySchema = z.object({
  date: z.string(),
  author: journalAuthorSchema,
  /** As written (Markdown). */
  text: z.string(),
  /** The Markdown rendered and sanitised on the server: the only form any page shows. */
  html: z.string(),
  mood: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalInputSchema = z.object({
  text: z
    .string({ error: zodMessage(JOURNAL_TEXT_REQUIRED) })
    .trim()
    .min(1, zodMessage(JOURNAL_TEXT_REQUIRED))
    .max(20_000, zodMessage("errors.field.atMostCharacters", { max: 20_000 })),
  mood: z
    .number({ error: zodMessage(JOURNAL_MOOD) })
    .int(zodMessage(JOURNAL_MOOD))
    .min(1, zodMessage(JOURNAL_MOOD))
    .max(5, zodMessage(JOURNAL_MOOD))
    .nullish()
    .transform((v) => v ?? null),
});
export type JournalInput = z.input<typeof journalInputSchema>;

export const journalDateParamsSchema = z.object({ tripId: z.string(), date: dateSchema });

export const shareMemoriesInputSchema = z.object({
  includeMemories: z.boolean({ error: labelled("errors.field.trueOrFalse", "errors.label.includeMemories") }),
});

/** The atlas (Profile → Atlas): where all of one's trips went, visited (days past) and planned. */
export const atlasQuerySchema = z.object({
  year: z.coerce
    .number({ error: zodMessage("errors.memories.atlasYear") })
    .int(zodMessage("errors.memories.atlasYear"))
    .min(1900, zodMessage("errors.memories.atlasYear"))
    .max(2200, zodMessage("errors.memories.atlasYear"))
    .optional(),
});
export const atlasSchema = z.object({
  countries: z.array(
    z.object({
      /** ISO 3166-1 alpha-2. */
      code: z.string(),
      /** ISO 3166-1 numeric, as the bundled world map names its countries. */
      numeric: z.string().nullable(),
      trips: z.number().int(),
      days: z.number().int(),
      /** The first day in that country (`YYYY-MM-DD`). */
      firstVisit: z.string(),
      /** Whether any of those days is past (visited) or all are to come (planned). */
      visited: z.boolean(),
    }),
  ),
  cities: z.array(z.object({ name: z.string(), country: z.string(), lat: z.number(), lng: z.number(), days: z.number().int(), visited: z.boolean() })),
  totals: z.object({ countries: z.number().int(), cities: z.number().int(), days: z.number().int(), km: z.number().int() }),
  /** The years one's trips fall in, for the year filter. */
  years: z.array(z.number().int()),
});
export type Atlas = z.infer<typeof atlasSchema>;

/** A mood's emoji, 1 (bad day) to 5 (great day). */
export const MOOD_EMOJI = ["😞", "😕", "😐", "🙂", "😄"] as const;
