// Trip webhooks (docs/product/notifications.md): trip admins add, list and
// remove a trip's receivers and read a receiver's last deliveries.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tripIdParamsSchema } from "@shared/invites";
import { createdWebhookSchema, webhookDeliverySchema, webhookIdParamsSchema, webhookInputSchema, webhookSchema } from "@shared/webhooks";
import { signedInUser } from "../auth/require-user";
import { requestLanguage } from "../i18n";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks } from "./service";

const tags = ["webhooks"];

export async function webhookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const allowPrivate = app.deps.webhooks?.allowPrivate ?? false;

  app.post(
    "/api/trips/:tripId/webhooks",
    {
      config: { tool: "add_webhook", access: { action: "webhooks.manage" } },
      schema: {
        summary: "Add a webhook that receives the trip's notices",
        description: "The answer's `secret` signs JSON deliveries (`X-Roamwise-Signature: sha256=<hex HMAC-SHA256 of the body>`); it is shown only here.",
        tags,
        params: tripIdParamsSchema,
        body: webhookInputSchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created = await createWebhook(db(), request.params.tripId, user.id, await requestLanguage(request), request.body, allowPrivate);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/trips/:tripId/webhooks",
    {
      config: { access: { action: "webhooks.manage" } },
      schema: { summary: "List the trip's webhooks (without their secrets)", tags, params: tripIdParamsSchema, response: { 200: z.array(webhookSchema) } },
    },
    async (request) => listWebhooks(db(), request.params.tripId),
  );

  app.delete(
    "/api/webhooks/:id",
    {
      config: { tool: "delete_webhook", access: { action: "webhooks.manage", tripOf: "webhook" } },
      schema: { summary: "Remove a webhook and its deliveries", tags, params: webhookIdParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteWebhook(db(), request.params.id, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/webhooks/:id/deliveries",
    {
      config: { access: { action: "webhooks.manage", tripOf: "webhook" } },
      schema: {
        summary: "A webhook's last 20 deliveries, newest first, with their status",
        tags,
        params: webhookIdParamsSchema,
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    async (request) => listDeliveries(db(), request.params.id),
  );
}
