// Single sign-on (docs/product/sign-in.md): the accounts linked to an OpenID
// provider's identities, and the sign-ins under way at the provider.
import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { userId } from "./accounts";

/** An identity at an OpenID provider (its `iss` and `sub`), linked to one account: found by these first at every sign-in. */
export const oidcIdentities = pgTable(
  "oidc_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index("oidc_identities_user_idx").on(t.userId)],
);

/**
 * A sign-in sent to the provider and not yet back: its PKCE verifier, nonce and
 * where to go afterwards, keyed by the SHA-256 of its `state` (the browser holds
 * the state itself in a cookie). Taken (deleted) by the one callback that uses it.
 */
export const oidcLogins = pgTable("oidc_logins", {
  stateHash: text("state_hash").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  next: text("next"),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
  createdAt: createdAt(),
});
