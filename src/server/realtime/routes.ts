// Live updates (issue 10): GET /api/trips/:tripId/stream and the hub behind it.
// Changes are published by the services that make them (publish.ts, ADR 017).
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../auth/require-user";
import { HttpError } from "../http-error";
import { RealtimeHub } from "./hub";
import { textBody } from "../openapi/responses";
import { openEventStream, sseComment } from "../sse";
import { type ErrorId } from "@shared/i18n/error-message";

export const DEFAULT_HEARTBEAT_MS = 20_000;
/** docs/security.md: a user's open streams (one per open tab or device); each holds a connection. Counted per instance. */
export const MAX_STREAMS_PER_USER = 20;
export const TOO_MANY_STREAMS: ErrorId = "errors.request.tooManyStreams";

declare module "fastify" {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** docs/security.md: refuses one more stream past the user's limit (429, try again in 10 s). */
export function refuseTooManyStreams(reply: FastifyReply, open: number): void {
  if (open < MAX_STREAMS_PER_USER) return;
  reply.header("retry-after", "10");
  throw new HttpError(429, "rate_limited", TOO_MANY_STREAMS);
}

export async function installRealtime(fastify: FastifyInstance, opts: { heartbeatMs?: number } = {}): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hub = new RealtimeHub(app.deps.database, {
    heartbeatMs: opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    log: app.log,
  });
  app.decorate("realtime", hub);

  // Hijacked streams would keep server.close() waiting; end them first.
  app.addHook("preClose", async () => {
    await hub.stop();
  });

  app.get(
    "/api/trips/:tripId/stream",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "Live changes and presence of a trip (server-sent events)",
        tags: ["realtime"],
        params: z.object({ tripId: z.string() }),
        response: { 200: textBody("text/event-stream", "`change` and `presence` events; see src/shared/realtime.ts") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      refuseTooManyStreams(reply, hub.streamsOf(user.id));
      await hub.ready();
      const res = openEventStream(reply, { retryMs: 2000 });
      // Live updates are small and should leave at once: no Nagle delay on this socket.
      request.raw.socket?.setNoDelay(true);
      res.write(sseComment("connected"));
      const end = hub.add(request.params.tripId, user.id, res, request.raw);
      request.raw.once("close", app.liveCredentials.watch(request, user.id, end));
    },
  );
}
