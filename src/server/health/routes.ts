// Liveness (/api/health: 200 while the database answers, 503 when not) and
// readiness (/api/ready: the database answers and is migrated to this build).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema, healthUnavailableSchema, notReadySchema, readySchema } from "@shared/health";
import { migrationsCurrent } from "./migrations";

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
    async (_request, reply) => {
      try {
        await withTimeout(app.deps.database.ping());
        return { status: "ok" as const };
      } catch {
        return reply.code(503).send({ status: "unavailable", message: "The database is not answering", code: "db_unavailable" });
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
    async (_request, reply) => {
      const migrations = await withTimeout(migrationsCurrent(app.deps.database.db)).catch(() => null);
      if (migrations === null) return reply.code(503).send({ database: "unavailable", migrations: "unknown", message: "The database is not answering", code: "not_ready" });
      if (!migrations) return reply.code(503).send({ database: "ok", migrations: "behind", message: "The database is not migrated to this version yet", code: "not_ready" });
      return { database: "ok" as const, migrations: "current" as const };
    },
  );
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS).unref())]);
}
