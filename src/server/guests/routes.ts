// Guest endpoints (docs/product/guests.md): add, rename and remove a guest
// (editors), and link one to a member who joined (admins). A guest is listed
// in GET /api/trips/{tripId}/members; addressed by its own id otherwise.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { guestInputSchema, guestLinkSchema, guestPatchSchema, guestSchema } from "@shared/guests";
import { accessedTrip } from "../access/route-access";
import { signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import { createGuest, deleteGuest, linkGuest, updateGuest } from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const guestParams = z.object({ id: z.string() });

export async function guestRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.post(
    "/api/trips/:tripId/guests",
    {
      config: { tool: "add_guest", access: { action: "guests.write" } },
      schema: { summary: "Add a guest: someone who travels along without an account", tags: ["members"], params: tripParams, body: guestInputSchema, response: { 201: guestSchema } },
    },
    async (request, reply) => {
      return reply.code(201).send(await createGuest(db(), request.params.tripId, signedInUser(request).id, request.body));
    },
  );

  app.patch(
    "/api/guests/:id",
    {
      config: { tool: "update_guest", access: { action: "guests.write", tripOf: "guest" } },
      schema: { summary: "Rename a guest", tags: ["members"], params: guestParams, body: guestPatchSchema, response: { 200: guestSchema } },
    },
    async (request) => {
      return updateGuest(db(), accessedTrip(request).id, signedInUser(request).id, request.params.id, request.body);
    },
  );

  app.delete(
    "/api/guests/:id",
    {
      config: { tool: "remove_guest", access: { action: "guests.write", tripOf: "guest" } },
      schema: { summary: "Remove a guest who is in no expense or payment", tags: ["members"], params: guestParams, response: { 204: noContent("Removed") } },
    },
    async (request, reply) => {
      await deleteGuest(db(), accessedTrip(request).id, signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/guests/:id/link",
    {
      config: { tool: "link_guest", access: { action: "members.manage", tripOf: "guest" } },
      schema: {
        summary: "Link a guest to a member: their expenses, payments, bookings and items become the member's",
        tags: ["members"],
        params: guestParams,
        body: guestLinkSchema,
        response: { 204: noContent("Linked; the guest is gone") },
      },
    },
    async (request, reply) => {
      await linkGuest(db(), accessedTrip(request).id, signedInUser(request).id, request.params.id, request.body.userId);
      return reply.code(204).send();
    },
  );
}
