// Invite links, and e-mail invitations as one-person links (ADR 024).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { id, createdAt, role, roleCheck } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";

/**
 * A link that joins a trip with a role (docs/product/trips-and-members.md): whoever opens it signed in
 * joins. An invitation by e-mail is the same row with `email` set and
 * max_uses 1: it is listed as pending until used, and the address alone
 * grants nothing (ADR 024). The token is kept (not hashed) so admins can copy
 * the link again; revoking deletes the row. Emails are stored lower-cased.
 */
export const inviteLinks = pgTable(
  "invite_links",
  {
    id: id(),
    tripId: tripId(),
    token: text("token").notNull().unique(),
    role: role(),
    email: text("email"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLs are distinct: many plain links, one pending invitation per address.
    unique("invite_links_trip_email").on(t.tripId, t.email),
    index("invite_links_trip_idx").on(t.tripId, t.createdAt),
    roleCheck("invite_links_role", t.role),
    check("invite_links_uses", sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.maxUses} >= 1)`),
  ],
);
