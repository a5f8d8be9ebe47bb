// Attachments (docs/product/reservations-and-imports.md): POST and GET /api/reservations/{id}/files,
// GET and DELETE /api/files/{id}. Every member lists and downloads; editors
// and admins add and remove. Uploads are read as they stream (10 MB, 413) and
// checked by content (PDF, picture, wallet pass; else 415).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FILE_MISSING, FILE_TOO_LARGE, MAX_FILE_BYTES, reservationFileSchema } from "@shared/files";
import { signedInUser } from "../auth/require-user";
import { badRequest } from "../http-error";
import { noContent } from "../openapi/responses";
import { sendDownload } from "./send-file";
import { readMultipartFiles } from "./multipart";
import { DATABASE_STORAGE } from "../storage/object-store";
import { addFile, deleteFile, listFiles, readFileBytes } from "./service";
import { type ErrorId } from "@shared/i18n/error-message";

const idParams = z.object({ id: z.string() });
const ONE_FILE: ErrorId = "errors.files.oneAtATime";

export async function fileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const storage = () => app.deps.files ?? DATABASE_STORAGE;

  app.post(
    "/api/reservations/:id/files",
    {
      config: { access: { action: "reservations.write", tripOf: "reservation" } },
      schema: {
        summary: "Attach a file to a reservation (multipart, field `file`): a PDF, a picture or a wallet pass, at most 10 MB",
        tags: ["files"],
        params: idParams,
        consumes: ["multipart/form-data"],
        // Read as it streams (files/multipart.ts): nothing here to check beforehand.
        body: z.object({ file: z.unknown().optional().describe("The file (multipart/form-data)") }).nullish(),
        response: { 201: reservationFileSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const files = await readMultipartFiles(request, {
        field: "file",
        maxFiles: 1,
        maxFileBytes: MAX_FILE_BYTES,
        maxTotalBytes: MAX_FILE_BYTES,
        fileTooLarge: () => ({ id: FILE_TOO_LARGE }),
        totalTooLarge: { id: FILE_TOO_LARGE },
        missing: FILE_MISSING,
        tooManyFiles: { id: ONE_FILE },
      });
      if (files.length !== 1) throw badRequest("file", ONE_FILE);
      const created = await addFile(db(), storage(), request.params.id, user.id, files[0]!);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/reservations/:id/files",
    {
      config: { access: { action: "trip.read", tripOf: "reservation" } },
      schema: {
        summary: "The files kept on a reservation",
        tags: ["files"],
        params: idParams,
        response: { 200: z.array(reservationFileSchema) },
      },
    },
    async (request) => {
      return listFiles(db(), request.params.id);
    },
  );

  app.get(
    "/api/files/:id",
    {
      config: { access: { action: "trip.read", tripOf: "file" } },
      schema: {
        summary: "A kept file's bytes (members only), as a download under its own name",
        tags: ["files"],
        params: idParams,
        produces: ["application/pdf", "image/*", "application/vnd.apple.pkpass", "application/octet-stream"],
        response: { 200: z.any().describe("The file's bytes") },
      },
    },
    async (request, reply) => {
      return sendDownload(reply, await readFileBytes(db(), storage(), request.params.id));
    },
  );

  app.delete(
    "/api/files/:id",
    {
      config: { tool: "delete_file", access: { action: "reservations.write", tripOf: "file" } },
      schema: {
        summary: "Remove a file from its reservation",
        tags: ["files"],
        params: idParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deleteFile(db(), storage(), request.params.id, user.id);
      return reply.code(204).send();
    },
  );
}
