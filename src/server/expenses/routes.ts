// Group money endpoints (docs/product/budget-and-expenses.md). Every member reads expenses and
// balances and may log (expenses.log); what a viewer may log is decided by
// the service (their own expenses, payments they are in). An expense is
// addressed by its own id: its trip is looked up, then the caller's role there.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { balancesSchema, expenseInputSchema, expensePatchSchema, expenseSchema, paymentInputSchema } from "@shared/expenses";
import type { Action } from "@shared/permissions";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { notFound } from "../http-error";
import { noContent, textBody } from "../openapi/responses";
import { ifMatchOf } from "../versions/versions";
import type { RateSource } from "../fx/service";
import {
  createExpense,
  deleteExpense,
  expenseTripId,
  expensesCsv,
  listExpenses,
  recordPayment,
  tripBalances,
  updateExpense,
  type MoneyContext,
} from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const expenseParams = z.object({ id: z.string() });

export async function expenseRoutes(fastify: FastifyInstance, options: { rates: RateSource }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  /** The caller's context in a trip, after the access check. */
  const context = async (tripId: string, userId: string, action: Action): Promise<MoneyContext> => ({
    tripId,
    userId,
    role: await requireTripAccess(db(), tripId, userId, action),
    rates: options.rates,
  });
  /** The same for an expense addressed by its id: 404 when it is not one the caller can see. */
  const expenseContext = async (expenseId: string, userId: string): Promise<MoneyContext> => {
    const tripId = await expenseTripId(db(), expenseId);
    if (!tripId) throw notFound("Expense not found");
    return context(tripId, userId, "expenses.log");
  };

  app.get(
    "/api/trips/:tripId/expenses",
    { schema: { summary: "Expenses and payments of a trip, newest first", tags: ["money"], params: tripParams, response: { 200: z.array(expenseSchema) } } },
    async (request) => {
      await requireTripAccess(db(), request.params.tripId, signedInUser(request).id, "trip.read");
      return listExpenses(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/expenses",
    { schema: { summary: "Log an expense", tags: ["money"], params: tripParams, body: expenseInputSchema, response: { 201: expenseSchema } } },
    async (request, reply) => {
      const ctx = await context(request.params.tripId, signedInUser(request).id, "expenses.log");
      return reply.code(201).send(await createExpense(db(), ctx, request.body));
    },
  );

  app.patch(
    "/api/expenses/:id",
    { schema: { summary: "Change an expense or payment", tags: ["money"], params: expenseParams, body: expensePatchSchema, response: { 200: expenseSchema } } },
    async (request) => {
      const ctx = await expenseContext(request.params.id, signedInUser(request).id);
      return updateExpense(db(), ctx, request.params.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/expenses/:id",
    { schema: { summary: "Delete an expense or payment", tags: ["money"], params: expenseParams, response: { 204: noContent("Deleted") } } },
    async (request, reply) => {
      const ctx = await expenseContext(request.params.id, signedInUser(request).id);
      await deleteExpense(db(), ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/trips/:tripId/balances",
    { schema: { summary: "Who paid, who owes, and how to settle up", tags: ["money"], params: tripParams, response: { 200: balancesSchema } } },
    async (request) => {
      await requireTripAccess(db(), request.params.tripId, signedInUser(request).id, "trip.read");
      return tripBalances(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/payments",
    { schema: { summary: "Record a payment between two members", tags: ["money"], params: tripParams, body: paymentInputSchema, response: { 201: expenseSchema } } },
    async (request, reply) => {
      const ctx = await context(request.params.tripId, signedInUser(request).id, "expenses.log");
      return reply.code(201).send(await recordPayment(db(), ctx, request.body));
    },
  );

  app.get(
    "/api/trips/:tripId/expenses.csv",
    { schema: { summary: "Expenses and payments as CSV", tags: ["money"], params: tripParams, response: { 200: textBody("text/csv", "One row per expense or payment") } } },
    async (request, reply) => {
      await requireTripAccess(db(), request.params.tripId, signedInUser(request).id, "trip.read");
      const { csv, fileName } = await expensesCsv(db(), request.params.tripId);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(`\uFEFF${csv}`);
    },
  );
}
