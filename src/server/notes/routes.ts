// A trip's notes (docs/product/notes.md): every member reads them; editors write, pin and
// delete them. A note is addressed by its own id: its trip is looked up, then the caller's role there.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noteInputSchema, notePatchSchema, noteSchema } from "@shared/notes";
import { signedInUser } from "../auth/require-user";
import { accessedTrip } from "../access/route-access";
import { noContent } from "../openapi/responses";
import { ifMatchOf } from "../versions/versions";
import { createNote, deleteNote, listNotes, updateNote, type NoteContext } from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const noteParams = z.object({ id: z.string() });

export async function noteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** The caller in the trip the access check found. */
  const context = (request: FastifyRequest): NoteContext => ({ tripId: accessedTrip(request).id, userId: signedInUser(request).id });

  app.get(
    "/api/trips/:tripId/notes",
    { config: { access: { action: "trip.read" } }, schema: { summary: "A trip's notes, pinned first, then the latest changed", tags: ["notes"], params: tripParams, response: { 200: z.array(noteSchema) } } },
    async (request) => listNotes(db(), request.params.tripId),
  );

  app.post(
    "/api/trips/:tripId/notes",
    { config: { tool: "add_note", access: { action: "notes.write" } }, schema: { summary: "Write a note, optionally on one of the trip's days", tags: ["notes"], params: tripParams, body: noteInputSchema, response: { 201: noteSchema } } },
    async (request, reply) => reply.code(201).send(await createNote(db(), context(request), request.body)),
  );

  app.patch(
    "/api/notes/:id",
    {
      config: { tool: "update_note", access: { action: "notes.write", tripOf: "note" } },
      schema: { summary: "Change, pin or move a note (If-Match: the updatedAt the device had)", tags: ["notes"], params: noteParams, body: notePatchSchema, response: { 200: noteSchema } },
    },
    async (request) => updateNote(db(), context(request), request.params.id, request.body, ifMatchOf(request)),
  );

  app.delete(
    "/api/notes/:id",
    { config: { tool: "delete_note", access: { action: "notes.write", tripOf: "note" } }, schema: { summary: "Delete a note", tags: ["notes"], params: noteParams, response: { 204: noContent("Deleted") } } },
    async (request, reply) => {
      await deleteNote(db(), context(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
