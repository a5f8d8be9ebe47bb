// Trip endpoints (docs/product/trips-and-members.md). Every route needs a session; trip-scoped ones
// ask the access rules first, so non-members get 404 and lesser roles 403.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tripInputSchema, tripPatchSchema, tripSchema } from "@shared/trips";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { createTrip, deleteTrip, getTrip, listTrips, updateTrip } from "./service";
import { noContent } from "../openapi/responses";
import { fastJson } from "../serializer";
import { ifMatchOf } from "../versions/versions";

// Any string: a malformed id is just a trip the caller cannot see (404), not a 400.
const tripParams = z.object({ id: z.string() });

export async function tripRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  // onRequest, so a signed-out caller gets 401 before any body validation.
  app.addHook("onRequest", requireUser);

  app.get(
    "/api/trips",
    { schema: { summary: "The caller's trips", tags: ["trips"], response: { 200: fastJson(z.array(tripSchema)) } } },
    async (request) => listTrips(db(), signedInUser(request).id),
  );

  app.get(
    "/api/trips/:id",
    { schema: { summary: "One trip", tags: ["trips"], params: tripParams, response: { 200: tripSchema } } },
    async (request) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "trip.read");
      return getTrip(db(), request.params.id, user.id);
    },
  );

  app.post(
    "/api/trips",
    {
      schema: {
        summary: "Create a trip (the caller becomes its admin)",
        tags: ["trips"],
        body: tripInputSchema,
        response: { 201: tripSchema },
      },
    },
    async (request, reply) => {
      const trip = await createTrip(db(), signedInUser(request).id, request.body);
      return reply.code(201).send(trip);
    },
  );

  app.patch(
    "/api/trips/:id",
    {
      schema: {
        summary: "Change a trip",
        tags: ["trips"],
        params: tripParams,
        body: tripPatchSchema,
        response: { 200: tripSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "trip.update");
      return updateTrip(db(), request.params.id, user.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/trips/:id",
    {
      schema: {
        summary: "Delete a trip and everything in it",
        tags: ["trips"],
        params: tripParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "trip.delete");
      await deleteTrip(db(), request.params.id, user.id);
      return reply.code(204).send();
    },
  );
}
