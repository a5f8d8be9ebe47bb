// Profile endpoints: the signed-in user's notification preferences, their
// personal access tokens (docs/product/tokens-and-mcp.md) and deleting their own account. Tokens
// and deletion need the signed-in browser: a token cannot mint more tokens
// or delete the account it belongs to.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accessTokenInputSchema,
  accessTokenSchema,
  createdAccessTokenSchema,
  deleteAccountSchema,
  preferencesInputSchema,
  preferencesSchema,
} from "@shared/profile";
import { clearSessionCookie, signedInUser } from "../auth/require-user";
import { createAccessToken, listAccessTokens, revokeAccessToken } from "../auth/access-tokens";
import { deleteAccount, getNotificationSettings, getPreferences, saveNotificationSettings, savePreferences } from "./service";
import { notificationSettingsInputSchema, notificationSettingsSchema } from "@shared/notifications";
import { noContent } from "../openapi/responses";
import { atlasQuerySchema, atlasSchema } from "@shared/memories";
import { atlasOf } from "../memories/atlas";

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/profile/atlas",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "The atlas: countries and cities of all the caller's trips (visited: days past; planned), with totals, optionally of one year",
        tags: ["profile"],
        querystring: atlasQuerySchema,
        response: { 200: atlasSchema },
      },
    },
    async (request) => atlasOf(db(), signedInUser(request).id, request.query.year),
  );

  app.get(
    "/api/profile/preferences",
    {
      config: { access: "signed-in" },
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
      config: { tool: "set_preferences", access: "signed-in" },
      schema: {
        summary: "Save the caller's notification preferences and language",
        tags: ["profile"],
        body: preferencesInputSchema,
        response: { 200: preferencesSchema },
      },
    },
    async (request) => savePreferences(db(), signedInUser(request).id, request.body),
  );

  app.get(
    "/api/profile/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "The caller's channels per kind of notice",
        tags: ["profile"],
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => getNotificationSettings(db(), signedInUser(request).id),
  );

  app.put(
    "/api/profile/notifications",
    {
      config: { tool: "set_notification_settings", access: "signed-in" },
      schema: {
        summary: "Save the caller's channels per kind of notice",
        description: "Kinds left out keep their settings. In the app every notice is always shown.",
        tags: ["profile"],
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => saveNotificationSettings(db(), signedInUser(request).id, request.body),
  );

  app.get(
    "/api/profile/tokens",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "The caller's personal access tokens (never the secrets)",
        tags: ["profile"],
        response: { 200: z.array(accessTokenSchema) },
      },
    },
    async (request) => listAccessTokens(db(), signedInUser(request).id),
  );

  app.post(
    "/api/profile/tokens",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Create a personal access token",
        description: "The answer's `token` is shown this once; use it as `Authorization: Bearer <token>`. It acts with the caller's own roles.",
        tags: ["profile"],
        body: accessTokenInputSchema,
        response: { 201: createdAccessTokenSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createAccessToken(db(), signedInUser(request).id, request.body.name)),
  );

  app.delete(
    "/api/profile/tokens/:id",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Revoke a personal access token",
        tags: ["profile"],
        params: z.object({ id: z.string() }),
        response: { 204: noContent("Revoked: the token answers 401 from now on") },
      },
    },
    async (request, reply) => {
      await revokeAccessToken(db(), signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    "/api/auth/account",
    {
      config: { access: "browser-session" },
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
