// Liveness and readiness in one: 200 while the database answers, 503 when not.
import type { FastifyInstance } from "fastify";

const PING_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance) {
  app.get("/api/health", async (_request, reply) => {
    try {
      await Promise.race([
        app.deps.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS).unref()),
      ]);
      return { status: "ok" };
    } catch {
      return reply.code(503).send({ status: "unavailable", message: "The database is not answering", code: "db_unavailable" });
    }
  });
}
