// What the reader may do with an entry, as the server decides it (docs/product/budget-and-expenses.md,
// src/server/expenses/service.ts): editors and admins anything; a viewer only
// expenses they paid, and payments they made or received.
import type { Expense } from "@shared/expenses";
import { can } from "@shared/permissions";
import type { Role } from "@shared/trips";
import { paymentParties } from "./people";

export function mayChange(role: Role, userId: string, expense: Expense): boolean {
  if (can(role, "expenses.write")) return true;
  if (expense.kind === "payment") {
    const { from, to } = paymentParties(expense);
    return from === userId || to === userId;
  }
  return expense.paidBy === userId;
}

/** Recording a payment from → to: editors and admins any, a viewer only one they are in. */
export function mayRecordPayment(role: Role, userId: string, transfer: { from: string; to: string }): boolean {
  return can(role, "expenses.write") || transfer.from === userId || transfer.to === userId;
}
