// Applying or discarding an assistant's proposal (docs/product/assistant.md). A proposal is
// addressed by its own id: its trip is looked up, then the caller's role
// there (404 for anyone who is not a member); the service checks that the
// role allows every change (403) and that it is still open (409).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { applyResultSchema, proposalSchema } from "@shared/proposals";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import type { RateSource } from "../fx/service";
import { notFound } from "../http-error";
import type { ChangeContext } from "./changes";
import { applyProposal, discardProposal, proposalTrip } from "./service";

const params = z.object({ id: z.string() });

export async function proposalRoutes(fastify: FastifyInstance, options: { rates: RateSource }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  const context = async (proposalId: string, userId: string): Promise<ChangeContext> => {
    const tripId = await proposalTrip(db(), proposalId);
    if (!tripId) throw notFound("Proposal not found");
    const role = await requireTripAccess(db(), tripId, userId, "trip.read");
    return { tripId, userId, role, rates: options.rates };
  };

  app.post(
    "/api/proposals/:id/apply",
    {
      schema: {
        summary: "Apply every change of an assistant's proposal",
        tags: ["chat"],
        params,
        response: { 200: applyResultSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return applyProposal(db(), await context(request.params.id, user.id), request.params.id);
    },
  );

  app.post(
    "/api/proposals/:id/discard",
    {
      schema: {
        summary: "Discard an assistant's proposal",
        tags: ["chat"],
        params,
        response: { 200: proposalSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return discardProposal(db(), await context(request.params.id, user.id), request.params.id);
    },
  );
}
