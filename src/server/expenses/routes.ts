// Group money endpoints (docs/product/budget-and-expenses.md). Every member reads expenses and
// balances and may log (expenses.log); what a viewer may log is decided by
// the service (their own expenses, payments they are in). An expense is
// addressed by its own id: its trip is looked up, then the caller's role there.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { balancesSchema, expenseInputSchema, expensePatchSchema, expenseSchema, paymentInputSchema } from "@shared/expenses";
import { accessedTrip } from "../access/route-access";
import { signedInUser } from "../auth/require-user";
import { noContent, textBody } from "../openapi/responses";
import { ifMatchOf } from "../versions/versions";
import type { RateSource } from "../fx/service";
import {
  createExpense,
  deleteExpense,
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

  /** The caller's context in the trip the access check found. */
  const context = (request: FastifyRequest): MoneyContext => {
    const trip = accessedTrip(request);
    return { tripId: trip.id, userId: signedInUser(request).id, role: trip.role, rates: options.rates };
  };

  app.get(
    "/api/trips/:tripId/expenses",
    { config: { tool: "list_expenses", access: { action: "trip.read" } }, schema: { summary: "Expenses and payments of a trip, newest first", tags: ["money"], params: tripParams, response: { 200: z.array(expenseSchema) } } },
    async (request) => {
      return listExpenses(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/expenses",
    { config: { tool: "log_expense", access: { action: "expenses.log" } }, schema: { summary: "Log an expense", tags: ["money"], params: tripParams, body: expenseInputSchema, response: { 201: expenseSchema } } },
    async (request, reply) => {
      return reply.code(201).send(await createExpense(db(), context(request), request.body));
    },
  );

  app.patch(
    "/api/expenses/:id",
    { config: { tool: "update_expense", access: { action: "expenses.log", tripOf: "expense" } }, schema: { summary: "Change an expense or payment", tags: ["money"], params: expenseParams, body: expensePatchSchema, response: { 200: expenseSchema } } },
    async (request) => {
      return updateExpense(db(), context(request), request.params.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/expenses/:id",
    { config: { tool: "delete_expense", access: { action: "expenses.log", tripOf: "expense" } }, schema: { summary: "Delete an expense or payment", tags: ["money"], params: expenseParams, response: { 204: noContent("Deleted") } } },
    async (request, reply) => {
      await deleteExpense(db(), context(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/trips/:tripId/balances",
    { config: { tool: "get_balances", access: { action: "trip.read" } }, schema: { summary: "Who paid, who owes, and how to settle up", tags: ["money"], params: tripParams, response: { 200: balancesSchema } } },
    async (request) => {
      return tripBalances(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/payments",
    { config: { tool: "record_payment", access: { action: "expenses.log" } }, schema: { summary: "Record a payment between two members", tags: ["money"], params: tripParams, body: paymentInputSchema, response: { 201: expenseSchema } } },
    async (request, reply) => {
      return reply.code(201).send(await recordPayment(db(), context(request), request.body));
    },
  );

  app.get(
    "/api/trips/:tripId/expenses.csv",
    { config: { access: { action: "trip.read" } }, schema: { summary: "Expenses and payments as CSV", tags: ["money"], params: tripParams, response: { 200: textBody("text/csv", "One row per expense or payment") } } },
    async (request, reply) => {
      const { csv, fileName } = await expensesCsv(db(), request.params.tripId);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .send(`\uFEFF${csv}`);
    },
  );
}
