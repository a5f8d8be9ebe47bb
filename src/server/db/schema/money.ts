// Group money: expenses, payments, their shares, and reference exchange rates (ADR 030).
import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";
import { reservations } from "./reservations";

/**
 * The European Central Bank's reference rates, kept by day (docs/product/budget-and-expenses.md): 1 EUR
 * in `currency` on `date`. A day is stored whole when fetched, so a day with
 * rows was published; expenses freeze their own rate and never read this again.
 */
export const fxRates = pgTable(
  "fx_rates",
  {
    date: date("date", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    rate: numeric("rate").notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.currency] })],
);

/**
 * An expense someone paid for the group, or a payment between two members
 * (`kind`). The rate (1 unit of `currency` in the trip's currency) and the
 * converted amount are frozen at entry: nothing is ever re-converted.
 * `paid_by` keeps a deleted account's id (no foreign key): its entries stay
 * and show "Former member".
 */
export const expenses = pgTable(
  "expenses",
  {
    id: id(),
    tripId: tripId(),
    kind: text("kind", { enum: ["expense", "payment"] }).notNull(),
    description: text("description").notNull(),
    amount: numeric("amount").notNull(),
    currency: text("currency").notNull(),
    rate: numeric("rate").notNull(),
    amountInTripCurrency: numeric("amount_in_trip_currency").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    paidBy: uuid("paid_by").notNull(),
    splitMode: text("split_mode", { enum: ["equal", "exact", "shares", "percent"] }).notNull(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("expenses_trip_idx").on(t.tripId, t.date),
    check("expenses_kind", sql`${t.kind} IN ('expense', 'payment')`),
    check("expenses_split_mode", sql`${t.splitMode} IN ('equal', 'exact', 'shares', 'percent')`),
    check("expenses_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** Who shares an expense, in the order the split lists them: the value sent and the share in the trip's currency. */
export const expenseShares = pgTable(
  "expense_shares",
  {
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => expenses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Kept as the member's id even after the account is deleted. */
    userId: uuid("user_id").notNull(),
    /** The split value as sent (exact amount, shares or percent); null for an equal split. */
    value: text("value"),
    amount: numeric("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.expenseId, t.position] }), unique("expense_shares_member").on(t.expenseId, t.userId)],
);
