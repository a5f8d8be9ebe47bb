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
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { notFound } from "../http-error";
import { getTrip } from "../trips/service";
import { acceptInviteLink, createInviteLink, inviteLinkTrip, listInviteLinks, revokeInviteLink } from "./service";

const tags = ["invites"];

export async function inviteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);
  // docs/security.md: PUBLIC_URL, else the origin the request was addressed to.
  const baseUrl = (request: FastifyRequest) => app.deps.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    "/api/trips/:tripId/invite-links",
    {
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
      await requireTripAccess(db(), request.params.tripId, user.id, "invites.manage");
      return reply.code(201).send(await createInviteLink(db(), request.params.tripId, user.id, request.body, baseUrl(request)));
    },
  );

  app.get(
    "/api/trips/:tripId/invite-links",
    {
      schema: {
        summary: "List the trip's invite links, pending e-mail invitations included",
        tags,
        params: tripIdParamsSchema,
        response: { 200: z.array(inviteLinkSchema) },
      },
    },
    async (request) => {
      await requireTripAccess(db(), request.params.tripId, signedInUser(request).id, "invites.manage");
      return listInviteLinks(db(), request.params.tripId, baseUrl(request));
    },
  );

  app.delete(
    "/api/invite-links/:id",
    { schema: { summary: "Revoke an invite link", tags, params: inviteLinkIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const tripId = await inviteLinkTrip(db(), request.params.id);
      if (!tripId) throw notFound("Invite link not found");
      await requireTripAccess(db(), tripId, user.id, "invites.manage");
      await revokeInviteLink(db(), request.params.id, user.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/invite-links/:token/accept",
    {
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
