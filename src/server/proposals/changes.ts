// Carrying out one proposed change through the service the screens use, with
// the same input schema and the same checks. Used twice: when the assistant
// proposes it (a trial in a transaction that is rolled back, so a change that
// would fail is refused then) and when a member applies the card (for real,
// every change of it in one transaction).
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { budgetAllocationInputSchema, budgetAllocationPatchSchema } from "@shared/budget";
import { expenseInputSchema } from "@shared/expenses";
import { itineraryInputSchema, itineraryPatchSchema } from "@shared/itinerary";
import type { ProposalChange } from "@shared/proposals";
import { reservationInputSchema } from "@shared/reservations";
import type { Role } from "@shared/trips";
import type { Db } from "../db/client";
import { budgetAllocations, itineraryItems } from "../db/schema";
import { HttpError, badRequest, notFound, invalidField } from "../http-error";
import { createAllocation, updateAllocation } from "../budget/service";
import { createExpense } from "../expenses/service";
import type { RateSource } from "../fx/service";
import { createItem, deleteItem, updateItem } from "../itinerary/service";
import { createReservation } from "../reservations/service";
import { isUuid } from "../access/trip-access";
import { zodMessage } from "@shared/i18n/error-message";
import { errorText } from "../i18n";

export interface ChangeContext {
  tripId: string;
  /** Who carries it out (the asker on trial, the member who applies for real). */
  userId: string;
  role: Role;
  rates: RateSource;
}

const idData = z.object({ id: z.string({ error: zodMessage("errors.field.required", { label: "id" }) }) });

/** Parses with the screens' schema; a failure is the 400 the screen's call would answer. */
function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw invalidField(issue.path.join(".") || "data", issue);
}

/** An event of this trip (a day's item; a city stay is changed on the itinerary, not moved from a chat). */
async function eventOfTrip(db: Db, tripId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound("errors.itinerary.itemNotFound");
  const [row] = await db
    .select({ id: itineraryItems.id })
    .from(itineraryItems)
    .where(and(eq(itineraryItems.id, id), eq(itineraryItems.tripId, tripId), isNull(itineraryItems.locationId)))
    .limit(1);
  if (!row) throw notFound("errors.itinerary.itemNotFound");
  return row.id;
}

/**
 * Carries out one change on `db` (a transaction) and answers the id of what
 * it created, moved or removed. Throws the service's HttpError when a rule
 * refuses it.
 */
export async function runChange(db: Db, ctx: ChangeContext, change: Pick<ProposalChange, "action" | "resource" | "data">): Promise<string> {
  const key = `${change.action}:${change.resource}`;
  switch (key) {
    case "add:itinerary": {
      const input = parse(itineraryInputSchema, change.data);
      if (input.locationId) throw badRequest("locationId", "errors.proposals.eventsOnly");
      return (await createItem(db, ctx.tripId, ctx.userId, input)).id;
    }
    case "move:itinerary": {
      const { id } = parse(idData, change.data);
      const itemId = await eventOfTrip(db, ctx.tripId, id);
      const { id: _id, ...rest } = change.data;
      await updateItem(db, itemId, ctx.userId, parse(itineraryPatchSchema, rest));
      return itemId;
    }
    case "remove:itinerary": {
      const itemId = await eventOfTrip(db, ctx.tripId, parse(idData, change.data).id);
      await deleteItem(db, itemId, ctx.userId);
      return itemId;
    }
    case "add:reservation":
      return (await createReservation(db, ctx.tripId, ctx.userId, parse(reservationInputSchema, change.data))).id;
    case "add:expense":
      return (await createExpense(db, { tripId: ctx.tripId, userId: ctx.userId, role: ctx.role, rates: ctx.rates }, parse(expenseInputSchema, change.data))).id;
    case "update:budget": {
      // The category's trip-wide allocation gets the new plan; one is made when there is none.
      const input = parse(budgetAllocationInputSchema, change.data);
      const [existing] = await db
        .select({ id: budgetAllocations.id })
        .from(budgetAllocations)
        .where(and(eq(budgetAllocations.tripId, ctx.tripId), eq(budgetAllocations.category, input.category), isNull(budgetAllocations.city)))
        .limit(1);
      if (!existing) return (await createAllocation(db, ctx.tripId, ctx.userId, input)).id!;
      const changes = parse(budgetAllocationPatchSchema, { plannedAmount: input.plannedAmount });
      return (await updateAllocation(db, ctx.tripId, existing.id, ctx.userId, changes)).id!;
    }
    default:
      throw badRequest("action", "errors.proposals.unknownChange");
  }
}

/** Thrown inside a trial to roll it back. */
class TrialDone extends Error {}

/** Whether the change would go through now, as this member: null, or the message of the rule that refuses it. Nothing is kept. */
export async function tryChange(db: Db, ctx: ChangeContext, change: Pick<ProposalChange, "action" | "resource" | "data">): Promise<string | null> {
  try {
    await db.transaction(async (tx) => {
      await runChange(tx as unknown as Db, ctx, change);
      throw new TrialDone();
    });
  } catch (err) {
    if (err instanceof TrialDone) return null;
    if (err instanceof HttpError && err.statusCode < 500) {
      // The field named, so the model can correct the call.
      // In English: the model reads it, not a member.
      const fields = Object.entries(err.fields ?? {}).map(([field, message]) => `${field}: ${errorText(message, "en")}`);
      return fields.length ? fields.join("; ") : errorText({ id: err.id, ...(err.values ? { values: err.values } : {}) }, "en");
    }
    throw err;
  }
  return null;
}
