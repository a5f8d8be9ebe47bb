// Reservations (docs/product/reservations-and-imports.md): request bodies and the JSON the API returns.
// Types, statuses and the status badge are in reservation-rules.ts.
import { z } from "zod";
import { isCalendarDate, isTimeZone } from "./dates";
import { DECIMAL_RE } from "./money";
import { RESERVATION_STATUSES, RESERVATION_TYPES } from "./reservation-rules";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";
import { minutesBetween } from "./zones";

export const reservationTypeSchema = z.enum(RESERVATION_TYPES, {
  error: labelled("errors.field.oneOf", "errors.label.type", { values: RESERVATION_TYPES.join(", ") }),
});

export const reservationStatusSchema = z.enum(RESERVATION_STATUSES, {
  error: labelled("errors.field.oneOf", "errors.label.status", { values: RESERVATION_STATUSES.join(", ") }),
});

/** docs/product/reservations-and-imports.md: the one message for a missing name or reservation date. */
export const REQUIRED_FIELDS: ErrorId = "errors.field.requiredFields";
export const END_BEFORE_RESERVATION: ErrorId = "errors.reservations.endBeforeDate";
export const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

const requiredName = z
  .string({ error: REQUIRED_FIELDS })
  .trim()
  .min(1, REQUIRED_FIELDS)
  .max(200, labelled("errors.field.maxCharacters", "errors.label.name", { max: 200 }));

const requiredDate = z
  .string({ error: REQUIRED_FIELDS })
  .trim()
  .min(1, REQUIRED_FIELDS)
  // "" already failed as required; one message per field.
  .refine((v) => v === "" || isCalendarDate(v), zodMessage("errors.field.date"));

/** Free text where "" and whitespace mean "nothing" (stored as null). */
const optionalText = (label: ErrorId, max: number) =>
  z
    .union([z.string(), z.null()], { error: labelled("errors.field.text", label) })
    .transform((v) => (v === null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, labelled("errors.field.maxCharacters", label, { max }));

const optionalDate = z
  .union([z.string(), z.null()], { error: zodMessage("errors.field.date") })
  .transform((v) => (v === null ? null : v.trim() || null))
  .refine((v) => v === null || isCalendarDate(v), zodMessage("errors.field.date"));

const optionalTime = z
  .union([z.string(), z.null()], { error: zodMessage("errors.field.time") })
  .transform((v) => (v === null ? null : v.trim() || null))
  .refine((v) => v === null || TIME_RE.test(v), zodMessage("errors.field.time"));

const COST_MESSAGE = labelled("errors.field.amount", "errors.label.cost");
/** Exact decimal ≥ 0, kept as a string all the way to the numeric column. */
const optionalCost = z
  .union([z.string(), z.number(), z.null()], { error: COST_MESSAGE })
  .transform((v) => (v === null ? null : typeof v === "number" ? String(v) : v.trim() || null))
  .refine((v) => v === null || DECIMAL_RE.test(v), COST_MESSAGE);

const RATING_MESSAGE: ErrorId = "errors.reservations.reviewRating";
const optionalReviewRating = z
  .union([z.string(), z.number(), z.null()], { error: RATING_MESSAGE })
  .transform((v) => (v === null ? null : typeof v === "number" ? String(v) : v.trim() || null))
  .refine((v) => v === null || (/^\d(\.\d{1,2})?$/.test(v) && Number(v) <= 5), RATING_MESSAGE)
  .transform((v) => (v === null ? null : Number(v)));

const COUNT_MESSAGE: ErrorId = "errors.reservations.reviewCount";
const optionalReviewCount = z
  .union([z.string(), z.number(), z.null()], { error: COUNT_MESSAGE })
  .transform((v) => (v === null ? null : typeof v === "number" ? String(v) : v.trim() || null))
  .refine((v) => v === null || (/^\d{1,9}$/.test(v) && Number.isSafeInteger(Number(v))), COUNT_MESSAGE)
  .transform((v) => (v === null ? null : Number(v)));

/** Where the reservation is; both parts empty means no location. */
const optionalLocation = z
  .union(
    [
      z.object({
        city: optionalText("errors.label.city", 120).optional(),
        country: optionalText("errors.label.country", 120).optional(),
      }),
      z.null(),
    ],
    { error: zodMessage("errors.reservations.locationShape") },
  )
  .transform((v) => (v && (v.city || v.country) ? { city: v.city ?? null, country: v.country ?? null } : null));

/**
 * Where a journey leaves from or arrives (a car rental: pick-up, drop-off). The zone is found from the
 * coordinates when not sent, so its times read as wall times there.
 */
const journeyPlace = (label: ErrorId) => {
  const shape = labelled("errors.reservations.placeShape", label);
  return z
    .object(
      {
        name: z.string({ error: shape }).trim().min(1, shape).max(200, labelled("errors.field.maxCharacters", label, { max: 200 })),
        lat: z.number({ error: shape }).min(-90, shape).max(90, shape),
        lng: z.number({ error: shape }).min(-180, shape).max(180, shape),
        timeZone: z
          .union([z.string(), z.null()], { error: labelled("errors.field.timeZone", label) })
          .refine((v) => v === null || isTimeZone(v), labelled("errors.field.timeZone", label))
          .optional(),
      },
      { error: shape },
    )
    .nullable();
};

export const TRAVELLER_NOT_IN_TRIP: ErrorId = "errors.reservations.travellerNotInTrip";
const TRAVELLERS_LIST: ErrorId = "errors.reservations.travellersList";
const TRAVELLER_TWICE: ErrorId = "errors.reservations.travellerTwice";

/** Who is on it: members' user ids and guests' ids, in the order listed (the server checks they are the trip's). */
const travellersField = z
  .array(z.string({ error: TRAVELLERS_LIST }).trim().min(1, TRAVELLER_NOT_IN_TRIP), { error: TRAVELLERS_LIST })
  .max(100, TRAVELLERS_LIST)
  .superRefine((ids, ctx) => {
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: "custom", path: [i], message: TRAVELLER_TWICE });
    });
  });

/** Every optional field; on create a missing one is null, on PATCH it is left as stored. */
const optionalFields = {
  endTime: optionalTime.optional(),
  from: journeyPlace("errors.label.from").optional(),
  to: journeyPlace("errors.label.to").optional(),
  seat: optionalText("errors.label.seat", 40).optional(),
  carriage: optionalText("errors.label.carriage", 40).optional(),
  platform: optionalText("errors.label.platform", 40).optional(),
  description: optionalText("errors.label.description", 5000).optional(),
  type: reservationTypeSchema.optional(),
  status: reservationStatusSchema.optional(),
  reservationTime: optionalTime.optional(),
  endDate: optionalDate.optional(),
  confirmationNumber: optionalText("errors.label.confirmationNumber", 100).optional(),
  cost: optionalCost.optional(),
  notes: optionalText("errors.label.notes", 5000).optional(),
  address: optionalText("errors.label.address", 500).optional(),
  reviewRating: optionalReviewRating.optional(),
  reviewCount: optionalReviewCount.optional(),
  openingHours: optionalText("errors.label.openingHours", 1000).optional(),
  location: optionalLocation.optional(),
  travellers: travellersField.optional(),
};

const endNotBeforeStart = {
  message: END_BEFORE_RESERVATION,
  path: ["endDate"],
};

export const reservationInputSchema = z
  .object({ name: requiredName, reservationDate: requiredDate, ...optionalFields })
  .refine((r) => !r.endDate || r.endDate >= r.reservationDate, endNotBeforeStart);
export type ReservationInput = z.input<typeof reservationInputSchema>;
export type NewReservation = z.output<typeof reservationInputSchema>;

/** PATCH: any subset. The date order is checked against the stored row by the service when only one date is sent. */
export const reservationPatchSchema = z
  .object({ name: requiredName.optional(), reservationDate: requiredDate.optional(), ...optionalFields })
  .refine((r) => !r.endDate || !r.reservationDate || r.endDate >= r.reservationDate, endNotBeforeStart);
export type ReservationPatch = z.input<typeof reservationPatchSchema>;
export type ReservationChanges = z.output<typeof reservationPatchSchema>;

export const RATING_RANGE_MESSAGE: ErrorId = "errors.reservations.ratingRange";
export const ratingInputSchema = z.object({
  rating: z
    .number({ error: RATING_RANGE_MESSAGE })
    .int(RATING_RANGE_MESSAGE)
    .min(1, RATING_RANGE_MESSAGE)
    .max(5, RATING_RANGE_MESSAGE)
    .nullable(),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** A journey's end as stored: its zone is always known (sent, or found from the coordinates). */
export const journeyPlaceSchema = z.object({ name: z.string(), lat: z.number(), lng: z.number(), timeZone: z.string() });
export type JourneyPlace = z.infer<typeof journeyPlaceSchema>;

export const reservationSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  name: z.string(),
  type: reservationTypeSchema,
  status: reservationStatusSchema,
  reservationDate: z.string(),
  reservationTime: z.string().nullable(),
  endDate: z.string().nullable(),
  /** "HH:mm" on the clock where it ends (`to`'s zone when it has one). */
  endTime: z.string().nullable(),
  /** Where a journey leaves from (a car rental: where it is picked up); its times are wall times in `from.timeZone`. */
  from: journeyPlaceSchema.nullable(),
  /** Where it arrives (a car rental: where it is dropped off); `endDate`/`endTime` are wall times in `to.timeZone`. */
  to: journeyPlaceSchema.nullable(),
  /**
   * Minutes from departure to arrival, each on its own clock (Lisbon 10:00 → New York 13:00 is 480); null
   * unless both times and both zones are known.
   */
  durationMinutes: z.number().int().nullable(),
  seat: z.string().nullable(),
  carriage: z.string().nullable(),
  platform: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  /** Decimal string such as "120.00". */
  cost: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  address: z.string().nullable(),
  reviewRating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  openingHours: z.string().nullable(),
  location: z.object({ city: z.string().nullable(), country: z.string().nullable() }).nullable(),
  /** The caller's own rating, 1–5, or null. */
  userRating: z.number().int().nullable(),
  /** How many files are kept on it (tickets, vouchers). */
  fileCount: z.number().int(),
  /** Who is on it: members' user ids and guests' ids, in the order listed. */
  travellers: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/**
 * Departure to arrival in minutes, each time on its own place's clock. The arrival day is the end date, or the
 * departure day when none is given (a flight landing the same day). Null without both times and both places.
 */
export function journeyMinutes(r: Pick<Reservation, "reservationDate" | "reservationTime" | "endDate" | "endTime" | "from" | "to">): number | null {
  if (!r.reservationTime || !r.endTime || !r.from || !r.to) return null;
  return minutesBetween(
    { date: r.reservationDate, time: r.reservationTime, timeZone: r.from.timeZone },
    { date: r.endDate ?? r.reservationDate, time: r.endTime, timeZone: r.to.timeZone },
  );
}

// ── AI place details (docs/product/reservations-and-imports.md "AI enrichment") ──

export const AI_MISSING_INFO: ErrorId = "errors.reservations.aiMissingInfo";
export const AI_TYPES_ONLY: ErrorId = "errors.reservations.aiTypesOnly";

export const placeDetailsInputSchema = z.object({
  name: z.string({ error: AI_MISSING_INFO }).trim().min(1, AI_MISSING_INFO).max(200, labelled("errors.field.maxCharacters", "errors.label.name", { max: 200 })),
  city: z.string({ error: AI_MISSING_INFO }).trim().min(1, AI_MISSING_INFO).max(120, labelled("errors.field.maxCharacters", "errors.label.city", { max: 120 })),
  country: z.string({ error: labelled("errors.field.text", "errors.label.country") }).trim().max(120, labelled("errors.field.maxCharacters", "errors.label.country", { max: 120 })).nullish(),
  type: z.enum(["hotel", "restaurant"], { error: AI_TYPES_ONLY }),
});
export type PlaceDetailsInput = z.output<typeof placeDetailsInputSchema>;

/** What a model may say about a place; null where it does not know (it must never guess). */
export const placeDetailsSchema = z.object({
  address: z.string().trim().min(1).max(500).nullable(),
  reviewRating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0).max(1_000_000_000).nullable(),
  openingHours: z.string().trim().min(1).max(1000).nullable(),
  description: z.string().trim().min(1).max(2000).nullable(),
});
export type PlaceDetails = z.infer<typeof placeDetailsSchema>;
