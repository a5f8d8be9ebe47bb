// GPX, KML and GeoJSON in and out of a day (docs/product/gpx-kml-geojson.md):
// editors import a file onto a day and delete a track; every member exports a
// day or the whole trip.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarDateSchema } from "@shared/trips";
import { tripIdParamsSchema } from "@shared/invites";
import { GEO_FILE_MISSING, GEO_FILE_TOO_LARGE, GEO_ONE_FILE, MAX_GEO_FILE_BYTES, geoExportQuerySchema, geoImportResultSchema, type GeoFormat } from "@shared/tracks";
import { signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import { readMultipartFiles } from "../files/multipart";
import { cleanFileName, contentDisposition } from "../files/content-type";
import { getTrip } from "../trips/service";
import { readGeoFile } from "./read";
import { writeGeo } from "./write";
import { deleteTrack, exportDays, importGeo } from "./service";

const tags = ["days"];
const dayParams = z.object({ tripId: z.string(), date: calendarDateSchema.refine((v) => v !== null, "errors.field.date") });

/** Each export format: its media type, as registered (IANA) or as the format's owners name it. */
const EXPORTS: Record<GeoFormat, string> = {
  gpx: "application/gpx+xml",
  kml: "application/vnd.google-earth.kml+xml",
  geojson: "application/geo+json",
};

export async function trackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.post(
    "/api/trips/:tripId/days/:date/geo",
    {
      config: { access: { action: "itinerary.write" } },
      schema: {
        summary:
          "Import a GPX, KML, KMZ or GeoJSON file onto a day (multipart: one file in the field `file`, at most 5 MB): its waypoints become places at the end of the day, its tracks lines on the day's map",
        tags,
        params: dayParams,
        consumes: ["multipart/form-data"],
        // Read as it streams (files/multipart.ts): nothing here to check beforehand.
        body: z.object({ file: z.unknown().optional().describe("The file (multipart/form-data)") }).nullish(),
        response: { 201: geoImportResultSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const [file] = await readMultipartFiles(request, {
        field: "file",
        maxFiles: 1,
        maxFileBytes: MAX_GEO_FILE_BYTES,
        maxTotalBytes: MAX_GEO_FILE_BYTES,
        fileTooLarge: (name) => ({ id: GEO_FILE_TOO_LARGE, values: { name } }),
        totalTooLarge: { id: GEO_FILE_TOO_LARGE, values: { name: "" } },
        missing: GEO_FILE_MISSING,
        tooManyFiles: { id: GEO_ONE_FILE },
      });
      const content = await readGeoFile(file!.data, cleanFileName(file!.name, "Track"));
      return reply.code(201).send(await importGeo(db(), request.params.tripId, request.params.date!, user.id, content));
    },
  );

  app.delete(
    "/api/tracks/:id",
    {
      config: { tool: "delete_track", access: { action: "itinerary.write", tripOf: "track" } },
      schema: { summary: "Remove an imported track from its day's map", tags, params: z.object({ id: z.string() }), response: { 204: noContent("Deleted") } },
    },
    async (request, reply) => {
      await deleteTrack(db(), request.params.id, signedInUser(request).id);
      return reply.code(204).send();
    },
  );

  for (const [format, type] of Object.entries(EXPORTS) as [GeoFormat, string][]) {
    app.get(
      `/api/trips/:tripId/export.${format}`,
      {
        config: { access: { action: "trip.read" } },
        schema: {
          summary: `The trip (or, with \`date\`, one day) as ${format === "geojson" ? "GeoJSON" : format.toUpperCase()}: places as waypoints in the day's order, tracks as tracks`,
          tags: ["export"],
          params: tripIdParamsSchema,
          querystring: geoExportQuerySchema,
          produces: [type],
          response: { 200: z.any().describe(type) },
        },
      },
      async (request, reply) => {
        const { tripId } = request.params;
        const { date } = request.query;
        const [trip, days] = await Promise.all([getTrip(db(), tripId, signedInUser(request).id), exportDays(db(), tripId, date)]);
        const title = date ? `${trip.name} ${date}` : trip.name;
        return reply
          .type(type)
          .header("content-disposition", contentDisposition(cleanFileName(`${title}.${format}`, `trip.${format}`)))
          .header("cache-control", "private, no-store")
          .send(writeGeo(format, title, days));
      },
    );
  }
}
