// Day by day endpoints (docs/product/itinerary-and-days.md): any member reads the days and searches
// places; editors and admins add places and order days. The map's settings
// tell the client where the style is (MAP_STYLE_URL), so it is written once.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dayItemSchema, daySchema, LEG_MODES, legModeInputSchema, legSchema, mapSettingsSchema, orderInputSchema, placeInputSchema, placeSearchResultSchema } from "@shared/days";
import { calendarDateSchema } from "@shared/trips";
import { signedInUser } from "../auth/require-user";
import { createPlace, deletePlace, listDays, orderDay, searchPlaces, setLegMode, tripLegs } from "./service";
import type { Routers } from "./routing";
import { noContent } from "../openapi/responses";
import { daysIn } from "./generated-texts";
import { fastJson } from "../serializer";
import { requestLanguage } from "../i18n";

const tripParams = z.object({ tripId: z.string() });
const dayParams = z.object({ tripId: z.string(), date: calendarDateSchema.refine((v) => v !== null, "errors.field.date") });
const searchQuery = z.object({
  q: z.string({ error: "errors.days.searchRequired" }).trim().min(1, "errors.days.searchRequired").max(200, "errors.field.tooLong"),
  tripId: z.string({ error: "errors.itinerary.tripRequired" }).optional(),
});

export interface MapOptions {
  styleUrl: string;
  geocoderUrl?: string;
  /** ROUTING_URL and TRANSIT_URL: the services the legs come from when set. */
  routers: Routers;
  /** Whether a weather service is set, so the client can say why no weather shows. */
  weather: boolean;
}

export async function dayRoutes(fastify: FastifyInstance, options: MapOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/map/settings",
    { config: { access: "signed-in" }, schema: { summary: "Where the map style is and which services are set", tags: ["days"], response: { 200: mapSettingsSchema } } },
    async () => ({ styleUrl: options.styleUrl, geocoder: !!options.geocoderUrl, routing: !!options.routers.routingUrl, weather: options.weather }),
  );

  app.get(
    "/api/trips/:tripId/days",
    {
      config: { tool: "list_days", access: { action: "trip.read" } },
      schema: {
        summary: "The trip's days with their items in order and the legs between stops",
        tags: ["days"],
        params: tripParams,
        response: { 200: fastJson(z.array(daySchema)) },
      },
    },
    async (request) => {
      const [days, language] = await Promise.all([listDays(db(), request.params.tripId, options.routers, signedInUser(request).id), requestLanguage(request)]);
      return daysIn(days, language);
    },
  );

  app.get(
    "/api/trips/:tripId/legs",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "Travel between the trip's stops in route order: the same minutes and km as the day plan's legs",
        tags: ["days"],
        params: tripParams,
        response: { 200: z.array(legSchema) },
      },
    },
    async (request) => {
      return tripLegs(db(), request.params.tripId, options.routers);
    },
  );

  app.patch(
    "/api/trips/:tripId/legs",
    {
      config: { tool: "set_leg_mode", access: { action: "itinerary.write" } },
      schema: {
        summary: "Choose how to travel from one stop to another (walking, cycling, driving or transit); kept for that pair of stops",
        tags: ["days"],
        params: tripParams,
        body: legModeInputSchema,
        response: { 200: z.object({ fromId: z.string(), toId: z.string(), mode: z.enum(LEG_MODES) }) },
      },
    },
    async (request) => setLegMode(db(), request.params.tripId, signedInUser(request).id, request.body),
  );

  app.post(
    "/api/trips/:tripId/places",
    {
      config: { tool: "add_place", access: { action: "itinerary.write" } },
      schema: {
        summary: "Add a place to visit to a day (at the end of the day); without a date it is an idea, on no day until it is put on one",
        tags: ["days"],
        params: tripParams,
        body: placeInputSchema,
        response: { 201: dayItemSchema.extend({ date: z.string().nullable() }) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.code(201).send(await createPlace(db(), request.params.tripId, user.id, request.body));
    },
  );

  app.delete(
    "/api/places/:id",
    {
      config: { tool: "delete_place", access: { action: "itinerary.write", tripOf: "place" } },
      schema: {
        summary: "Remove a place from its day",
        tags: ["days"],
        params: z.object({ id: z.string() }),
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deletePlace(db(), request.params.id, user.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    "/api/trips/:tripId/days/:date/order",
    {
      config: { tool: "reorder_day", access: { action: "itinerary.write" } },
      schema: {
        summary: "Put a day's events and places in this order (an id from another day moves it here)",
        tags: ["days"],
        params: dayParams,
        body: orderInputSchema,
        response: { 200: daySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const day = await orderDay(db(), request.params.tripId, request.params.date!, request.body.ids, user.id, options.routers);
      return daysIn([day], await requestLanguage(request))[0]!;
    },
  );

  app.get(
    "/api/places/search",
    {
      config: { access: { action: "trip.read", tripOf: "searchedTrip" } },
      schema: {
        summary: "Find a place: the bundled cities and the trip's places, and the geocoder when set",
        tags: ["days"],
        querystring: searchQuery,
        response: { 200: z.array(placeSearchResultSchema) },
      },
    },
    async (request) => {
      const { q, tripId } = request.query;
      return searchPlaces(db(), q, { tripId, geocoderUrl: options.geocoderUrl, language: request.headers["accept-language"], log: request.log });
    },
  );
}
