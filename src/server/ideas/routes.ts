// Ideas (docs/product/ideas.md): every member reads them and 👍 them (viewers too: a like is an
// opinion, not a change to the plan); editors add them (POST …/places without a date), import
// a list of them, and put one on a day with the day's order call.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ideaSchema, MAX_PLACES_FILE_BYTES, placesImportResultSchema } from "@shared/ideas";
import { signedInUser } from "../auth/require-user";
import { readMultipartFiles } from "../files/multipart";
import { searchPlaces } from "../days/service";
import { importPlaces, listIdeas, setLike } from "./service";
import { readPlacesFile } from "./read";

const tripParams = z.object({ tripId: z.string() });
const placeParams = z.object({ id: z.string() });

export async function ideaRoutes(fastify: FastifyInstance, options: { geocoderUrl?: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips/:tripId/ideas",
    {
      config: { tool: "list_ideas", access: { action: "trip.read" } },
      schema: {
        summary: "The trip's ideas: places without a date, on no day, with their likes (oldest first)",
        tags: ["ideas"],
        params: tripParams,
        response: { 200: z.array(ideaSchema) },
      },
    },
    async (request) => listIdeas(db(), request.params.tripId, signedInUser(request).id),
  );

  for (const [method, liked] of [["PUT", true], ["DELETE", false]] as const) {
    app.route({
      method,
      url: "/api/places/:id/like",
      config: { tool: liked ? "like_idea" : "unlike_idea", access: { action: "trip.read", tripOf: "place" } },
      schema: {
        summary: liked ? "Like (👍) an idea; liking it again changes nothing" : "Take back one's like of an idea",
        tags: ["ideas"],
        params: placeParams,
        response: { 200: ideaSchema },
      },
      handler: async (request) => setLike(db(), request.params.id, signedInUser(request).id, liked),
    });
  }

  app.post(
    "/api/trips/:tripId/imports/places",
    {
      config: { access: { action: "itinerary.write" } },
      schema: {
        summary:
          "Import places as ideas (multipart, field `file`: a Google Takeout saved-places GeoJSON or saved-list CSV, or a My Maps KML; at most 2 MB and 500 places). Rows without a point are looked up with the place search; those not found are listed in notPlaced. All in one go",
        tags: ["ideas"],
        params: tripParams,
        consumes: ["multipart/form-data"],
        // Read as it streams (files/multipart.ts): nothing here to check beforehand.
        body: z.object({ file: z.unknown().optional().describe("The file (multipart/form-data)") }).nullish(),
        response: { 201: placesImportResultSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { tripId } = request.params;
      const [file] = await readMultipartFiles(request, {
        field: "file",
        maxFiles: 1,
        maxFileBytes: MAX_PLACES_FILE_BYTES,
        maxTotalBytes: MAX_PLACES_FILE_BYTES,
        fileTooLarge: () => ({ id: "errors.ideas.tooLarge" }),
        totalTooLarge: { id: "errors.ideas.tooLarge" },
        missing: "errors.ideas.fileMissing",
        tooManyFiles: { id: "errors.ideas.oneFile" },
      });
      const rows = readPlacesFile(file!.data);
      const language = request.headers["accept-language"];
      const lookup = async (q: string) => (await searchPlaces(db(), q, { geocoderUrl: options.geocoderUrl, language, log: request.log }))[0] ?? null;
      return reply.code(201).send(await importPlaces(db(), tripId, user.id, rows, lookup));
    },
  );
}
