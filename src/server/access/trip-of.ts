// How a route addressed by something other than its trip finds the trip: one
// entry per kind of thing, named by the route's access declaration
// (`access: { action, tripOf: "reservation" }`). Each entry is the one place
// that knows where the thing's id comes from; an unknown id is a 404 naming the thing.
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import type { Role } from "@shared/trips";
import { placeTrip } from "../days/service";
import { expenseTripAndRole, expenseTripId } from "../expenses/service";
import { guestTripId } from "../guests/service";
import { pollTripId } from "../polls/service";
import { POLL_NOT_FOUND } from "@shared/polls";
import { fileOwner, FILE_NOT_FOUND } from "../files/service";
import { inviteLinkTrip } from "../invites/service";
import { itemTrip } from "../itinerary/service";
import { listItemTripAndRole, listItemTripId } from "../lists/service";
import { noteTripId } from "../notes/service";
import { NOTE_NOT_FOUND } from "@shared/notes";
import { proposalTrip } from "../proposals/service";
import { photoTrip } from "../memories/photos";
import { PHOTO_NOT_FOUND } from "@shared/memories";
import { reservationTripId } from "../reservations/service";
import { type ErrorId } from "@shared/i18n/error-message";
import { WEBHOOK_NOT_FOUND } from "@shared/webhooks";
import { webhookTrip } from "../webhooks/service";
import { trackTrip } from "../tracks/service";
import { messageTripId } from "../trip-chat/service";
import { MESSAGE_NOT_FOUND } from "@shared/trip-chat";
import { TRACK_NOT_FOUND } from "@shared/tracks";

export interface TripFinder {
  /** The trip's id, or null when there is no such thing; undefined when the request names none (only where `optional`). */
  find: (db: Db, request: FastifyRequest) => Promise<string | null | undefined>;
  notFound: ErrorId;
  /** The trip may be left out: then the route is for any signed-in caller, and request.trip is null. */
  optional?: true;
  /** The trip and the caller's role in it in one statement, for the things addressed most often (a tick); null: no such thing. */
  findWithRole?: (db: Db, request: FastifyRequest, userId: string) => Promise<{ tripId: string; role: Role | null } | null>;
}

/** The `:id` the route is addressed by. */
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export const TRIP_OF = {
  reservation: { find: (db, r) => reservationTripId(db, idOf(r)), notFound: "errors.reservations.notFound" },
  file: { find: async (db, r) => (await fileOwner(db, idOf(r)))?.tripId ?? null, notFound: FILE_NOT_FOUND },
  expense: {
    find: (db, r) => expenseTripId(db, idOf(r)),
    findWithRole: (db, r, userId) => expenseTripAndRole(db, idOf(r), userId),
    notFound: "errors.money.expenseNotFound",
  },
  guest: { find: (db, r) => guestTripId(db, idOf(r)), notFound: "errors.guests.notFound" },
  listItem: {
    find: (db, r) => listItemTripId(db, idOf(r)),
    findWithRole: (db, r, userId) => listItemTripAndRole(db, idOf(r), userId),
    notFound: "errors.lists.itemNotFound",
  },
  note: { find: (db, r) => noteTripId(db, idOf(r)), notFound: NOTE_NOT_FOUND },
  itineraryItem: { find: (db, r) => itemTrip(db, idOf(r)), notFound: "errors.itinerary.itemNotFound" },
  inviteLink: { find: (db, r) => inviteLinkTrip(db, idOf(r)), notFound: "errors.invites.linkNotFound" },
  proposal: { find: (db, r) => proposalTrip(db, idOf(r)), notFound: "errors.proposals.notFound" },
  place: { find: (db, r) => placeTrip(db, idOf(r)), notFound: "errors.days.placeNotFound" },
  webhook: { find: (db, r) => webhookTrip(db, idOf(r)), notFound: WEBHOOK_NOT_FOUND },
  photo: { find: (db, r) => photoTrip(db, idOf(r)), notFound: PHOTO_NOT_FOUND },
  poll: { find: (db, r) => pollTripId(db, idOf(r)), notFound: POLL_NOT_FOUND },
  track: { find: (db, r) => trackTrip(db, idOf(r)), notFound: TRACK_NOT_FOUND },
  message: { find: (db, r) => messageTripId(db, idOf(r)), notFound: MESSAGE_NOT_FOUND },
  /** A place search may look in one trip's places too (`?tripId=`). */
  searchedTrip: { find: async (_db, r) => (r.query as { tripId?: string }).tripId, notFound: "errors.trips.notFound", optional: true },
  /** A new location names its trip in the body (`tripId`), checked by the route's schema first. */
  locationInput: { find: async (_db, r) => (r.body as { tripId: string }).tripId, notFound: "errors.trips.notFound" },
} satisfies Record<string, TripFinder>;

export type TripOf = keyof typeof TRIP_OF;
