// A trip's notes (docs/product/notes.md): the request bodies and the JSON the API returns.
// The Markdown body is rendered to safe HTML by one function (markdownHtml), on the
// server for every answer and in the browser for the editor's preview.
import { z } from "zod";
import { calendarDateSchema } from "./trips";
import { labelled, type ErrorId } from "./i18n/error-message";

export const NOTE_TITLE_MAX = 200;
/** About ten pages of text: a packing plan, a day's directions, the house rules of a flat. */
export const NOTE_BODY_MAX = 20_000;
/** More names than a trip has members is a mistake, not a mention. */
const MENTIONS_MAX = 50;

export const NOTE_NOT_FOUND: ErrorId = "errors.notes.notFound";
export const NOTE_TITLE_REQUIRED: ErrorId = "errors.notes.titleRequired";
export const NOTE_DATE_OUTSIDE_TRIP: ErrorId = "errors.notes.dateOutsideTrip";
export const NOTE_MENTION_NOT_MEMBER: ErrorId = "errors.notes.mentionNotMember";

const title = z
  .string({ error: NOTE_TITLE_REQUIRED })
  .trim()
  .min(1, NOTE_TITLE_REQUIRED)
  .max(NOTE_TITLE_MAX, labelled("errors.field.maxCharacters", "errors.label.title", { max: NOTE_TITLE_MAX }));
const body = z
  .string({ error: labelled("errors.field.text", "errors.label.body") })
  .max(NOTE_BODY_MAX, labelled("errors.field.maxCharacters", "errors.label.body", { max: NOTE_BODY_MAX }));
const pinned = z.boolean({ error: labelled("errors.field.trueOrFalse", "errors.label.pinned") });
/** Members' user ids, each told once; anything else is a 400 naming `mentions`. */
const mentions = z
  .array(z.string({ error: NOTE_MENTION_NOT_MEMBER }), { error: NOTE_MENTION_NOT_MEMBER })
  .max(MENTIONS_MAX, NOTE_MENTION_NOT_MEMBER)
  .transform((ids) => [...new Set(ids)]);

export const noteInputSchema = z.object({
  title,
  body: body.optional().transform((v) => v ?? ""),
  /** One of the trip's days (then the note is shown on it), or null / left out for none. */
  date: calendarDateSchema.optional().transform((v) => v ?? null),
  pinned: pinned.optional().transform((v) => v ?? false),
  mentions: mentions.optional().transform((v) => v ?? []),
});
export type NoteInput = z.input<typeof noteInputSchema>;
export type NewNote = z.output<typeof noteInputSchema>;

/** PATCH: the fields sent replace the stored ones; `date: null` takes the note off its day. */
export const notePatchSchema = z.object({
  title: title.optional(),
  body: body.optional(),
  date: calendarDateSchema.optional(),
  pinned: pinned.optional(),
  mentions: mentions.optional(),
});
export type NotePatch = z.output<typeof notePatchSchema>;

export const noteSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  title: z.string(),
  /** The Markdown as written. */
  body: z.string(),
  /** The body as HTML with only safe tags, links and attributes (markdownHtml). */
  html: z.string(),
  date: z.string().nullable(),
  pinned: z.boolean(),
  mentions: z.array(z.string()),
  author: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.string(),
  /** ISO 8601 with milliseconds, exactly as stored: what If-Match compares. */
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** The day picker's "no day" (a select's value cannot be empty). */
export const NO_DAY = "none";
/** The note form: the day as the picker's value, out as the body of POST or PATCH. */
export const noteFormSchema = z
  .object({ title, body, date: z.string(), pinned: z.boolean(), mentions: z.array(z.string()) })
  .transform((v) => ({ title: v.title, body: v.body, date: v.date === NO_DAY ? null : v.date, pinned: v.pinned, mentions: v.mentions }));
export type NoteFormValues = z.input<typeof noteFormSchema>;
export type NoteFormOutput = z.output<typeof noteFormSchema>;

/** Pinned notes first, then the latest changed. */
export const byPinnedThenRecent = (a: Pick<Note, "pinned" | "updatedAt">, b: Pick<Note, "pinned" | "updatedAt">) =>
  Number(b.pinned) - Number(a.pinned) || b.updatedAt.localeCompare(a.updatedAt);
