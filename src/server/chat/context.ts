// Builds the compact TripContext the assistant answers from, through the
// other features' own services (no SQL on their tables here). One trip only.
import { displayName } from "@shared/names";
import { todayCalendarDate } from "@shared/dates";
import type { Db } from "../db/client";
import type { TripContext } from "../ai/trip-context";
import { getTrip } from "../trips/service";
import { listItems } from "../itinerary/service";
import { listReservations } from "../reservations/service";
import { listAllocations } from "../budget/service";

/** Bounds keep the model's prompt small on a long trip; the offline assistant reads the same data. */
const MAX_ITEMS = 200;

export async function buildTripContext(db: Db, tripId: string, userId: string, today?: string): Promise<TripContext> {
  const [trip, items, reservations, allocations] = await Promise.all([
    getTrip(db, tripId, userId),
    listItems(db, tripId),
    listReservations(db, tripId, userId),
    listAllocations(db, tripId),
  ]);
  return {
    today: today ?? todayCalendarDate(),
    trip: {
      name: trip.name,
      description: trip.description,
      startDate: trip.startDate,
      endDate: trip.endDate,
      currency: trip.currency,
      budget: trip.budget,
    },
    members: trip.members.map((m) => ({ name: displayName(m.user), email: m.user.email, role: m.role })),
    itinerary: items.slice(0, MAX_ITEMS).map((i) => ({
      title: i.title,
      description: i.description,
      city: i.location?.city ?? null,
      country: i.location?.country ?? null,
      startDate: i.startDate,
      endDate: i.endDate,
      startTime: i.startTime,
    })),
    reservations: reservations.slice(0, MAX_ITEMS).map((r) => ({
      name: r.name,
      type: r.type,
      status: r.status,
      date: r.reservationDate,
      time: r.reservationTime,
      endDate: r.endDate,
      confirmationNumber: r.confirmationNumber,
      cost: r.cost,
      city: r.location?.city ?? null,
      country: r.location?.country ?? null,
    })),
    budget: allocations.slice(0, MAX_ITEMS).map((a) => ({
      category: a.category,
      name: a.categoryName,
      city: a.city,
      planned: a.plannedAmount,
      spent: a.spentAmount,
    })),
  };
}
