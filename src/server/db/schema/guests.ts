// Guests: people who travel with a trip without an account, and who is on each booking (ADR 058).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";
import { createdBy, users } from "./accounts";
import { tripId } from "./trips";
import { reservations } from "./reservations";

/**
 * A person of one trip without an account (a child, a grandparent). Their id
 * stands wherever a member's user id stands in the trip's money (paid_by,
 * expense_shares.user_id); linking them to a member who joins moves their rows
 * to that member and deletes this one.
 */
export const guests = pgTable(
  "guests",
  {
    id: id(),
    tripId: tripId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("guests_trip_idx").on(t.tripId, t.createdAt)],
);

/**
 * Who is on a reservation: a member (user_id) or a guest (guest_id), exactly
 * one of the two, in the order they were listed. Each side cascades, so a
 * deleted account or guest leaves no dangling traveller.
 */
export const reservationTravellers = pgTable(
  "reservation_travellers",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id").references(() => guests.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.position] }),
    index("reservation_travellers_user_idx").on(t.userId),
    index("reservation_travellers_guest_idx").on(t.guestId),
    check("reservation_travellers_one_person", sql`(${t.userId} IS NULL) <> (${t.guestId} IS NULL)`),
  ],
);
