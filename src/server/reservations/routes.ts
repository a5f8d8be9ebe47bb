// Reservation endpoints (docs/product/reservations-and-imports.md plus edit and
// delete). Routes addressed by a reservation id are checked in the
// reservation's trip (unknown id → 404).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ratingInputSchema,
  reservationInputSchema,
  reservationPatchSchema,
  reservationSchema,
} from "@shared/reservations";
import { signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import { fastJson } from "../serializer";
import { ifMatchOf } from "../versions/versions";
import {
  createReservation,
  deleteReservation,
  listReservations,
  rateReservation,
  updateReservation,
} from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const idParams = z.object({ id: z.string() });

export async function reservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/trips/:tripId/reservations",
    {
      config: { tool: "list_reservations", access: { action: "trip.read" } },
      schema: {
        summary: "Reservations of a trip",
        tags: ["reservations"],
        params: tripParams,
        response: { 200: fastJson(z.array(reservationSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return listReservations(db(), request.params.tripId, user.id);
    },
  );

  app.post(
    "/api/trips/:tripId/reservations",
    {
      config: { tool: "add_reservation", access: { action: "reservations.write" } },
      schema: {
        summary: "Add a reservation",
        tags: ["reservations"],
        params: tripParams,
        body: reservationInputSchema,
        response: { 201: fastJson(reservationSchema) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created = await createReservation(db(), request.params.tripId, user.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/reservations/:id",
    {
      config: { tool: "update_reservation", access: { action: "reservations.write", tripOf: "reservation" } },
      schema: {
        summary: "Change a reservation",
        tags: ["reservations"],
        params: idParams,
        body: reservationPatchSchema,
        response: { 200: reservationSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return updateReservation(db(), request.params.id, user.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/reservations/:id",
    {
      config: { tool: "delete_reservation", access: { action: "reservations.write", tripOf: "reservation" } },
      schema: {
        summary: "Delete a reservation",
        tags: ["reservations"],
        params: idParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await deleteReservation(db(), request.params.id, user.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    "/api/reservations/:id/rating",
    {
      config: { tool: "rate_reservation", access: { action: "reservations.rate", tripOf: "reservation" } },
      schema: {
        summary: "Rate a reservation (the caller's own rating)",
        tags: ["reservations"],
        params: idParams,
        body: ratingInputSchema,
        response: { 200: reservationSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return rateReservation(db(), request.params.id, user.id, request.body.rating);
    },
  );
}
