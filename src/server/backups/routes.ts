// Backups of the whole instance (docs/product/backups.md): POST, GET and
// DELETE /api/admin/backups and GET /api/admin/backups/{id}/download. Instance
// admins only, signed in with a session (never an access token).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { backupSchema, backupStartedSchema } from "@shared/backups";
import { noContent } from "../openapi/responses";
import { signedInUser } from "../auth/require-user";
import { DATABASE_STORAGE } from "../storage/object-store";
import { deleteBackup, listBackups, openBackup, startBackup, type BackupSettings } from "./service";

const idParams = z.object({ id: z.string() });

export async function backupRoutes(fastify: FastifyInstance, { settings }: { settings: BackupSettings }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ database: app.deps.database, storage: app.deps.files ?? DATABASE_STORAGE, settings });

  app.post(
    "/api/admin/backups",
    {
      config: { access: "instance-admin" },
      schema: {
        summary: "Start a backup of every table and stored file (it runs on; the list shows when it is done)",
        tags: ["admin"],
        response: { 202: backupStartedSchema },
      },
    },
    async (request, reply) => {
      const { id } = await startBackup(ctx(), "manual", { userId: signedInUser(request).id, ip: request.ip });
      return reply.code(202).send({ id });
    },
  );

  app.get(
    "/api/admin/backups",
    {
      config: { access: "instance-admin" },
      schema: { summary: "The instance's backups, newest first", tags: ["admin"], response: { 200: z.array(backupSchema) } },
    },
    async () => listBackups(app.deps.database.db),
  );

  app.get(
    "/api/admin/backups/:id/download",
    {
      config: { access: "instance-admin" },
      schema: {
        summary: "A finished backup's file (gzip)",
        tags: ["admin"],
        params: idParams,
        produces: ["application/gzip"],
        response: { 200: z.any().describe("The backup file") },
      },
    },
    async (request, reply) => {
      const file = await openBackup(ctx(), request.params.id);
      return reply
        .type("application/gzip")
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .header("content-length", String(file.size))
        .header("cache-control", "private, no-store")
        .send(file.body);
    },
  );

  app.delete(
    "/api/admin/backups/:id",
    {
      config: { access: "instance-admin" },
      schema: { summary: "Delete a backup and its file", tags: ["admin"], params: idParams, response: { 204: noContent("Deleted") } },
    },
    async (request, reply) => {
      await deleteBackup(ctx(), request.params.id);
      return reply.code(204).send();
    },
  );
}
