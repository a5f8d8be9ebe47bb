// POST /api/ai/place-details (docs/product/assistant.md): asks the AI provider about a hotel
// or restaurant for the Add Reservation form. Nothing is stored here; the
// form decides what to keep.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { placeDetailsInputSchema, placeDetailsSchema } from "@shared/reservations";
import { requireUser } from "../auth/require-user";
import { abortOnClose } from "./abort-on-close";
import { createOfflineProvider } from "./offline";

export async function placeDetailsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = app.deps.ai ?? createOfflineProvider();
  app.addHook("onRequest", requireUser);

  app.post(
    "/api/ai/place-details",
    {
      preHandler: app.limit("ai"),
      schema: {
        summary: "Details of a hotel or restaurant from the AI provider",
        tags: ["ai"],
        body: placeDetailsInputSchema,
        response: { 200: placeDetailsSchema },
      },
    },
    async (request, reply) => abortOnClose(reply, (signal) => provider.placeDetails(request.body, { signal })),
  );
}
