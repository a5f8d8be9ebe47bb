// Memories' endpoints (docs/product/memories.md): photos (upload several at
// once, list, caption and move, delete, the served copies, the uploader's
// original) and the journal (one entry per member per day). Every member,
// viewers included, adds photos and writes their own entry; changing or
// deleting a photo is its uploader's or a trip admin's (the service checks).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { zodMessage } from "@shared/i18n/error-message";
import { tripIdParamsSchema } from "@shared/invites";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_MISSING,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY,
  journalDateParamsSchema,
  journalEntrySchema,
  journalInputSchema,
  photoFileQuerySchema,
  photoIdParamsSchema,
  photoListQuerySchema,
  photoPatchSchema,
  photoSchema,
} from "@shared/memories";
import { signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import { DATABASE_STORAGE } from "../storage/object-store";
import { sendDownload } from "../files/send-file";
import { readMultipartToDisk } from "../files/multipart";
import { addPhotos, deletePhoto, listPhotos, readPhotoCopy, readPhotoOriginal, updatePhoto } from "./photos";
import { deleteJournalEntry, listJournal, putJournalEntry } from "./journal";

const tags = ["memories"];

/** A served copy: WebP without metadata, cached by the member's browser only (it is theirs to see, and never changes). */
export const PHOTO_COPY_HEADERS = { "cache-control": "private, max-age=86400", "content-security-policy": "default-src 'none'; sandbox" } as const;

export async function memoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const storage = () => app.deps.files ?? DATABASE_STORAGE;

  app.post(
    "/api/trips/:tripId/photos",
    {
      config: { access: { action: "memories.add" } },
      schema: {
        summary: `Add photos (multipart: field \`file\`, several; optional \`date\` for photos that do not say when they were taken): JPEG, PNG, WebP or HEIC, at most 25 MB each, ${MAX_PHOTOS_PER_UPLOAD} at once`,
        tags,
        params: tripIdParamsSchema,
        consumes: ["multipart/form-data"],
        // Written to disk as it streams (files/multipart.ts): nothing here to check beforehand.
        body: z.object({ file: z.unknown().optional().describe("The photos (multipart/form-data)"), date: z.string({ error: zodMessage("errors.field.date") }).optional() }).nullish(),
        response: { 201: z.array(photoSchema) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const upload = await readMultipartToDisk(request, {
        field: "file",
        maxFiles: MAX_PHOTOS_PER_UPLOAD,
        maxFileBytes: MAX_PHOTO_BYTES,
        maxTotalBytes: MAX_PHOTOS_PER_UPLOAD * MAX_PHOTO_BYTES,
        fileTooLarge: (name) => ({ id: PHOTO_TOO_LARGE, values: { name } }),
        totalTooLarge: { id: PHOTO_TOO_MANY },
        missing: PHOTO_MISSING,
        tooManyFiles: { id: PHOTO_TOO_MANY },
      });
      // The temporary files are gone before the answer is sent.
      let created;
      try {
        created = await addPhotos(db(), storage(), request.params.tripId, user.id, upload.files, upload.fields.date || undefined);
      } finally {
        await upload.remove();
      }
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/trips/:tripId/photos",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "The trip's photos (of one day with `date`), in the order they were taken",
        tags,
        params: tripIdParamsSchema,
        querystring: photoListQuerySchema,
        response: { 200: z.array(photoSchema) },
      },
    },
    async (request) => {
      const { date } = request.query;
      return listPhotos(db(), request.params.tripId, signedInUser(request).id, date ? { from: date, to: date } : undefined);
    },
  );

  app.patch(
    "/api/photos/:id",
    {
      config: { tool: "update_photo", access: { action: "memories.add", tripOf: "photo" } },
      schema: { summary: "Change a photo's caption or move it to another day (its uploader or a trip admin)", tags, params: photoIdParamsSchema, body: photoPatchSchema, response: { 200: photoSchema } },
    },
    async (request) => updatePhoto(db(), request.params.id, signedInUser(request).id, request.trip!.role, request.body),
  );

  app.delete(
    "/api/photos/:id",
    {
      config: { tool: "delete_photo", access: { action: "memories.add", tripOf: "photo" } },
      schema: { summary: "Delete a photo (its uploader or a trip admin)", tags, params: photoIdParamsSchema, response: { 204: noContent("Deleted") } },
    },
    async (request, reply) => {
      await deletePhoto(db(), storage(), request.params.id, signedInUser(request).id, request.trip!.role);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/photos/:id/file",
    {
      config: { access: { action: "trip.read", tripOf: "photo" } },
      schema: {
        summary: "A photo's served copy (WebP, 400 or 1,600 px on its longest side, without location or any other metadata)",
        tags,
        params: photoIdParamsSchema,
        querystring: photoFileQuerySchema,
        produces: ["image/webp"],
        response: { 200: z.any().describe("The WebP bytes") },
      },
    },
    async (request, reply) => {
      const data = await readPhotoCopy(db(), storage(), request.params.id, Number(request.query.size) as 400 | 1600);
      return reply.type("image/webp").headers(PHOTO_COPY_HEADERS).header("content-length", String(data.length)).send(data);
    },
  );

  app.get(
    "/api/photos/:id/original",
    {
      config: { access: { action: "trip.read", tripOf: "photo" } },
      schema: {
        summary: "A photo as it was sent, with its metadata: for the member who added it only",
        tags,
        params: photoIdParamsSchema,
        produces: ["image/jpeg", "image/png", "image/webp", "image/heic"],
        response: { 200: z.any().describe("The original's bytes") },
      },
    },
    async (request, reply) => {
      return sendDownload(reply, await readPhotoOriginal(db(), storage(), request.params.id, signedInUser(request).id));
    },
  );

  app.get(
    "/api/trips/:tripId/journal",
    {
      config: { access: { action: "trip.read" } },
      schema: { summary: "The trip's journal: every member's entries, by day", tags, params: tripIdParamsSchema, response: { 200: z.array(journalEntrySchema) } },
    },
    async (request) => listJournal(db(), request.params.tripId),
  );

  app.put(
    "/api/trips/:tripId/journal/:date",
    {
      config: { tool: "write_journal_entry", access: { action: "memories.add" } },
      schema: {
        summary: "Write (or rewrite) one's own journal entry for a day of the trip: Markdown, with an optional mood from 1 to 5",
        tags,
        params: journalDateParamsSchema,
        body: journalInputSchema,
        response: { 200: journalEntrySchema },
      },
    },
    async (request) => putJournalEntry(db(), request.params.tripId, signedInUser(request).id, request.params.date, request.body),
  );

  app.delete(
    "/api/trips/:tripId/journal/:date",
    {
      config: { tool: "delete_journal_entry", access: { action: "memories.add" } },
      schema: { summary: "Delete one's own journal entry for a day", tags, params: journalDateParamsSchema, response: { 204: noContent("Deleted") } },
    },
    async (request, reply) => {
      await deleteJournalEntry(db(), request.params.tripId, signedInUser(request).id, request.params.date);
      return reply.code(204).send();
    },
  );
}
