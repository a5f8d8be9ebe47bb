// Database tables (PostgreSQL dialect, shared by PGlite and PostgreSQL), one file
// per feature. Everything that belongs to a trip references it with ON DELETE
// CASCADE. drizzle-kit reads this index (drizzle.config.ts).
export * from "./accounts";
export * from "./trips";
export * from "./itinerary";
export * from "./calendar";
export * from "./reservations";
export * from "./invites";
export * from "./share";
export * from "./mail";
export * from "./budget";
export * from "./money";
export * from "./assistant";
export * from "./quotes";
export * from "./lists";
export * from "./guests";
export * from "./activity";
export * from "./idempotency";
export * from "./backups";
export * from "./admin";
export * from "./oidc";
export * from "./memories";
export * from "./notifications";
export * from "./passkeys";
export * from "./two-factor";
export * from "./webhooks";
export * from "./inbound";
export * from "./push";
export * from "./tracks";
export * from "./ideas";
export * from "./legs";
export * from "./trip-chat";
export * from "./polls";
export * from "./notes";
export * from "./oauth";
