// Where you're signed in (docs/security.md): the account's sessions, and
// ending one of them or all but this one. Ended sessions are refused on their
// very next request: deleting the row drops them from every instance's
// session cache (ADR 041).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionListSchema } from "@shared/two-factor";
import { noContent } from "../openapi/responses";
import { signedInUser } from "./require-user";
import { SESSION_COOKIE, listSessions, revokeOtherSessions, revokeSession } from "./sessions";

export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/auth/sessions",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Where the account is signed in: each session's device, address and last activity (moves at most once a minute)",
        tags: ["auth"],
        response: { 200: sessionListSchema },
      },
    },
    async (request) => listSessions(db(), signedInUser(request).id, request.cookies[SESSION_COOKIE]),
  );

  app.delete(
    "/api/auth/sessions/:id",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Sign out one session of the account (at once, on every instance); another account's is not found",
        tags: ["auth"],
        params: z.object({ id: z.string().max(100) }),
        response: { 204: noContent("Signed out") },
      },
    },
    async (request, reply) => {
      await revokeSession(db(), signedInUser(request).id, request.params.id, request.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/auth/sessions/revoke-others",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Sign out every other session of the account; this one stays",
        tags: ["auth"],
        response: { 204: noContent("Signed out everywhere else") },
      },
    },
    async (request, reply) => {
      await revokeOtherSessions(db(), signedInUser(request).id, request.cookies[SESSION_COOKIE], request.ip);
      return reply.code(204).send();
    },
  );
}
