// What the layout may use from notifications: the header bell (with the live stream).
// The page is not exported: the router lazy-loads it by path.
export { NotificationsMenu } from "./components/notifications-menu";
