// What the layout may use from the activity: the header bell.
// Pages are not exported: the router lazy-loads them by path.
export { NotificationsMenu } from "./components/notifications-menu";
