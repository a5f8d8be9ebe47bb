// Itinerary endpoints (docs/product/itinerary-and-days.md): any member reads, editors and admins write.
// Items addressed by their own id resolve their trip first, so an item of a
// trip the caller is not in is a 404 like the trip itself.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { itineraryInputSchema, itineraryItemSchema, itineraryPatchSchema } from "@shared/itinerary";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { notFound } from "../http-error";
import { createItem, deleteItem, itemTrip, listItems, updateItem } from "./service";
import { noContent } from "../openapi/responses";
import { ifMatchOf } from "../versions/versions";

const tripParams = z.object({ tripId: z.string() });
const itemParams = z.object({ id: z.string() });

export async function itineraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  /** The item's trip after the access check; 404 for unknown ids and non-members alike. */
  const itemAccess = async (itemId: string, userId: string) => {
    const tripId = await itemTrip(db(), itemId);
    if (!tripId) throw notFound("Itinerary item not found");
    await requireTripAccess(db(), tripId, userId, "itinerary.write");
    return tripId;
  };

  app.get(
    "/api/trips/:tripId/itinerary",
    {
      schema: {
        summary: "City stays and events of a trip",
        tags: ["itinerary"],
        params: tripParams,
        response: { 200: z.array(itineraryItemSchema) },
      },
    },
    async (request) => {
      await requireTripAccess(db(), request.params.tripId, signedInUser(request).id, "trip.read");
      return listItems(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/itinerary",
    {
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
      // A city stay and a calendar event are the same row; both rules grant editors and admins.
      const action = request.body.locationId ? "itinerary.write" : "events.write";
      await requireTripAccess(db(), request.params.tripId, user.id, action);
      return reply.code(201).send(await createItem(db(), request.params.tripId, user.id, request.body));
    },
  );

  app.put(
    "/api/itinerary/:id",
    {
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
      await itemAccess(request.params.id, user.id);
      return updateItem(db(), request.params.id, user.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/itinerary/:id",
    {
      schema: {
        summary: "Delete an itinerary item",
        tags: ["itinerary"],
        params: itemParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await itemAccess(request.params.id, user.id);
      await deleteItem(db(), request.params.id, user.id);
      return reply.code(204).send();
    },
  );
}
