// Member endpoints (docs/product/trips-and-members.md plus management): list members and pending
// invitations, invite, change a role, remove or leave, cancel an invitation.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { inviteInputSchema, memberEntrySchema, memberRolePatchSchema } from "@shared/members";
import { signedInUser } from "../auth/require-user";
import { requestLanguage } from "../i18n";
import { cancelInvitation, changeMemberRole, inviteMember, listMembers, removeMember } from "./service";
import { noContent } from "../openapi/responses";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const memberParams = z.object({ tripId: z.string(), memberId: z.string() });
const invitationParams = z.object({ tripId: z.string(), invitationId: z.string() });

export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips/:tripId/members",
    {
      config: { tool: "list_members", access: { action: "members.read" } },
      schema: {
        summary: "Members and pending invitations",
        tags: ["members"],
        params: tripParams,
        response: { 200: z.array(memberEntrySchema) },
      },
    },
    async (request) => {
      return listMembers(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/members",
    {
      config: { tool: "invite_member", access: { action: "members.manage" } },
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
      // The e-mail's language when the recipient has none saved (an address without an account, a member who follows the browser).
      const language = await requestLanguage(request);
      return reply.code(201).send(await inviteMember(db(), request.params.tripId, user.id, request.body, language));
    },
  );

  app.patch(
    "/api/trips/:tripId/members/:memberId",
    {
      config: { tool: "change_member_role", access: { action: "members.manage" } },
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
      return changeMemberRole(db(), request.params.tripId, user.id, request.params.memberId, request.body.role);
    },
  );

  // Any member may get this far (to leave); removing someone else needs
  // members.manage, which the service checks once it knows whose row it is.
  app.delete(
    "/api/trips/:tripId/members/:memberId",
    {
      config: { tool: "remove_member", access: { action: "members.leave" } },
      schema: {
        summary: "Remove a member, or leave the trip",
        tags: ["members"],
        params: memberParams,
        response: { 204: noContent("Removed") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await removeMember(db(), request.params.tripId, user.id, request.params.memberId);
      return reply.code(204).send();
    },
  );

  app.delete(
    "/api/trips/:tripId/invitations/:invitationId",
    {
      config: { tool: "cancel_invitation", access: { action: "members.manage" } },
      schema: {
        summary: "Cancel a pending invitation",
        tags: ["members"],
        params: invitationParams,
        response: { 204: noContent("Cancelled") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await cancelInvitation(db(), request.params.tripId, user.id, request.params.invitationId);
      return reply.code(204).send();
    },
  );
}
