// The list's filters: a member matches what they paid, share or received; a
// category leaves payments out (they are no spending); a currency is the entry's own.
import { describe, expect, it } from "vitest";
import type { Expense } from "@shared/expenses";
import { ALL, filterChoices, filterExpenses, NO_FILTERS } from "./filters";

const entry = (id: string, patch: Partial<Expense>): Expense => ({
  id, tripId: "t", kind: "expense", description: id, amount: "10.00", currency: "EUR", rate: "1", amountInTripCurrency: "10.00", date: "2026-11-20",
  category: "food", paidBy: "a", split: { mode: "equal", members: [{ userId: "a" }, { userId: "b" }] }, shares: [], reservationId: null, createdBy: "a", updatedAt: "2026-11-20T10:00:00.000Z", ...patch,
});
const list = [
  entry("dinner", {}),
  entry("taxi", { category: "transportation", currency: "JPY", amount: "3000", paidBy: "c", split: { mode: "equal", members: [{ userId: "c" }] } }),
  entry("payback", { kind: "payment", category: "other", paidBy: "b", split: { mode: "equal", members: [{ userId: "gone" }] } }),
  entry("souvenir", { category: "other", paidBy: "a", split: { mode: "equal", members: [{ userId: "a" }] } }),
];
const ids = (f: Partial<typeof NO_FILTERS>) => filterExpenses(list, { ...NO_FILTERS, ...f }).map((e) => e.id);

describe("filterExpenses", () => {
  it("shows everything without a filter", () => {
    expect(ids({})).toEqual(["dinner", "taxi", "payback", "souvenir"]);
  });
  it("by member: paid, shared in, or received", () => {
    expect(ids({ member: "b" })).toEqual(["dinner", "payback"]);
    expect(ids({ member: "gone" })).toEqual(["payback"]);
    expect(ids({ member: "c" })).toEqual(["taxi"]);
  });
  it("by category, leaving payments out of every category", () => {
    expect(ids({ category: "other" })).toEqual(["souvenir"]);
    expect(ids({ category: "transportation" })).toEqual(["taxi"]);
  });
  it("by currency, and all three together", () => {
    expect(ids({ currency: "JPY" })).toEqual(["taxi"]);
    expect(ids({ currency: "EUR", member: "a", category: "food" })).toEqual(["dinner"]);
    expect(ids({ currency: "GBP", member: ALL })).toEqual([]);
  });
});

describe("filterChoices", () => {
  it("offers the members first, then whoever left, and the currencies used", () => {
    expect(filterChoices(list, ["a", "b", "c"])).toEqual({ members: ["a", "b", "c", "gone"], currencies: ["EUR", "JPY"] });
  });
});
