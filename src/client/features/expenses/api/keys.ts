// The query keys group money touches, from the one query-key factory. The
// realtime feature makes the same three stale when another member logs something.
import { queryKeys } from "@/lib/query-keys";

export const expensesQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "expenses");
export const balancesQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "balances");
/** An expense counts in its category's Spent on the budget (docs/product/budget-and-expenses.md). */
const budgetQueryKey = (tripId: string) => queryKeys.ofTrip(tripId, "budget");

/** What every write of an expense or payment makes stale. */
export const moneyQueryKeys = (tripId: string) => [expensesQueryKey(tripId), balancesQueryKey(tripId), budgetQueryKey(tripId)];
