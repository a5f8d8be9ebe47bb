// Budget allocations (ADR 007).
import { sql } from "drizzle-orm";
import { check, index, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";
import { createdBy } from "./accounts";
import { tripId } from "./trips";

/**
 * Planned and realized money per category (and optionally per city) of a trip.
 * city holds a location name of the same trip, checked by the service on write;
 * it stays as text so an allocation outlives the itinerary stop it was for.
 */
export const budgetAllocations = pgTable(
  "budget_allocations",
  {
    id: id(),
    tripId: tripId(),
    category: text("category", {
      enum: ["air_tickets", "hotels", "food", "activities", "transportation", "shopping", "other"],
    }).notNull(),
    categoryName: text("category_name").notNull(),
    city: text("city"),
    plannedAmount: numeric("planned_amount", { precision: 14, scale: 2 }).notNull(),
    realizedAmount: numeric("realized_amount", { precision: 14, scale: 2 }).notNull().default("0"),
    notes: text("notes"),
    createdBy: createdBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("budget_allocations_trip_idx").on(t.tripId, t.createdAt),
    check(
      "budget_allocations_category",
      sql`${t.category} IN ('air_tickets', 'hotels', 'food', 'activities', 'transportation', 'shopping', 'other')`,
    ),
    check("budget_allocations_amounts", sql`${t.plannedAmount} >= 0 AND ${t.realizedAmount} >= 0`),
  ],
);
