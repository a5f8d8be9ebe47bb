// Applying or discarding an assistant's proposal (docs/product/assistant.md). A proposal is
// addressed by its own id: its trip is looked up, then the caller's role
// there (404 for anyone who is not a member); the service checks that the
// role allows every change (403) and that it is still open (409). Applying runs each
// change's route as the caller; a route that refuses answers with its own status and message.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema, type ApiError } from "@shared/errors";
import { applyResultSchema, proposalSchema } from "@shared/proposals";
import { accessedTrip } from "../access/route-access";
import { signedInUser } from "../auth/require-user";
import { callerCredentials } from "../tools/assistant";
import { applyProposal, discardProposal, type Decider } from "./service";

const params = z.object({ id: z.string() });

export async function proposalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The caller in the proposal's trip, as the access check found them; the changes run with their own credentials. */
  const decider = (request: FastifyRequest): Decider => {
    const trip = accessedTrip(request);
    return { tripId: trip.id, userId: signedInUser(request).id, role: trip.role, credentials: callerCredentials(request) };
  };

  app.post(
    "/api/proposals/:id/apply",
    {
      config: { access: { action: "trip.read", tripOf: "proposal" } },
      schema: {
        summary: "Apply every change of an assistant's proposal",
        tags: ["chat"],
        params,
        response: { 200: applyResultSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await applyProposal(app, decider(request), request.params.id);
      // A change its route refuses now: that route's own answer (status and message), as the screens get it.
      if ("refused" in result) return reply.code(result.refused.statusCode as 400).type("application/json").send(JSON.parse(result.refused.body) as ApiError);
      return result.applied;
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
      return discardProposal(app, decider(request), request.params.id);
    },
  );
}
