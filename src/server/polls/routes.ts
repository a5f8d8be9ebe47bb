// Poll endpoints (docs/product/polls.md): editors open a poll, every member votes (viewers
// too), its creator or a trip admin closes or deletes it (the service checks which).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pollInputSchema, pollSchema, voteInputSchema } from "@shared/polls";
import { accessedTrip } from "../access/route-access";
import { signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import { closePoll, createPoll, deletePoll, listPolls, vote } from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const pollParams = z.object({ id: z.string() });

export async function pollRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips/:tripId/polls",
    {
      config: { tool: "list_polls", access: { action: "trip.read" } },
      schema: { summary: "The trip's polls, newest first, with each option's votes and voters", tags: ["polls"], params: tripParams, response: { 200: z.array(pollSchema) } },
    },
    async (request) => listPolls(db(), request.params.tripId),
  );

  app.post(
    "/api/trips/:tripId/polls",
    {
      config: { tool: "open_poll", access: { action: "polls.write" } },
      schema: {
        summary: "Open a poll: 2 to 20 options, each may name a place of the trip and one of its days; single or multiple choice; an optional closing time. Members are told",
        tags: ["polls"],
        params: tripParams,
        body: pollInputSchema,
        response: { 201: pollSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createPoll(db(), request.params.tripId, signedInUser(request).id, request.body)),
  );

  app.put(
    "/api/polls/:id/vote",
    {
      config: { tool: "vote_in_poll", access: { action: "polls.vote", tripOf: "poll" } },
      schema: {
        summary: "Vote in a poll, replacing one's vote: one option in a single-choice poll, any in a multiple-choice one, none to withdraw (409 once closed)",
        tags: ["polls"],
        params: pollParams,
        body: voteInputSchema,
        response: { 200: pollSchema },
      },
    },
    async (request) => vote(db(), accessedTrip(request).id, request.params.id, signedInUser(request).id, request.body.optionIds),
  );

  app.post(
    "/api/polls/:id/close",
    {
      config: { tool: "close_poll", access: { action: "polls.write", tripOf: "poll" } },
      schema: { summary: "Close a poll (its creator or a trip admin): no more votes", tags: ["polls"], params: pollParams, response: { 200: pollSchema } },
    },
    async (request) => {
      const trip = accessedTrip(request);
      return closePoll(db(), trip.id, request.params.id, signedInUser(request).id, trip.role);
    },
  );

  app.delete(
    "/api/polls/:id",
    {
      config: { tool: "delete_poll", access: { action: "polls.write", tripOf: "poll" } },
      schema: { summary: "Delete a poll with its votes (its creator or a trip admin)", tags: ["polls"], params: pollParams, response: { 204: noContent("Deleted") } },
    },
    async (request, reply) => {
      const trip = accessedTrip(request);
      await deletePoll(db(), trip.id, request.params.id, signedInUser(request).id, trip.role);
      return reply.code(204).send();
    },
  );
}
