// What other features and the router may use from the budget.
// Pages are not exported: the router lazy-loads them by path, so a page never rides along in another feature's chunk.
export { BudgetTrackerCard } from "./components/budget-tracker-card";
export { useBudget, budgetQueryKey } from "./api/get-budget";
