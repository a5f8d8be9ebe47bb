// Authorization matrix: every route the app registers must be listed here.
// Each trip-scoped route is called as signed out, non-member, viewer, editor
// and admin, and must answer 401 / 404 / 403 / 2xx as the RULES table says.
// A new route missing from the tables fails the test, so none can skip the rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import type { Role } from "@shared/trips";
import { createTestApp, insertPicnicProposal, SAVED_QUOTE_BODIES, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { RULES, type Action } from "@shared/permissions";
import { multipart } from "../test/multipart";
import { fixture } from "../imports/fixtures";
import { JSON_DEPTH_MESSAGE } from "../security/json-body";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Caller = "signed out" | "non-member" | Role;
const CALLERS: readonly Caller[] = ["signed out", "non-member", "viewer", "editor", "admin"];

/** Who a rule lets through, written out so a loosened RULES entry fails here too. */
const ROLE_SETS = {
  all: ["admin", "editor", "viewer"],
  editors: ["admin", "editor"],
  admins: ["admin"],
} as const satisfies Record<string, readonly Role[]>;

/** A fresh trip with one member of each role, plus a spare member to act on. */
interface World {
  tripId: string;
  spareMemberId: string;
  /** Calls the API as the trip's admin, for arranging fixtures. */
  asAdmin: (method: Method, url: string, payload?: unknown) => Promise<{ status: number; body: { id?: string } | null }>;
}

interface Entry {
  /** The RULES action this route is checked against. */
  action: Action;
  /** Who may: must match RULES[action]. */
  allowed: keyof typeof ROLE_SETS;
  /** Builds the request (and any fixture it needs) in a fresh world; headers for a multipart body. */
  request: (w: World) => Promise<{ url: string; payload?: unknown; headers?: Record<string, string> }>;
  /** A long-lived event stream: only its status and headers are awaited. */
  stream?: boolean;
}

const today = "2027-05-01";

const reservationOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/reservations`, { name: "Hotel Sol", reservationDate: today });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
/** A PDF kept on a fresh reservation, written straight to the table (the upload route has its own rows here). */
const fileOf = async (w: World) => {
  const reservationId = await reservationOf(w);
  const [row] = await sqlRows<{ id: string }>(
    t.database,
    sql`insert into reservation_files (reservation_id, name, content_type, size, data) values (${reservationId}, 'ticket.pdf', 'application/pdf', 5, ${Buffer.from("%PDF-")}) returning id`,
  );
  return row!.id;
};
const locationOf = async (w: World) => {
  const res = await w.asAdmin("POST", "/api/locations", { tripId: w.tripId, city: "Lisbon", country: "Portugal" });
  expect([200, 201]).toContain(res.status);
  return res.body!.id!;
};
const expenseOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/expenses`, { description: "Dinner", amount: "60", date: today });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
const listItemOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/lists/packing`, { text: "Sunscreen" });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
const itineraryItemOf = async (w: World) => {
  const locationId = await locationOf(w);
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/itinerary`, { title: "Stay in Lisbon", locationId, startDate: today });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
const allocationOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/budget`, { category: "food", plannedAmount: "100" });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
const invitationOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/members`, { userId: `pending-${randomUUID()}@example.com` });
  expect(res.status).toBe(201);
  return res.body!.id!;
};

const inviteLinkOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/invite-links`, {});
  expect(res.status).toBe(201);
  return res.body!.id!;
};

/** An assistant's open proposal to add an event (events.write). */
const proposalOf = async (w: World) => (await insertPicnicProposal(t.database, w.tripId, today)).id;

const { flights: flightQuote, hotels: hotelQuote } = SAVED_QUOTE_BODIES;
const savedQuoteOf = async (w: World, kind: "flights" | "hotels") => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/quotes/${kind}`, kind === "flights" ? flightQuote : hotelQuote);
  expect(res.status).toBe(201);
  return res.body!.id!;
};

/** Every trip-scoped route: "METHOD /path" → rule and minimal valid request. */
const MATRIX: Record<string, Entry> = {
  // Trips
  "GET /api/trips/:id": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}` }) },
  "PATCH /api/trips/:id": {
    action: "trip.update",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}`, payload: { name: "Renamed" } }),
  },
  "DELETE /api/trips/:id": { action: "trip.delete", allowed: "admins", request: async (w) => ({ url: `/api/trips/${w.tripId}` }) },

  // Members
  "GET /api/trips/:id/members": {
    action: "members.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members` }),
  },
  "POST /api/trips/:id/members": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members`, payload: { userId: `new-${randomUUID()}@example.com` } }),
  },
  "PATCH /api/trips/:id/members/:memberId": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members/${w.spareMemberId}`, payload: { role: "editor" } }),
  },
  // Removing someone else; leaving (removing oneself) is open to all and tested in members.test.ts.
  "DELETE /api/trips/:id/members/:memberId": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members/${w.spareMemberId}` }),
  },
  "DELETE /api/trips/:id/invitations/:invitationId": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/invitations/${await invitationOf(w)}` }),
  },

  // Invite links
  "POST /api/trips/:tripId/invite-links": {
    action: "invites.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/invite-links`, payload: { role: "editor", maxUses: 3 } }),
  },
  "GET /api/trips/:tripId/invite-links": {
    action: "invites.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/invite-links` }),
  },
  // The link names its trip: a non-member gets 404 as for the trip itself.
  "DELETE /api/invite-links/:id": {
    action: "invites.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/invite-links/${await inviteLinkOf(w)}` }),
  },

  // The public page (docs/product/sharing.md): admins publish, read the link and turn it off.
  "GET /api/trips/:tripId/share": {
    action: "share.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/share` }),
  },
  "POST /api/trips/:tripId/share": {
    action: "share.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/share` }),
  },
  "DELETE /api/trips/:tripId/share": {
    action: "share.manage",
    allowed: "admins",
    request: async (w) => {
      expect((await w.asAdmin("POST", `/api/trips/${w.tripId}/share`)).status).toBe(201);
      return { url: `/api/trips/${w.tripId}/share` };
    },
  },
  // Lists (docs/product/lists.md): a viewer ticks an unassigned item (its own assigned ones and the refusals are in lists/lists.test.ts).
  "GET /api/trips/:tripId/lists/:list": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/lists/todo` }) },
  "POST /api/trips/:tripId/lists/:list": {
    action: "lists.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/lists/todo`, payload: { text: "Book the ferry", due: today } }),
  },
  "PATCH /api/list-items/:id": {
    action: "lists.tick",
    allowed: "all",
    request: async (w) => ({ url: `/api/list-items/${await listItemOf(w)}`, payload: { done: true } }),
  },
  "DELETE /api/list-items/:id": {
    action: "lists.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/list-items/${await listItemOf(w)}` }),
  },
  "POST /api/trips/:tripId/lists/packing/fill": {
    action: "lists.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/lists/packing/fill`, payload: { template: "city" } }),
  },
  // The trip's recent changes (the header's notifications, ADR 037): every member.
  "GET /api/trips/:tripId/activity": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/activity` }) },
  // The trip as a PDF: every member.
  "GET /api/trips/:tripId/export.pdf": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/export.pdf` }),
  },
  // Locations and itinerary
  "POST /api/locations": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => ({ url: "/api/locations", payload: { tripId: w.tripId, city: "Porto", country: "Portugal" } }),
  },
  "GET /api/trips/:id/locations": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/locations` }),
  },
  "GET /api/trips/:tripId/itinerary": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/itinerary` }),
  },
  "POST /api/trips/:tripId/itinerary": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => ({
      url: `/api/trips/${w.tripId}/itinerary`,
      payload: { title: "Stay in Lisbon", locationId: await locationOf(w), startDate: today },
    }),
  },
  "PUT /api/itinerary/:id": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/itinerary/${await itineraryItemOf(w)}`, payload: { title: "Longer stay" } }),
  },
  "DELETE /api/itinerary/:id": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/itinerary/${await itineraryItemOf(w)}` }),
  },

  // Day by day (docs/product/itinerary-and-days.md)
  "GET /api/trips/:tripId/days": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/days` }),
  },
  "GET /api/trips/:tripId/legs": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/legs` }),
  },
  "POST /api/trips/:tripId/places": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/places`, payload: { name: "Castle", date: today, lat: 38.71, lng: -9.13 } }),
  },
  "PATCH /api/trips/:tripId/days/:date/order": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => {
      const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Castle", date: today, lat: 38.71, lng: -9.13 });
      expect(res.status).toBe(201);
      return { url: `/api/trips/${w.tripId}/days/${today}/order`, payload: { ids: [res.body!.id!] } };
    },
  },
  "DELETE /api/places/:id": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => {
      const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Castle", date: today, lat: 38.71, lng: -9.13 });
      expect(res.status).toBe(201);
      return { url: `/api/places/${res.body!.id!}` };
    },
  },
  // Searches the trip's own places, so it is the trip's to read.
  "GET /api/places/search": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/places/search?q=Lisbon&tripId=${w.tripId}` }),
  },

  // Calendar feeds
  "GET /api/trips/:id/calendar.ics": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/calendar.ics` }),
  },
  "GET /api/trips/:id/calendar-feed": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/calendar-feed` }),
  },
  // Each member's own subscription link, so any member may reset theirs.
  "POST /api/trips/:id/calendar-feed/reset": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/calendar-feed/reset` }),
  },

  // Reservations
  "GET /api/trips/:tripId/reservations": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/reservations` }),
  },
  "POST /api/trips/:tripId/reservations": {
    action: "reservations.write",
    allowed: "editors",
    request: async (w) => ({
      url: `/api/trips/${w.tripId}/reservations`,
      payload: { name: "Dinner", type: "restaurant", reservationDate: today },
    }),
  },
  "PATCH /api/reservations/:id": {
    action: "reservations.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/reservations/${await reservationOf(w)}`, payload: { name: "Hotel Luz" } }),
  },
  "DELETE /api/reservations/:id": {
    action: "reservations.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/reservations/${await reservationOf(w)}` }),
  },
  "PATCH /api/reservations/:id/rating": {
    action: "reservations.rate",
    allowed: "all",
    request: async (w) => ({ url: `/api/reservations/${await reservationOf(w)}/rating`, payload: { rating: 4 } }),
  },

  // Bookings in (docs/product/reservations-and-imports.md): importing and attaching are adding reservations; every member lists and downloads files.
  "POST /api/trips/:tripId/imports": {
    action: "reservations.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/imports`, ...multipart([{ name: "ticket.ics", data: fixture("concert-ticket.ics") }]) }),
  },
  "POST /api/trips/:tripId/imports/confirm": {
    action: "reservations.write",
    allowed: "editors",
    request: async (w) => ({
      url: `/api/trips/${w.tripId}/imports/confirm`,
      payload: { candidates: [{ type: "attraction", name: "Fado night", reservationDate: today, reservationTime: "22:30" }] },
    }),
  },
  "POST /api/reservations/:id/files": {
    action: "reservations.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/reservations/${await reservationOf(w)}/files`, ...multipart([{ name: "ticket.pdf", data: fixture("e-ticket.pdf") }]) }),
  },
  "GET /api/reservations/:id/files": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/reservations/${await reservationOf(w)}/files` }),
  },
  "GET /api/files/:id": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/files/${await fileOf(w)}` }) },
  "DELETE /api/files/:id": { action: "reservations.write", allowed: "editors", request: async (w) => ({ url: `/api/files/${await fileOf(w)}` }) },

  // Budget
  // Group money (docs/product/budget-and-expenses.md). Every member reads and logs; writing what someone else paid, or a payment
  // between others, is for editors — a viewer's own expenses and payments are in expenses/expenses.test.ts.
  "GET /api/trips/:tripId/expenses": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/expenses` }) },
  "POST /api/trips/:tripId/expenses": {
    action: "expenses.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/expenses`, payload: { description: "Dinner", amount: "60", date: today, paidBy: people.admin.user.id } }),
  },
  "PATCH /api/expenses/:id": {
    action: "expenses.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/expenses/${await expenseOf(w)}`, payload: { amount: "75" } }),
  },
  "DELETE /api/expenses/:id": {
    action: "expenses.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/expenses/${await expenseOf(w)}` }),
  },
  "GET /api/trips/:tripId/balances": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/balances` }) },
  "POST /api/trips/:tripId/payments": {
    action: "expenses.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/payments`, payload: { from: people.admin.user.id, to: people.spare.user.id, amount: "20", date: today } }),
  },
  "GET /api/trips/:tripId/expenses.csv": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/expenses.csv` }) },
  "GET /api/trips/:id/budget": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/budget` }) },
  "GET /api/trips/:id/budget/summary": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget/summary` }),
  },
  "POST /api/trips/:id/budget": {
    action: "budget.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget`, payload: { category: "hotels", plannedAmount: "250.50" } }),
  },
  "PATCH /api/trips/:id/budget/:allocationId": {
    action: "budget.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget/${await allocationOf(w)}`, payload: { plannedAmount: "120" } }),
  },
  "DELETE /api/trips/:id/budget/:allocationId": {
    action: "budget.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget/${await allocationOf(w)}` }),
  },

  // Live updates
  "GET /api/trips/:id/stream": {
    action: "trip.read",
    allowed: "all",
    stream: true,
    request: async (w) => ({ url: `/api/trips/${w.tripId}/stream` }),
  },

  // Chat and suggestions (the offline assistant answers)
  "GET /api/trips/:tripId/chat": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/chat` }) },
  "POST /api/trips/:tripId/chat": {
    action: "chat.write",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/chat`, payload: { content: "What should we eat?" } }),
  },
  // Proposals: allowed when the role allows every change (this one adds an event).
  "POST /api/proposals/:id/apply": {
    action: "events.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/proposals/${await proposalOf(w)}/apply` }),
  },
  "POST /api/proposals/:id/discard": {
    action: "events.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/proposals/${await proposalOf(w)}/discard` }),
  },
  "POST /api/trips/:tripId/chat/stream": {
    action: "chat.write",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/chat/stream`, payload: { content: "Any tips?" } }),
  },
  "POST /api/trips/:tripId/suggestions/accept": {
    action: "suggestions.accept",
    allowed: "editors",
    request: async (w) => ({
      url: `/api/trips/${w.tripId}/suggestions/accept`,
      payload: { suggestion: { type: "restaurant", name: "Cervejaria Ramiro", location: "Lisbon, Portugal" }, today },
    }),
  },
  // Price quotes
  "POST /api/trips/:tripId/quotes/flights/search": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({
      url: `/api/trips/${w.tripId}/quotes/flights/search`,
      payload: { origin: "Lisbon", destination: "Porto", departureDate: today, passengers: 1 },
    }),
  },
  "POST /api/trips/:tripId/quotes/hotels/search": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({
      url: `/api/trips/${w.tripId}/quotes/hotels/search`,
      payload: { location: "Lisbon", checkInDate: today, checkOutDate: "2027-05-03", guests: 2, rooms: 1 },
    }),
  },
  "GET /api/trips/:tripId/quotes/flights": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/flights` }),
  },
  "GET /api/trips/:tripId/quotes/hotels": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/hotels` }),
  },
  "POST /api/trips/:tripId/quotes/flights": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/flights`, payload: flightQuote }),
  },
  "POST /api/trips/:tripId/quotes/hotels": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/hotels`, payload: hotelQuote }),
  },
  "DELETE /api/trips/:tripId/quotes/flights/:id": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/flights/${await savedQuoteOf(w, "flights")}` }),
  },
  "DELETE /api/trips/:tripId/quotes/hotels/:id": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/hotels/${await savedQuoteOf(w, "hotels")}` }),
  },
  "POST /api/trips/:tripId/quotes/flights/:id/book": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/flights/${await savedQuoteOf(w, "flights")}/book` }),
  },
  "POST /api/trips/:tripId/quotes/hotels/:id/book": {
    action: "quotes.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/hotels/${await savedQuoteOf(w, "hotels")}/book` }),
  },
};

/**
 * Routes that are not about one trip, each with why. "signed-in" ones are
 * still checked to answer 401 without a session.
 */
const NOT_TRIP_SCOPED: Record<string, { access: "public" | "signed-in" | "own" | "secret-token"; payload?: unknown }> = {
  "GET /api/health": { access: "public" },
  "POST /api/auth/register": { access: "public" },
  "POST /api/auth/login": { access: "public" },
  "POST /api/auth/logout": { access: "public" },
  "GET /api/login": { access: "public" },
  "GET /api/logout": { access: "public" },
  "GET /api/auth/user": { access: "signed-in" },
  "POST /api/auth/forgot-password": { access: "public", payload: { email: "nobody@example.com" } },
  "POST /api/auth/reset-password": { access: "public", payload: { token: "x".repeat(43), password: "brass-compass-77" } },
  "POST /api/auth/change-password": { access: "signed-in", payload: { currentPassword: "x", newPassword: "brass-compass-77" } },
  "GET /api/profile/preferences": { access: "signed-in" },
  "PUT /api/profile/preferences": {
    access: "signed-in",
    payload: { email: true, push: false, tripUpdates: true, reservationReminders: true },
  },
  "DELETE /api/auth/account": { access: "signed-in", payload: { confirmation: "x@example.com" } },
  // A user's own personal access tokens (auth/access-tokens.test.ts); a token cannot manage them.
  "GET /api/profile/tokens": { access: "signed-in" },
  "POST /api/profile/tokens": { access: "signed-in", payload: { name: "x" } },
  // The caller's own token by its id: another user's is not found (auth/access-tokens.test.ts).
  "DELETE /api/profile/tokens/:id": { access: "own" },
  "GET /api/trips": { access: "signed-in" },
  "POST /api/trips": { access: "signed-in", payload: { name: "x" } },
  "POST /api/ai/place-details": { access: "signed-in", payload: { name: "x", city: "y", type: "hotel" } },
  "POST /api/ai/travel-suggestions": { access: "signed-in", payload: { destination: "x", dates: "y" } },
  "GET /api/ai/status": { access: "signed-in" },
  // Public reference rates: nothing about any trip (fx/fx.test.ts).
  "GET /api/fx": { access: "signed-in" },
  // Where the map's style is and which services are set: nothing about any trip.
  "GET /api/map/settings": { access: "signed-in" },
  // Calendar apps poll with the secret token in the path instead of a cookie (ADR 005).
  "GET /api/calendar-feeds/:file": { access: "secret-token" },
  // The API's description and its viewer (ADR 016): no data, open to anyone.
  "GET /api/openapi.json": { access: "public" },
  "GET /api/docs": { access: "public" },
  "GET /api/docs/json": { access: "public" },
  "GET /api/docs/yaml": { access: "public" },
  "GET /api/docs/static/*": { access: "public" },
  "GET /api/docs/static/index.html": { access: "public" },
  "GET /api/docs/static/swagger-initializer.js": { access: "public" },
  // Whoever holds an invite link's token may join with it, signed in (invites/invites.test.ts).
  "POST /api/invite-links/:token/accept": { access: "secret-token" },
  // A published trip's public page: whoever holds the share token reads it, signed in or out (share/share.test.ts).
  "GET /api/share/:token": { access: "secret-token" },
};

let t: TestApp;
const routes: { method: Method; url: string }[] = [];
const people = {} as Record<"admin" | "editor" | "viewer" | "nonMember" | "spare", SignedUp>;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method !== "HEAD" && method !== "OPTIONS") routes.push({ method: method as Method, url: route.url });
      }
    },
  });
  for (const who of ["admin", "editor", "viewer", "nonMember", "spare"] as const) {
    people[who] = await signUp(t.app, { firstName: who, lastName: "Matrix" });
  }
});
afterAll(async () => {
  await t?.close();
});

function inject(method: Method, url: string, who: SignedUp | null, payload?: unknown, stream = false, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    headers: who ? { ...headers, cookie: who.cookie } : headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    // Resolves once the head is written, so a stream that never ends can still be checked.
    ...(stream ? { payloadAsStream: true } : {}),
  });
}

async function newWorld(): Promise<World> {
  const asAdmin: World["asAdmin"] = async (method, url, payload) => {
    const res = await inject(method, url, people.admin, payload);
    return { status: res.statusCode, body: res.body ? safeJson(res.body) : null };
  };
  const created = await asAdmin("POST", "/api/trips", { name: "Matrix trip", startDate: "2027-04-20", endDate: "2027-05-10" });
  expect(created.status).toBe(201);
  const tripId = created.body!.id!;
  await t.database.db.execute(
    sql`insert into trip_members (trip_id, user_id, role) values
          (${tripId}, ${people.editor.user.id}, 'editor'), (${tripId}, ${people.viewer.user.id}, 'viewer')`,
  );
  const [spare] = await sqlRows<{ id: string }>(
    t.database,
    sql`insert into trip_members (trip_id, user_id, role) values (${tripId}, ${people.spare.user.id}, 'viewer') returning id`,
  );
  return { tripId, spareMemberId: spare!.id, asAdmin };
}

function safeJson(body: string): { id?: string } | null {
  try {
    return JSON.parse(body) as { id?: string };
  } catch {
    return null;
  }
}

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const isApi = (url: string) => url.startsWith("/api/");

describe("authorization matrix", () => {
  it("lists every registered API route exactly once, and nothing that is not registered", () => {
    const registered = [...new Set(routes.filter((r) => isApi(r.url)).map(key))].sort();
    expect(registered.length).toBeGreaterThan(20);
    const unlisted = registered.filter((k) => !(k in MATRIX) && !(k in NOT_TRIP_SCOPED));
    expect(unlisted, "routes missing from the authorization matrix").toEqual([]);
    const stale = [...Object.keys(MATRIX), ...Object.keys(NOT_TRIP_SCOPED)].filter((k) => !registered.includes(k));
    expect(stale, "matrix entries for routes the app does not register").toEqual([]);
    const both = Object.keys(MATRIX).filter((k) => k in NOT_TRIP_SCOPED);
    expect(both).toEqual([]);
  });

  it("treats every route with a trip or child-resource id as trip-scoped", () => {
    // Only secret-token routes and the caller's own resources may take an id-like parameter without the trip rules.
    const withParams = [...new Set(routes.filter((r) => isApi(r.url) && r.url.includes(":")).map(key))];
    const exempt = withParams.filter((k) => !(k in MATRIX)).sort();
    const declared = Object.keys(NOT_TRIP_SCOPED).filter((k) => ["secret-token", "own"].includes(NOT_TRIP_SCOPED[k]!.access));
    expect(exempt).toEqual(declared.sort());
  });

  it("expects exactly the roles the RULES table grants", () => {
    for (const [route, entry] of Object.entries(MATRIX)) {
      expect([...RULES[entry.action]].sort(), route).toEqual([...ROLE_SETS[entry.allowed]].sort());
    }
  });

  it("answers 401 without a session on every signed-in route that is not trip-scoped", async () => {
    for (const [route, entry] of Object.entries(NOT_TRIP_SCOPED)) {
      if (entry.access !== "signed-in" && entry.access !== "own") continue;
      const [method, url] = route.split(" ") as [Method, string];
      const res = await inject(method, url, null, entry.payload);
      expect(res.statusCode, route).toBe(401);
    }
  });

  it("answers a body nested 10,000 deep with a 400 naming the limit on every route that takes a body, never a 500", async () => {
    // Checked while parsing, before any route's hooks walk the body (security/json-body.ts).
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    const withBody = [...new Set(routes.filter((r) => isApi(r.url) && ["POST", "PUT", "PATCH"].includes(r.method)).map(key))];
    expect(withBody.length).toBeGreaterThan(20);
    for (const route of withBody) {
      const [method, pattern] = route.split(" ") as [Method, string];
      const url = pattern.replace(/:[a-zA-Z]+/g, randomUUID());
      const res = await inject(method, url, people.admin, deep, false, { "content-type": "application/json" });
      expect(res.statusCode, `${route}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().message, route).toBe(JSON_DEPTH_MESSAGE);
    }
  });

  it("answers 404 on the public page's data for an unknown token, signed in or out", async () => {
    for (const who of [null, people.admin]) expect((await inject("GET", `/api/share/${"x".repeat(43)}`, who)).statusCode).toBe(404);
  });

  it("answers 404 on the secret-token feed for an unknown token", async () => {
    const res = await inject("GET", `/api/calendar-feeds/${"x".repeat(32)}.ics`, null);
    expect(res.statusCode).toBe(404);
  });

  describe.each(Object.entries(MATRIX))("%s", (route, entry) => {
    const [method] = route.split(" ") as [Method, string];
    it.each(CALLERS)("as %s", async (caller) => {
      const world = await newWorld();
      const { url, payload, headers } = await entry.request(world);
      const who =
        caller === "signed out" ? null : caller === "non-member" ? people.nonMember : people[caller as Role];
      const res = await inject(method, url, who, payload, entry.stream, headers);
      const body = entry.stream ? "" : res.body;
      if (entry.stream) res.stream().destroy();
      const allowed = (ROLE_SETS[entry.allowed] as readonly string[]).includes(caller);
      const expected = caller === "signed out" ? 401 : caller === "non-member" ? 404 : allowed ? "2xx" : 403;
      const got = res.statusCode >= 200 && res.statusCode < 300 ? "2xx" : res.statusCode;
      expect(got, `${route} as ${caller}: ${res.statusCode} ${body.slice(0, 300)}`).toBe(expected);
      // What each successful write publishes to live streams is checked, route by route, in realtime/publish.test.ts.
    });
  });
});
