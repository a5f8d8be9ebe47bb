// What other features may use from the profile: the saved notification switches and language.
export { usePreferences, preferencesQueryOptions } from "./api/get-preferences";
