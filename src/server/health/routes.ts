// Liveness (/api/health: 200 while the database answers, 503 when not) and
// readiness (/api/ready: the database answers and is migrated to this build).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema, healthUnavailableSchema, notReadySchema, readySchema } from "@shared/health";
import { migrationsCurrent } from "./migrations";
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
        await withTimeout(app.deps.database.ping());
        return { status: "ok" as const };
      } catch {
        // The database is away: the browser's language, not the member's saved one (that would ask the database).
        const message = errorText({ id: "errors.databaseNotAnswering" }, browserLanguage(request));
        return reply.code(503).send({ status: "unavailable", message, code: "db_unavailable" });
      }
    },
  );

  app.get(
    "/api/ready",
    {
      config: { access: "public" },
      schema: {
        summary: "Whether this instance may take traffic: the database answers and has this build's migrations",
        tags: ["health"],
        response: { 200: readySchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const migrations = await withTimeout(migrationsCurrent(app.deps.database.db)).catch(() => null);
      // As for /api/health: the browser's language, since the database may be away.
      const language = browserLanguage(request);
      if (migrations === null) {
        const message = errorText({ id: "errors.databaseNotAnswering" }, language);
        return reply.code(503).send({ database: "unavailable", migrations: "unknown", message, code: "not_ready" });
      }
      if (!migrations) {
        const message = errorText({ id: "errors.health.migrationsBehind" }, language);
        return reply.code(503).send({ database: "ok", migrations: "behind", message, code: "not_ready" });
      }
      return { database: "ok" as const, migrations: "current" as const };
    },
  );
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS).unref())]);
}
