// Column builders most tables repeat; functions, so that each table gets its own builder.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, customType, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

export const updatedAt = () => timestamp("updated_at", { withTimezone: true, mode: "string" }).notNull().defaultNow();

/** A trip role (members and invitations), held to the three by a CHECK too. */
export const role = () => text("role", { enum: ["admin", "editor", "viewer"] }).notNull();

export const roleCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} IN ('admin', 'editor', 'viewer')`);

/** Bytes as they were sent; PGlite answers a Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array | string }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    typeof value === "string" ? Buffer.from(value.replace(/^\\x/, ""), "hex") : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** When a row last changed, kept to the millisecond: the API answers it exactly as stored, so an If-Match compares equal. */
export const updatedAtMs = () => timestamp("updated_at", { withTimezone: true, mode: "string", precision: 3 }).notNull().defaultNow();
