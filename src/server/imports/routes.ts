// POST /api/trips/{tripId}/imports (multipart `file`, one or more; or JSON
// { text }) → what was found, nothing saved but the files read; POST
// …/imports/confirm → the chosen candidates as reservations. Editors and
// admins, as for adding reservations. Reading may ask the AI model, so the
// import counts against the per-user AI limit.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { confirmImportSchema, importResultSchema, importTextSchema } from "@shared/imports";
import { reservationSchema } from "@shared/reservations";
import { MAX_FILE_BYTES } from "@shared/files";
import { signedInUser } from "../auth/require-user";
import { createOfflineProvider } from "../ai/offline";
import { abortOnClose } from "../ai/abort-on-close";
import { badRequest } from "../http-error";
import type { RateSource } from "../fx/service";
import { readMultipartFiles } from "../files/multipart";
import { confirmImport, importFiles, importText } from "./service";
import { type ErrorId } from "@shared/i18n/error-message";
import { requestLanguage } from "../i18n";

const tripParams = z.object({ tripId: z.string() });

export const MAX_IMPORT_FILES = 10;
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;
export const IMPORT_FILE_MISSING: ErrorId = "errors.imports.missing";

export async function importRoutes(fastify: FastifyInstance, options: { rates: RateSource }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const ai = app.deps.ai ?? createOfflineProvider();

  app.post(
    "/api/trips/:tripId/imports",
    {
      config: { access: { action: "reservations.write" } },
      schema: {
        summary:
          "Read booking confirmations (multipart, field `file`, one or more: .eml, .html, .pdf, .pkpass, .ics; or JSON { text }) into candidate reservations; nothing is saved but the files read, kept 24 hours",
        tags: ["imports"],
        params: tripParams,
        consumes: ["application/json", "multipart/form-data"],
        // JSON { text }; a multipart body (files) has no JSON to check and is read as it streams.
        body: importTextSchema.nullish(),
        response: { 200: importResultSchema },
      },
      preHandler: app.limit("ai"),
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { tripId } = request.params;
      const language = await requestLanguage(request);
      if (request.isMultipart()) {
        const files = await readMultipartFiles(request, {
          field: "file",
          maxFiles: MAX_IMPORT_FILES,
          maxFileBytes: MAX_FILE_BYTES,
          maxTotalBytes: MAX_IMPORT_BYTES,
          fileTooLarge: (name) => ({ id: "errors.files.tooLargeNamed", values: { name } }),
          totalTooLarge: { id: "errors.imports.atMostBytes" },
          missing: IMPORT_FILE_MISSING,
          tooManyFiles: { id: "errors.imports.atMostFiles", values: { max: MAX_IMPORT_FILES } },
        });
        return abortOnClose(reply, (signal) => importFiles(db(), { tripId, userId: user.id, ai, signal, language }, files));
      }
      const text = request.body?.text;
      if (text === undefined) throw badRequest("text", IMPORT_FILE_MISSING);
      return abortOnClose(reply, (signal) => importText(db(), { tripId, userId: user.id, ai, signal, language }, text));
    },
  );

  app.post(
    "/api/trips/:tripId/imports/confirm",
    {
      config: { tool: "confirm_import", access: { action: "reservations.write" } },
      schema: {
        summary: "Add the chosen candidates as reservations (in one go); keepOriginals attaches the files they were read from",
        tags: ["imports"],
        params: tripParams,
        body: confirmImportSchema,
        response: { 201: z.array(reservationSchema) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { tripId } = request.params;
      const created = await confirmImport(db(), { tripId, userId: user.id, rates: options.rates }, request.body);
      return reply.code(201).send(created);
    },
  );
}
