// The AI assistant's endpoints (docs/product/assistant.md "Chat and AI"): the trip chat (JSON
// and a streaming variant the open page uses), accepting a suggestion, the
// travel-suggestions generator, and which assistant is answering.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  acceptSuggestionInputSchema,
  acceptSuggestionResultSchema,
  aiStatusSchema,
  chatInputSchema,
  chatMessageSchema,
  chatSendResultSchema,
  travelSuggestionListSchema,
  travelSuggestionsInputSchema,
} from "@shared/chat";
import { signedInUser } from "../auth/require-user";
import { accessedTrip } from "../access/route-access";
import { HttpError } from "../http-error";
import { createOfflineProvider } from "../ai/offline";
import { requestLanguage } from "../i18n";
import { errorAnswer, errorBody } from "../errors";
import { listMessages, sendMessage, type Asker } from "./service";
import { assistantSession, callerCredentials } from "../tools/assistant";
import { acceptSuggestion } from "./suggestions";
import { textBody } from "../openapi/responses";
import { openEventStream, sseEvent } from "../sse";
import { routersOf } from "../days/routing";

const tripParams = z.object({ tripId: z.string() });

/** Aborts the model call when the client goes away before the answer is sent. */
function abortOnClose(reply: FastifyReply): { signal: AbortSignal; done: () => void } {
  const abort = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort();
  };
  reply.raw.once("close", onClose);
  return { signal: abort.signal, done: () => reply.raw.off("close", onClose) };
}

export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const ai = app.deps.ai ?? createOfflineProvider();

  /** The member asking, with the tools their role allows in this trip, run with their own credentials. */
  const askerOf = (request: FastifyRequest): Asker => {
    const trip = accessedTrip(request);
    const credentials = callerCredentials(request);
    return {
      userId: signedInUser(request).id,
      tools: (language) => assistantSession(app, { tripId: trip.id, role: trip.role, language, credentials }),
      routers: routersOf(app.deps),
      weather: app.deps.weather,
    };
  };

  app.get(
    "/api/ai/status",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Which assistant answers: a model or the offline one",
        tags: ["chat"],
        response: { 200: aiStatusSchema },
      },
    },
    async () => ({ provider: ai.kind, model: ai.model ?? null }),
  );

  app.get(
    "/api/trips/:tripId/chat",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "The trip's chat with the assistant",
        tags: ["chat"],
        params: tripParams,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    async (request) => listMessages(db(), request.params.tripId),
  );

  app.post(
    "/api/trips/:tripId/chat",
    {
      config: { access: { action: "chat.write" } },
      preHandler: app.limit("ai"),
      schema: {
        summary: "Send a message; answers with it and the assistant's reply",
        tags: ["chat"],
        params: tripParams,
        body: chatInputSchema,
        response: { 201: chatSendResultSchema },
      },
    },
    async (request, reply) => {
      const language = await requestLanguage(request);
      const call = abortOnClose(reply);
      try {
        const asker = askerOf(request);
        const result = await sendMessage(db(), ai, request.params.tripId, asker, { ...request.body, language }, { signal: call.signal });
        return reply.code(201).send(result);
      } finally {
        call.done();
      }
    },
  );

  /**
   * The same as POST /chat, answered as text/event-stream: `delta` events with
   * the reply text as it is generated, then `done` with the two saved
   * messages, or `error` with the usual error body and its status.
   */
  app.post(
    "/api/trips/:tripId/chat/stream",
    {
      config: { access: { action: "chat.write" } },
      preHandler: app.limit("ai"),
      schema: {
        summary: "Send a message; the reply streams as server-sent events",
        tags: ["chat"],
        params: tripParams,
        body: chatInputSchema,
        response: {
          200: textBody(
            "text/event-stream",
            "`delta` events ({ text }), then `done` (the POST /chat answer) or `error` ({ status, message, code })",
          ),
        },
      },
    },
    async (request, reply) => {
      // Access and validation fail as plain JSON errors, before the stream starts.
      const language = await requestLanguage(request);
      const res = openEventStream(reply);
      const send = (event: string, data: unknown) => {
        if (!res.writableEnded) res.write(sseEvent(event, data));
      };
      const call = abortOnClose(reply);
      try {
        const asker = askerOf(request);
        const result = await sendMessage(db(), ai, request.params.tripId, asker, { ...request.body, language }, {
          signal: call.signal,
          onDelta: (text) => send("delta", { text }),
        });
        send("done", chatSendResultSchema.parse(result));
      } catch (err) {
        // The reply is hijacked, so the app's error handler does not run: the same answer, as an event.
        if (!(err instanceof HttpError)) request.log.error({ err }, "chat stream failed");
        const answer = errorAnswer(err as FastifyError);
        const { message, code } = errorBody(answer, language);
        send("error", { status: answer.status, message, code });
      } finally {
        call.done();
        res.end();
      }
    },
  );

  app.post(
    "/api/trips/:tripId/suggestions/accept",
    {
      config: { tool: "accept_suggestion", access: { action: "suggestions.accept" } },
      schema: {
        summary: "Add a suggestion from the chat to the trip",
        tags: ["chat"],
        params: tripParams,
        body: acceptSuggestionInputSchema,
        response: { 201: acceptSuggestionResultSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const result = await acceptSuggestion(db(), request.params.tripId, user.id, request.body.suggestion, request.body.today);
      return reply.code(201).send(result);
    },
  );

  app.post(
    "/api/ai/travel-suggestions",
    {
      config: { access: "signed-in" },
      preHandler: app.limit("ai"),
      schema: {
        summary: "Destination ideas for a new trip",
        tags: ["chat"],
        body: travelSuggestionsInputSchema,
        response: { 200: travelSuggestionListSchema },
      },
    },
    async (request, reply) => {
      const call = abortOnClose(reply);
      try {
        return await ai.travelSuggestions(request.body, { signal: call.signal });
      } finally {
        call.done();
      }
    },
  );
}
