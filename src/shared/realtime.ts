// What GET /api/trips/:tripId/stream sends (Server-Sent Events): `change` after a
// committed write to the trip, `presence` with who has the trip open, and
// `removed` just before the server closes the stream of someone no longer a member.
import { z } from "zod";

/** Trip data a change can be about; the client maps each to the queries to refetch. */
export const REALTIME_RESOURCES = [
  "trip",
  "members",
  "invite-links",
  "itinerary",
  "reservations",
  "ratings",
  "budget",
  "expenses",
  "chat",
  "quotes",
  "calendar-feed",
  "share",
  "lists",
  "photos",
  "journal",
  "ideas",
  "messages",
  "polls",
  "notes",
] as const;
export type RealtimeResource = (typeof REALTIME_RESOURCES)[number];

export const changeEventSchema = z.object({
  /** One of REALTIME_RESOURCES; a name a newer server adds makes an older client refetch the whole trip. */
  resource: z.string(),
  action: z.enum(["created", "updated", "deleted"]),
  /** The changed row, when the change is about one. */
  id: z.string().nullable(),
  /** The user who made the change. */
  by: z.string().nullable(),
});
export type ChangeEvent = z.infer<typeof changeEventSchema>;

export const presenceUserSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type PresenceUser = z.infer<typeof presenceUserSchema>;

export const presenceEventSchema = z.object({ users: z.array(presenceUserSchema) });
export type PresenceEvent = z.infer<typeof presenceEventSchema>;
