// Applying or discarding an assistant's proposal (docs/product/assistant.md). A proposal is
// addressed by its own id: its trip is looked up, then the caller's role
// there (404 for anyone who is not a member); the service checks that the
// role allows every change (403) and that it is still open (409).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { applyResultSchema, proposalSchema } from "@shared/proposals";
import { accessedTrip } from "../access/route-access";
import { signedInUser } from "../auth/require-user";
import type { RateSource } from "../fx/service";
import type { ChangeContext } from "./changes";
import { applyProposal, discardProposal } from "./service";

const params = z.object({ id: z.string() });

export async function proposalRoutes(fastify: FastifyInstance, options: { rates: RateSource }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** The caller's context in the proposal's trip, as the access check found it. */
  const context = (request: FastifyRequest): ChangeContext => {
    const trip = accessedTrip(request);
    return { tripId: trip.id, userId: signedInUser(request).id, role: trip.role, rates: options.rates };
  };

  app.post(
    "/api/proposals/:id/apply",
    {
      config: { access: { action: "trip.read", tripOf: "proposal" } },
      schema: {
        summary: "Apply every change of an assistant's proposal",
        tags: ["chat"],
        params,
        response: { 200: applyResultSchema },
      },
    },
    async (request) => {
      return applyProposal(db(), context(request), request.params.id);
    },
  );

  app.post(
    "/api/proposals/:id/discard",
    {
      config: { access: { action: "trip.read", tripOf: "proposal" } },
      schema: {
        summary: "Discard an assistant's proposal",
        tags: ["chat"],
        params,
        response: { 200: proposalSchema },
      },
    },
    async (request) => {
      return discardProposal(db(), context(request), request.params.id);
    },
  );
}
