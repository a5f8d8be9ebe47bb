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
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import {
  budgetSummary,
  createAllocation,
  deleteAllocation,
  listAllocations,
  updateAllocation,
} from "./service";
import { noContent } from "../openapi/responses";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ id: z.string() });
const allocationParams = z.object({ id: z.string(), allocationId: z.string() });

export async function budgetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/api/trips/:id/budget",
    {
      schema: {
        summary: "Budget allocations of a trip",
        tags: ["budget"],
        params: tripParams,
        response: { 200: z.array(budgetAllocationSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "trip.read");
      return listAllocations(db(), request.params.id);
    },
  );

  app.get(
    "/api/trips/:id/budget/summary",
    {
      schema: {
        summary: "Exact budget totals of a trip",
        tags: ["budget"],
        params: tripParams,
        response: { 200: budgetSummarySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "trip.read");
      return budgetSummary(db(), request.params.id);
    },
  );

  app.post(
    "/api/trips/:id/budget",
    {
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
      await requireTripAccess(db(), request.params.id, user.id, "budget.write");
      const created = await createAllocation(db(), request.params.id, user.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/trips/:id/budget/:allocationId",
    {
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
      await requireTripAccess(db(), request.params.id, user.id, "budget.write");
      return updateAllocation(db(), request.params.id, request.params.allocationId, user.id, request.body);
    },
  );

  app.delete(
    "/api/trips/:id/budget/:allocationId",
    {
      schema: {
        summary: "Delete a budget allocation",
        tags: ["budget"],
        params: allocationParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "budget.write");
      await deleteAllocation(db(), request.params.id, request.params.allocationId, user.id);
      return reply.code(204).send();
    },
  );
}
