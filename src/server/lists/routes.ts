// Packing list and to-do list endpoints (docs/product/lists.md). Every member reads the
// lists and may tick (lists.tick; the service limits a viewer to items that
// are theirs or no one's); adding, deleting and filling need lists.write.
// An item is addressed by its own id: its trip is looked up, then the caller's role there.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fillInputSchema, LIST_KINDS, listItemInputSchema, listItemPatchSchema, listItemSchema } from "@shared/lists";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { notFound } from "../http-error";
import { noContent } from "../openapi/responses";
import { intlFor, requestLanguage } from "../i18n";
import { ifMatchOf } from "../versions/versions";
import { createListItem, deleteListItem, fillPackingList, listItemTripId, listOf, updateListItem, type ListContext } from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const listParams = z.object({ tripId: z.string(), list: z.enum(LIST_KINDS, { error: "List must be packing or todo" }) });
const itemParams = z.object({ id: z.string() });

export async function listRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  /** The caller's context for an item addressed by its id: 404 when it is not one the caller can see. */
  const itemContext = async (id: string, userId: string, action: "lists.tick" | "lists.write"): Promise<ListContext> => {
    const tripId = await listItemTripId(db(), id);
    if (!tripId) throw notFound("List item not found");
    return { tripId, userId, role: await requireTripAccess(db(), tripId, userId, action) };
  };

  app.get(
    "/api/trips/:tripId/lists/:list",
    { schema: { summary: "A trip's packing list or to-do list, in the order added", tags: ["lists"], params: listParams, response: { 200: z.array(listItemSchema) } } },
    async (request) => {
      await requireTripAccess(db(), request.params.tripId, signedInUser(request).id, "trip.read", request);
      return listOf(db(), request.params.tripId, request.params.list);
    },
  );

  app.post(
    "/api/trips/:tripId/lists/:list",
    { schema: { summary: "Add an item to a list", tags: ["lists"], params: listParams, body: listItemInputSchema, response: { 201: listItemSchema } } },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const role = await requireTripAccess(db(), request.params.tripId, userId, "lists.write", request);
      const item = await createListItem(db(), { tripId: request.params.tripId, userId, role }, request.params.list, request.body);
      return reply.code(201).send(item);
    },
  );

  app.post(
    "/api/trips/:tripId/lists/packing/fill",
    {
      schema: {
        summary: "Fill the packing list from a template or another trip's list",
        tags: ["lists"],
        params: tripParams,
        body: fillInputSchema,
        response: { 200: z.array(listItemSchema) },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const role = await requireTripAccess(db(), request.params.tripId, userId, "lists.write", request);
      // Template items are written in the member's language (their saved choice, else the browser's).
      const intl = intlFor(await requestLanguage(request));
      return fillPackingList(db(), { tripId: request.params.tripId, userId, role }, request.body, (id) => intl.formatMessage({ id }));
    },
  );

  app.patch(
    "/api/list-items/:id",
    { schema: { summary: "Change or tick a list item", tags: ["lists"], params: itemParams, body: listItemPatchSchema, response: { 200: listItemSchema } } },
    async (request) => {
      const ctx = await itemContext(request.params.id, signedInUser(request).id, "lists.tick");
      return updateListItem(db(), ctx, request.params.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/list-items/:id",
    { schema: { summary: "Delete a list item", tags: ["lists"], params: itemParams, response: { 204: noContent("Deleted") } } },
    async (request, reply) => {
      const ctx = await itemContext(request.params.id, signedInUser(request).id, "lists.write");
      await deleteListItem(db(), ctx, request.params.id);
      return reply.code(204).send();
    },
  );
}
