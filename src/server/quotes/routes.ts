// Price quote endpoints (docs/product/quotes.md "Quotes"): flight and hotel search, saved
// quotes (list, save, delete) and Book. Everything is trip-scoped: members
// read saved quotes; editors and admins search, save, book and delete.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  flightSearchResultSchema,
  flightSearchSchema,
  hotelSearchResultSchema,
  hotelSearchSchema,
  savedFlightInputSchema,
  savedFlightSchema,
  savedHotelInputSchema,
  savedHotelSchema,
  bookQuoteInputSchema,
} from "@shared/quotes";
import { reservationSchema } from "@shared/reservations";
import type { RateSource } from "../fx/service";
import { signedInUser } from "../auth/require-user";
import { abortOnClose } from "../ai/abort-on-close";
import { createOfflineProvider } from "../ai/offline";
import {
  bookFlight,
  bookHotel,
  deleteSavedFlight,
  deleteSavedHotel,
  listSavedFlights,
  listSavedHotels,
  saveFlight,
  saveHotel,
  searchFlights,
  searchHotels,
} from "./service";
import { noContent } from "../openapi/responses";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const quoteParams = z.object({ tripId: z.string(), id: z.string() });


export async function quoteRoutes(fastify: FastifyInstance, options: { rates: RateSource }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const ai = app.deps.ai ?? createOfflineProvider();

  app.post(
    "/api/trips/:tripId/quotes/flights/search",
    {
      config: { tool: "search_flight_quotes", access: { action: "quotes.write" } },
      preHandler: app.limit("search"),
      schema: {
        summary: "Search flight prices",
        tags: ["quotes"],
        params: tripParams,
        body: flightSearchSchema,
        response: { 200: flightSearchResultSchema },
      },
    },
    async (request, reply) => {
      const quotes = await abortOnClose(reply, (signal) =>
        searchFlights(db(), ai, request.params.tripId, request.body, { signal }),
      );
      return { quotes };
    },
  );

  app.post(
    "/api/trips/:tripId/quotes/hotels/search",
    {
      config: { tool: "search_hotel_quotes", access: { action: "quotes.write" } },
      preHandler: app.limit("search"),
      schema: {
        summary: "Search hotel prices",
        tags: ["quotes"],
        params: tripParams,
        body: hotelSearchSchema,
        response: { 200: hotelSearchResultSchema },
      },
    },
    async (request, reply) => {
      const quotes = await abortOnClose(reply, (signal) =>
        searchHotels(db(), ai, request.params.tripId, request.body, { signal }),
      );
      return { quotes };
    },
  );

  app.get(
    "/api/trips/:tripId/quotes/flights",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "Saved flight quotes",
        tags: ["quotes"],
        params: tripParams,
        response: { 200: z.array(savedFlightSchema) },
      },
    },
    async (request) => {
      return listSavedFlights(db(), request.params.tripId);
    },
  );

  app.get(
    "/api/trips/:tripId/quotes/hotels",
    {
      config: { access: { action: "trip.read" } },
      schema: {
        summary: "Saved hotel quotes",
        tags: ["quotes"],
        params: tripParams,
        response: { 200: z.array(savedHotelSchema) },
      },
    },
    async (request) => {
      return listSavedHotels(db(), request.params.tripId);
    },
  );

  app.post(
    "/api/trips/:tripId/quotes/flights",
    {
      config: { tool: "save_flight_quote", access: { action: "quotes.write" } },
      schema: {
        summary: "Save a flight quote",
        tags: ["quotes"],
        params: tripParams,
        body: savedFlightInputSchema,
        response: { 201: savedFlightSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.code(201).send(await saveFlight(db(), request.params.tripId, user.id, request.body));
    },
  );

  app.post(
    "/api/trips/:tripId/quotes/hotels",
    {
      config: { tool: "save_hotel_quote", access: { action: "quotes.write" } },
      schema: {
        summary: "Save a hotel quote",
        tags: ["quotes"],
        params: tripParams,
        body: savedHotelInputSchema,
        response: { 201: savedHotelSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      return reply.code(201).send(await saveHotel(db(), request.params.tripId, user.id, request.body));
    },
  );

  // Delete and Book are the same for both kinds but for the service's table.
  const savedKinds = [
    { kind: "flights", noun: "flight", remove: deleteSavedFlight, book: bookFlight },
    { kind: "hotels", noun: "hotel", remove: deleteSavedHotel, book: bookHotel },
  ] as const;

  for (const { kind, noun, remove } of savedKinds) {
    app.delete(
      `/api/trips/:tripId/quotes/${kind}/:id`,
      {
        config: { tool: `delete_${noun}_quote`, access: { action: "quotes.write" } },
        schema: {
          summary: `Delete a saved ${noun} quote`,
          tags: ["quotes"],
          params: quoteParams,
          response: { 204: noContent("Deleted") },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        await remove(db(), request.params.tripId, request.params.id, user.id);
        return reply.code(204).send();
      },
    );
  }

  for (const { kind, noun, book } of savedKinds) {
    app.post(
      `/api/trips/:tripId/quotes/${kind}/:id/book`,
      {
        config: { tool: `book_${noun}_quote`, access: { action: "quotes.write" } },
        schema: {
          summary: `Book a saved ${noun} quote as a reservation`,
          tags: ["quotes"],
          description:
            "Creates the reservation and logs the price as an expense shared equally by the members. `price` is the price actually paid in the quote's currency (the quote's price when left out), `paidBy` the member who paid (the caller when left out), `status` the reservation's (confirmed when left out). A quote in another currency than the trip's is converted at `rate` when given, else at the day's reference rate (503 when none is known).",
          params: quoteParams,
          body: bookQuoteInputSchema,
          response: { 201: reservationSchema },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        const { tripId, id } = request.params;
        return reply.code(201).send(await book(db(), options.rates, { tripId, quoteId: id, userId: user.id, ...request.body }));
      },
    );
  }
}
