// What other features may use from the Inbox: Profile's forwarding card.
// The pages are not exported: the router lazy-loads them by path.
export { ForwardingCard } from "./components/forwarding-card";
