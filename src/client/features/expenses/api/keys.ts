// The query keys group money touches: the URL segments (docs/product/budget-and-expenses.md), written out
// so this feature needs no other feature's internals. The realtime feature
// makes the same three stale when another member logs something.
export const expensesQueryKey = (tripId: string) => ["/api/trips", tripId, "expenses"] as const;
export const balancesQueryKey = (tripId: string) => ["/api/trips", tripId, "balances"] as const;
/** An expense counts in its category's Spent on the budget (docs/product/budget-and-expenses.md). */
const budgetQueryKey = (tripId: string) => ["/api/trips", tripId, "budget"] as const;

/** What every write of an expense or payment makes stale. */
export const moneyQueryKeys = (tripId: string) => [expensesQueryKey(tripId), balancesQueryKey(tripId), budgetQueryKey(tripId)];
