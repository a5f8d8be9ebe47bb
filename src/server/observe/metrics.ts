// Prometheus metrics (docs/product/admin.md, "Watching it run"): one registry per app, read at GET /metrics with `Authorization: Bearer
// $METRICS_TOKEN`; without the setting the route answers 404 as if absent.
import { timingSafeEqual, createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { sql } from "drizzle-orm";
import { mailOutbox } from "../db/schema";
import { notFound, unauthorized } from "../http-error";
import { textBody } from "../openapi/responses";
import { apiErrorSchema } from "@shared/errors";

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface AppMetrics {
  registry: Registry;
  /** A request answered 429 by one of the limits (security/limits.ts). */
  rateLimited: Counter<"limit">;
  /** A notification handed to its channel (today: e-mail). */
  notificationsSent: Counter<"channel">;
}

const digest = (text: string) => createHash("sha256").update(text).digest();
/** Compared in constant time, so the answer's timing tells nothing of the token. */
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** Made before the routes, so every route's hooks and services can count. */
export function installMetrics(app: FastifyInstance, token: string | undefined): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const metrics: AppMetrics = {
    registry,
    rateLimited: new Counter({ name: "rate_limited_total", help: "Requests refused by a limit, by limit", labelNames: ["limit"], registers: [registry] }),
    notificationsSent: new Counter({ name: "notifications_sent_total", help: "Notifications sent, by channel", labelNames: ["channel"], registers: [registry] }),
  };
  new Gauge({
    name: "db_pool_connections",
    help: "Database connections by state",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const c = app.deps.database.connections();
      this.set({ state: "active" }, c.active);
      this.set({ state: "idle" }, c.idle);
      this.set({ state: "waiting" }, c.waiting);
    },
  });
  new Gauge({
    name: "sse_connections",
    help: "Open live streams on this instance",
    registers: [registry],
    collect() {
      this.set(app.realtime?.size ?? 0);
    },
  });
  new Gauge({
    name: "mail_outbox_pending",
    help: "E-mails queued and not yet sent or given up",
    registers: [registry],
    async collect() {
      const [row] = await app.deps.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`);
      this.set(Number(row?.n ?? 0));
    },
  });
  app.decorate("metrics", metrics);

  app.addHook("onResponse", (request, reply, done) => {
    // The route pattern, never the URL: paths may carry secrets and ids without bound.
    duration.observe({ method: request.method, route: request.routeOptions.url ?? "(no route)", status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  app.get(
    "/metrics",
    {
      // The bearer is the metrics token, not an account's: the handler checks it.
      config: { access: "secret-token" },
      schema: { summary: "Prometheus metrics (Authorization: Bearer $METRICS_TOKEN; 404 when METRICS_TOKEN is not set)", tags: ["health"], response: { 200: textBody("text/plain", "Prometheus text format"), 401: apiErrorSchema } },
    },
    async (request, reply) => {
      if (!token) throw notFound();
      const given = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
      if (!given || !sameToken(given, token)) {
        reply.header("www-authenticate", "Bearer");
        throw unauthorized();
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
