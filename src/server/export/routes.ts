// GET /api/trips/{tripId}/export.pdf (docs/product/sharing.md): the trip as a PDF, for any
// member, in the member's language, confirmation numbers and costs included.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { TIME_ZONE_COOKIE } from "@shared/boot";
import { todayInTimeZone } from "@shared/dates";
import { tripIdParamsSchema } from "@shared/invites";
import { signedInUser } from "../auth/require-user";
import { requestLanguage } from "../i18n";
import { daysIn } from "../days/generated-texts";
import { budgetSummary } from "../budget/service";
import { listDays } from "../days/service";
import { listItems } from "../itinerary/service";
import { listTripLocations } from "../locations/service";
import { listReservations } from "../reservations/service";
import { inRouteOrder } from "../share/service";
import { getTrip } from "../trips/service";
import { pdfContentDisposition, tripPdf } from "./pdf";

export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.get(
    "/api/trips/:tripId/export.pdf",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "The trip as a PDF: one section per day, the cities, the reservations and the budget",
        tags: ["export"],
        params: tripIdParamsSchema,
        produces: ["application/pdf"],
        response: { 200: z.any().describe("application/pdf") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { tripId } = request.params;
      const [trip, cities, items, days, reservations, money, language] = await Promise.all([
        getTrip(db(), tripId, user.id),
        listTripLocations(db(), tripId),
        listItems(db(), tripId),
        listDays(db(), tripId, {}),
        listReservations(db(), tripId, user.id),
        budgetSummary(db(), tripId),
        requestLanguage(request),
      ]);
      const pdf = await tripPdf(
        { trip, cities: inRouteOrder(cities, items), days: daysIn(days, language), items, reservations, money },
        language,
        todayInTimeZone(request.cookies[TIME_ZONE_COOKIE]),
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", pdfContentDisposition(trip.name))
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
}
