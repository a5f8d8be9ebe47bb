// The person's own notices (docs/product/notifications.md): the list, marking
// them read, and their live stream.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { markReadSchema, notificationsPageSchema, notificationsQuerySchema } from "@shared/notifications";
import { signedInUser } from "../auth/require-user";
import { requestLanguage } from "../i18n";
import { noContent, textBody } from "../openapi/responses";
import { DEFAULT_HEARTBEAT_MS, refuseTooManyStreams } from "../realtime/routes";
import { openEventStream, sseComment } from "../sse";
import { NOTICE_CHANNEL } from "./notify";
import { listNotifications, markRead } from "./service";
import { NoticeStreams } from "./stream";

export async function notificationRoutes(fastify: FastifyInstance, opts: { heartbeatMs?: number } = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const streams = new NoticeStreams(app.deps.database, { heartbeatMs: opts.heartbeatMs ?? DEFAULT_HEARTBEAT_MS, log: app.log });
  app.addHook("preClose", async () => {
    await streams.stop();
  });

  app.get(
    "/api/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "The caller's own notices across trips, newest first",
        description: "`unread=true` lists only unread ones; `before` is a previous answer's `next`.",
        tags: ["notifications"],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema },
      },
    },
    async (request) => listNotifications(db(), signedInUser(request).id, await requestLanguage(request), request.query),
  );

  app.post(
    "/api/notifications/read",
    {
      config: { tool: "mark_notifications_read", access: "signed-in" },
      schema: {
        summary: "Mark some of the caller's notices, or all of them, read",
        tags: ["notifications"],
        body: markReadSchema,
        response: { 204: noContent("Marked read") },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      await markRead(db(), userId, request.body);
      // The person's other tabs refresh their unread count.
      await app.deps.database.db.execute(sql`select pg_notify(${NOTICE_CHANNEL}, ${JSON.stringify({ user: userId, read: true })})`);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/notifications/stream",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "The caller's new notices, live (server-sent events)",
        tags: ["notifications"],
        response: { 200: textBody("text/event-stream", "`notification` events (one notice, as in the list) and `read` events (notices were marked read)") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      refuseTooManyStreams(reply, streams.streamsOf(user.id));
      const language = await requestLanguage(request);
      await streams.ready();
      const res = openEventStream(reply, { retryMs: 2000 });
      request.raw.socket?.setNoDelay(true);
      res.write(sseComment("connected"));
      const end = streams.add(user.id, language, res, request.raw);
      request.raw.once("close", app.liveCredentials.watch(request, user.id, end));
    },
  );
}
