// OAuth 2.1 for outside assistants (MCP clients, docs/tools-and-mcp.md): clients that registered
// themselves, short-lived authorization codes, and the grants a member gave. Secrets (codes,
// access and refresh tokens) are kept only as their SHA-256, as personal access tokens are.
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";
import { userId } from "./accounts";

/** A client registered by dynamic client registration: public (no secret), its redirect URIs fixed at registration. */
export const oauthClients = pgTable("oauth_clients", {
  id: id(),
  name: text("name").notNull(),
  redirectUris: jsonb("redirect_uris").$type<string[]>().notNull(),
  createdAt: createdAt(),
});

const clientId = () =>
  uuid("client_id")
    .notNull()
    .references(() => oauthClients.id, { onDelete: "cascade" });

/** A code handed to the client after consent: used once (the row is deleted), valid for minutes. */
export const oauthCodes = pgTable("oauth_codes", {
  codeHash: text("code_hash").primaryKey(),
  clientId: clientId(),
  userId: userId(),
  redirectUri: text("redirect_uri").notNull(),
  codeChallenge: text("code_challenge").notNull(),
  scope: text("scope").notNull(),
  resource: text("resource"),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
});

/**
 * One member's consent to one client: its current access and refresh token (each refresh replaces
 * both, so an old refresh token opens nothing). Revoking deletes the row.
 */
export const oauthGrants = pgTable(
  "oauth_grants",
  {
    id: id(),
    clientId: clientId(),
    userId: userId(),
    scope: text("scope").notNull(),
    resource: text("resource"),
    accessHash: text("access_hash").notNull().unique(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true, mode: "string" }).notNull(),
    refreshHash: text("refresh_hash").notNull().unique(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [index("oauth_grants_user_idx").on(t.userId)],
);
