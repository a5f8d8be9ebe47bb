// What other features and the router may use from the lists.
// Pages are not exported: the router lazy-loads them by path, so a page never rides along in another feature's chunk.
export { MyTodosCard } from "./components/my-todos-card";
export { listsQueryKey } from "./api/keys";
