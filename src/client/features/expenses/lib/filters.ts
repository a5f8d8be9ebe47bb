// The list's filters (docs/product/budget-and-expenses.md: by member, category and currency), applied
// in the browser over the whole list, which the page holds anyway.
import type { Expense } from "@shared/expenses";
import type { BudgetCategory } from "@shared/budget-rules";

export const ALL = "all";

export interface ExpenseFilters {
  /** A user id: the entries they paid, share in, or (payments) receive. */
  member: string;
  /** A budget category; a payment is not spending and is in none (docs/product/budget-and-expenses.md). */
  category: typeof ALL | BudgetCategory;
  /** An ISO 4217 code: the entries in that currency (payments are in the trip's). */
  currency: string;
}

export const NO_FILTERS: ExpenseFilters = { member: ALL, category: ALL, currency: ALL };

export const isFiltered = (f: ExpenseFilters) => f.member !== ALL || f.category !== ALL || f.currency !== ALL;

export function involves(expense: Expense, userId: string): boolean {
  return expense.paidBy === userId || expense.split.members.some((m) => m.userId === userId) || expense.shares.some((s) => s.userId === userId);
}

export function filterExpenses(expenses: readonly Expense[], f: ExpenseFilters): Expense[] {
  return expenses.filter(
    (e) =>
      (f.member === ALL || involves(e, f.member)) &&
      (f.category === ALL || (e.kind === "expense" && e.category === f.category)) &&
      (f.currency === ALL || e.currency === f.currency),
  );
}

/** The choices the filters offer: everyone named in the list (members first, in the trip's order), and the currencies used. */
export function filterChoices(expenses: readonly Expense[], memberIds: readonly string[]): { members: string[]; currencies: string[] } {
  const named = new Set<string>();
  for (const e of expenses) {
    named.add(e.paidBy);
    for (const m of e.split.members) named.add(m.userId);
  }
  const former = [...named].filter((id) => !memberIds.includes(id));
  const currencies = [...new Set(expenses.map((e) => e.currency))].sort();
  return { members: [...memberIds, ...former], currencies };
}
