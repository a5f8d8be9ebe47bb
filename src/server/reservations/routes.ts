// Reservation endpoints (docs/product/reservations-and-imports.md plus edit and delete). Trip-scoped routes ask
// the access rules for the trip; routes addressed by a reservation id first
// find its trip (unknown id → 404) and then ask the same rules.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ratingInputSchema,
  reservationInputSchema,
  reservationPatchSchema,
  reservationSchema,
} from "@shared/reservations";
import type { Action } from "@shared/permissions";
import { requireTripAccess } from "../access/trip-access";
import { requireUser, signedInUser } from "../auth/require-user";
import type { Db } from "../db/client";
import { notFound } from "../http-error";
import { noContent } from "../openapi/responses";
import { fastJson } from "../serializer";
import { ifMatchOf } from "../versions/versions";
import {
  createReservation,
  deleteReservation,
  listReservations,
  rateReservation,
  reservationTripId,
  updateReservation,
} from "./service";

// Any string: a malformed id is just something the caller cannot see (404).
const tripParams = z.object({ tripId: z.string() });
const idParams = z.object({ id: z.string() });

/** Loads the reservation's trip and checks the caller's role there. */
async function requireReservationAccess(db: Db, reservationId: string, userId: string, action: Action) {
  const tripId = await reservationTripId(db, reservationId);
  if (!tripId) throw notFound("Reservation not found");
  await requireTripAccess(db, tripId, userId, action);
  return tripId;
}

export async function reservationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  app.addHook("onRequest", requireUser);

  app.get(
    "/api/trips/:tripId/reservations",
    {
      schema: {
        summary: "Reservations of a trip",
        tags: ["reservations"],
        params: tripParams,
        response: { 200: fastJson(z.array(reservationSchema)) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.tripId, user.id, "trip.read", request);
      return listReservations(db(), request.params.tripId, user.id);
    },
  );

  app.post(
    "/api/trips/:tripId/reservations",
    {
      schema: {
        summary: "Add a reservation",
        tags: ["reservations"],
        params: tripParams,
        body: reservationInputSchema,
        response: { 201: reservationSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireTripAccess(db(), request.params.tripId, user.id, "reservations.write");
      const created = await createReservation(db(), request.params.tripId, user.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/reservations/:id",
    {
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
      await requireReservationAccess(db(), request.params.id, user.id, "reservations.write");
      return updateReservation(db(), request.params.id, user.id, request.body, ifMatchOf(request));
    },
  );

  app.delete(
    "/api/reservations/:id",
    {
      schema: {
        summary: "Delete a reservation",
        tags: ["reservations"],
        params: idParams,
        response: { 204: noContent("Deleted") },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await requireReservationAccess(db(), request.params.id, user.id, "reservations.write");
      await deleteReservation(db(), request.params.id, user.id);
      return reply.code(204).send();
    },
  );

  app.patch(
    "/api/reservations/:id/rating",
    {
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
      await requireReservationAccess(db(), request.params.id, user.id, "reservations.rate");
      return rateReservation(db(), request.params.id, user.id, request.body.rating);
    },
  );
}
