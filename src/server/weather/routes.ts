// GET /api/trips/{tripId}/weather (docs/product/weather.md): any member reads
// the weather of the trip's days; [] when no weather service is set.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { weatherDaySchema } from "@shared/weather";
import { tripWeather } from "./service";

export async function weatherRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/trips/:tripId/weather",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "The forecast (up to 16 days ahead) or the climate of each of the trip's days in its city, in °C and mm; [] without a weather service",
        tags: ["days"],
        params: z.object({ tripId: z.string() }),
        response: { 200: z.array(weatherDaySchema) },
      },
    },
    async (request) => tripWeather(app.deps.database.db, request.params.tripId, app.deps.weather ?? {}),
  );
}
