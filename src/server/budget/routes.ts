// Budget endpoints (docs/product/budget-and-expenses.md) plus GET …/budget/summary with exact totals
// (ADR: the list stays a plain array as the product description's client expects). Any member
// reads; "budget.write" (editors and admins) changes allocations.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  budgetAllocationInputSchema,
  budgetAllocationPatchSchema,
  budgetAllocationSchema,
  budgetSummarySchema,
} from "@shared/budget";
import { signedInUser } from "../auth/require-user";
import {
  budgetSummary,
  createAllocation,
  deleteAllocation,
  listAllocations,
  updateAllocation,
} from "./service";
import { noContent } from "../openapi/responses";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const allocationParams = z.object({ tripId: z.string(), allocationId: z.string() });

export async function budgetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips/:tripId/budget",
    {
      config: { tool: "get_budget", access: { action: "trip.read" } },
      schema: {
        summary: "Budget allocations of a trip",
        tags: ["budget"],
        params: tripParams,
        response: { 200: z.array(budgetAllocationSchema) },
      },
    },
    async (request) => {
      return listAllocations(db(), request.params.tripId);
    },
  );

  app.get(
    "/api/trips/:tripId/budget/summary",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "Exact budget totals of a trip",
        tags: ["budget"],
        params: tripParams,
        response: { 200: budgetSummarySchema },
      },
    },
    async (request) => {
      return budgetSummary(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/budget",
    {
      config: { tool: "add_budget_allocation", access: { action: "budget.write" } },
      schema: {
        summary: "Add a budget allocation",
        tags: ["budget"],
        params: tripParams,
        body: budgetAllocationInputSchema,
        response: { 201: budgetAllocationSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created = await createAllocation(db(), request.params.tripId, user.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/trips/:tripId/budget/:allocationId",
    {
      config: { tool: "update_budget_allocation", access: { action: "budget.write" } },
      schema: {
        summary: "Change a budget allocation",
        tags: ["budget"],
        params: allocationParams,
        body: budgetAllocationPatchSchema,
        response: { 200: budgetAllocationSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return updateAllocation(db(), request.params.tripId, request.params.allocationId, user.id, request.body);
    },
  );

  app.delete(
    "/api/trips/:tripId/budget/:allocationId",
    {
      config: { tool: "delete_budget_allocation", access: { action: "budget.write" } },
      schema: {
        summary: "Delete a budget allocation",
        tags: ["budget"],
        params: allocationParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deleteAllocation(db(), request.params.tripId, request.params.allocationId, user.id);
      return reply.code(204).send();
    },
  );
}
