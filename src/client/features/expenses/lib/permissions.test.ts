// What the list offers each role (docs/product/budget-and-expenses.md): editors and admins change
// anything; a viewer only what they paid, and payments they are in.
import { describe, expect, it } from "vitest";
import type { Expense } from "@shared/expenses";
import { mayChange, mayRecordPayment } from "./permissions";

const entry = (kind: Expense["kind"], paidBy: string, to: string): Expense => ({
  id: "e", tripId: "t", kind, description: "", amount: "1.00", currency: "EUR", rate: "1", amountInTripCurrency: "1.00", date: "2026-11-20",
  category: "other", paidBy, split: { mode: "equal", members: [{ userId: to }] }, shares: [], reservationId: null, createdBy: paidBy, updatedAt: "2026-11-20T10:00:00.000Z",
});

describe("mayChange", () => {
  it("lets editors and admins change anyone's expenses and payments", () => {
    for (const role of ["admin", "editor"] as const) {
      expect(mayChange(role, "me", entry("expense", "ana", "ben"))).toBe(true);
      expect(mayChange(role, "me", entry("payment", "ana", "ben"))).toBe(true);
    }
  });

  it("lets a viewer change only what they paid, and payments they made or received", () => {
    expect(mayChange("viewer", "me", entry("expense", "me", "ana"))).toBe(true);
    expect(mayChange("viewer", "me", entry("expense", "ana", "me"))).toBe(false);
    expect(mayChange("viewer", "me", entry("payment", "ana", "me"))).toBe(true);
    expect(mayChange("viewer", "me", entry("payment", "me", "ana"))).toBe(true);
    expect(mayChange("viewer", "me", entry("payment", "ana", "ben"))).toBe(false);
  });
});

describe("mayRecordPayment", () => {
  it("lets a viewer record only a transfer they are in", () => {
    expect(mayRecordPayment("viewer", "me", { from: "me", to: "ana" })).toBe(true);
    expect(mayRecordPayment("viewer", "me", { from: "ana", to: "me" })).toBe(true);
    expect(mayRecordPayment("viewer", "me", { from: "ana", to: "ben" })).toBe(false);
    expect(mayRecordPayment("editor", "me", { from: "ana", to: "ben" })).toBe(true);
  });
});
