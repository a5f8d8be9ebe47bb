// Passkeys (docs/product/accounts-and-security.md, ADR 050): the WebAuthn credentials a person
// signs in with, and the challenges handed out for a ceremony in progress.
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userId, users } from "./accounts";

/** One registered credential: only its public key is kept (the private key never leaves the authenticator). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: id(),
    userId: userId(),
    name: text("name").notNull(),
    /** The authenticator's credential id, base64url: how a sign-in finds the row. */
    credentialId: text("credential_id").notNull().unique(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The signature counter last seen; a sign-in with one not above it is refused (a cloned authenticator). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** Transports the authenticator named (usb, internal, hybrid…), passed back as hints at sign-in. */
    transports: text("transports").array().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/**
 * Challenges of ceremonies under way, kept in the database so any app instance can finish what
 * another began. A row is deleted by the verify that uses it (single use) and is good for
 * five minutes; stale rows are swept when new ones are made.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    /** The random challenge itself, base64url, as the browser echoes it in clientDataJSON. */
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
    /** Registration: the signed-in person. Sign-in: the account of the e-mail typed, or null (discoverable). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);
