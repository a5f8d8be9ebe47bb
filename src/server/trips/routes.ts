// Trip endpoints (docs/product/trips-and-members.md). Every route needs a session; trip-scoped ones
// ask the access rules first, so non-members get 404 and lesser roles 403.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tripCopyInputSchema, tripInputSchema, tripPatchSchema, tripSchema } from "@shared/trips";
import { signedInUser } from "../auth/require-user";
import { createTrip, deleteTrip, getTrip, listTrips, updateTrip } from "./service";
import { copyTrip } from "./copy-trip";
import { noContent } from "../openapi/responses";
import { fastJson } from "../serializer";
import { ifMatchOf } from "../versions/versions";

// Any string: a malformed id is just a trip the caller cannot see (404), not a 400.
const tripParams = z.object({ tripId: z.string() });

export async function tripRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips",
    { config: { tool: "list_trips", access: "signed-in" }, schema: { summary: "The caller's trips", tags: ["trips"], response: { 200: fastJson(z.array(tripSchema)) } } },
    async (request) => listTrips(db(), signedInUser(request).id),
  );

  app.get(
    "/api/trips/:tripId",
    { config: { tool: "get_trip", access: { action: "trip.read" } }, schema: { summary: "One trip", tags: ["trips"], params: tripParams, response: { 200: tripSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return getTrip(db(), request.params.tripId, user.id);
    },
  );

  app.post(
    "/api/trips",
    {
      config: { tool: "create_trip", access: "signed-in" },
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

  app.post(
    "/api/trips/:tripId/copy",
    {
      config: { tool: "copy_trip", access: { action: "trip.read" } },
      schema: {
        summary: "Copy the trip as a new one from startDate (any member; the caller is the copy's admin): the plan comes along with every date moved, people, money spent, chat, polls, photos and the share link do not",
        tags: ["trips"],
        params: tripParams,
        body: tripCopyInputSchema,
        response: { 201: tripSchema },
      },
    },
    async (request, reply) => {
      const trip = await copyTrip(db(), request.params.tripId, signedInUser(request).id, request.body);
      return reply.code(201).send(trip);
    },
  );

  app.patch(
    "/api/trips/:tripId",
    {
      config: { tool: "update_trip", access: { action: "trip.update" } },
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
      return updateTrip(db(), request.params.tripId, user.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/trips/:tripId",
    {
      config: { tool: "delete_trip", access: { action: "trip.delete" } },
      schema: {
        summary: "Delete a trip and everything in it",
        tags: ["trips"],
        params: tripParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deleteTrip(db(), request.params.tripId, user.id);
      return reply.code(204).send();
    },
  );
}
