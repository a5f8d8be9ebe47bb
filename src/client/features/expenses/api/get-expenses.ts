// GET /api/trips/{tripId}/expenses: the trip's expenses and payments, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Expense } from "@shared/expenses";
import { apiRequest } from "@/lib/api";
import { expensesQueryKey } from "./keys";

export const getExpenses = (tripId: string) => apiRequest<Expense[]>("GET", `/api/trips/${encodeURIComponent(tripId)}/expenses`);

export const expensesQueryOptions = (tripId: string) => queryOptions({ queryKey: expensesQueryKey(tripId), queryFn: () => getExpenses(tripId) });

export function useExpenses(tripId: string) {
  return useQuery(expensesQueryOptions(tripId));
}

/** The CSV export's address (a plain download: the browser sends the session cookie). */
export const expensesCsvUrl = (tripId: string) => `/api/trips/${encodeURIComponent(tripId)}/expenses.csv`;
