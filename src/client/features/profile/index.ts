// What other features may use from the profile: the saved notification switches and language, and adding a passkey.
export { usePreferences, preferencesQueryOptions } from "./api/get-preferences";
// Required two-step setup (features/security) offers a passkey as the second step.
export { AddPasskeyForm } from "./components/passkeys-card";
