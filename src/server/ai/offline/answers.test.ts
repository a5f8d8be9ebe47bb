// The answers beyond the test set's trip: a trip with nothing in it yet, a
// former member's money, quotes in two currencies, and answers in other
// languages with their own dates, money and lists.
import { describe, expect, it } from "vitest";
import type { TripContext } from "../trip-context";
import { offlineAnswer } from "./assistant";
import { TRIP } from "./test-set/trip";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const ask = (q: string, ctx: TripContext = TRIP, language: Parameters<typeof offlineAnswer>[2] = "en") => plain(offlineAnswer(q, ctx, language));

const EMPTY: TripContext = {
  today: "2026-06-01",
  trip: { name: "Blank", description: null, startDate: null, endDate: null, currency: "USD", budget: null },
  members: [{ name: "Olive Owner", email: "olive@example.com", role: "admin", you: true }],
  days: [],
  lists: { packing: [], todo: [] },
  itinerary: [],
  travel: [],
  reservations: [],
  money: { totalPlanned: "0.00", totalSpent: "0.00", remaining: "0.00", tripBudget: null, unallocated: null },
  budget: [],
  expenses: [],
  balances: { members: [], settlements: [] },
  quotes: { flights: [], hotels: [] },
  weather: [],
};

describe("travel between the stops", () => {
  it("gives the day plan's legs, the same km and minutes, when the trip has them", () => {
    const travel: TripContext["travel"] = [
      { from: "Rome, Italy", to: "Florence, Italy", km: 232.4, minutes: 279, mode: "driving", estimate: true },
      { from: "Florence, Italy", to: "Venice, Italy", km: 204.1, minutes: 190, mode: "driving", estimate: false },
    ];
    const answer = ask("How far is Florence from Rome?", { ...TRIP, travel });
    expect(answer).toContain("- Rome, Italy → Florence, Italy: 232.4 km · 279 min by car (estimate)");
    expect(answer).toContain("- Florence, Italy → Venice, Italy: 204.1 km · 190 min by car");
    expect(answer).not.toContain("I don't have distances");
    expect(ask("How far is Florence from Rome?", { ...TRIP, travel }, "de")).toContain("Rome, Italy → Florence, Italy: 232,4 km · 279 Min. mit dem Auto (geschätzt)");
  });
});

describe("a trip with nothing in it yet", () => {
  it.each([
    ["When do we leave?", '"Blank" has no dates yet'],
    ["What's after Rome?", `I don't find "Rome" in this trip's data`],
    ["Show the itinerary", "The itinerary is empty"],
    ["What's planned tomorrow?", "Nothing is planned that day"],
    ["Next reservation?", "There are no reservations yet"],
    ["Which hotels did we book?", "There are no reservations yet"],
    ["What's our budget?", "There are no budget allocations yet"],
    ["How much did we plan for food?", "There is no budget allocation for Food & Dining"],
    ["What expenses do we have?", "No expenses have been logged yet"],
    ["Who owes whom?", "nobody owes anything"],
    ["What quotes did we save?", "No price quotes have been saved yet"],
    ["What currency?", "US Dollar (USD)"],
  ])("%s", (question, said) => {
    expect(ask(question, EMPTY)).toContain(said);
  });

  it("reads a date of a trip without dates as the next one from today", () => {
    expect(ask("what's on Friday", EMPTY)).toContain("Fri, Jun 05, 2026");
  });
});

describe("money of people who left, and quotes in two currencies", () => {
  const ctx: TripContext = {
    ...TRIP,
    expenses: [{ ...TRIP.expenses[2]!, paidBy: null }],
    balances: { members: [{ name: null, paid: "12.00", share: "6.00", sent: "0.00", received: "0.00", net: "6.00" }], settlements: [{ from: "José Álvarez", to: null, amount: "6.00" }] },
    quotes: {
      flights: [
        ...TRIP.quotes.flights,
        { ...TRIP.quotes.flights[0]!, origin: "London", price: "900.00", currency: "GBP" },
      ],
      hotels: [],
    },
  };

  it("calls a former member so", () => {
    expect(ask("who paid for the gelato", ctx)).toContain("paid by Former member");
    expect(ask("who owes whom", ctx)).toContain("José Álvarez pays Former member €6.00");
  });

  it("compares prices only within one currency", () => {
    const answer = ask("cheapest flight quote", ctx);
    expect(answer).toContain("£900.00");
    expect(answer).toContain("$1,325.00");
    expect(answer).not.toContain("$1,450.00");
  });
});

describe("answers in the member's language", () => {
  it("writes a day in German, with its weekday, times and places", () => {
    expect(ask("what's on the 15th?", TRIP, "de")).toBe(
      [
        "Mo, 15.06.2026:",
        "Ihr seid in Florence.",
        "- 10:00: Uffizi Gallery (Sehenswürdigkeit), Florence, Best.-Nr.: UFF-9, 50,00 €, bestätigt",
        "- 16:00: Galleria dell'Accademia (Sehenswürdigkeit), Florence, Best.-Nr.: ACC-31, 32,00 €, bestätigt",
      ].join("\n"),
    );
  });

  it("writes who owes whom in French and the order of cities in Spanish", () => {
    expect(ask("who owes whom", TRIP, "fr")).toContain("Vera Viewer verse 44,33 € à Olive Owner");
    expect(ask("what's after Rome?", TRIP, "es")).toBe("Después de Rome viene Florence, Italy: del 14/06/2026 al 17/06/2026.");
  });

  it("lists in Italian and Portuguese with the language's own 'and'", () => {
    expect(ask("how many cities", TRIP, "it")).toBe("3 città in ordine: Rome, Florence e Venice.");
    expect(ask("who are the editors", TRIP, "pt")).toContain("Eddie Editor e José Álvarez");
  });

  it("says what it cannot know in the member's language", () => {
    expect(ask("how far is Florence from Rome?", TRIP, "de")).toContain("Entfernungen und Fahrzeiten stehen nicht in den Daten der Reise");
    expect(ask("when is the Vatican tour?", TRIP, "it")).toContain("Non trovo «Vatican» nei dati di questo viaggio.");
  });
});
