// Copy a trip as a template (docs/product/trips-and-members.md, "Copy a trip"):
// the plan comes along with every date moved by the new start minus the old
// one; who went, what was spent and what was said do not. The caller is the
// copy's only member, its admin.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { START_DATE_NEEDED, type Trip } from "@shared/trips";
import { addCalendarDays, daysBetween } from "@shared/dates";
import type { Db } from "../db/client";
import { budgetAllocations, itineraryItems, listItems, locations, places, reservations, tripMembers, trips } from "../db/schema";
import { badRequest, notFound } from "../http-error";
import { getTrip } from "./service";

export async function copyTrip(db: Db, tripId: string, userId: string, input: { name: string; startDate: string | null }): Promise<Trip> {
  const newId = await db.transaction(async (tx) => {
    const [old] = await tx.select().from(trips).where(eq(trips.id, tripId));
    if (!old) throw notFound("errors.trips.notFound");
    if (old.startDate && !input.startDate) throw badRequest("startDate", START_DATE_NEEDED);
    // Calendar days to move every date by (date strings only: no time zone can shift a day).
    const days = old.startDate && input.startDate ? daysBetween(old.startDate, input.startDate) : 0;
    const shift = (date: string) => addCalendarDays(date, days);
    const moved = (date: string | null) => (date ? shift(date) : null);

    const [created] = await tx
      .insert(trips)
      .values({
        name: input.name,
        description: old.description,
        startDate: moved(old.startDate),
        endDate: moved(old.endDate),
        budget: old.budget,
        currency: old.currency,
        createdBy: userId,
      })
      .returning({ id: trips.id });
    const copy = created!.id;
    await tx.insert(tripMembers).values({ tripId: copy, userId, role: "admin" });

    // Cities and reservations first: stays and events point at them by their new ids.
    const cityIds = new Map<string, string>();
    for (const row of await tx.select().from(locations).where(eq(locations.tripId, tripId))) {
      const id = randomUUID();
      cityIds.set(row.id, id);
      await tx.insert(locations).values({ ...row, id, tripId: copy, createdAt: sql`now()` });
    }
    const reservationIds = new Map<string, string>();
    for (const row of await tx.select().from(reservations).where(eq(reservations.tripId, tripId))) {
      const id = randomUUID();
      reservationIds.set(row.id, id);
      await tx.insert(reservations).values({
        ...row,
        id,
        tripId: copy,
        // Not booked yet: pending, without the old booking's number (its files and ratings stay behind).
        status: "pending",
        confirmationNumber: null,
        reservationDate: shift(row.reservationDate),
        endDate: moved(row.endDate),
        createdBy: userId,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      });
    }
    for (const row of await tx.select().from(itineraryItems).where(eq(itineraryItems.tripId, tripId))) {
      await tx.insert(itineraryItems).values({
        ...row,
        id: randomUUID(),
        tripId: copy,
        startDate: moved(row.startDate),
        endDate: moved(row.endDate),
        locationId: row.locationId ? (cityIds.get(row.locationId) ?? null) : null,
        reservationId: row.reservationId ? (reservationIds.get(row.reservationId) ?? null) : null,
        createdBy: userId,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      });
    }
    for (const row of await tx.select().from(places).where(eq(places.tripId, tripId))) {
      await tx.insert(places).values({ ...row, id: randomUUID(), tripId: copy, date: moved(row.date), createdBy: userId, createdAt: sql`now()` });
    }
    for (const row of await tx.select().from(listItems).where(eq(listItems.tripId, tripId))) {
      // Unticked and unassigned: the copy's members decide anew.
      await tx.insert(listItems).values({
        ...row,
        id: randomUUID(),
        tripId: copy,
        done: false,
        assigneeId: null,
        due: moved(row.due),
        createdBy: userId,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      });
    }
    for (const row of await tx.select().from(budgetAllocations).where(eq(budgetAllocations.tripId, tripId))) {
      // The plan, not the spending: typed spent amounts start at 0.
      await tx.insert(budgetAllocations).values({ ...row, id: randomUUID(), tripId: copy, realizedAmount: "0", createdBy: userId, createdAt: sql`now()`, updatedAt: sql`now()` });
    }
    return copy;
  });
  return getTrip(db, newId, userId);
}
