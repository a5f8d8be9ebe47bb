// GET /api/trips/{tripId}/activity: the trip's recent changes, for its
// members (not in docs/product/live-updates.md; named in ADR 037).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { activityEntrySchema, activityQuerySchema } from "@shared/activity";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { recentActivity } from "./service";

const tripParams = z.object({ tripId: z.string() });

export async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/api/trips/:tripId/activity",
    {
      schema: {
        summary: "The trip's recent changes, newest first, with who made each",
        tags: ["trips"],
        params: tripParams,
        querystring: activityQuerySchema,
        response: { 200: z.array(activityEntrySchema) },
      },
    },
    async (request) => {
      await requireTripAccess(db(), request.params.tripId, signedInUser(request).id, "trip.read", request);
      return recentActivity(db(), request.params.tripId, request.query.limit);
    },
  );
}
