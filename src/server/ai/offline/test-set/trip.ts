// The fixed trip the offline assistant's test set asks about: eleven days in
// Italy with three cities, events, eleven reservations (one cancelled, one
// pending, one without a confirmation number, one without a cost), budget
// allocations (food over budget), four members (one name with accents),
// expenses in two currencies with a payment, and saved flight and hotel
// quotes. Today is Friday 12 June 2026, day 3 of the trip, unless a question
// says otherwise. 2026-06-01 is a Monday.
//
// Balances, as the expenses service computes them (equal splits, the
// remainder cent to the first listed):
//   Dinner at Roscioli €120.00, Olive paid; Olive, Eddie, Vera, José 30.00 each
//   Uffizi tickets €50.00, Eddie paid; Olive 16.67, Eddie 16.67, Vera 16.66
//   Airport taxi $40.00 at 0.9 = €36.00, José paid; 9.00 each of four
//   Gelato €12.00, Vera paid; Vera, José 6.00 each
//   Payment José → Olive €20.00
// Paid (expenses only): Olive 120.00, Eddie 50.00, Vera 12.00, José 36.00
// Share (expenses only): Olive 55.67, Eddie 55.67, Vera 61.66, José 45.00
// Payments: José sent 20.00, Olive received 20.00
// Net = paid − share + sent − received: Olive +44.33, Eddie −5.67, Vera −49.66, José +11.00
// Settle up: Vera → Olive 44.33, Eddie → José 5.67, Vera → José 5.33
import { calendarDatesBetween } from "@shared/dates";
import { arrangeDay } from "@shared/days";
import type { TripContext } from "../../trip-context";

export const TODAY = "2026-06-12";

type Reservation = TripContext["reservations"][number];
/** A reservation of a test trip: confirmed, with nothing else known unless given (the held-out trips give their country). */
export const reservation = (r: Partial<Reservation> & Pick<Reservation, "name" | "type" | "date">): Reservation => ({
  id: `r-${r.name}`,
  status: "confirmed",
  time: null,
  endDate: null,
  confirmationNumber: null,
  cost: null,
  city: null,
  country: null,
  address: null,
  openingHours: null,
  ...r,
});

type Item = TripContext["itinerary"][number];
/** An itinerary item of a test trip: a stay when it has a city, else an event. */
export const item = (i: Partial<Item> & Pick<Item, "title" | "startDate">): Item => ({
  description: null,
  city: null,
  country: null,
  endDate: null,
  startTime: null,
  endTime: null,
  ...i,
});

export type Context = Omit<TripContext, "days" | "lists">;
type DayItem = TripContext["days"][number]["items"][number];

/**
 * The days as the days read model gives them for this trip: stays on their
 * first and last day, events on theirs, reservations (not cancelled) on their
 * date and end date, each day in the shared order (arrangeDay); `world` gives
 * a day its city with the sun's times and its holidays.
 */
export function daysOf(ctx: Context, world: Record<string, Pick<TripContext["days"][number], "city" | "holidays">> = {}): TripContext["days"] {
  const raw: Array<DayItem & { date: string; rank: number | null; key: string }> = [];
  ctx.itinerary.forEach((i, k) => {
    const key = String(k).padStart(3, "0");
    if (!i.startDate) return;
    if (i.city) {
      raw.push({ id: `${i.title}:in`, kind: "stay", stay: "check-in", title: i.title, city: i.city, startTime: null, endTime: null, date: i.startDate, rank: null, key });
      if (i.endDate && i.endDate !== i.startDate) raw.push({ id: `${i.title}:out`, kind: "stay", stay: "check-out", title: i.title, city: i.city, startTime: null, endTime: null, date: i.endDate, rank: null, key });
    } else {
      raw.push({ id: i.title, kind: "event", title: i.title, startTime: i.startTime, endTime: i.endTime, date: i.startDate, rank: 1_000_000, key });
    }
  });
  ctx.reservations.forEach((r, k) => {
    if (r.status === "cancelled") return;
    const key = `r${String(k).padStart(3, "0")}`;
    raw.push({ id: r.id, kind: "reservation", reservationType: r.type, title: r.name, startTime: r.time, endTime: null, date: r.date, rank: null, key });
    if (r.endDate && r.endDate > r.date) raw.push({ id: `${r.id}:end`, kind: "reservation", reservationType: r.type, title: r.name, startTime: null, endTime: null, date: r.endDate, rank: null, key });
  });
  return calendarDatesBetween(ctx.trip.startDate!, ctx.trip.endDate!).map((date) => ({
    date,
    city: world[date]?.city ?? null,
    holidays: world[date]?.holidays ?? [],
    items: arrangeDay(raw.filter((r) => r.date === date)).map(({ date: _d, rank: _r, key: _k, ...item }) => item),
  }));
}

const CONTEXT: Context = {
  today: TODAY,
  trip: {
    name: "Italy 2026",
    description: "Rome, Florence and Venice with friends",
    startDate: "2026-06-10",
    endDate: "2026-06-20",
    currency: "EUR",
    budget: "6000.00",
  },
  members: [
    { name: "Olive Owner", email: "olive@example.com", role: "admin", you: true },
    { name: "Eddie Editor", email: "eddie@example.com", role: "editor", you: false },
    { name: "Vera Viewer", email: "vera@example.com", role: "viewer", you: false },
    { name: "José Álvarez", email: "jose@example.com", role: "editor", you: false },
  ],
  itinerary: [
    item({ title: "Stay in Rome", description: "Visiting Rome, Italy", city: "Rome", country: "Italy", startDate: "2026-06-10", endDate: "2026-06-14" }),
    item({ title: "Colosseum guided tour", description: "Meet at the Arch of Constantine", startDate: "2026-06-11", startTime: "09:30", endTime: "12:00" }),
    item({ title: "Cooking class", startDate: "2026-06-12", startTime: "18:00", endTime: "21:00" }),
    item({ title: "Stay in Florence", city: "Florence", country: "Italy", startDate: "2026-06-14", endDate: "2026-06-17" }),
    item({ title: "Day trip to Pisa", startDate: "2026-06-16" }),
    item({ title: "Stay in Venice", city: "Venice", country: "Italy", startDate: "2026-06-17", endDate: "2026-06-20" }),
    item({ title: "Gondola ride", startDate: "2026-06-18", startTime: "17:00", endTime: "17:45" }),
  ],
  travel: [],
  weather: [],
  reservations: [
    reservation({ name: "Hotel Artemide", type: "hotel", date: "2026-06-10", time: "15:00", endDate: "2026-06-14", confirmationNumber: "ART-123", cost: "600.00", city: "Rome", country: "Italy", address: "Via Nazionale 22, 00184 Rome" }),
    reservation({ name: "Roscioli", type: "restaurant", date: "2026-06-11", time: "20:30", confirmationNumber: "R-77", cost: "120.00", city: "Rome", country: "Italy", address: "Via dei Giubbonari 21, Rome" }),
    reservation({ name: "Old Place", type: "restaurant", status: "cancelled", date: "2026-06-12", cost: "80.00", city: "Rome", country: "Italy" }),
    reservation({ name: "Frecciarossa to Florence", type: "transport", date: "2026-06-14", time: "09:00", confirmationNumber: "TR-555", cost: "45.50" }),
    reservation({ name: "Hotel Brunelleschi", type: "hotel", status: "pending", date: "2026-06-14", time: "14:00", endDate: "2026-06-17", confirmationNumber: "BRU-456", cost: "540.00", city: "Florence", country: "Italy", address: "Piazza Sant'Elisabetta 3, Florence" }),
    reservation({ name: "Uffizi Gallery", type: "attraction", date: "2026-06-15", time: "10:00", confirmationNumber: "UFF-9", cost: "50.00", city: "Florence", country: "Italy" }),
    reservation({ name: "Galleria dell'Accademia", type: "attraction", date: "2026-06-15", time: "16:00", confirmationNumber: "ACC-31", cost: "32.00", city: "Florence", country: "Italy", openingHours: "Tuesday to Sunday 8:15–18:50" }),
    reservation({ name: "Italo to Venice", type: "transport", date: "2026-06-17", time: "11:15", confirmationNumber: "IT-880", cost: "39.90" }),
    reservation({ name: "Hotel Danieli", type: "hotel", date: "2026-06-17", time: "15:00", endDate: "2026-06-20", cost: "1200.00", city: "Venice", country: "Italy", address: "Riva degli Schiavoni 4196, Venice" }),
    reservation({ name: "Caffè Florian", type: "restaurant", date: "2026-06-18", time: "19:00", confirmationNumber: "CF-2", city: "Venice", country: "Italy" }),
    reservation({ name: "Flight AZ608 to New York", type: "transport", date: "2026-06-20", time: "10:40", confirmationNumber: "Q7XK2P", cost: "690.00", city: "Venice", country: "Italy" }),
  ],
  // moneySummary of the allocations below and the budget of 6000.00: spent is measured against the budget.
  money: { totalPlanned: "4900.00", totalSpent: "2525.50", remaining: "3474.50", tripBudget: "6000.00", unallocated: "1100.00" },
  budget: [
    { category: "hotels", name: "Hotels", city: null, planned: "2500.00", spent: "600.00" },
    { category: "food", name: "Food & Dining", city: null, planned: "400.00", spent: "450.00" },
    { category: "activities", name: "Activities", city: "Florence, Italy", planned: "300.00", spent: "50.00" },
    { category: "transportation", name: "Transportation", city: null, planned: "200.00", spent: "45.50" },
    { category: "air_tickets", name: "Air Tickets", city: null, planned: "1500.00", spent: "1380.00" },
  ],
  expenses: [
    {
      kind: "expense", description: "Uffizi tickets", amount: "50.00", currency: "EUR", amountInTripCurrency: "50.00", date: "2026-06-15", category: "activities", paidBy: "Eddie Editor",
      shares: [{ name: "Olive Owner", amount: "16.67" }, { name: "Eddie Editor", amount: "16.67" }, { name: "Vera Viewer", amount: "16.66" }],
    },
    { kind: "payment", description: "", amount: "20.00", currency: "EUR", amountInTripCurrency: "20.00", date: "2026-06-13", category: "other", paidBy: "José Álvarez", shares: [{ name: "Olive Owner", amount: "20.00" }] },
    {
      kind: "expense", description: "Gelato", amount: "12.00", currency: "EUR", amountInTripCurrency: "12.00", date: "2026-06-12", category: "food", paidBy: "Vera Viewer",
      shares: [{ name: "Vera Viewer", amount: "6.00" }, { name: "José Álvarez", amount: "6.00" }],
    },
    {
      kind: "expense", description: "Dinner at Roscioli", amount: "120.00", currency: "EUR", amountInTripCurrency: "120.00", date: "2026-06-11", category: "food", paidBy: "Olive Owner",
      shares: [{ name: "Olive Owner", amount: "30.00" }, { name: "Eddie Editor", amount: "30.00" }, { name: "Vera Viewer", amount: "30.00" }, { name: "José Álvarez", amount: "30.00" }],
    },
    {
      kind: "expense", description: "Airport taxi", amount: "40.00", currency: "USD", amountInTripCurrency: "36.00", date: "2026-06-10", category: "transportation", paidBy: "José Álvarez",
      shares: [{ name: "Olive Owner", amount: "9.00" }, { name: "Eddie Editor", amount: "9.00" }, { name: "Vera Viewer", amount: "9.00" }, { name: "José Álvarez", amount: "9.00" }],
    },
  ],
  balances: {
    members: [
      { name: "Olive Owner", paid: "120.00", share: "55.67", sent: "0.00", received: "20.00", net: "44.33" },
      { name: "Eddie Editor", paid: "50.00", share: "55.67", sent: "0.00", received: "0.00", net: "-5.67" },
      { name: "Vera Viewer", paid: "12.00", share: "61.66", sent: "0.00", received: "0.00", net: "-49.66" },
      { name: "José Álvarez", paid: "36.00", share: "45.00", sent: "20.00", received: "0.00", net: "11.00" },
    ],
    settlements: [
      { from: "Vera Viewer", to: "Olive Owner", amount: "44.33" },
      { from: "Eddie Editor", to: "José Álvarez", amount: "5.67" },
      { from: "Vera Viewer", to: "José Álvarez", amount: "5.33" },
    ],
  },
  quotes: {
    flights: [
      { origin: "New York", destination: "Rome", departureDate: "2026-06-09", returnDate: "2026-06-20", passengers: 2, cabinClass: "economy", price: "1450.00", currency: "USD", airline: "ITA Airways", directFlight: true, estimate: false, booked: false },
      { origin: "New York", destination: "Rome", departureDate: "2026-06-09", returnDate: "2026-06-20", passengers: 2, cabinClass: "economy", price: "1325.00", currency: "USD", airline: "Delta", directFlight: false, estimate: true, booked: false },
    ],
    hotels: [
      { hotelName: "Hotel Brunelleschi", location: "Florence", address: "Piazza Sant'Elisabetta 3, Florence", checkInDate: "2026-06-14", checkOutDate: "2026-06-17", guests: 2, rooms: 1, roomType: "Double room", price: "540.00", pricePerNight: "180.00", currency: "EUR", rating: 4.5, estimate: false, booked: true },
      { hotelName: "Palazzo Venart", location: "Venice", address: null, checkInDate: "2026-06-17", checkOutDate: "2026-06-20", guests: 2, rooms: 1, roomType: "Junior suite", price: "1350.00", pricePerNight: "450.00", currency: "EUR", rating: 5, estimate: false, booked: false },
    ],
  },
};

export const TRIP: TripContext = {
  ...CONTEXT,
  days: daysOf(CONTEXT),
  lists: {
    packing: [
      { text: "Passports", done: true, assignee: null },
      { text: "Sun hat", done: false, assignee: "Vera Viewer" },
      { text: "Phone charger", done: false, assignee: null },
    ],
    todo: [
      { text: "Book the gondola", done: false, due: "2026-06-16", assignee: "Olive Owner" },
      { text: "Print the train tickets", done: true, due: "2026-06-13", assignee: null },
    ],
  },
};
