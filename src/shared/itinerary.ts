// Itinerary items, calendar events and locations: request bodies, the JSON the
// API returns, and the docs/product/itinerary-and-days.md date rules both the dialogs and the server apply.
import { z } from "zod";
import { formatCalendarDate } from "./dates";
import { calendarDateSchema } from "./trips";
import { labelled, zodMessage, type ErrorId } from "./i18n/error-message";

export const CITY_COUNTRY_REQUIRED: ErrorId = "errors.itinerary.cityCountryRequired";
export const EVENT_FIELDS_REQUIRED: ErrorId = "errors.field.requiredFields";
export const ARRIVAL_REQUIRED: ErrorId = "errors.itinerary.arrivalRequired";
export const DATE_OUT_OF_RANGE_TITLE = zodMessage("errors.itinerary.dateOutOfRangeTitle");
export const DEPARTURE_BEFORE_ARRIVAL: ErrorId = "errors.itinerary.departureBeforeArrival";
export const END_TIME_BEFORE_START: ErrorId = "errors.itinerary.endTimeBeforeStart";

export const arrivalOutOfRange = (start: string, end: string) =>
  zodMessage("errors.itinerary.arrivalOutOfRange", { start: formatCalendarDate(start), end: formatCalendarDate(end) });
export const departureAfterTripEnd = (end: string) =>
  zodMessage("errors.itinerary.departureAfterTripEnd", { end: formatCalendarDate(end) });

/** "" from an empty input is null; anything else must be a 24-hour HH:mm. */
export const timeSchema = z
  .union([z.string(), z.null()], { error: zodMessage("errors.field.time") })
  .transform((v) => (v === "" ? null : v))
  .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), zodMessage("errors.field.time"));

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, zodMessage("errors.field.tooLong"));

export const locationInputSchema = z.object({
  tripId: z.string({ error: zodMessage("errors.itinerary.tripRequired") }).min(1, zodMessage("errors.itinerary.tripRequired")),
  name: z
    .string({ error: labelled("errors.field.text", "errors.label.name") })
    .max(300, zodMessage("errors.field.tooLong"))
    .nullish()
    .transform((v) => v?.trim() || null),
  city: requiredText(CITY_COUNTRY_REQUIRED, 120),
  country: requiredText(CITY_COUNTRY_REQUIRED, 120),
});
export type LocationInput = z.input<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

const optionalText = (max: number) =>
  z
    .string({ error: labelled("errors.field.text", "errors.label.description") })
    .max(max, zodMessage("errors.field.tooLong"))
    .nullish()
    .transform((v) => v?.trim() || null);

/** POST body: a city stay (locationId set) or a calendar event (no location). */
export const itineraryInputSchema = z.object({
  title: z.string({ error: EVENT_FIELDS_REQUIRED }).trim().min(1, EVENT_FIELDS_REQUIRED).max(300, zodMessage("errors.field.tooLong")),
  description: optionalText(5000),
  startDate: calendarDateSchema.optional().transform((v) => v ?? null),
  endDate: calendarDateSchema.optional().transform((v) => v ?? null),
  startTime: timeSchema.optional().transform((v) => v ?? null),
  endTime: timeSchema.optional().transform((v) => v ?? null),
  allDay: z.boolean({ error: labelled("errors.field.trueOrFalse", "errors.label.allDay") }).optional().transform((v) => v ?? true),
  locationId: z.string({ error: labelled("errors.field.text", "errors.label.locationId") }).nullish().transform((v) => v || null),
  reservationId: z.string({ error: labelled("errors.field.text", "errors.label.reservationId") }).nullish().transform((v) => v || null),
});
export type ItineraryInput = z.input<typeof itineraryInputSchema>;

/** PUT body: the fields sent replace the stored ones; the rest stay. */
export const itineraryPatchSchema = z.object({
  title: itineraryInputSchema.shape.title.optional(),
  description: z.string({ error: labelled("errors.field.text", "errors.label.description") }).max(5000, zodMessage("errors.field.tooLong")).nullish(),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  startTime: timeSchema.optional(),
  endTime: timeSchema.optional(),
  allDay: z.boolean({ error: labelled("errors.field.trueOrFalse", "errors.label.allDay") }).optional(),
  locationId: z.string({ error: labelled("errors.field.text", "errors.label.locationId") }).nullish(),
  reservationId: z.string({ error: labelled("errors.field.text", "errors.label.reservationId") }).nullish(),
});
export type ItineraryPatch = z.input<typeof itineraryPatchSchema>;


export const itineraryItemSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  allDay: z.boolean(),
  locationId: z.string().nullable(),
  location: z
    .object({ city: z.string(), country: z.string(), lat: z.number().nullable(), lng: z.number().nullable() })
    .nullable(),
  reservationId: z.string().nullable(),
  reservation: z.object({ type: z.string(), name: z.string(), description: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ItineraryItem = z.infer<typeof itineraryItemSchema>;

export const calendarFeedSchema = z.object({
  /** Path of the secret feed, e.g. /api/calendar-feeds/<token>.ics; the client adds its origin. */
  path: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export interface DateIssue {
  field: "startDate" | "endDate";
  message: string;
  /** "Date Out of Range" for the range rule, so the dialog can title its toast. */
  title?: string;
}

/**
 * docs/product/itinerary-and-days.md for a city stay: arrival required and inside the trip when the trip
 * has both dates; departure (defaulting to arrival) not after the trip end
 * and not before arrival. Dates are YYYY-MM-DD, so string order is date order.
 */
export function cityDateIssue(
  trip: { startDate: string | null; endDate: string | null },
  item: { startDate: string | null; endDate: string | null },
): DateIssue | null {
  const { startDate: tripStart, endDate: tripEnd } = trip;
  const arrival = item.startDate;
  const departure = item.endDate ?? arrival;
  if (tripStart && tripEnd) {
    if (!arrival) return { field: "startDate", message: ARRIVAL_REQUIRED };
    if (arrival < tripStart || arrival > tripEnd) {
      return { field: "startDate", message: arrivalOutOfRange(tripStart, tripEnd), title: DATE_OUT_OF_RANGE_TITLE };
    }
  }
  if (departure && tripEnd && departure > tripEnd) return { field: "endDate", message: departureAfterTripEnd(tripEnd) };
  if (departure && arrival && departure < arrival) return { field: "endDate", message: DEPARTURE_BEFORE_ARRIVAL };
  if (departure && !arrival) return { field: "startDate", message: zodMessage("errors.itinerary.arrivalMissing") };
  return null;
}

/** Calendar events: title and start date required; the end not before the start. */
export function eventIssue(item: {
  title: string | null;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  allDay: boolean;
}): { field: string; message: string } | null {
  if (!item.title?.trim()) return { field: "title", message: EVENT_FIELDS_REQUIRED };
  if (!item.startDate) return { field: "startDate", message: EVENT_FIELDS_REQUIRED };
  const end = item.endDate ?? item.startDate;
  if (end < item.startDate) return { field: "endDate", message: zodMessage("errors.trips.endBeforeStart") };
  if (!item.allDay && end === item.startDate && item.startTime && item.endTime && item.endTime <= item.startTime) {
    return { field: "endTime", message: END_TIME_BEFORE_START };
  }
  return null;
}
