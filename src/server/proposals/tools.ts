// The functions a model may call while answering a member in a trip's chat
// (docs/product/assistant.md): reads of the trip, and proposals of changes. A proposal is
// checked (its arguments, then a trial run through the screens' service as
// the asker, rolled back) and collected for the card; nothing is written
// until a member presses Apply. Only the proposals the asker's role could
// carry out are offered at all.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { BUDGET_CATEGORIES } from "@shared/budget-rules";
import { formattersFor } from "@shared/i18n/format";
import type { Language } from "@shared/i18n/languages";
import { can } from "@shared/permissions";
import { changeAction } from "@shared/proposal-rules";
import type { ProposalChange } from "@shared/proposals";
import { RESERVATION_TYPES } from "@shared/reservation-rules";
import { TIME_RE } from "@shared/reservations";
import { isCalendarDate } from "@shared/dates";
import type { AssistantTool } from "../ai/provider";
import type { Db } from "../db/client";
import { itineraryItems } from "../db/schema";
import { intlFor, errorText } from "../i18n";
import { budgetSummary, listAllocations } from "../budget/service";
import { listExpenses, tripBalances } from "../expenses/service";
import { listDays } from "../days/service";
import { listMembers } from "../members/service";
import { listReservations } from "../reservations/service";
import { getTrip } from "../trips/service";
import { tryChange, type ChangeContext } from "./changes";
import { issueMessage, zodMessage } from "@shared/i18n/error-message";
import { isErrorId } from "../http-error";

/** A read's answer is cut here: the model's context is finite, and the trip data message already holds the essentials. */
const MAX_RESULT_CHARS = 20_000;
/** Changes one answer may propose; a card longer than this is not one a member can check. */
export const MAX_CHANGES = 10;

export interface AssistantSession {
  tools: AssistantTool[];
  /** The changes proposed so far in this answer, in order. */
  changes: ProposalChange[];
}

// Checked before a summary is written from them; the rest is the screens' schemas' job.
const date = z.string().refine(isCalendarDate, "errors.field.date").describe("Calendar date, YYYY-MM-DD");
const time = z.string().regex(TIME_RE, "errors.field.time").describe("Local time, HH:mm (24-hour)");

/** JSON Schema of a tool's arguments, as the model is shown it. */
function parameters(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: "draft-07" }) as Record<string, unknown>;
  return json;
}

function result(data: unknown): string {
  const text = JSON.stringify(data);
  return text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS)}… (cut)` : text;
}

/** A read: no arguments, the data as JSON. */
function read(name: string, description: string, load: () => Promise<unknown>): AssistantTool {
  return { name, description, parameters: parameters(z.object({})), run: async () => result(await load()) };
}

export async function assistantSession(db: Db, ctx: ChangeContext & { language: Language }): Promise<AssistantSession> {
  const { tripId, userId, role, language } = ctx;
  const intl = intlFor(language);
  const fmt = formattersFor(language);
  const trip = await getTrip(db, tripId, userId);
  const changes: ProposalChange[] = [];
  /** A day of the trip: the assistant plans inside its dates (when it has them). */
  const day =
    trip.startDate && trip.endDate
      ? date.refine((d) => d >= trip.startDate! && d <= trip.endDate!, zodMessage("errors.proposals.dateOutsideTrip", { start: trip.startDate!, end: trip.endDate! }))
      : date;

  const tools: AssistantTool[] = [
    read("get_trip", "The trip: name, dates, currency, budget and spent totals.", async () => trip),
    read(
      "list_days",
      "The trip's days, each with its items in order (stay check-ins and check-outs, reservations, events, places, to-dos due) with their ids and local times, and the travel between stops.",
      () => listDays(db, tripId, {}),
    ),
    read("list_reservations", "Reservations with their ids, types, dates, times, costs, addresses and confirmation numbers.", () =>
      listReservations(db, tripId, userId),
    ),
    read("get_budget", "The budget: planned, typed and logged amounts per category, and the totals.", async () => ({
      summary: await budgetSummary(db, tripId),
      allocations: await listAllocations(db, tripId),
    })),
    read("list_expenses", "Expenses and payments the group logged, newest first.", () => listExpenses(db, tripId)),
    read("get_balances", "Who owes whom: each member's net and the transfers that settle up.", () => tripBalances(db, tripId)),
    read("list_members", "The trip's members (with their user ids) and their roles.", () => listMembers(db, tripId)),
  ];

  /**
   * A proposal tool, offered only when the asker's role allows its change.
   * The summary is written once the trial passed, from data that is then
   * known to be good.
   */
  const propose = <S extends z.ZodType>(
    name: string,
    description: string,
    schema: S,
    build: (args: z.output<S>) => Omit<ProposalChange, "summary"> & { summary: () => Promise<string> | string },
  ) => {
    tools.push({
      name,
      description: `${description} Only proposes: the members see it as a card and decide.`,
      parameters: parameters(schema),
      async run(args) {
        if (changes.length >= MAX_CHANGES) return `Refused: one answer can propose at most ${MAX_CHANGES} changes.`;
        const parsed = schema.safeParse(args);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = issue.path.join(".") || "arguments";
          // In English: the model reads it, not a member.
          return `Refused: ${field}: ${errorText(issueMessage({ ...issue, field }, isErrorId), "en")}. Nothing was proposed.`;
        }
        const { summary, ...change } = build(parsed.data);
        const refused = await tryChange(db, ctx, change);
        if (refused) return `Refused: ${refused}. Nothing was proposed.`;
        const proposed = { ...change, summary: await summary() };
        changes.push(proposed);
        return `Proposed: ${proposed.summary}. It is shown to the members, who apply or discard it.`;
      },
    });
  };

  const at = (startTime: string | null | undefined) => startTime ?? "none";
  /** The title of an event the trial found in this trip. */
  const eventTitle = async (id: string) =>
    (await db.select({ title: itineraryItems.title }).from(itineraryItems).where(eq(itineraryItems.id, id)).limit(1))[0]!.title;

  const allowed = (action: ProposalChange["action"], resource: ProposalChange["resource"]) => {
    const permission = changeAction({ action, resource });
    return permission !== null && can(role, permission);
  };

  if (allowed("add", "itinerary")) {
    propose(
      "propose_add_item",
      "Propose adding an event (a sight, a meal, an activity) to a day of the trip.",
      z.object({ title: z.string(), date: day, startTime: time.optional(), endTime: time.optional(), description: z.string().optional() }),
      (a) => ({
        action: "add",
        resource: "itinerary",
        summary: () => intl.formatMessage({ id: "assistant.proposal.addItem" }, { title: a.title, date: fmt.date(a.date), time: at(a.startTime) }),
        data: {
          title: a.title,
          startDate: a.date,
          endDate: a.date,
          ...(a.startTime ? { startTime: a.startTime, endTime: a.endTime ?? null, allDay: false } : { allDay: true }),
          ...(a.description ? { description: a.description } : {}),
        },
      }),
    );
  }
  if (allowed("move", "itinerary")) {
    propose(
      "propose_move_item",
      "Propose moving an event (by its id from list_days) to another day and/or time.",
      z.object({ itemId: z.string(), date: day, startTime: time.optional() }),
      (a) => ({
        action: "move",
        resource: "itinerary",
        summary: async () =>
          intl.formatMessage(
          { id: "assistant.proposal.moveItem" },
          { title: await eventTitle(a.itemId), date: fmt.date(a.date), time: at(a.startTime) },
        ),
        data: {
          id: a.itemId,
          startDate: a.date,
          endDate: a.date,
          ...(a.startTime ? { startTime: a.startTime, allDay: false } : {}),
        },
      }),
    );
    propose(
      "propose_remove_item",
      "Propose removing an event (by its id from list_days).",
      z.object({ itemId: z.string() }),
      (a) => ({
        action: "remove",
        resource: "itinerary",
        summary: async () => intl.formatMessage({ id: "assistant.proposal.removeItem" }, { title: await eventTitle(a.itemId) }),
        data: { id: a.itemId },
      }),
    );
  }
  if (allowed("add", "reservation")) {
    propose(
      "propose_add_reservation",
      "Propose adding a reservation (a hotel, restaurant, flight…) with what the member told you; never make up confirmation numbers or prices.",
      z.object({
        name: z.string(),
        type: z.enum(RESERVATION_TYPES).optional(),
        date,
        time: time.optional(),
        endDate: date.optional(),
        confirmationNumber: z.string().optional(),
        cost: z.string().describe("Decimal amount in the trip's currency, e.g. 120.50").optional(),
        address: z.string().optional(),
        notes: z.string().optional(),
      }),
      (a) => ({
        action: "add",
        resource: "reservation",
        summary: () => intl.formatMessage({ id: "assistant.proposal.addReservation" }, { name: a.name, date: fmt.date(a.date), time: at(a.time) }),
        data: {
          name: a.name,
          reservationDate: a.date,
          ...(a.type ? { type: a.type } : {}),
          ...(a.time ? { reservationTime: a.time } : {}),
          ...(a.endDate ? { endDate: a.endDate } : {}),
          ...(a.confirmationNumber ? { confirmationNumber: a.confirmationNumber } : {}),
          ...(a.cost ? { cost: a.cost } : {}),
          ...(a.address ? { address: a.address } : {}),
          ...(a.notes ? { notes: a.notes } : {}),
        },
      }),
    );
  }
  if (allowed("add", "expense")) {
    propose(
      "propose_log_expense",
      "Propose logging an expense the member told you about, shared equally by all members.",
      z.object({
        description: z.string(),
        amount: z.string().describe("Decimal amount, e.g. 12.40"),
        currency: z.string().describe("ISO 4217 code; the trip's currency when left out").optional(),
        date,
        category: z.enum(BUDGET_CATEGORIES).optional(),
        paidBy: z.string().describe("The payer's user id (from list_members); the asker when left out").optional(),
      }),
      (a) => {
        const currency = a.currency ?? trip.currency;
        return {
          action: "add",
          resource: "expense",
          summary: () => intl.formatMessage({ id: "assistant.proposal.logExpense" }, { description: a.description, amount: fmt.money(a.amount, currency) }),
          data: {
            description: a.description,
            amount: a.amount,
            currency,
            date: a.date,
            ...(a.category ? { category: a.category } : {}),
            paidBy: a.paidBy ?? userId,
          },
        };
      },
    );
  }
  if (allowed("update", "budget")) {
    propose(
      "propose_set_budget",
      "Propose the planned amount of a budget category for the whole trip (in the trip's currency).",
      z.object({ category: z.enum(BUDGET_CATEGORIES), plannedAmount: z.string().describe("Decimal amount, e.g. 600.00") }),
      (a) => ({
        action: "update",
        resource: "budget",
        summary: () =>
          intl.formatMessage(
          { id: "assistant.proposal.setBudget" },
          { category: intl.formatMessage({ id: `budget.category.${a.category}` }), amount: fmt.money(a.plannedAmount, trip.currency) },
        ),
        data: { category: a.category, plannedAmount: a.plannedAmount },
      }),
    );
  }

  return { tools, changes };
}
