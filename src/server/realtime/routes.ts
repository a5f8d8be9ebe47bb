// Live updates (issue 10): GET /api/trips/:id/stream, and the app-wide hooks
// that publish a change event after every successful trip-scoped write.
// Installed once at the root so routes added later are covered with no edits.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import { TouchedTrips, runWithTouchedTrips } from "./context";
import { actionOfMethod, idOfWrite, resourceOfRoute } from "./events";
import { RealtimeHub } from "./hub";
import { textBody } from "../openapi/responses";

export const DEFAULT_HEARTBEAT_MS = 20_000;

declare module "fastify" {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

interface WriteRecord {
  touched: TouchedTrips;
  body: string | null;
}

const writes = new WeakMap<FastifyRequest, WriteRecord>();
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function installRealtime(fastify: FastifyInstance, opts: { heartbeatMs?: number } = {}): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hub = new RealtimeHub(app.deps.database, {
    heartbeatMs: opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    log: app.log,
  });
  app.decorate("realtime", hub);

  // Every write runs its handler inside a record that requireTripAccess fills
  // with the trips it let the caller act on.
  app.addHook("preHandler", (request, _reply, done) => {
    if (READS.has(request.method)) return done();
    const record: WriteRecord = { touched: new TouchedTrips(), body: null };
    writes.set(request, record);
    runWithTouchedTrips(record.touched, done);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const record = writes.get(request);
    if (record && record.touched.trips.size > 0 && typeof payload === "string" && reply.statusCode < 300) {
      record.body = payload;
    }
    return payload;
  });
  // onResponse runs once the answer went out, so the handler's transaction has committed.
  app.addHook("onResponse", async (request, reply) => {
    const record = writes.get(request);
    if (!record || record.touched.trips.size === 0) return;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return;
    const pattern = request.routeOptions.url ?? request.url;
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const [tripId, touch] of record.touched.trips) {
      const resource = touch.resource ?? resourceOfRoute(pattern);
      const id = touch.resource ? null : idOfWrite(pattern, params, tripId, record.body);
      await hub
        .publish({
          tripId,
          route: `${request.method} ${pattern}`,
          resource,
          action: touch.action ?? actionOfMethod(request.method),
          id: id ?? (resource === "trip" ? tripId : null),
          by: request.user?.id ?? touch.by ?? null,
        })
        .catch((err: unknown) => request.log.warn({ err }, "realtime publish failed"));
    }
  });

  // Hijacked streams would keep server.close() waiting; end them first.
  app.addHook("preClose", async () => {
    await hub.stop();
  });

  app.get(
    "/api/trips/:id/stream",
    {
      onRequest: requireUser,
      schema: {
        summary: "Live changes and presence of a trip (server-sent events)",
        tags: ["realtime"],
        params: z.object({ id: z.string() }),
        response: { 200: textBody("text/event-stream", "`change` and `presence` events; see src/shared/realtime.ts") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(app.deps.database.db, request.params.id, user.id, "trip.read");
      await hub.ready();
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        // Proxies must neither cache nor buffer the stream (nginx reads X-Accel-Buffering).
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
        connection: "keep-alive",
      });
      request.raw.socket?.setNoDelay(true);
      // `retry` is how long EventSource waits before reconnecting after a drop.
      res.write("retry: 2000\n: connected\n\n");
      hub.add(request.params.id, user.id, res, request.raw);
    },
  );
}
