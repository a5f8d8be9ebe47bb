// The fourth held-out trip, written after the fixes that followed the Morocco
// run and before they ran on it (./norway-questions.ts): ten days along the
// Norwegian fjords in kroner (NOK), Oslo, Bergen, Geiranger and Ålesund; a
// flight in and a flight home, a train, a ferry, an airport bus and a car
// rental (the newer reservation kinds), four hotels (one pending, one without
// a confirmation number), a funicular with opening hours, a cancelled
// restaurant, events, places put on days, three members and a guest (Sofia
// Rossi, in expenses only), an expense in euros, a payment, a food budget
// over its allocation, drives between the stops, a packing list, a to-do
// list, the sun's times of each day, no public holiday and no weather
// service. Today is Thursday 17 June 2027 (day 4) unless a question says
// otherwise; 14 June 2027 is a Monday.
//
// Balances (equal splits):
//   Taxi to the hotel 450, Mateo paid; Mateo, Chloé, Daniel 150 each
//   Museum passes €60.00 = 690 NOK, Daniel paid; Mateo, Chloé, Daniel 230 each
//   Fish soup at the market 780, Chloé paid; Mateo, Chloé, Daniel, Sofia 195 each
//   Payment Sofia → Chloé 195
// Paid: Mateo 450, Chloé 780, Daniel 690; share: Mateo 575, Chloé 575, Daniel 575, Sofia 195
// Net: Mateo −125, Chloé +10, Daniel +115, Sofia 0
// Settle up: Mateo → Daniel 115, Mateo → Chloé 10
import type { TripContext } from "../../trip-context";
import { daysOf, item, reservation as testReservation, type Context } from "../test-set/trip";

export const NORWAY_TODAY = "2027-06-17";

/** Every reservation of this trip is in Norway unless it says otherwise. */
const reservation = (r: Parameters<typeof testReservation>[0]) => testReservation({ country: "Norway", ...r });

const CONTEXT: Context = {
  today: NORWAY_TODAY,
  trip: { name: "Fjords of Norway", description: null, startDate: "2027-06-14", endDate: "2027-06-23", currency: "NOK", budget: "60000.00" },
  members: [
    { name: "Mateo Fernández", email: "mateo@example.net", role: "admin", you: true },
    { name: "Chloé Martin", email: "chloe@example.net", role: "editor", you: false },
    { name: "Daniel Okafor", email: "daniel@example.net", role: "viewer", you: false },
  ],
  itinerary: [
    item({ title: "Oslo", city: "Oslo", country: "Norway", startDate: "2027-06-14", endDate: "2027-06-16" }),
    item({ title: "Vigeland Park walk", startDate: "2027-06-15", startTime: "10:00", endTime: "12:00" }),
    item({ title: "Bergen", city: "Bergen", country: "Norway", startDate: "2027-06-16", endDate: "2027-06-19" }),
    item({ title: "Fish market lunch", startDate: "2027-06-17", startTime: "12:30" }),
    item({ title: "Geiranger", city: "Geiranger", country: "Norway", startDate: "2027-06-19", endDate: "2027-06-21" }),
    item({ title: "Fjord kayaking", description: "Guide meets us at the harbour", startDate: "2027-06-20", startTime: "14:00", endTime: "17:00" }),
    item({ title: "Ålesund", city: "Ålesund", country: "Norway", startDate: "2027-06-21", endDate: "2027-06-23" }),
    item({ title: "Aksla viewpoint hike", startDate: "2027-06-22", startTime: "09:00" }),
  ],
  travel: [
    { from: "Bergen", to: "Geiranger", km: 380, minutes: 430, mode: "driving", estimate: false },
    { from: "Geiranger", to: "Ålesund", km: 110, minutes: 150, mode: "driving", estimate: false },
  ],
  weather: [],
  reservations: [
    reservation({ name: "KLM KL1143 Amsterdam to Oslo", type: "flight", date: "2027-06-14", time: "09:55", confirmationNumber: "KLX4R2", cost: "2450.00", city: "Oslo" }),
    reservation({ name: "Thon Hotel Opera", type: "hotel", date: "2027-06-14", time: "15:00", endDate: "2027-06-16", confirmationNumber: "TH-55810", cost: "4200.00", city: "Oslo", address: "Dronning Eufemias gate 4, Oslo" }),
    reservation({ name: "Bergen Line Oslo to Bergen", type: "train", date: "2027-06-16", time: "08:25", confirmationNumber: "VY-20931", cost: "1798.00", city: "Oslo" }),
    reservation({ name: "Hotel Oleana", type: "hotel", status: "pending", date: "2027-06-16", time: "15:00", endDate: "2027-06-19", confirmationNumber: "OL-772", cost: "5850.00", city: "Bergen", address: "Øvre Ole Bulls plass 5, Bergen" }),
    reservation({ name: "Enhjørningen", type: "restaurant", date: "2027-06-17", time: "19:30", confirmationNumber: "ENH-14", cost: "1650.00", city: "Bergen" }),
    reservation({ name: "Fløibanen funicular", type: "attraction", date: "2027-06-18", time: "10:00", cost: "360.00", city: "Bergen", openingHours: "07:30–23:00" }),
    reservation({ name: "Hertz", type: "car_rental", date: "2027-06-19", time: "09:00", endDate: "2027-06-23", confirmationNumber: "HZ-448120", cost: "3900.00", city: "Bergen" }),
    reservation({ name: "Hotel Union Geiranger", type: "hotel", date: "2027-06-19", time: "16:00", endDate: "2027-06-21", confirmationNumber: "UG-9031", cost: "4600.00", city: "Geiranger", address: "Geirangervegen 100, Geiranger" }),
    reservation({ name: "Hellesylt–Geiranger", type: "ferry", date: "2027-06-20", time: "11:00", confirmationNumber: "FJ1-3307", cost: "1240.00", city: "Geiranger" }),
    reservation({ name: "Hotel Brosundet", type: "hotel", date: "2027-06-21", time: "15:00", endDate: "2027-06-23", cost: "3400.00", city: "Ålesund", address: "Apotekergata 5, Ålesund" }),
    reservation({ name: "Brasserie Posten", type: "restaurant", status: "cancelled", date: "2027-06-21", time: "20:00", cost: "900.00", city: "Ålesund" }),
    reservation({ name: "Flybussen to Vigra airport", type: "bus", date: "2027-06-23", time: "08:15", cost: "260.00", city: "Ålesund" }),
    reservation({ name: "SAS SK4581 Ålesund to Amsterdam", type: "flight", date: "2027-06-23", time: "10:40", confirmationNumber: "SK9QW1", cost: "2900.00", city: "Ålesund" }),
  ],
  money: { totalPlanned: "39000.00", totalSpent: "20498.00", remaining: "39502.00", tripBudget: "60000.00", unallocated: "21000.00" },
  budget: [
    { category: "hotels", name: "Hotels", city: null, planned: "20000.00", spent: "10050.00" },
    { category: "food", name: "Food & Dining", city: null, planned: "6000.00", spent: "7050.00" },
    { category: "activities", name: "Activities", city: null, planned: "5000.00", spent: "1600.00" },
    { category: "transportation", name: "Transportation", city: null, planned: "8000.00", spent: "1798.00" },
  ],
  expenses: [
    { kind: "payment", description: "", amount: "195.00", currency: "NOK", amountInTripCurrency: "195.00", date: "2027-06-17", category: "other", paidBy: "Sofia Rossi", shares: [{ name: "Chloé Martin", amount: "195.00" }] },
    {
      kind: "expense", description: "Fish soup at the market", amount: "780.00", currency: "NOK", amountInTripCurrency: "780.00", date: "2027-06-17", category: "food", paidBy: "Chloé Martin",
      shares: [{ name: "Mateo Fernández", amount: "195.00" }, { name: "Chloé Martin", amount: "195.00" }, { name: "Daniel Okafor", amount: "195.00" }, { name: "Sofia Rossi", amount: "195.00" }],
    },
    { kind: "expense", description: "Museum passes", amount: "60.00", currency: "EUR", amountInTripCurrency: "690.00", date: "2027-06-15", category: "activities", paidBy: "Daniel Okafor", shares: [{ name: "Mateo Fernández", amount: "230.00" }, { name: "Chloé Martin", amount: "230.00" }, { name: "Daniel Okafor", amount: "230.00" }] },
    { kind: "expense", description: "Taxi to the hotel", amount: "450.00", currency: "NOK", amountInTripCurrency: "450.00", date: "2027-06-14", category: "transportation", paidBy: "Mateo Fernández", shares: [{ name: "Mateo Fernández", amount: "150.00" }, { name: "Chloé Martin", amount: "150.00" }, { name: "Daniel Okafor", amount: "150.00" }] },
  ],
  balances: {
    members: [
      { name: "Mateo Fernández", paid: "450.00", share: "575.00", sent: "0.00", received: "0.00", net: "-125.00" },
      { name: "Chloé Martin", paid: "780.00", share: "575.00", sent: "0.00", received: "195.00", net: "10.00" },
      { name: "Daniel Okafor", paid: "690.00", share: "575.00", sent: "0.00", received: "0.00", net: "115.00" },
      { name: "Sofia Rossi", paid: "0.00", share: "195.00", sent: "195.00", received: "0.00", net: "0.00" },
    ],
    settlements: [
      { from: "Mateo Fernández", to: "Daniel Okafor", amount: "115.00" },
      { from: "Mateo Fernández", to: "Chloé Martin", amount: "10.00" },
    ],
  },
  quotes: { flights: [], hotels: [] },
};

/** Each day's city with the sun's local times; no public holiday falls on these days. */
const sun = (name: string, sunrise: string, sunset: string) => ({ city: { name, sunrise, sunset }, holidays: [] as string[] });
const WORLD = {
  "2027-06-14": sun("Oslo", "03:54", "22:42"),
  "2027-06-15": sun("Oslo", "03:53", "22:43"),
  "2027-06-16": sun("Bergen", "04:24", "23:03"),
  "2027-06-17": sun("Bergen", "04:24", "23:04"),
  "2027-06-18": sun("Bergen", "04:23", "23:05"),
  "2027-06-19": sun("Geiranger", "03:58", "23:21"),
  "2027-06-20": sun("Geiranger", "03:58", "23:22"),
  "2027-06-21": sun("Ålesund", "04:01", "23:28"),
  "2027-06-22": sun("Ålesund", "04:01", "23:28"),
  "2027-06-23": sun("Ålesund", "04:02", "23:28"),
};

/** Places the members put on days from the search, as the days read model gives them (after the day's other items). */
const PLACES: Record<string, Array<{ title: string; startTime: string | null; address: string }>> = {
  "2027-06-15": [{ title: "Oslo Opera House", startTime: "16:00", address: "Kirsten Flagstads plass 1, Oslo" }],
  "2027-06-18": [{ title: "Bryggen", startTime: null, address: "Bryggen, Bergen" }],
  "2027-06-22": [{ title: "Jugendstilsenteret", startTime: "13:00", address: "Apotekergata 16, Ålesund" }],
};

export const NORWAY: TripContext = {
  ...CONTEXT,
  days: daysOf(CONTEXT, WORLD).map((day) => ({
    ...day,
    items: [...day.items, ...(PLACES[day.date] ?? []).map((p) => ({ id: `place-${p.title}`, kind: "place" as const, title: p.title, startTime: p.startTime, endTime: null, address: p.address }))],
  })),
  lists: {
    packing: [
      { text: "Rain jacket", done: false, assignee: "Mateo Fernández" },
      { text: "Hiking boots", done: true, assignee: null },
      { text: "Power bank", done: false, assignee: "Daniel Okafor" },
      { text: "Seasickness tablets", done: false, assignee: null },
    ],
    todo: [
      { text: "Book the kayak guide", done: false, due: "2027-06-18", assignee: "Chloé Martin" },
      { text: "Download offline maps", done: true, due: "2027-06-13", assignee: null },
      { text: "Check the toll tag in the rental car", done: false, due: "2027-06-19", assignee: "Mateo Fernández" },
    ],
  },
};
