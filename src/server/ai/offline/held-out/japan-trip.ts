// A held-out trip for the offline assistant: written after the assistant was
// rebuilt and before it ever read these data or the questions beside them
// (./japan-questions.ts). Ten days in Japan (Tokyo, Kyoto, Osaka) in yen, a
// flight out and a flight home, a bullet train, a ryokan that is still
// pending, a cancelled restaurant, a guided walk without a confirmation number
// or cost, three members and a guest (Leo Brandt, in expenses only), an
// expense in US dollars, a payment, a packing list and a to-do list.
// Today is Monday 5 October 2026 (day 3) unless a question says otherwise.
//
// Balances (equal splits):
//   Suica top-up ¥15,000, Hana paid; Hana, Marcus, Priya 5,000 each
//   Airport shuttle $45.00 = ¥6,750, Priya paid; Hana, Marcus, Priya 2,250 each
//   Ramen at Ichiran ¥6,000, Marcus paid; Hana, Marcus, Priya, Leo 1,500 each
//   Matcha sweets ¥3,200, Leo paid; Leo, Priya 1,600 each
//   Payment Marcus → Hana ¥4,000
// Net: Hana +2,250, Marcus +1,250, Priya −3,600, Leo +100
// Settle up: Priya → Hana 2,250, Priya → Marcus 1,250, Priya → Leo 100
import type { TripContext } from "../../trip-context";
import { daysOf, item, reservation as testReservation, type Context } from "../test-set/trip";

export const JAPAN_TODAY = "2026-10-05";

/** Every reservation of this trip is in Japan unless it says otherwise. */
const reservation = (r: Parameters<typeof testReservation>[0]) => testReservation({ country: "Japan", ...r });

const CONTEXT: Context = {
  today: JAPAN_TODAY,
  trip: { name: "Autumn in Japan", description: "Tokyo, Kyoto and Osaka", startDate: "2026-10-03", endDate: "2026-10-12", currency: "JPY", budget: "900000.00" },
  members: [
    { name: "Hana Sato", email: "hana@example.org", role: "admin", you: true },
    { name: "Marcus Webb", email: "marcus@example.org", role: "editor", you: false },
    { name: "Priya Nair", email: "priya@example.org", role: "viewer", you: false },
  ],
  itinerary: [
    item({ title: "Tokyo", city: "Tokyo", country: "Japan", startDate: "2026-10-03", endDate: "2026-10-07" }),
    item({ title: "Sumo morning practice", startDate: "2026-10-05", startTime: "07:30", endTime: "09:30" }),
    item({ title: "Kyoto", city: "Kyoto", country: "Japan", startDate: "2026-10-07", endDate: "2026-10-10" }),
    item({ title: "Tea ceremony", startDate: "2026-10-08", startTime: "14:00", endTime: "15:00" }),
    item({ title: "Osaka", city: "Osaka", country: "Japan", startDate: "2026-10-10", endDate: "2026-10-12" }),
  ],
  travel: [],
  weather: [],
  reservations: [
    reservation({ name: "ANA NH107 from San Francisco", type: "transport", date: "2026-10-03", time: "15:20", confirmationNumber: "NHX4T2", cost: "184000.00", city: "Tokyo" }),
    reservation({ name: "Hotel Gracery Shinjuku", type: "hotel", date: "2026-10-03", time: "15:00", endDate: "2026-10-07", confirmationNumber: "GRC-7781", cost: "96000.00", city: "Tokyo", address: "1-19-1 Kabukicho, Shinjuku, Tokyo" }),
    reservation({ name: "Sushi Saito", type: "restaurant", date: "2026-10-04", time: "19:00", confirmationNumber: "SS-42", cost: "120000.00", city: "Tokyo" }),
    reservation({ name: "teamLab Planets", type: "attraction", date: "2026-10-06", time: "10:00", confirmationNumber: "TLP-3309", cost: "11600.00", city: "Tokyo", openingHours: "09:00–22:00" }),
    reservation({ name: "Shinkansen Nozomi 21 to Kyoto", type: "transport", date: "2026-10-07", time: "09:30", confirmationNumber: "JR-5521", cost: "41640.00", city: "Tokyo" }),
    reservation({ name: "Ryokan Yoshida-sanso", type: "hotel", status: "pending", date: "2026-10-07", time: "15:00", endDate: "2026-10-10", confirmationNumber: "YS-208", cost: "165000.00", city: "Kyoto", address: "59-1 Yoshida Shimooji-cho, Sakyo-ku, Kyoto" }),
    reservation({ name: "Fushimi Inari guided walk", type: "attraction", date: "2026-10-09", time: "08:00", city: "Kyoto" }),
    reservation({ name: "Cross Hotel Osaka", type: "hotel", date: "2026-10-10", time: "14:00", endDate: "2026-10-12", confirmationNumber: "CHO-5150", cost: "58000.00", city: "Osaka", address: "2-5-15 Shinsaibashisuji, Chuo-ku, Osaka" }),
    reservation({ name: "Kani Doraku Dotonbori", type: "restaurant", status: "cancelled", date: "2026-10-11", time: "18:30", cost: "24000.00", city: "Osaka" }),
    reservation({ name: "JAL JL1 flight home to San Francisco", type: "transport", date: "2026-10-12", time: "17:05", confirmationNumber: "JL8QZ1", cost: "212000.00", city: "Osaka" }),
  ],
  money: { totalPlanned: "780000.00", totalSpent: "187740.00", remaining: "712260.00", tripBudget: "900000.00", unallocated: "120000.00" },
  budget: [
    { category: "hotels", name: "Hotels", city: null, planned: "350000.00", spent: "96000.00" },
    { category: "food", name: "Food & Dining", city: null, planned: "150000.00", spent: "38500.00" },
    { category: "activities", name: "Activities", city: null, planned: "80000.00", spent: "11600.00" },
    { category: "transportation", name: "Transportation", city: null, planned: "200000.00", spent: "41640.00" },
  ],
  expenses: [
    { kind: "expense", description: "Matcha sweets", amount: "3200.00", currency: "JPY", amountInTripCurrency: "3200.00", date: "2026-10-08", category: "food", paidBy: "Leo Brandt", shares: [{ name: "Leo Brandt", amount: "1600.00" }, { name: "Priya Nair", amount: "1600.00" }] },
    { kind: "payment", description: "", amount: "4000.00", currency: "JPY", amountInTripCurrency: "4000.00", date: "2026-10-06", category: "other", paidBy: "Marcus Webb", shares: [{ name: "Hana Sato", amount: "4000.00" }] },
    {
      kind: "expense", description: "Ramen at Ichiran", amount: "6000.00", currency: "JPY", amountInTripCurrency: "6000.00", date: "2026-10-04", category: "food", paidBy: "Marcus Webb",
      shares: [{ name: "Hana Sato", amount: "1500.00" }, { name: "Marcus Webb", amount: "1500.00" }, { name: "Priya Nair", amount: "1500.00" }, { name: "Leo Brandt", amount: "1500.00" }],
    },
    {
      kind: "expense", description: "Airport shuttle", amount: "45.00", currency: "USD", amountInTripCurrency: "6750.00", date: "2026-10-03", category: "transportation", paidBy: "Priya Nair",
      shares: [{ name: "Hana Sato", amount: "2250.00" }, { name: "Marcus Webb", amount: "2250.00" }, { name: "Priya Nair", amount: "2250.00" }],
    },
    {
      kind: "expense", description: "Suica top-up", amount: "15000.00", currency: "JPY", amountInTripCurrency: "15000.00", date: "2026-10-03", category: "transportation", paidBy: "Hana Sato",
      shares: [{ name: "Hana Sato", amount: "5000.00" }, { name: "Marcus Webb", amount: "5000.00" }, { name: "Priya Nair", amount: "5000.00" }],
    },
  ],
  balances: {
    members: [
      { name: "Hana Sato", paid: "15000.00", share: "8750.00", sent: "0.00", received: "4000.00", net: "2250.00" },
      { name: "Marcus Webb", paid: "6000.00", share: "8750.00", sent: "4000.00", received: "0.00", net: "1250.00" },
      { name: "Priya Nair", paid: "6750.00", share: "10350.00", sent: "0.00", received: "0.00", net: "-3600.00" },
      { name: "Leo Brandt", paid: "3200.00", share: "3100.00", sent: "0.00", received: "0.00", net: "100.00" },
    ],
    settlements: [
      { from: "Priya Nair", to: "Hana Sato", amount: "2250.00" },
      { from: "Priya Nair", to: "Marcus Webb", amount: "1250.00" },
      { from: "Priya Nair", to: "Leo Brandt", amount: "100.00" },
    ],
  },
  quotes: { flights: [], hotels: [] },
};

export const JAPAN: TripContext = {
  ...CONTEXT,
  days: daysOf(CONTEXT),
  lists: {
    packing: [
      { text: "Passports", done: true, assignee: null },
      { text: "Portable Wi-Fi router", done: false, assignee: "Marcus Webb" },
      { text: "Rain jacket", done: false, assignee: null },
    ],
    todo: [
      { text: "Reserve JR Pass seats", done: false, due: "2026-10-06", assignee: "Hana Sato" },
      { text: "Buy omiyage for the office", done: false, due: "2026-10-11", assignee: "Priya Nair" },
    ],
  },
};
