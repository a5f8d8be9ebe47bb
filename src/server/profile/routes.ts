// Profile endpoints: the signed-in user's notification preferences and
// deleting their own account.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deleteAccountSchema, preferencesInputSchema, preferencesSchema } from "@shared/profile";
import { clearSessionCookie, requireUser, signedInUser } from "../auth/require-user";
import { deleteAccount, getPreferences, savePreferences } from "./service";
import { noContent } from "../openapi/responses";

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/api/profile/preferences",
    {
      schema: {
        summary: "The caller's notification preferences and language",
        tags: ["profile"],
        response: { 200: preferencesSchema },
      },
    },
    async (request) => getPreferences(db(), signedInUser(request).id),
  );

  app.put(
    "/api/profile/preferences",
    {
      schema: {
        summary: "Save the caller's notification preferences and language",
        tags: ["profile"],
        body: preferencesInputSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => savePreferences(db(), signedInUser(request).id, request.body),
  );

  app.delete(
    "/api/auth/account",
    {
      schema: {
        summary: "Delete the caller's account",
        tags: ["profile"],
        body: deleteAccountSchema,
        response: { 204: noContent("Deleted; the session cookie is cleared") },
      },
    },
    async (request, reply) => {
      await deleteAccount(db(), signedInUser(request), request.body.confirmation);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );
}
