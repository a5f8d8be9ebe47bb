// What the layout may use from live updates (issue 10).
export { TripLiveUpdates } from "./components/trip-live-updates";
export { PresenceAvatars } from "./components/presence-avatars";
