// POST /api/locations and GET /api/trips/:tripId/locations (docs/product/itinerary-and-days.md). Locations
// belong to one trip, so creating one needs the right to write its itinerary.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { locationInputSchema, locationSchema } from "@shared/itinerary";
import { signedInUser } from "../auth/require-user";
import { listTripLocations, upsertLocation } from "./service";

export async function locationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.post(
    "/api/locations",
    {
      config: { tool: "add_location", access: { action: "itinerary.write", tripOf: "locationInput" } },
      schema: {
        summary: "Add a city to a trip (200 when it is already there)",
        tags: ["locations"],
        body: locationInputSchema,
        response: { 200: locationSchema, 201: locationSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { location, created } = await upsertLocation(db(), request.body, user.id);
      return reply.code(created ? 201 : 200).send(location);
    },
  );

  app.get(
    "/api/trips/:tripId/locations",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "The trip's cities",
        tags: ["locations"],
        params: z.object({ tripId: z.string() }),
        response: { 200: z.array(locationSchema) },
      },
    },
    async (request) => {
      return listTripLocations(db(), request.params.tripId);
    },
  );
}
