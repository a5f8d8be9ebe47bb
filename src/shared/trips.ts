// Trips and their members: the request bodies and the JSON the API returns.
import { type ErrorId, labelled } from "./i18n/error-message";
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { CURRENCIES, DECIMAL_RE } from "./money";
import { zodMessage } from "./i18n/error-message";

export const ROLES = ["admin", "editor", "viewer"] as const;
export const roleSchema = z.enum(ROLES, { error: labelled("errors.field.oneOf", "errors.label.role", { values: ROLES.join(", ") }) });
export type Role = z.infer<typeof roleSchema>;

/** YYYY-MM-DD or null; "" (an empty date input) counts as null. */
export const calendarDateSchema = z
  .union([z.string(), z.null()], { error: zodMessage("errors.field.date") })
  .transform((v) => (v === "" ? null : v))
  .refine((v) => v === null || isCalendarDate(v), zodMessage("errors.field.date"));

/** A decimal ≥ 0 with at most 2 places, sent as number or string; "" is null. Returned as a string. */
export const moneySchema = (label: ErrorId) =>
  z
    .union([z.string(), z.number(), z.null()], { error: labelled("errors.mustBeNumber", label) })
    .transform((v) => (v === "" || v === null ? null : typeof v === "number" ? String(v) : v.trim()))
    .refine((v) => v === null || DECIMAL_RE.test(v), labelled("errors.field.amount", label));

/** The trip's editable fields, without the cross-field rule (so PATCH can make them partial). */
export const tripFieldsSchema = z.object({
  name: z.string({ error: zodMessage("errors.tripNameRequired") }).trim().min(1, zodMessage("errors.tripNameRequired")).max(200, zodMessage("errors.trips.nameTooLong")),
    description: z
      .string({ error: labelled("errors.field.text", "errors.label.description") })
      .max(5000, zodMessage("errors.trips.descriptionTooLong"))
      .nullish()
      .transform((v) => (v ? v : null)),
    startDate: calendarDateSchema.optional().transform((v) => v ?? null),
    endDate: calendarDateSchema.optional().transform((v) => v ?? null),
    budget: moneySchema("errors.label.budget").optional().transform((v) => v ?? null),
    currency: z
      .enum(CURRENCIES, { error: labelled("errors.field.oneOf", "errors.label.currency", { values: CURRENCIES.join(", ") }) })
      .optional()
      .transform((v) => v ?? "USD"),
});

const END_AFTER_START = {
  message: zodMessage("errors.trips.endBeforeStart"),
  path: ["endDate"],
};

export const tripInputSchema = tripFieldsSchema.refine(
  (t) => !t.startDate || !t.endDate || t.endDate >= t.startDate,
  END_AFTER_START,
);
export type TripInput = z.input<typeof tripInputSchema>;

/**
 * PATCH body: any subset of the fields. The date order is checked here when
 * both dates are sent, and by the service against the stored trip otherwise.
 */
export const tripPatchSchema = z
  .object({
    name: tripFieldsSchema.shape.name.optional(),
    description: z.string({ error: labelled("errors.field.text", "errors.label.description") }).max(5000, zodMessage("errors.trips.descriptionTooLong")).nullish(),
    startDate: calendarDateSchema.optional(),
    endDate: calendarDateSchema.optional(),
    budget: moneySchema("errors.label.budget").optional(),
    currency: z.enum(CURRENCIES, { error: labelled("errors.field.oneOf", "errors.label.currency", { values: CURRENCIES.join(", ") }) }).optional(),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, END_AFTER_START);
export type TripPatch = z.input<typeof tripPatchSchema>;

export const memberSchema = z.object({
  id: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
  user: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
});
export type Member = z.infer<typeof memberSchema>;

export const tripSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  budget: z.string().nullable(),
  currency: z.string(),
  spentAmount: z.string(),
  createdAt: z.string(),
  /** The version (ISO, milliseconds) to send back in If-Match (docs/product/offline.md). */
  updatedAt: z.string(),
  /** The caller's own role in this trip, so the client can hide what it may not do. */
  myRole: roleSchema,
  members: z.array(memberSchema),
});
export type Trip = z.infer<typeof tripSchema>;

export const START_DATE_NEEDED = "errors.trips.copyStartDate";

/** POST /api/trips/{tripId}/copy: the copy's name and first day (every date moves with it; a trip without dates needs none). */
export const tripCopyInputSchema = z.object({
  name: tripFieldsSchema.shape.name,
  startDate: calendarDateSchema.optional().transform((v) => v ?? null),
});
export type TripCopyInput = z.input<typeof tripCopyInputSchema>;
