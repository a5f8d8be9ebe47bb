// Liveness and readiness in one: 200 while the database answers, 503 when not.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema, healthUnavailableSchema } from "@shared/health";
import { browserLanguage, errorText } from "../i18n";

const PING_TIMEOUT_MS = 2000;

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/health",
    {
      config: { access: "public" },
      schema: {
        summary: "Whether the server and its database answer",
        tags: ["health"],
        response: { 200: healthSchema, 503: healthUnavailableSchema },
      },
    },
    async (request, reply) => {
      try {
        await Promise.race([
          app.deps.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS).unref()),
        ]);
        return { status: "ok" as const };
      } catch {
        // The database is away: the browser's language, not the member's saved one (that would ask the database).
        const message = errorText({ id: "errors.databaseNotAnswering" }, browserLanguage(request));
        return reply.code(503).send({ status: "unavailable", message, code: "db_unavailable" });
      }
    },
  );
}
