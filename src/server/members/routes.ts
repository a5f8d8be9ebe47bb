// Member endpoints (docs/product/trips-and-members.md plus management): list members and pending
// invitations, invite, change a role, remove or leave, cancel an invitation.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inviteInputSchema, memberEntrySchema, memberRolePatchSchema } from "@shared/members";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { requestLanguage } from "../i18n";
import { cancelInvitation, changeMemberRole, inviteMember, listMembers, removeMember } from "./service";
import { noContent } from "../openapi/responses";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), memberId: z.string() });
const invitationParams = z.object({ id: z.string(), invitationId: z.string() });

export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/api/trips/:id/members",
    {
      schema: {
        summary: "Members and pending invitations",
        tags: ["members"],
        params: tripParams,
        response: { 200: z.array(memberEntrySchema) },
      },
    },
    async (request) => {
      await requireTripAccess(db(), request.params.id, signedInUser(request).id, "members.read");
      return listMembers(db(), request.params.id);
    },
  );

  app.post(
    "/api/trips/:id/members",
    {
      schema: {
        summary: "Invite someone by email, or add a registered user",
        tags: ["members"],
        params: tripParams,
        body: inviteInputSchema,
        response: { 201: memberEntrySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "members.manage");
      // The e-mail's language when the recipient has none saved (an address without an account, a member who follows the browser).
      const language = await requestLanguage(request);
      return reply.code(201).send(await inviteMember(db(), request.params.id, user.id, request.body, language));
    },
  );

  app.patch(
    "/api/trips/:id/members/:memberId",
    {
      schema: {
        summary: "Change a member's role",
        tags: ["members"],
        params: memberParams,
        body: memberRolePatchSchema,
        response: { 200: memberEntrySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "members.manage");
      return changeMemberRole(db(), request.params.id, user.id, request.params.memberId, request.body.role);
    },
  );

  // Any member may get this far (to leave); removing someone else needs
  // members.manage, which the service checks once it knows whose row it is.
  app.delete(
    "/api/trips/:id/members/:memberId",
    {
      schema: {
        summary: "Remove a member, or leave the trip",
        tags: ["members"],
        params: memberParams,
        response: { 204: noContent("Removed") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "members.leave");
      await removeMember(db(), request.params.id, user.id, request.params.memberId);
      return reply.code(204).send();
    },
  );

  app.delete(
    "/api/trips/:id/invitations/:invitationId",
    {
      schema: {
        summary: "Cancel a pending invitation",
        tags: ["members"],
        params: invitationParams,
        response: { 204: noContent("Cancelled") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.id, user.id, "members.manage");
      await cancelInvitation(db(), request.params.id, user.id, request.params.invitationId);
      return reply.code(204).send();
    },
  );
}
