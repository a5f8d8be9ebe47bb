// What the dashboard may use from the activity: the trip's recent changes.
export { RecentChangesCard } from "./components/recent-changes-card";
