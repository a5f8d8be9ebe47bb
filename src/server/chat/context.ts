// Builds the compact TripContext the assistant answers from, through the
// other features' own services (no SQL on their tables here). One trip only.
import { displayName } from "@shared/names";
import { todayCalendarDate } from "@shared/dates";
import { isEstimate } from "@shared/quotes";
import { moneySummary } from "@shared/budget-rules";
import type { Db } from "../db/client";
import type { TripContext } from "../ai/trip-context";
import { getTrip } from "../trips/service";
import { listItems } from "../itinerary/service";
import { tripLegs } from "../days/service";
import { listReservations } from "../reservations/service";
import { listAllocations } from "../budget/service";
import { listExpenses, tripBalances } from "../expenses/service";
import { listSavedFlights, listSavedHotels } from "../quotes/service";
import { listDays } from "../days/service";
import { listOf } from "../lists/service";
import { tripWeather, type WeatherSettings } from "../weather/service";
import type { Routers } from "../days/routing";

/** Bounds keep the model's prompt small on a long trip; the offline assistant reads the same data. */
const MAX_ITEMS = 200;

export async function buildTripContext(db: Db, tripId: string, userId: string, today?: string, routers: Routers = {}, weatherSettings: WeatherSettings = {}): Promise<TripContext> {
  const [trip, items, legs, reservations, allocations, expenses, balances, flights, hotels, days, packing, todo, weather] = await Promise.all([
    getTrip(db, tripId, userId),
    listItems(db, tripId),
    tripLegs(db, tripId, routers),
    listReservations(db, tripId, userId),
    listAllocations(db, tripId),
    listExpenses(db, tripId),
    tripBalances(db, tripId),
    listSavedFlights(db, tripId),
    listSavedHotels(db, tripId),
    listDays(db, tripId, {}),
    listOf(db, tripId, "packing"),
    listOf(db, tripId, "todo"),
    tripWeather(db, tripId, weatherSettings),
  ]);
  // Expenses name people by user id; one who has left the trip is a former member (null).
  const names = new Map(trip.members.map((m) => [m.user.id, displayName(m.user)]));
  const nameOf = (id: string) => names.get(id) ?? null;
  const stopName = new Map(items.map((i) => [i.id, i.location ? `${i.location.city}, ${i.location.country}` : i.title]));
  const cityOfStay = new Map(items.map((i) => [i.id, i.location?.city ?? null]));
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
    members: trip.members.map((m) => ({ name: displayName(m.user), email: m.user.email, role: m.role, you: m.user.id === userId })),
    days: days.slice(0, MAX_ITEMS).map((d) => ({
      date: d.date,
      items: d.items.map((i) => ({
        id: i.id,
        kind: i.kind,
        title: i.title,
        startTime: i.startTime,
        endTime: i.endTime,
        ...(i.stay ? { stay: i.stay, city: cityOfStay.get(i.id.replace(/:(in|out)$/, "")) ?? i.place?.name ?? null } : {}),
        ...(i.reservationType ? { reservationType: i.reservationType } : {}),
        ...(i.address ? { address: i.address } : {}),
        ...(i.done !== undefined ? { done: i.done } : {}),
      })),
    })),
    lists: {
      packing: packing.slice(0, MAX_ITEMS).map((i) => ({ text: i.text, done: i.done, assignee: i.assigneeId ? nameOf(i.assigneeId) : null })),
      todo: todo.slice(0, MAX_ITEMS).map((i) => ({ text: i.text, done: i.done, due: i.due, assignee: i.assigneeId ? nameOf(i.assigneeId) : null })),
    },
    itinerary: items.slice(0, MAX_ITEMS).map((i) => ({
      title: i.title,
      description: i.description,
      city: i.location?.city ?? null,
      country: i.location?.country ?? null,
      startDate: i.startDate,
      endDate: i.endDate,
      startTime: i.startTime,
      endTime: i.endTime,
    })),
    travel: legs.slice(0, MAX_ITEMS).map((l) => ({
      from: stopName.get(l.fromId) ?? "",
      to: stopName.get(l.toId) ?? "",
      km: l.km,
      minutes: l.minutes,
      mode: l.mode,
      estimate: l.estimate,
    })),
    weather,
    reservations: reservations.slice(0, MAX_ITEMS).map((r) => ({
      id: r.id,
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
      address: r.address,
      openingHours: r.openingHours,
    })),
    money: moneySummary(allocations, trip.budget),
    budget: allocations.slice(0, MAX_ITEMS).map((a) => ({
      category: a.category,
      name: a.categoryName,
      city: a.city,
      planned: a.plannedAmount,
      spent: a.spentAmount,
    })),
    expenses: expenses.slice(0, MAX_ITEMS).map((e) => ({
      kind: e.kind,
      description: e.description,
      amount: e.amount,
      currency: e.currency,
      amountInTripCurrency: e.amountInTripCurrency,
      date: e.date,
      category: e.category,
      paidBy: nameOf(e.paidBy),
      shares: e.shares.map((s) => ({ name: nameOf(s.userId), amount: s.amount })),
    })),
    balances: {
      members: balances.members.map((m) => ({ name: nameOf(m.userId), paid: m.paid, share: m.share, sent: m.sent, received: m.received, net: m.net })),
      settlements: balances.settlements.map((s) => ({ from: nameOf(s.from), to: nameOf(s.to), amount: s.amount })),
    },
    quotes: {
      flights: flights.slice(0, MAX_ITEMS).map((f) => ({
        origin: f.origin,
        destination: f.destination,
        departureDate: f.departureDate,
        returnDate: f.returnDate,
        passengers: f.passengers,
        cabinClass: f.cabinClass,
        price: f.price,
        currency: f.currency,
        airline: f.airline,
        directFlight: f.directFlight,
        estimate: isEstimate(f.provider),
        booked: f.bookedReservationId !== null,
      })),
      hotels: hotels.slice(0, MAX_ITEMS).map((h) => ({
        hotelName: h.hotelName,
        location: h.location,
        address: h.address,
        checkInDate: h.checkInDate,
        checkOutDate: h.checkOutDate,
        guests: h.guests,
        rooms: h.rooms,
        roomType: h.roomType,
        price: h.price,
        pricePerNight: h.pricePerNight,
        currency: h.currency,
        rating: h.rating,
        estimate: isEstimate(h.provider),
        booked: h.bookedReservationId !== null,
      })),
    },
  };
}
