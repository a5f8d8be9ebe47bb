// Invite-link endpoints (docs/product/trips-and-members.md): admins create, list and revoke a trip's
// links; anyone signed in accepts one by its token.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  inviteLinkIdParamsSchema,
  inviteLinkInputSchema,
  inviteLinkSchema,
  inviteTokenParamsSchema,
  tripIdParamsSchema,
} from "@shared/invites";
import { tripSchema } from "@shared/trips";
import { signedInUser } from "../auth/require-user";
import { getTrip } from "../trips/service";
import { acceptInviteLink, createInviteLink, listInviteLinks, revokeInviteLink } from "./service";

const tags = ["invites"];

export async function inviteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  // docs/security.md: PUBLIC_URL, else the origin the request was addressed to.
  const baseUrl = (request: FastifyRequest) => app.deps.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    "/api/trips/:tripId/invite-links",
    {
      config: { tool: "create_invite_link", access: { action: "invites.manage" } },
      schema: {
        summary: "Create an invite link that joins the trip with a role",
        tags,
        params: tripIdParamsSchema,
        body: inviteLinkInputSchema,
        response: { 201: inviteLinkSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.code(201).send(await createInviteLink(db(), request.params.tripId, user.id, request.body, baseUrl(request)));
    },
  );

  app.get(
    "/api/trips/:tripId/invite-links",
    {
      config: { access: { action: "invites.manage" } },
      schema: {
        summary: "List the trip's invite links, pending e-mail invitations included",
        tags,
        params: tripIdParamsSchema,
        response: { 200: z.array(inviteLinkSchema) },
      },
    },
    async (request) => {
      return listInviteLinks(db(), request.params.tripId, baseUrl(request));
    },
  );

  app.delete(
    "/api/invite-links/:id",
    { config: { tool: "delete_invite_link", access: { action: "invites.manage", tripOf: "inviteLink" } }, schema: { summary: "Revoke an invite link", tags, params: inviteLinkIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await revokeInviteLink(db(), request.params.id, user.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/invite-links/:token/accept",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Join a trip through an invite link (a member already keeps their role)",
        tags,
        params: inviteTokenParamsSchema,
        response: { 200: tripSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const tripId = await acceptInviteLink(db(), request.params.token, user.id);
      return getTrip(db(), tripId, user.id);
    },
  );
}
