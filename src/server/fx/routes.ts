// GET /api/fx (docs/product/budget-and-expenses.md): the reference rate the Add expense dialog offers.
// Any signed-in user may ask; it reveals nothing about any trip.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { fxQuerySchema, fxRateSchema } from "@shared/fx";
import { todayInTimeZone } from "@shared/dates";
import { requireUser } from "../auth/require-user";
import { referenceRate, type RateSource } from "./service";

export async function fxRoutes(fastify: FastifyInstance, options: { rates: RateSource }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", requireUser);

  app.get(
    "/api/fx",
    {
      schema: {
        summary: "A reference exchange rate (European Central Bank)",
        tags: ["money"],
        querystring: fxQuerySchema,
        response: { 200: fxRateSchema },
      },
    },
    async (request) => {
      const { from, to, date } = request.query;
      // The ECB publishes in Frankfurt's afternoon; its calendar day is the one that counts.
      return referenceRate(app.deps.database.db, options.rates, from, to, date, todayInTimeZone("Europe/Berlin"));
    },
  );
}
