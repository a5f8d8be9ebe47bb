// Itinerary endpoints (docs/product/itinerary-and-days.md): any member reads, editors and admins write.
// Items addressed by their own id resolve their trip first, so an item of a
// trip the caller is not in is a 404 like the trip itself.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { itineraryInputSchema, itineraryItemSchema, itineraryPatchSchema } from "@shared/itinerary";
import { signedInUser } from "../auth/require-user";
import { allowedRole } from "../access/trip-access";
import { accessedTrip } from "../access/route-access";
import { createItem, deleteItem, listItems, updateItem } from "./service";
import { noContent } from "../openapi/responses";
import { ifMatchOf } from "../versions/versions";

const tripParams = z.object({ tripId: z.string() });
const itemParams = z.object({ id: z.string() });

export async function itineraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips/:tripId/itinerary",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "City stays and events of a trip",
        tags: ["itinerary"],
        params: tripParams,
        response: { 200: z.array(itineraryItemSchema) },
      },
    },
    async (request) => {
      return listItems(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/itinerary",
    {
      config: { tool: "add_itinerary_item", access: { action: "itinerary.write" } },
      schema: {
        summary: "Add a city stay or an event",
        tags: ["itinerary"],
        params: tripParams,
        body: itineraryInputSchema,
        response: { 201: itineraryItemSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      // A city stay and a calendar event are the same row; an event also needs the events rule.
      if (!request.body.locationId) allowedRole(accessedTrip(request).role, "events.write");
      return reply.code(201).send(await createItem(db(), request.params.tripId, user.id, request.body));
    },
  );

  app.put(
    "/api/itinerary/:id",
    {
      config: { tool: "update_itinerary_item", access: { action: "itinerary.write", tripOf: "itineraryItem" } },
      schema: {
        summary: "Change an itinerary item",
        tags: ["itinerary"],
        params: itemParams,
        body: itineraryPatchSchema,
        response: { 200: itineraryItemSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return updateItem(db(), request.params.id, user.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/itinerary/:id",
    {
      config: { tool: "delete_itinerary_item", access: { action: "itinerary.write", tripOf: "itineraryItem" } },
      schema: {
        summary: "Delete an itinerary item",
        tags: ["itinerary"],
        params: itemParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deleteItem(db(), request.params.id, user.id);
      return reply.code(204).send();
    },
  );
}
