// Group money endpoints (docs/product/budget-and-expenses.md). Every member reads expenses and
// balances and may log (expenses.log); what a viewer may log is decided by
// the service (their own expenses, payments they are in). An expense is
// addressed by its own id: its trip is looked up, then the caller's role there.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { balancesSchema, expenseInputSchema, expensePatchSchema, expenseSchema, paymentInputSchema } from "@shared/expenses";
import { MAX_EXPENSE_CSV_BYTES, expenseImportConfirmSchema, expenseImportPreviewSchema } from "@shared/expense-import";
import { readMultipartFiles } from "../files/multipart";
import { readExpenseCsv } from "../imports/expense-csv";
import { accessedTrip } from "../access/route-access";
import { signedInUser } from "../auth/require-user";
import { noContent, textBody } from "../openapi/responses";
import { ifMatchOf } from "../versions/versions";
import type { RateSource } from "../fx/service";
import {
  createExpense,
  deleteExpense,
  importExpenses,
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

  // Moving from Splitwise or Tricount: the file is read into a preview (nothing saved), the member maps
  // each name to a person of the trip, and the confirm writes every row at once. Editors, since the
  // rows are everyone's expenses, not the caller's own.
  app.post(
    "/api/trips/:tripId/imports/expenses",
    {
      config: { access: { action: "expenses.write" } },
      schema: {
        summary: "Read a Splitwise or Tricount CSV export (multipart, field `file`) into rows and the names to map; nothing is saved",
        tags: ["money"],
        params: tripParams,
        consumes: ["multipart/form-data"],
        // Read as it streams (files/multipart.ts): nothing here to check beforehand.
        body: z.object({ file: z.unknown().optional().describe("The CSV file (multipart/form-data)") }).nullish(),
        response: { 200: expenseImportPreviewSchema },
      },
    },
    async (request) => {
      const [file] = await readMultipartFiles(request, {
        field: "file",
        maxFiles: 1,
        maxFileBytes: MAX_EXPENSE_CSV_BYTES,
        maxTotalBytes: MAX_EXPENSE_CSV_BYTES,
        fileTooLarge: (name) => ({ id: "errors.files.tooLargeNamed", values: { name } }),
        totalTooLarge: { id: "errors.expenseImport.tooLarge" },
        missing: "errors.expenseImport.missing",
        tooManyFiles: { id: "errors.expenseImport.oneFile" },
      });
      return readExpenseCsv(file!.data);
    },
  );

  app.post(
    "/api/trips/:tripId/imports/expenses/confirm",
    {
      config: { tool: "import_expenses", access: { action: "expenses.write" } },
      schema: {
        summary: "Write the rows of an expense import, each name mapped to a member of the trip, in one go",
        tags: ["money"],
        params: tripParams,
        body: expenseImportConfirmSchema,
        response: { 201: z.array(expenseSchema) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await importExpenses(db(), context(request), request.body));
    },
  );
}
