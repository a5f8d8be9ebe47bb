// How a route pattern and its answer become a change event's resource, action and id.
import { describe, expect, it } from "vitest";
import { actionOfMethod, idOfWrite, resourceOfRoute } from "./events";

describe("resourceOfRoute", () => {
  it.each([
    ["/api/trips/:id", "trip"],
    ["/api/trips/:id/members/:memberId", "members"],
    ["/api/trips/:id/invitations/:invitationId", "members"],
    ["/api/locations", "itinerary"],
    ["/api/itinerary/:id", "itinerary"],
    ["/api/trips/:tripId/reservations", "reservations"],
    ["/api/reservations/:id/rating", "ratings"],
    ["/api/trips/:id/budget/:allocationId", "budget"],
    ["/api/trips/:tripId/chat/stream", "chat"],
    ["/api/trips/:tripId/quotes/hotels/:id/book", "quotes"],
    // A route added later keeps its own name; the client refetches the whole trip for it.
    ["/api/trips/:tripId/packing-list/:itemId", "packing-list"],
  ])("%s → %s", (url, resource) => {
    expect(resourceOfRoute(url)).toBe(resource);
  });
});

describe("actionOfMethod", () => {
  it("maps methods to actions", () => {
    expect(["POST", "PUT", "PATCH", "DELETE"].map(actionOfMethod)).toEqual(["created", "updated", "updated", "deleted"]);
  });
});

describe("idOfWrite", () => {
  const trip = "t-1";
  it("prefers the route's own parameter over the trip's", () => {
    expect(idOfWrite("/api/trips/:id/members/:memberId", { id: trip, memberId: "m-1" }, trip, '{"id":"x"}')).toBe("m-1");
    expect(idOfWrite("/api/reservations/:id/rating", { id: "r-1" }, trip, null)).toBe("r-1");
  });
  it("falls back to the id of the JSON answer, else null", () => {
    expect(idOfWrite("/api/trips/:tripId/reservations", { tripId: trip }, trip, '{"id":"r-2","name":"x"}')).toBe("r-2");
    expect(idOfWrite("/api/trips/:tripId/chat", { tripId: trip }, trip, '{"messages":[]}')).toBeNull();
    expect(idOfWrite("/api/trips/:id", { id: trip }, trip, null)).toBeNull();
    expect(idOfWrite("/api/trips/:id", { id: trip }, trip, "{not json")).toBeNull();
  });
});
