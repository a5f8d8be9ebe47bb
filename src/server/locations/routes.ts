// POST /api/locations and GET /api/trips/:id/locations (docs/product/itinerary-and-days.md). Locations
// belong to one trip, so creating one needs the right to write its itinerary.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { locationInputSchema, locationSchema } from "@shared/itinerary";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { listTripLocations, upsertLocation } from "./service";

export async function locationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  app.post(
    "/api/locations",
    {
      schema: {
        summary: "Add a city to a trip (200 when it is already there)",
        tags: ["locations"],
        body: locationInputSchema,
        response: { 200: locationSchema, 201: locationSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.body.tripId, user.id, "itinerary.write");
      const { location, created } = await upsertLocation(db(), request.body, user.id);
      return reply.code(created ? 201 : 200).send(location);
    },
  );

  app.get(
    "/api/trips/:id/locations",
    {
      schema: {
        summary: "The trip's cities",
        tags: ["locations"],
        params: z.object({ id: z.string() }),
        response: { 200: z.array(locationSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "trip.read");
      return listTripLocations(db(), request.params.id);
    },
  );
}
