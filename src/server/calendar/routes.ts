// Calendar feed endpoints: the members' feed (cookie), the secret subscription
// feed (token in the path, no cookie) and the token's read and reset.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarFeedSchema } from "@shared/itinerary";
import { signedInUser } from "../auth/require-user";
import { notFound } from "../http-error";
import { feedForToken, feedPath, feedToken, resetFeedToken, tripCalendar } from "./service";
import { browserLanguage, requestLanguage, savedLanguage } from "../i18n";
import { textBody } from "../openapi/responses";
import { zodMessage } from "@shared/i18n/error-message";

const tripParams = z.object({ tripId: z.string() });
/** `?only=mine`: only the bookings the feed's owner travels on (every other item stays). */
const feedQuery = z.object({ only: z.enum(["mine"], { error: zodMessage("errors.calendar.only") }).optional() });

function sendCalendar(reply: FastifyReply, body: string) {
  return reply
    .header("content-type", "text/calendar; charset=utf-8")
    .header("content-disposition", 'inline; filename="trip.ics"')
    .header("cache-control", "private, no-cache")
    .send(body);
}

export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  // Calendar apps poll this without cookies: the secret token is the credential.
  app.get(
    "/api/calendar-feeds/:file",
    {
      config: { access: "secret-token" },
      schema: {
        summary: "Subscription feed for calendar apps (the secret token is the credential)",
        tags: ["calendar"],
        params: z.object({ file: z.string() }),
        querystring: feedQuery,
        response: { 200: textBody("text/calendar", "The trip as an iCalendar file") },
      },
    },
    async (request, reply) => {
      const token = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(request.params.file)?.[1];
      const feed = token ? await feedForToken(db(), token) : null;
      if (!feed) throw notFound("errors.calendar.feedNotFound");
      // No session here: the feed's owner's saved language, else the calendar app's.
      const language = (await savedLanguage(db(), feed.userId)) ?? browserLanguage(request);
      return sendCalendar(reply, await tripCalendar(db(), feed.tripId, feed.userId, language, request.hostname.split(":")[0], request.query.only === "mine"));
    },
  );

  app.get(
    "/api/trips/:tripId/calendar.ics",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "Download the trip as an iCalendar file",
        tags: ["calendar"],
        params: tripParams,
        response: { 200: textBody("text/calendar", "The trip as an iCalendar file") },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const language = await requestLanguage(request);
      return sendCalendar(reply, await tripCalendar(db(), request.params.tripId, userId, language, request.hostname.split(":")[0]));
    },
  );

  // Reading the address and replacing its secret differ only in the token they get.
  const feedRoutes = [
    { method: "GET", url: "/api/trips/:tripId/calendar-feed", summary: "The caller's subscription feed address", token: feedToken },
    {
      method: "POST",
      url: "/api/trips/:tripId/calendar-feed/reset",
      summary: "Replace the feed's secret (the old address stops working)",
      token: resetFeedToken,
    },
  ] as const;
  for (const { method, url, summary, token } of feedRoutes) {
    app.route({
      method,
      url,
      config: { access: { action: "trip.read" } },
      schema: { summary, tags: ["calendar"], params: tripParams, response: { 200: calendarFeedSchema } },
      handler: async (request) => {
        const user = signedInUser(request);
        return { path: feedPath(await token(db(), user.id, request.params.tripId)) };
      },
    });
  }
}
