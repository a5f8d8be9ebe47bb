// The second held-out trip, written after the fixes that followed the Japan
// set's first run and before they ran on it (./chile-questions.ts): eleven
// days in Chile in pesos, Santiago, San Pedro de Atacama and Puerto Natales;
// a domestic flight, a coach, a flight home, a rental car's return, a pending
// camp, a hostel without a confirmation number, a cancelled restaurant, three
// members and a guest (Ana Souza, in expenses only), an expense in US
// dollars, a payment, a packing list and a to-do list. Today is Sunday
// 17 January 2027 (day 4) unless a question says otherwise.
//
// Balances (equal splits):
//   Empanadas and pisco 48,000, Tomás paid; Tomás, Ingrid, Kenji, Ana 12,000 each
//   Park entrance $120.00 = 112,800, Ingrid paid; Tomás, Ingrid, Kenji 37,600 each
//   Sandboarding 75,000, Kenji paid; Kenji, Ana 37,500 each
//   Payment Kenji → Tomás 20,000
// Net: Tomás −21,600, Ingrid +63,200, Kenji +7,900, Ana −49,500
// Settle up: Ana → Ingrid 49,500, Tomás → Ingrid 13,700, Tomás → Kenji 7,900
import type { TripContext } from "../../trip-context";
import { daysOf, item, reservation as testReservation, type Context } from "../test-set/trip";

export const CHILE_TODAY = "2027-01-17";

/** Every reservation of this trip is in Chile unless it says otherwise. */
const reservation = (r: Parameters<typeof testReservation>[0]) => testReservation({ country: "Chile", ...r });

const CONTEXT: Context = {
  today: CHILE_TODAY,
  trip: { name: "Chile from desert to ice", description: null, startDate: "2027-01-14", endDate: "2027-01-24", currency: "CLP", budget: "4000000.00" },
  members: [
    { name: "Tomás Rivera", email: "tomas@example.net", role: "admin", you: true },
    { name: "Ingrid Holm", email: "ingrid@example.net", role: "editor", you: false },
    { name: "Kenji Watanabe", email: "kenji@example.net", role: "editor", you: false },
  ],
  itinerary: [
    item({ title: "Santiago", city: "Santiago", country: "Chile", startDate: "2027-01-14", endDate: "2027-01-16" }),
    item({ title: "Wine tasting in Maipo", startDate: "2027-01-15", startTime: "11:00", endTime: "15:00" }),
    item({ title: "San Pedro de Atacama", city: "San Pedro de Atacama", country: "Chile", startDate: "2027-01-16", endDate: "2027-01-19" }),
    item({ title: "Stargazing", startDate: "2027-01-18", startTime: "22:00", endTime: "23:30" }),
    item({ title: "Puerto Natales", city: "Puerto Natales", country: "Chile", startDate: "2027-01-19", endDate: "2027-01-24" }),
  ],
  travel: [],
  weather: [],
  reservations: [
    reservation({ name: "Hotel Cumbres Lastarria", type: "hotel", date: "2027-01-14", time: "15:00", endDate: "2027-01-16", confirmationNumber: "CL-5512", cost: "240000.00", city: "Santiago", address: "José Victorino Lastarria 299, Santiago" }),
    reservation({ name: "Afrigonia", type: "restaurant", status: "cancelled", date: "2027-01-15", time: "20:30", cost: "90000.00", city: "Santiago" }),
    reservation({ name: "LATAM LA341 Santiago to Calama", type: "transport", date: "2027-01-16", time: "08:10", confirmationNumber: "LA7TQ9", cost: "189000.00", city: "Santiago" }),
    reservation({ name: "Hostal Pangea", type: "hotel", date: "2027-01-16", time: "14:00", endDate: "2027-01-19", cost: "210000.00", city: "San Pedro de Atacama" }),
    reservation({ name: "Valle de la Luna sunset tour", type: "attraction", date: "2027-01-17", time: "16:30", confirmationNumber: "VDL-88", cost: "60000.00", city: "San Pedro de Atacama" }),
    reservation({ name: "Bus-Sur coach to Torres del Paine", type: "transport", date: "2027-01-21", time: "07:00", confirmationNumber: "BS-2030", cost: "48000.00", city: "Puerto Natales" }),
    reservation({ name: "EcoCamp Patagonia dome", type: "hotel", status: "pending", date: "2027-01-21", time: "13:00", endDate: "2027-01-23", confirmationNumber: "ECO-417", cost: "1320000.00", city: "Puerto Natales" }),
    reservation({ name: "Rental car return Punta Arenas", type: "other", date: "2027-01-24", time: "09:00", confirmationNumber: "AVIS-6620", city: "Punta Arenas" }),
    reservation({ name: "Sky Airline H2281 Punta Arenas to Santiago", type: "transport", date: "2027-01-24", time: "11:45", confirmationNumber: "H2X5RE", cost: "145000.00", city: "Punta Arenas" }),
  ],
  money: { totalPlanned: "3300000.00", totalSpent: "842000.00", remaining: "3158000.00", tripBudget: "4000000.00", unallocated: "700000.00" },
  budget: [
    { category: "hotels", name: "Hotels", city: null, planned: "1900000.00", spent: "450000.00" },
    { category: "food", name: "Food & Dining", city: null, planned: "500000.00", spent: "95000.00" },
    { category: "activities", name: "Activities", city: null, planned: "300000.00", spent: "60000.00" },
    { category: "transportation", name: "Transportation", city: null, planned: "600000.00", spent: "237000.00" },
  ],
  expenses: [
    { kind: "expense", description: "Park entrance Torres del Paine", amount: "120.00", currency: "USD", amountInTripCurrency: "112800.00", date: "2027-01-21", category: "activities", paidBy: "Ingrid Holm", shares: [{ name: "Tomás Rivera", amount: "37600.00" }, { name: "Ingrid Holm", amount: "37600.00" }, { name: "Kenji Watanabe", amount: "37600.00" }] },
    { kind: "expense", description: "Sandboarding", amount: "75000.00", currency: "CLP", amountInTripCurrency: "75000.00", date: "2027-01-18", category: "activities", paidBy: "Kenji Watanabe", shares: [{ name: "Kenji Watanabe", amount: "37500.00" }, { name: "Ana Souza", amount: "37500.00" }] },
    { kind: "payment", description: "", amount: "20000.00", currency: "CLP", amountInTripCurrency: "20000.00", date: "2027-01-17", category: "other", paidBy: "Kenji Watanabe", shares: [{ name: "Tomás Rivera", amount: "20000.00" }] },
    {
      kind: "expense", description: "Empanadas and pisco", amount: "48000.00", currency: "CLP", amountInTripCurrency: "48000.00", date: "2027-01-15", category: "food", paidBy: "Tomás Rivera",
      shares: [{ name: "Tomás Rivera", amount: "12000.00" }, { name: "Ingrid Holm", amount: "12000.00" }, { name: "Kenji Watanabe", amount: "12000.00" }, { name: "Ana Souza", amount: "12000.00" }],
    },
  ],
  balances: {
    members: [
      { name: "Tomás Rivera", paid: "48000.00", share: "49600.00", sent: "0.00", received: "20000.00", net: "-21600.00" },
      { name: "Ingrid Holm", paid: "112800.00", share: "49600.00", sent: "0.00", received: "0.00", net: "63200.00" },
      { name: "Kenji Watanabe", paid: "75000.00", share: "87100.00", sent: "20000.00", received: "0.00", net: "7900.00" },
      { name: "Ana Souza", paid: "0.00", share: "49500.00", sent: "0.00", received: "0.00", net: "-49500.00" },
    ],
    settlements: [
      { from: "Ana Souza", to: "Ingrid Holm", amount: "49500.00" },
      { from: "Tomás Rivera", to: "Ingrid Holm", amount: "13700.00" },
      { from: "Tomás Rivera", to: "Kenji Watanabe", amount: "7900.00" },
    ],
  },
  quotes: { flights: [], hotels: [] },
};

export const CHILE: TripContext = {
  ...CONTEXT,
  days: daysOf(CONTEXT),
  lists: {
    packing: [
      { text: "Headlamp", done: false, assignee: "Kenji Watanabe" },
      { text: "Sunscreen SPF 50", done: true, assignee: null },
      { text: "Hiking boots", done: false, assignee: null },
    ],
    todo: [
      { text: "Print the EcoCamp voucher", done: false, due: "2027-01-20", assignee: "Ingrid Holm" },
      { text: "Exchange dollars for pesos", done: true, due: "2027-01-13", assignee: null },
    ],
  },
};
