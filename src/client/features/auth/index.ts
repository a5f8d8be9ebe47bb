// What other features and the layout may use from auth.
export { useUser, userQueryKey } from "./api/get-user";
export { useLogout } from "./api/logout";
export { VerifyEmailBanner } from "./components/verify-email-banner";
export { SessionEnded } from "./components/session-ended";
