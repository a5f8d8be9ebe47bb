// GET /api/trips/{tripId}/expenses: the trip's expenses and payments, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, apiUrl } from "@/lib/api";
import { expensesQueryKey } from "./keys";

export const getExpenses = (tripId: string) => answer(api.GET("/api/trips/{tripId}/expenses", { params: { path: { tripId } } }));

export const expensesQueryOptions = (tripId: string) => queryOptions({ queryKey: expensesQueryKey(tripId), queryFn: () => getExpenses(tripId) });

export function useExpenses(tripId: string) {
  return useQuery(expensesQueryOptions(tripId));
}

/** The CSV export's address (a plain download: the browser sends the session cookie). */
export const expensesCsvUrl = (tripId: string) => apiUrl("/api/trips/{tripId}/expenses.csv", { tripId });
