// What other features and the router may use from expenses.
// Pages are not exported: the router lazy-loads them by path, so a page never rides along in another feature's chunk.
export { expensesQueryKey, balancesQueryKey } from "./api/keys";
