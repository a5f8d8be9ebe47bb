// Which dates a memory may be on: the trip's days (any date while the trip has none).
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { trips } from "../db/schema";
import { badRequest, notFound } from "../http-error";

/** Every date a memory can be on (YYYY-MM-DD, four-digit years): a read of all of a trip's photos or journal. */
export const ALL_DATES = { from: "0001-01-01", to: "9999-12-31" };

/** Whether a date is one of the trip's days; a trip without dates takes any. */
export async function onTripDays(db: Db | Tx, tripId: string): Promise<(date: string) => boolean> {
  const [trip] = await db.select({ startDate: trips.startDate, endDate: trips.endDate }).from(trips).where(eq(trips.id, tripId));
  if (!trip) throw notFound("errors.trips.notFound");
  return (date) => (!trip.startDate || date >= trip.startDate) && (!trip.endDate || date <= trip.endDate);
}

/** 400 naming `date` unless it is one of the trip's days. */
export async function requireTripDay(db: Db | Tx, tripId: string, date: string): Promise<void> {
  if (!(await onTripDays(db, tripId))(date)) throw badRequest("date", "errors.days.dateOutsideTrip");
}
