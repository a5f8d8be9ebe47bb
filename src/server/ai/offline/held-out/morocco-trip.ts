// The third held-out trip, written after the fixes of the second attempt and
// before they ran on it (./morocco-questions.ts): nine days in Morocco in
// dirhams (MAD), Marrakech, Fes and Chefchaouen; a flight in and a flight
// home (the flight type), a train, two riads (one pending), a hotel without a
// confirmation number, a car rental (other), an attraction with opening hours,
// a cancelled restaurant, three members and a guest (Samir Benali, in expenses
// only), an expense in euros, a payment, a packing list, a to-do list, the sun's
// times of each day and a public holiday; no weather service. Today is
// Wednesday 28 July 2027 (day 3) unless a question says otherwise.
//
// Balances (equal splits):
//   Tagine dinner 600, Leila paid; Leila, Oskar, Priyanka, Samir 150 each
//   Hammam €40.00 = 436 MAD, Oskar paid; Leila, Oskar 218 each
//   Taxi to Majorelle 120, Priyanka paid; Leila, Oskar, Priyanka 40 each
//   Payment Samir → Leila 150
// Paid: Leila 600, Oskar 436, Priyanka 120; share: Leila 408, Oskar 408, Priyanka 190, Samir 150
// Net: Leila +42, Oskar +28, Priyanka −70, Samir 0
// Settle up: Priyanka → Leila 42, Priyanka → Oskar 28
import type { TripContext } from "../../trip-context";
import { daysOf, item, reservation as testReservation, type Context } from "../test-set/trip";

export const MOROCCO_TODAY = "2027-07-28";

/** Every reservation of this trip is in Morocco unless it says otherwise. */
const reservation = (r: Parameters<typeof testReservation>[0]) => testReservation({ country: "Morocco", ...r });

const CONTEXT: Context = {
  today: MOROCCO_TODAY,
  trip: { name: "Morocco by train and car", description: null, startDate: "2027-07-26", endDate: "2027-08-03", currency: "MAD", budget: "30000.00" },
  members: [
    { name: "Leila Haddad", email: "leila@example.org", role: "admin", you: true },
    { name: "Oskar Lindqvist", email: "oskar@example.org", role: "editor", you: false },
    { name: "Priyanka Rao", email: "priyanka@example.org", role: "viewer", you: false },
  ],
  itinerary: [
    item({ title: "Marrakech", city: "Marrakech", country: "Morocco", startDate: "2027-07-26", endDate: "2027-07-29" }),
    item({ title: "Atlas Mountains day trip", startDate: "2027-07-27", startTime: "08:00", endTime: "18:00" }),
    item({ title: "Fes", city: "Fes", country: "Morocco", startDate: "2027-07-29", endDate: "2027-08-01" }),
    item({ title: "Cooking class at Café Clock", startDate: "2027-07-30", startTime: "10:00", endTime: "13:00" }),
    item({ title: "Chefchaouen", city: "Chefchaouen", country: "Morocco", startDate: "2027-08-01", endDate: "2027-08-03" }),
    item({ title: "Blue city photo walk", startDate: "2027-08-02", startTime: "17:00" }),
  ],
  travel: [],
  weather: [],
  reservations: [
    reservation({ name: "Royal Air Maroc AT971 Paris to Marrakech", type: "flight", date: "2027-07-26", time: "10:40", confirmationNumber: "RAM7K2", cost: "3900.00", city: "Marrakech" }),
    reservation({ name: "Riad Dar Zitoun", type: "hotel", date: "2027-07-26", time: "15:00", endDate: "2027-07-29", confirmationNumber: "DZ-3318", cost: "5400.00", city: "Marrakech", address: "12 Derb Sidi Bouloukat, Medina, Marrakech" }),
    reservation({ name: "Le Jardin", type: "restaurant", date: "2027-07-27", time: "20:00", cost: "700.00", city: "Marrakech" }),
    reservation({ name: "Jardin Majorelle", type: "attraction", date: "2027-07-28", time: "09:00", confirmationNumber: "MAJ-552", cost: "400.00", city: "Marrakech", openingHours: "08:00–18:00" }),
    reservation({ name: "ONCF train Marrakech to Fes", type: "transport", date: "2027-07-29", time: "08:45", confirmationNumber: "ONCF-90417", cost: "780.00", city: "Marrakech" }),
    reservation({ name: "Riad Laaroussa", type: "hotel", status: "pending", date: "2027-07-29", time: "16:00", endDate: "2027-08-01", confirmationNumber: "LAR-204", cost: "4200.00", city: "Fes" }),
    reservation({ name: "Dar Roumana", type: "restaurant", status: "cancelled", date: "2027-07-30", time: "19:30", cost: "900.00", city: "Fes" }),
    reservation({ name: "Europcar rental car", type: "other", date: "2027-08-01", time: "09:00", endDate: "2027-08-03", confirmationNumber: "EC-77120", cost: "1650.00", city: "Fes" }),
    reservation({ name: "Lina Ryad & Spa", type: "hotel", date: "2027-08-01", time: "14:00", endDate: "2027-08-03", cost: "2600.00", city: "Chefchaouen" }),
    reservation({ name: "Transavia TO3025 Fes to Paris", type: "flight", date: "2027-08-03", time: "17:20", confirmationNumber: "TVX9P3", cost: "2100.00", city: "Fes" }),
  ],
  money: { totalPlanned: "24000.00", totalSpent: "7556.00", remaining: "22444.00", tripBudget: "30000.00", unallocated: "6000.00" },
  budget: [
    { category: "hotels", name: "Hotels", city: null, planned: "12000.00", spent: "5400.00" },
    { category: "food", name: "Food & Dining", city: null, planned: "5000.00", spent: "600.00" },
    { category: "activities", name: "Activities", city: null, planned: "3000.00", spent: "436.00" },
    { category: "transportation", name: "Transportation", city: null, planned: "4000.00", spent: "1120.00" },
  ],
  expenses: [
    { kind: "expense", description: "Taxi to Majorelle", amount: "120.00", currency: "MAD", amountInTripCurrency: "120.00", date: "2027-07-28", category: "transportation", paidBy: "Priyanka Rao", shares: [{ name: "Leila Haddad", amount: "40.00" }, { name: "Oskar Lindqvist", amount: "40.00" }, { name: "Priyanka Rao", amount: "40.00" }] },
    { kind: "payment", description: "", amount: "150.00", currency: "MAD", amountInTripCurrency: "150.00", date: "2027-07-28", category: "other", paidBy: "Samir Benali", shares: [{ name: "Leila Haddad", amount: "150.00" }] },
    { kind: "expense", description: "Hammam", amount: "40.00", currency: "EUR", amountInTripCurrency: "436.00", date: "2027-07-27", category: "activities", paidBy: "Oskar Lindqvist", shares: [{ name: "Leila Haddad", amount: "218.00" }, { name: "Oskar Lindqvist", amount: "218.00" }] },
    {
      kind: "expense", description: "Tagine dinner", amount: "600.00", currency: "MAD", amountInTripCurrency: "600.00", date: "2027-07-26", category: "food", paidBy: "Leila Haddad",
      shares: [{ name: "Leila Haddad", amount: "150.00" }, { name: "Oskar Lindqvist", amount: "150.00" }, { name: "Priyanka Rao", amount: "150.00" }, { name: "Samir Benali", amount: "150.00" }],
    },
  ],
  balances: {
    members: [
      { name: "Leila Haddad", paid: "600.00", share: "408.00", sent: "0.00", received: "150.00", net: "42.00" },
      { name: "Oskar Lindqvist", paid: "436.00", share: "408.00", sent: "0.00", received: "0.00", net: "28.00" },
      { name: "Priyanka Rao", paid: "120.00", share: "190.00", sent: "0.00", received: "0.00", net: "-70.00" },
      { name: "Samir Benali", paid: "0.00", share: "150.00", sent: "150.00", received: "0.00", net: "0.00" },
    ],
    settlements: [
      { from: "Priyanka Rao", to: "Leila Haddad", amount: "42.00" },
      { from: "Priyanka Rao", to: "Oskar Lindqvist", amount: "28.00" },
    ],
  },
  quotes: { flights: [], hotels: [] },
};

/** Each day's city with the sun's local times, and Throne Day, Morocco's public holiday on 30 July. */
const sun = (name: string, sunrise: string, sunset: string) => ({ city: { name, sunrise, sunset }, holidays: [] as string[] });
const WORLD = {
  "2027-07-26": sun("Marrakech", "06:31", "20:14"),
  "2027-07-27": sun("Marrakech", "06:32", "20:13"),
  "2027-07-28": sun("Marrakech", "06:33", "20:12"),
  "2027-07-29": sun("Fes", "06:27", "20:16"),
  "2027-07-30": { ...sun("Fes", "06:28", "20:15"), holidays: ["Fête du Trône"] },
  "2027-07-31": sun("Fes", "06:29", "20:14"),
  "2027-08-01": sun("Chefchaouen", "06:31", "20:17"),
  "2027-08-02": sun("Chefchaouen", "06:32", "20:16"),
  "2027-08-03": sun("Chefchaouen", "06:33", "20:15"),
};

export const MOROCCO: TripContext = {
  ...CONTEXT,
  days: daysOf(CONTEXT, WORLD),
  lists: {
    packing: [
      { text: "Scarf for the mosques", done: false, assignee: "Priyanka Rao" },
      { text: "Sunscreen", done: true, assignee: null },
      { text: "Power adapter", done: false, assignee: "Oskar Lindqvist" },
    ],
    todo: [
      { text: "Print the train tickets", done: false, due: "2027-07-28", assignee: "Leila Haddad" },
      { text: "Book the hammam", done: true, due: "2027-07-26", assignee: null },
    ],
  },
};
