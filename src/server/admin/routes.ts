// The Admin screen's calls (docs/product/admin.md): every one for an instance
// admin's session only (config.access "instance-admin": 401 signed out, 403 anyone else).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminUserListSchema,
  adminUserPatchSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  instanceInfoSchema,
  instanceSettingsSchema,
} from "@shared/admin";
import { signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import { DEFAULT_AUDIT_DAYS, listAudit, pruneAudit } from "../audit/audit";
import { instanceInfo } from "./about";
import { getSettings, saveSettings, seedSettings } from "./settings";
import { deleteUser, listUsers, updateUser } from "./users";

const tags = ["admin"];
const userParams = z.object({ userId: z.string() });

export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const adminEmails = () => app.deps.admin?.emails ?? [];

  // REGISTRATION gives the first value; after that the admins' choice stands.
  // The audit log keeps AUDIT_DAYS: pruned at start and once a day (any instance may; the delete is idempotent).
  let pruning: NodeJS.Timeout | null = null;
  const prune = () => pruneAudit(db(), app.deps.admin?.auditDays ?? DEFAULT_AUDIT_DAYS).catch((err: unknown) => app.log.warn({ err }, "audit log pruning failed"));
  app.addHook("onReady", async () => {
    await seedSettings(db(), app.deps.admin?.registration ?? "open");
    await prune();
    pruning = setInterval(() => void prune(), 24 * 60 * 60 * 1000);
    pruning.unref();
  });
  app.addHook("onClose", (_app, done) => {
    if (pruning) clearInterval(pruning);
    done();
  });

  app.get(
    "/api/admin/users",
    {
      config: { access: "instance-admin" },
      schema: { summary: "The instance's accounts, oldest first (q: name or e-mail)", tags, querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (request) => listUsers(db(), request.query),
  );

  app.patch(
    "/api/admin/users/:userId",
    {
      config: { access: "instance-admin" },
      schema: {
        summary: "Make an account admin or not, disable or enable it (disabling ends its sessions, tokens and live streams)",
        tags,
        params: userParams,
        body: adminUserPatchSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => updateUser(db(), signedInUser(request).id, request.params.userId, request.body, { ip: request.ip, adminEmails: adminEmails() }),
  );

  app.delete(
    "/api/admin/users/:userId",
    {
      config: { access: "instance-admin" },
      schema: {
        summary: "Delete an account as its owner's deletion would (never the last admin)",
        tags,
        params: userParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      await deleteUser(db(), signedInUser(request).id, request.params.userId, request.ip);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/admin/settings",
    { config: { access: "instance-admin" }, schema: { summary: "Sign-up and sign-in settings", tags, response: { 200: instanceSettingsSchema } } },
    async () => getSettings(db()),
  );

  app.put(
    "/api/admin/settings",
    {
      config: { access: "instance-admin" },
      schema: { summary: "Change the sign-up and sign-in settings", tags, body: instanceSettingsSchema, response: { 200: instanceSettingsSchema } },
    },
    async (request) => saveSettings(db(), signedInUser(request).id, request.body, { ip: request.ip, oidc: !!app.deps.oidc }),
  );

  app.get(
    "/api/admin/audit",
    {
      config: { access: "instance-admin" },
      schema: { summary: "The audit log, newest first, 100 a page (pass `next` back as `before`)", tags, querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => listAudit(db(), request.query),
  );

  app.get(
    "/api/admin/about",
    { config: { access: "instance-admin" }, schema: { summary: "About this instance: version, database engine, counts and storage used", tags, response: { 200: instanceInfoSchema } } },
    async () => instanceInfo(app.deps.database),
  );
}
