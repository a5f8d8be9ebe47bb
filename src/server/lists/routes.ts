// Packing list and to-do list endpoints (docs/product/lists.md). Every member reads the
// lists and may tick (lists.tick; the service limits a viewer to items that
// are theirs or no one's); adding, deleting and filling need lists.write.
// An item is addressed by its own id: its trip is looked up, then the caller's role there.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { fillInputSchema, LIST_KINDS, listItemInputSchema, listItemPatchSchema, listItemSchema } from "@shared/lists";
import { signedInUser } from "../auth/require-user";
import { accessedTrip } from "../access/route-access";
import { noContent } from "../openapi/responses";
import { fastJson } from "../serializer";
import { intlFor, requestLanguage } from "../i18n";
import { ifMatchOf } from "../versions/versions";
import { createListItem, deleteListItem, fillPackingList, listOf, updateListItem, type ListContext } from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const listParams = z.object({ tripId: z.string(), list: z.enum(LIST_KINDS, { error: "errors.lists.kind" }) });
const itemParams = z.object({ id: z.string() });

export async function listRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** The caller's context in the trip the access check found. */
  const context = (request: FastifyRequest): ListContext => {
    const trip = accessedTrip(request);
    return { tripId: trip.id, userId: signedInUser(request).id, role: trip.role };
  };

  app.get(
    "/api/trips/:tripId/lists/:list",
    { config: { access: { action: "trip.read" } }, schema: { summary: "A trip's packing list or to-do list, in the order added", tags: ["lists"], params: listParams, response: { 200: z.array(listItemSchema) } } },
    async (request) => listOf(db(), request.params.tripId, request.params.list),
  );

  app.post(
    "/api/trips/:tripId/lists/:list",
    { config: { tool: "add_list_item", access: { action: "lists.write" } }, schema: { summary: "Add an item to a list", tags: ["lists"], params: listParams, body: listItemInputSchema, response: { 201: listItemSchema } } },
    async (request, reply) => {
      const item = await createListItem(db(), context(request), request.params.list, request.body);
      return reply.code(201).send(item);
    },
  );

  app.post(
    "/api/trips/:tripId/lists/packing/fill",
    {
      config: { tool: "fill_packing_list", access: { action: "lists.write" } },
      schema: {
        summary: "Fill the packing list from a template or another trip's list",
        tags: ["lists"],
        params: tripParams,
        body: fillInputSchema,
        response: { 200: z.array(listItemSchema) },
      },
    },
    async (request) => {
      // Template items are written in the member's language (their saved choice, else the browser's).
      const intl = intlFor(await requestLanguage(request));
      return fillPackingList(db(), context(request), request.body, (id) => intl.formatMessage({ id }));
    },
  );

  app.patch(
    "/api/list-items/:id",
    { config: { tool: "update_list_item", access: { action: "lists.tick", tripOf: "listItem" } }, schema: { summary: "Change or tick a list item", tags: ["lists"], params: itemParams, body: listItemPatchSchema, response: { 200: fastJson(listItemSchema) } } },
    async (request) => {
      return updateListItem(db(), context(request), request.params.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/list-items/:id",
    { config: { tool: "delete_list_item", access: { action: "lists.write", tripOf: "listItem" } }, schema: { summary: "Delete a list item", tags: ["lists"], params: itemParams, response: { 204: noContent("Deleted") } } },
    async (request, reply) => {
      await deleteListItem(db(), context(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
