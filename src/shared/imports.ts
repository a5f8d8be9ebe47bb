// Bookings in (docs/product/reservations-and-imports.md): what an import found (a candidate reservation),
// what it could not read, and the confirm call that turns chosen candidates
// into reservations.
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { isCurrencyCode } from "./currency-codes";
import { END_BEFORE_RESERVATION, journeyPlaceSchema, reservationInputSchema, reservationTypeSchema, TIME_RE } from "./reservations";
import { RESERVATION_TYPES, type ReservationType } from "./reservation-rules";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

/** Where a candidate was read from, in the product description's order of trust. */
export const IMPORT_SOURCES = ["json-ld", "microdata", "pkpass", "ics", "ai"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** A candidate is a reservation to be: it has the reservation types (docs/product/reservations-and-imports.md maps schema.org's onto them). */
export const CANDIDATE_TYPES = RESERVATION_TYPES;
export type CandidateType = ReservationType;

export const NEEDS_AI_MODEL: ErrorId = "errors.imports.needsModel";
export const NO_BOOKING_FOUND: ErrorId = "errors.imports.noBooking";

const candidatePlaceSchema = journeyPlaceSchema.extend({ timeZone: z.string().nullable() });

/** One booking as read, before anything is saved: every field may be edited in the preview. */
export const importCandidateSchema = z.object({
  type: reservationTypeSchema,
  name: z.string(),
  /** YYYY-MM-DD, local to the place; null when the source had no date (the member fills it in). */
  reservationDate: z.string().nullable(),
  /** HH:mm, the place's local wall time as written in the source. */
  reservationTime: z.string().nullable(),
  endDate: z.string().nullable(),
  /** HH:mm on the clock where it ends (a flight's landing at its arrival airport). */
  endTime: z.string().nullable(),
  /**
   * Where a journey leaves from and arrives, when the source placed them (an airport, a station with
   * coordinates); a zone not known yet (null) is found from the coordinates when the booking is added.
   */
  from: candidatePlaceSchema.nullable(),
  to: candidatePlaceSchema.nullable(),
  seat: z.string().nullable(),
  carriage: z.string().nullable(),
  platform: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  address: z.string().nullable(),
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** A decimal string in `currency`'s own units, as the source gave it. */
  cost: z.string().nullable(),
  currency: z.string().nullable(),
  source: z.enum(IMPORT_SOURCES),
  /** The reservation of this trip the candidate repeats (confirmation number, type, date and flight number), else null. */
  duplicateOf: z.string().nullable(),
  /** The uploaded file it was read from, kept 24 hours so it can be attached at confirm. */
  uploadId: z.string().nullable(),
  /** A flight's carrier code and number ("TP1234"), for telling segments apart. */
  flightNumber: z.string().nullable(),
  /** What else the source said that has no field of its own (route, arrival, party size). */
  description: z.string().nullable(),
  /** The first of its dates outside the trip's dates (the reservation form's warning), else null. */
  outsideTrip: z.string().nullable(),
});
export type ImportCandidate = z.infer<typeof importCandidateSchema>;

export const unreadableFileSchema = z.object({
  file: z.string(),
  message: z.string(),
});
export type UnreadableFile = z.infer<typeof unreadableFileSchema>;

export const importResultSchema = z.object({
  candidates: z.array(importCandidateSchema),
  unreadable: z.array(unreadableFileSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const MAX_IMPORT_TEXT = 200_000;
export const importTextSchema = z.object({
  text: z
    .string({ error: labelled("errors.field.text", "errors.label.text") })
    .refine((v) => v.trim().length > 0, zodMessage("errors.imports.pasteText"))
    .refine((v) => v.length <= MAX_IMPORT_TEXT, labelled("errors.field.maxCharacters", "errors.label.text", { max: MAX_IMPORT_TEXT })),
});

const CURRENCY_MESSAGE: ErrorId = "errors.quotes.currencyCode";
const SOURCE_COST_MESSAGE: ErrorId = "errors.imports.cost";
/** A decimal ≥ 0 with up to three places (BHD, KWD…): the currency's own units before conversion. */
const SOURCE_COST_RE = /^\d{1,12}(\.\d{1,3})?$/;

/**
 * A candidate as sent back to confirm (edited or not): the reservation's own
 * rules, plus the currency its cost is in and the upload it came from.
 */
export const confirmCandidateSchema = z
  .object(
    {
    ...reservationInputSchema.shape,
    cost: z
      .union([z.string(), z.number(), z.null()], { error: SOURCE_COST_MESSAGE })
      .transform((v) => (v === null ? null : typeof v === "number" ? String(v) : v.trim() || null))
      .refine((v) => v === null || SOURCE_COST_RE.test(v), SOURCE_COST_MESSAGE)
      .optional(),
    currency: z
      .union([z.string(), z.null()], { error: CURRENCY_MESSAGE })
      .transform((v) => (v === null ? null : v.trim().toUpperCase() || null))
      .refine((v) => v === null || isCurrencyCode(v), CURRENCY_MESSAGE)
      .optional(),
    uploadId: z.string({ error: labelled("errors.field.text", "errors.label.uploadId") }).nullable().optional(),
    flightNumber: z.string({ error: labelled("errors.field.text", "errors.label.flightNumber") }).max(20, labelled("errors.field.maxCharacters", "errors.label.flightNumber", { max: 20 })).nullable().optional(),
    // Sent back as received; the server decides these again.
    source: z.string().nullable().optional(),
    duplicateOf: z.string().nullable().optional(),
    },
    { error: zodMessage("errors.imports.candidateObject") },
  )
  .refine((r) => !r.endDate || r.endDate >= r.reservationDate, { message: END_BEFORE_RESERVATION, path: ["endDate"] });
export type ConfirmCandidate = z.output<typeof confirmCandidateSchema>;

export const MAX_CONFIRM_CANDIDATES = 100;
export const confirmImportSchema = z.object({
  candidates: z
    .array(confirmCandidateSchema, { error: zodMessage("errors.imports.candidatesList") })
    .min(1, zodMessage("errors.imports.chooseOne"))
    .max(MAX_CONFIRM_CANDIDATES, zodMessage("errors.imports.atMostBookings", { max: MAX_CONFIRM_CANDIDATES })),
  keepOriginals: z
    .array(z.string({ error: labelled("errors.field.text", "errors.label.uploadId") }), { error: zodMessage("errors.imports.keepOriginalsList") })
    .max(100, zodMessage("errors.imports.keepOriginalsList"))
    .optional(),
});
export type ConfirmImport = z.input<typeof confirmImportSchema>;

/** Checks both sides use to tell a read value is well-formed. */
export const isCandidateDate = (v: string) => isCalendarDate(v);
export const isCandidateTime = (v: string) => TIME_RE.test(v);
