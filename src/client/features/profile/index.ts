// What other features may use from the profile: the saved notification switches.
export { usePreferences } from "./api/get-preferences";
