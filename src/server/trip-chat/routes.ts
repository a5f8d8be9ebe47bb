// Trip chat (docs/product/trip-chat.md): every member chats, viewers too (chat.write). Editing
// and deleting are the author's within 15 minutes, deleting any message a trip admin's (the service checks).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  chatMessageSchema,
  CURSOR_INVALID,
  EMOJI_INVALID,
  isOneEmoji,
  messageInputSchema,
  messagePatchSchema,
  messagesPageSchema,
  readInputSchema,
} from "@shared/trip-chat";
import { signedInUser } from "../auth/require-user";
import { accessedTrip } from "../access/route-access";
import { noContent } from "../openapi/responses";
import { deleteMessage, editMessage, listMessages, markRead, postMessage, setReaction } from "./service";

const tripParams = z.object({ tripId: z.string() });
const messageParams = z.object({ id: z.string() });
const reactionParams = z.object({ id: z.string(), emoji: z.string().refine(isOneEmoji, EMOJI_INVALID) });

export async function tripChatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips/:tripId/messages",
    {
      config: { tool: "list_messages", access: { action: "trip.read" } },
      schema: {
        summary:
          "A page of the trip chat, oldest first: the newest 50 messages before `before` (a message id; the newest of all without it). `next` reads the older page; `unread` counts others' messages after the caller's read marker",
        tags: ["trip-chat"],
        params: tripParams,
        querystring: z.object({ before: z.string({ error: CURSOR_INVALID }).optional() }),
        response: { 200: messagesPageSchema },
      },
    },
    async (request) => listMessages(db(), request.params.tripId, signedInUser(request).id, request.query.before),
  );

  app.post(
    "/api/trips/:tripId/messages",
    {
      config: { access: { action: "chat.write" } },
      schema: {
        summary: "Post a message (up to 4,000 characters), maybe answering one (`replyTo`) and mentioning members (`mentions`: their user ids, who are told)",
        tags: ["trip-chat"],
        params: tripParams,
        body: messageInputSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await postMessage(db(), request.params.tripId, signedInUser(request).id, request.body)),
  );

  app.post(
    "/api/trips/:tripId/messages/read",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "Move the caller's read marker to the message `lastId` (never back): later messages by others are unread",
        tags: ["trip-chat"],
        params: tripParams,
        body: readInputSchema,
        response: { 204: noContent("Marked") },
      },
    },
    async (request, reply) => {
      await markRead(db(), request.params.tripId, signedInUser(request).id, request.body.lastId);
      return reply.code(204).send();
    },
  );

  app.patch(
    "/api/messages/:id",
    {
      config: { access: { action: "chat.write", tripOf: "message" } },
      schema: {
        summary: "Change one's own message's text, within 15 minutes of posting it (403 not the author, 409 too late)",
        tags: ["trip-chat"],
        params: messageParams,
        body: messagePatchSchema,
        response: { 200: chatMessageSchema },
      },
    },
    async (request) => editMessage(db(), request.params.id, signedInUser(request).id, request.body.text),
  );

  app.delete(
    "/api/messages/:id",
    {
      config: { access: { action: "chat.write", tripOf: "message" } },
      schema: {
        summary: "Delete a message: one's own within 15 minutes, any as a trip admin (recorded in the audit log). It stays in place as deleted",
        tags: ["trip-chat"],
        params: messageParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const { role } = accessedTrip(request);
      await deleteMessage(db(), request.params.id, { userId: signedInUser(request).id, role, ip: request.ip });
      return reply.code(204).send();
    },
  );

  for (const [method, on] of [["PUT", true], ["DELETE", false]] as const) {
    app.route({
      method,
      url: "/api/messages/:id/reactions/:emoji",
      config: { access: { action: "chat.write", tripOf: "message" } },
      schema: {
        summary: on ? "React to a message with one emoji; reacting again changes nothing" : "Take back one's reaction",
        tags: ["trip-chat"],
        params: reactionParams,
        response: { 200: chatMessageSchema },
      },
      handler: async (request) => setReaction(db(), request.params.id, signedInUser(request).id, request.params.emoji, on),
    });
  }
}
