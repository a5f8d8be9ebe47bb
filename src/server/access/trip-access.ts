// A caller's role in a trip, and what it lets them do. A trip the caller is
// not a member of is a 404, so its existence is not revealed.
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Role } from "@shared/trips";
import { can, type Action } from "@shared/permissions";
import type { Db } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { tripMembers } from "../db/schema";
import { forbidden, notFound } from "../http-error";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: string) => UUID_RE.test(v);

const memberRole = hotRead("member_role", { role: tripMembers.role }, (db, fields) =>
  db
    .select(fields)
    .from(tripMembers)
    .where(and(eq(tripMembers.tripId, sql.placeholder("tripId")), eq(tripMembers.userId, sql.placeholder("userId"))))
    .limit(1),
);

/**
 * The role of the user `userId` (a column of the outer query) in the trip bound to the
 * `tripId` placeholder, or null: read in the same statement as a session or token (ADR 029).
 */
export const roleInTrip = (userId: AnyPgColumn) =>
  sql<Role | null>`(select ${tripMembers.role} from ${tripMembers}
    where ${tripMembers.tripId} = ${sql.placeholder("tripId")} and ${tripMembers.userId} = ${userId})`;

export async function tripRole(db: Db, tripId: string, userId: string): Promise<Role | null> {
  if (!isUuid(tripId)) return null;
  const rows = await memberRole(db, { tripId, userId });
  return rows[0]?.role ?? null;
}

/** The role, or throws 404 (not a member) / 403 (the role may not). */
export function allowedRole(role: Role | null, action: Action): Role {
  if (!role) throw notFound("errors.trips.notFound");
  if (!can(role, action)) throw forbidden();
  return role;
}

