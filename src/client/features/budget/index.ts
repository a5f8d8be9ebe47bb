// What other features and the router may use from the budget.
export { BudgetPage } from "./pages/budget-page";
export { BudgetTrackerCard } from "./components/budget-tracker-card";
export { useBudget, budgetQueryKey } from "./api/get-budget";
