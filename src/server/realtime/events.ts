// Turns a finished write request into the change event members receive:
// the resource comes from the matched route pattern, the action from the
// method, the id from the route's own parameter or the JSON answer.
import type { ChangeEvent } from "@shared/realtime";

/** First static path segment (after /api and /api/trips/:id) → resource. */
const RESOURCE_OF_SEGMENT: Record<string, string> = {
  members: "members",
  invitations: "members",
  locations: "itinerary",
  itinerary: "itinerary",
  events: "itinerary",
  reservations: "reservations",
  budget: "budget",
  chat: "chat",
  suggestions: "suggestions",
  quotes: "quotes",
  "calendar-feed": "calendar-feed",
};

export function resourceOfRoute(routeUrl: string): string {
  const segments = routeUrl.split("/").filter((s) => s && s !== "api");
  let statics = segments.filter((s) => !s.startsWith(":"));
  if (statics[0] === "trips") statics = statics.slice(1);
  const first = statics[0];
  if (!first) return "trip";
  if (first === "reservations" && statics.at(-1) === "rating") return "ratings";
  return RESOURCE_OF_SEGMENT[first] ?? first;
}

export function actionOfMethod(method: string): ChangeEvent["action"] {
  if (method === "DELETE") return "deleted";
  if (method === "PUT" || method === "PATCH") return "updated";
  return "created";
}

/**
 * The row the write was about: the route's last parameter other than the trip
 * (e.g. :memberId, a reservation's :id), else the `id` of the JSON answer.
 */
export function idOfWrite(
  routeUrl: string,
  params: Record<string, unknown>,
  tripId: string,
  responseBody: string | null,
): string | null {
  const names = routeUrl
    .split("/")
    .filter((s) => s.startsWith(":"))
    .map((s) => s.slice(1));
  for (const name of names.reverse()) {
    const value = params[name];
    if (typeof value === "string" && value !== tripId) return value;
  }
  if (responseBody && responseBody.startsWith("{")) {
    try {
      const id = (JSON.parse(responseBody) as { id?: unknown }).id;
      if (typeof id === "string") return id;
    } catch {
      // Not JSON after all; the event simply has no id.
    }
  }
  return null;
}
