// Web push (docs/product/notifications.md): the server's public key, and the
// caller's browsers subscribing and unsubscribing.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pushKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from "@shared/push";
import { signedInUser } from "../auth/require-user";
import { vapidKeys } from "./keys";
import { removeSubscription, saveSubscription } from "./service";

const tags = ["push"];

export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const settings = app.deps.push ?? { vapid: {}, allowPrivate: false };
  const publicUrl = app.deps.publicUrl ?? "http://localhost";

  app.get(
    "/api/push/key",
    {
      config: { access: "signed-in" },
      schema: { summary: "The server's VAPID public key, the applicationServerKey a browser subscribes with", tags, response: { 200: pushKeySchema } },
    },
    async () => ({ publicKey: (await vapidKeys(db(), settings.vapid, publicUrl)).publicKey }),
  );

  app.post(
    "/api/push/subscriptions",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Get the caller's notices pushed to this browser",
        description: "The body is the browser's `PushSubscription.toJSON()`. The same endpoint again replaces its keys (and its owner: a browser gets the pushes of whoever subscribed on it last).",
        tags,
        body: pushSubscriptionSchema,
        response: { 201: z.null().describe("Subscribed") },
      },
    },
    async (request, reply) => {
      await saveSubscription(db(), signedInUser(request).id, request.body, settings.allowPrivate);
      return reply.code(201).send(null);
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Stop pushing to this browser",
        description: "Only the caller's own subscription is removed; 204 also when there is none.",
        tags,
        body: pushUnsubscribeSchema,
        response: { 204: z.null().describe("Unsubscribed") },
      },
    },
    async (request, reply) => {
      await removeSubscription(db(), signedInUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
