// Authorization matrix: every route declares who may call it (config.access,
// read here from the routes the app registers). Each trip-scoped route is called
// as signed out, non-member, viewer, editor and admin, and must answer
// 401 / 404 / 403 / 2xx as its declared rule says; every signed-in route
// answers 401 without a session. A trip-scoped route missing from MATRIX fails
// the test, so none can skip the rules.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import type { RouteAccess } from "./route-access";
import type { Role } from "@shared/trips";
import { createTestApp, insertPicnicProposal, SAVED_QUOTE_BODIES, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { RULES, type Action } from "@shared/permissions";
import { multipart } from "../test/multipart";
import { fixture } from "../imports/fixtures";
import { jpegWithExif } from "../test/photos";
import { GPX_WALK } from "../tracks/samples";
const JSON_DEPTH_MESSAGE = "JSON may be nested at most 64 levels deep";

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
  /** The RULES action this request is checked against: the route's declared one, or `narrowedFrom` it. */
  action: Action;
  /** The route declares this broader rule and the service narrows it for this request (removing someone else, a proposal's changes, someone else's expense). */
  narrowedFrom?: Action;
  /** Who may: must match RULES[action]. */
  allowed: keyof typeof ROLE_SETS;
  /** Builds the request (and any fixture it needs) in a fresh world; headers for a multipart body. */
  request: (w: World) => Promise<{ url: string; payload?: unknown; headers?: Record<string, string> }>;
  /** A long-lived event stream: only its status and headers are awaited. */
  stream?: boolean;
}

const today = "2027-05-01";

/** A place without a date: an idea. */
const ideaOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Pena Palace", lat: 38.7876, lng: -9.3906 });
  expect(res.status).toBe(201);
  return res.body!.id!;
};

/** A trip chat message the trip's admin posted. */
const messageOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/messages`, { text: "Dinner at 8?" });
  expect(res.status).toBe(201);
  return res.body!.id!;
};

/** A poll the trip's admin opened. */
const pollOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/polls`, { question: "Lunch?", options: [{ text: "Fish" }, { text: "Pasta" }], multiple: false });
  expect(res.status).toBe(201);
  return res.body as { id: string; options: { id: string }[] };
};

const reservationOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/reservations`, { name: "Hotel Sol", reservationDate: today });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
/** A photo the trip's admin added, written straight to the table (the upload route has its own row here). */
const photoOf = async (w: World) => {
  const [row] = await sqlRows<{ id: string }>(
    t.database,
    sql`insert into photos (trip_id, uploader_id, date, name, content_type, size, preview, original, small, large)
        select ${w.tripId}, user_id, ${today}, 'a.jpg', 'image/jpeg', 5, true, ${Buffer.from("jpeg!")}, ${Buffer.from("webp")}, ${Buffer.from("webp")}
        from trip_members where trip_id = ${w.tripId} and role = 'admin' limit 1 returning id`,
  );
  return row!.id;
};
/** A track the trip's admin imported. */
const trackOf = async (w: World) => {
  const [row] = await sqlRows<{ id: string }>(
    t.database,
    sql`insert into tracks (trip_id, date, name, lines, position) values (${w.tripId}, ${today}, 'Walk', ${JSON.stringify([[[-9.1, 38.7], [-9.2, 38.8]]])}::jsonb, 0) returning id`,
  );
  return row!.id;
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
const guestOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/guests`, { firstName: "Gil" });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
const listItemOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/lists/packing`, { text: "Sunscreen" });
  expect(res.status).toBe(201);
  return res.body!.id!;
};
const noteOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/notes`, { title: "Wifi" });
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

/** A public receiver (a documentation address): the create check passes, nothing is sent (no sender runs here). */
const webhookOf = async (w: World) => {
  const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/webhooks`, { url: "https://203.0.113.10/hook", format: "json", kinds: ["expense.added"] });
  expect(res.status).toBe(201);
  return res.body!.id!;
};

/** An assistant's open proposal to add an event (add_itinerary_item, itinerary.write). */
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
  "GET /api/trips/:tripId": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}` }) },
  "PATCH /api/trips/:tripId": {
    action: "trip.update",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}`, payload: { name: "Renamed" } }),
  },
  "DELETE /api/trips/:tripId": { action: "trip.delete", allowed: "admins", request: async (w) => ({ url: `/api/trips/${w.tripId}` }) },
  // Any member may copy the trip as a template: the copy is theirs, the trip itself does not change.
  "POST /api/trips/:tripId/copy": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/copy`, payload: { name: "Copied", startDate: "2028-04-20" } }),
  },

  // Members
  "GET /api/trips/:tripId/members": {
    action: "members.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members` }),
  },
  "POST /api/trips/:tripId/members": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members`, payload: { userId: `new-${randomUUID()}@example.com` } }),
  },
  "PATCH /api/trips/:tripId/members/:memberId": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members/${w.spareMemberId}`, payload: { role: "editor" } }),
  },
  // Removing someone else; leaving (removing oneself) is open to all and tested in members.test.ts.
  "DELETE /api/trips/:tripId/members/:memberId": {
    action: "members.manage",
    narrowedFrom: "members.leave",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/members/${w.spareMemberId}` }),
  },
  "DELETE /api/trips/:tripId/invitations/:invitationId": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/invitations/${await invitationOf(w)}` }),
  },

  // Guests (docs/product/guests.md): editors add, rename and remove them; linking one to a member is the admins'.
  "POST /api/trips/:tripId/guests": { action: "guests.write", allowed: "editors", request: async (w) => ({ url: `/api/trips/${w.tripId}/guests`, payload: { firstName: "Gil" } }) },
  "PATCH /api/guests/:id": { action: "guests.write", allowed: "editors", request: async (w) => ({ url: `/api/guests/${await guestOf(w)}`, payload: { lastName: "Silva" } }) },
  "DELETE /api/guests/:id": { action: "guests.write", allowed: "editors", request: async (w) => ({ url: `/api/guests/${await guestOf(w)}` }) },
  "POST /api/guests/:id/link": {
    action: "members.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/guests/${await guestOf(w)}/link`, payload: { userId: people.admin.user.id } }),
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

  // Webhooks (docs/product/notifications.md): their secrets sign in the trip's name, so admins only.
  "POST /api/trips/:tripId/webhooks": {
    action: "webhooks.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/webhooks`, payload: { url: "https://203.0.113.10/hook", format: "slack", kinds: ["member.joined"] } }),
  },
  "GET /api/trips/:tripId/webhooks": {
    action: "webhooks.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/webhooks` }),
  },
  // The webhook names its trip: a non-member gets 404 as for the trip itself.
  "DELETE /api/webhooks/:id": {
    action: "webhooks.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/webhooks/${await webhookOf(w)}` }),
  },
  "GET /api/webhooks/:id/deliveries": {
    action: "webhooks.manage",
    allowed: "admins",
    request: async (w) => ({ url: `/api/webhooks/${await webhookOf(w)}/deliveries` }),
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
  "PATCH /api/trips/:tripId/share": {
    action: "share.manage",
    allowed: "admins",
    request: async (w) => {
      expect((await w.asAdmin("POST", `/api/trips/${w.tripId}/share`)).status).toBe(201);
      return { url: `/api/trips/${w.tripId}/share`, payload: { includeMemories: true } };
    },
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
  // Notes (docs/product/notes.md): every member reads, editors write.
  "GET /api/trips/:tripId/notes": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/notes` }) },
  "POST /api/trips/:tripId/notes": { action: "notes.write", allowed: "editors", request: async (w) => ({ url: `/api/trips/${w.tripId}/notes`, payload: { title: "Wifi", body: "*abc*" } }) },
  "PATCH /api/notes/:id": { action: "notes.write", allowed: "editors", request: async (w) => ({ url: `/api/notes/${await noteOf(w)}`, payload: { pinned: true } }) },
  "DELETE /api/notes/:id": { action: "notes.write", allowed: "editors", request: async (w) => ({ url: `/api/notes/${await noteOf(w)}` }) },
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
  "GET /api/trips/:tripId/locations": {
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
  // Weather (docs/product/weather.md)
  "GET /api/trips/:tripId/weather": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/weather` }),
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
  "PATCH /api/trips/:tripId/legs": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => {
      const ids: string[] = [];
      for (const [name, lng] of [["Castle", -9.13], ["Chiado", -9.14]] as const) {
        const res = await w.asAdmin("POST", `/api/trips/${w.tripId}/places`, { name, date: today, lat: 38.71, lng });
        expect(res.status).toBe(201);
        ids.push(res.body!.id!);
      }
      return { url: `/api/trips/${w.tripId}/legs`, payload: { fromId: ids[0], toId: ids[1], mode: "transit" } };
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
  // Polls (docs/product/polls.md): every member reads and votes; editors open them; closing and deleting
  // another's poll is the admins' (each is also its creator's, tested in polls.test.ts).
  "GET /api/trips/:tripId/polls": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/polls` }) },
  "POST /api/trips/:tripId/polls": {
    action: "polls.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/polls`, payload: { question: "Lunch?", options: [{ text: "Fish" }, { text: "Pasta" }], multiple: false } }),
  },
  "PUT /api/polls/:id/vote": {
    action: "polls.vote",
    allowed: "all",
    request: async (w) => {
      const poll = await pollOf(w);
      return { url: `/api/polls/${poll.id}/vote`, payload: { optionIds: [poll.options[0]!.id] } };
    },
  },
  "POST /api/polls/:id/close": { action: "polls.manage", narrowedFrom: "polls.write", allowed: "admins", request: async (w) => ({ url: `/api/polls/${(await pollOf(w)).id}/close` }) },
  "DELETE /api/polls/:id": { action: "polls.manage", narrowedFrom: "polls.write", allowed: "admins", request: async (w) => ({ url: `/api/polls/${(await pollOf(w)).id}` }) },
  // Ideas (docs/product/ideas.md): every member reads and 👍 them; editors import them.
  "GET /api/trips/:tripId/ideas": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/ideas` }),
  },
  "PUT /api/places/:id/like": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/places/${await ideaOf(w)}/like` }),
  },
  "DELETE /api/places/:id/like": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/places/${await ideaOf(w)}/like` }),
  },
  "POST /api/trips/:tripId/imports/places": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => {
      const { payload, headers } = multipart([{ name: "pins.csv", data: "Title,Note,URL\nPin,,\"https://www.google.com/maps/search/38.7,-9.1\"\n" }]);
      return { url: `/api/trips/${w.tripId}/imports/places`, payload, headers };
    },
  },
  // Searches the trip's own places, so it is the trip's to read.
  "GET /api/places/search": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/places/search?q=Lisbon&tripId=${w.tripId}` }),
  },

  // Calendar feeds
  "GET /api/trips/:tripId/calendar.ics": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/calendar.ics` }),
  },
  "GET /api/trips/:tripId/calendar-feed": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/calendar-feed` }),
  },
  // Each member's own subscription link, so any member may reset theirs.
  "POST /api/trips/:tripId/calendar-feed/reset": {
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
  // GPX, KML and GeoJSON (docs/product/gpx-kml-geojson.md): editors import and delete tracks; every member exports.
  "POST /api/trips/:tripId/days/:date/geo": {
    action: "itinerary.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/days/${today}/geo`, ...multipart([{ name: "walk.gpx", data: GPX_WALK }]) }),
  },
  "DELETE /api/tracks/:id": { action: "itinerary.write", allowed: "editors", request: async (w) => ({ url: `/api/tracks/${await trackOf(w)}` }) },
  "GET /api/trips/:tripId/export.gpx": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/export.gpx?date=${today}` }) },
  "GET /api/trips/:tripId/export.kml": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/export.kml` }) },
  "GET /api/trips/:tripId/export.geojson": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/export.geojson` }) },
  // Memories (docs/product/memories.md): every member adds photos and writes their own entry; a photo is its uploader's or an admin's to change.
  "POST /api/trips/:tripId/photos": {
    action: "memories.add",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/photos`, ...multipart([{ name: "a.jpg", data: await jpegWithExif({ takenAt: `${today}T10:00:00` }) }]) }),
  },
  "GET /api/trips/:tripId/photos": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/photos` }) },
  "PATCH /api/photos/:id": { action: "memories.manage", narrowedFrom: "memories.add", allowed: "admins", request: async (w) => ({ url: `/api/photos/${await photoOf(w)}`, payload: { caption: "x" } }) },
  "DELETE /api/photos/:id": { action: "memories.manage", narrowedFrom: "memories.add", allowed: "admins", request: async (w) => ({ url: `/api/photos/${await photoOf(w)}` }) },
  "GET /api/photos/:id/file": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/photos/${await photoOf(w)}/file?size=400` }) },
  // The original is its uploader's alone (the admin here): memories/photos.test.ts shows others get 403.
  "GET /api/photos/:id/original": { action: "share.manage", narrowedFrom: "trip.read", allowed: "admins", request: async (w) => ({ url: `/api/photos/${await photoOf(w)}/original` }) },
  "GET /api/trips/:tripId/journal": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/journal` }) },
  "PUT /api/trips/:tripId/journal/:date": { action: "memories.add", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/journal/${today}`, payload: { text: "A day" } }) },
  "DELETE /api/trips/:tripId/journal/:date": {
    action: "memories.add",
    allowed: "all",
    // Each caller deletes their own entry: every member writes one first.
    request: async (w) => {
      for (const who of Object.values(people)) await inject("PUT", `/api/trips/${w.tripId}/journal/${today}`, who, { text: "A day" });
      return { url: `/api/trips/${w.tripId}/journal/${today}` };
    },
  },
  "DELETE /api/files/:id": { action: "reservations.write", allowed: "editors", request: async (w) => ({ url: `/api/files/${await fileOf(w)}` }) },

  // Budget
  // Group money (docs/product/budget-and-expenses.md). Every member reads and logs; writing what someone else paid, or a payment
  // between others, is for editors — a viewer's own expenses and payments are in expenses/expenses.test.ts.
  "GET /api/trips/:tripId/expenses": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/expenses` }) },
  "POST /api/trips/:tripId/expenses": {
    action: "expenses.write",
    narrowedFrom: "expenses.log",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/expenses`, payload: { description: "Dinner", amount: "60", date: today, paidBy: people.admin.user.id } }),
  },
  "PATCH /api/expenses/:id": {
    action: "expenses.write",
    narrowedFrom: "expenses.log",
    allowed: "editors",
    request: async (w) => ({ url: `/api/expenses/${await expenseOf(w)}`, payload: { amount: "75" } }),
  },
  "DELETE /api/expenses/:id": {
    action: "expenses.write",
    narrowedFrom: "expenses.log",
    allowed: "editors",
    request: async (w) => ({ url: `/api/expenses/${await expenseOf(w)}` }),
  },
  "GET /api/trips/:tripId/balances": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/balances` }) },
  "POST /api/trips/:tripId/payments": {
    action: "expenses.write",
    narrowedFrom: "expenses.log",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/payments`, payload: { from: people.admin.user.id, to: people.spare.user.id, amount: "20", date: today } }),
  },
  "GET /api/trips/:tripId/expenses.csv": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/expenses.csv` }) },
  // Another app's export (rows in the trip's own currency, USD) brings everyone's expenses: editors, as for entering anyone's expense.
  "POST /api/trips/:tripId/imports/expenses": {
    action: "expenses.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/imports/expenses`, ...multipart([{ name: "export.csv", data: fixture("splitwise-lisbon.csv") }]) }),
  },
  "POST /api/trips/:tripId/imports/expenses/confirm": {
    action: "expenses.write",
    allowed: "editors",
    request: async (w) => ({
      url: `/api/trips/${w.tripId}/imports/expenses/confirm`,
      payload: {
        mapping: { Ana: people.admin.user.id, Ben: people.spare.user.id },
        rows: [{ line: 2, kind: "expense", date: today, description: "Dinner", category: "food", currency: "USD", amount: "20.00", paid: [{ name: "Ana", amount: "20.00" }], owed: [{ name: "Ana", amount: "10.00" }, { name: "Ben", amount: "10.00" }] }],
      },
    }),
  },

  "GET /api/trips/:tripId/budget": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/budget` }) },
  "GET /api/trips/:tripId/budget/summary": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget/summary` }),
  },
  "POST /api/trips/:tripId/budget": {
    action: "budget.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget`, payload: { category: "hotels", plannedAmount: "250.50" } }),
  },
  "PATCH /api/trips/:tripId/budget/:allocationId": {
    action: "budget.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget/${await allocationOf(w)}`, payload: { plannedAmount: "120" } }),
  },
  "DELETE /api/trips/:tripId/budget/:allocationId": {
    action: "budget.write",
    allowed: "editors",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/budget/${await allocationOf(w)}` }),
  },

  // Live updates
  "GET /api/trips/:tripId/stream": {
    action: "trip.read",
    allowed: "all",
    stream: true,
    request: async (w) => ({ url: `/api/trips/${w.tripId}/stream` }),
  },

  // Chat and suggestions (the offline assistant answers)
  // Trip chat (docs/product/trip-chat.md): every member reads, posts, reacts and marks read. The
  // message edited or deleted here is the admin's own: only its author edits it, and deleting
  // another's is moderation (trip-chat.test.ts has an author's own edit and delete).
  "GET /api/trips/:tripId/messages": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/messages` }) },
  "POST /api/trips/:tripId/messages": { action: "chat.write", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/messages`, payload: { text: "Dinner at 8?" } }) },
  "POST /api/trips/:tripId/messages/read": {
    action: "trip.read",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/messages/read`, payload: { lastId: await messageOf(w) } }),
  },
  "PATCH /api/messages/:id": {
    action: "chat.moderate",
    narrowedFrom: "chat.write",
    allowed: "admins",
    request: async (w) => ({ url: `/api/messages/${await messageOf(w)}`, payload: { text: "Dinner at 9?" } }),
  },
  "DELETE /api/messages/:id": { action: "chat.moderate", narrowedFrom: "chat.write", allowed: "admins", request: async (w) => ({ url: `/api/messages/${await messageOf(w)}` }) },
  "PUT /api/messages/:id/reactions/:emoji": { action: "chat.write", allowed: "all", request: async (w) => ({ url: `/api/messages/${await messageOf(w)}/reactions/${encodeURIComponent("👍")}` }) },
  "DELETE /api/messages/:id/reactions/:emoji": {
    action: "chat.write",
    allowed: "all",
    request: async (w) => ({ url: `/api/messages/${await messageOf(w)}/reactions/${encodeURIComponent("👍")}` }),
  },
  "GET /api/trips/:tripId/chat": { action: "trip.read", allowed: "all", request: async (w) => ({ url: `/api/trips/${w.tripId}/chat` }) },
  "POST /api/trips/:tripId/chat": {
    action: "chat.write",
    allowed: "all",
    request: async (w) => ({ url: `/api/trips/${w.tripId}/chat`, payload: { content: "What should we eat?" } }),
  },
  // Proposals: allowed when the role allows every change (this one adds an event).
  "POST /api/proposals/:id/apply": {
    action: "itinerary.write",
    narrowedFrom: "trip.read",
    allowed: "editors",
    request: async (w) => ({ url: `/api/proposals/${await proposalOf(w)}/apply` }),
  },
  "POST /api/proposals/:id/discard": {
    action: "itinerary.write",
    narrowedFrom: "trip.read",
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

/** A valid body for the signed-in routes that are not about one trip, so their 401 is not a 400. */
const PAYLOADS: Record<string, unknown> = {
  "POST /api/auth/change-password": { currentPassword: "x", newPassword: "brass-compass-77" },
  "PUT /api/profile/preferences": { email: true, push: false },
  "PUT /api/profile/notifications": { mention: { email: "off", push: false } },
  "POST /api/notifications/read": { all: true },
  "POST /api/push/subscriptions": {
    endpoint: "https://203.0.113.10/push/x",
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  },
  "DELETE /api/push/subscriptions": { endpoint: "https://203.0.113.10/push/x" },
  "DELETE /api/auth/account": { confirmation: "x@example.com" },
  "POST /api/profile/tokens": { name: "x" },
  "PUT /api/profile/forwarding": { autoAdd: true },
  "POST /api/profile/forwarding/senders": { email: "x@example.com" },
  "POST /api/inbox/:id/add": { tripId: "00000000-0000-4000-8000-000000000000", candidates: [0] },
  "POST /api/auth/passkeys/register/verify": {
    name: "x",
    response: { id: "abc", rawId: "abc", type: "public-key", clientExtensionResults: {}, response: { clientDataJSON: "abc", attestationObject: "abc" } },
  },
  "POST /api/auth/2fa/totp/enable": { code: "123456" },
  "POST /api/auth/2fa/totp/disable": { currentPassword: "x", code: "123456" },
  "POST /api/trips": { name: "x" },
  "POST /api/ai/place-details": { name: "x", city: "y", type: "hotel" },
  "POST /api/ai/travel-suggestions": { destination: "x", dates: "y" },
};

/**
 * The routes with a path parameter that are not trip-scoped, each with why: a
 * new route addressed by some id must be trip-scoped or be listed here.
 */
const UNSCOPED_WITH_PARAMS: Record<string, string> = {
  "DELETE /api/profile/tokens/:id": "the caller's own token: another user's is not found (auth/access-tokens.test.ts)",
  "DELETE /api/profile/apps/:id": "the caller's own connected app: another user's is not found (oauth/oauth.test.ts)",
  "POST /api/inbox/:id/add": "the caller's own Inbox mail, into a trip named in the body where they may add reservations: 404/403 otherwise (inbound/inbound.test.ts)",
  "DELETE /api/inbox/:id": "the caller's own Inbox mail: another person's is not found (inbound/inbound.test.ts)",
  "DELETE /api/auth/passkeys/:id": "the caller's own passkey: another user's is not found (auth/passkeys.test.ts)",
  "DELETE /api/auth/sessions/:id": "one of the caller's own sessions: another account's is not found (auth/two-factor.test.ts)",
  "GET /api/calendar-feeds/:file": "calendar apps poll with the secret token in the path instead of a cookie (ADR 005)",
  "POST /api/invite-links/:token/accept": "whoever holds an invite link's token may join with it, signed in (invites/invites.test.ts)",
  "GET /api/share/:token": "a published trip's page: whoever holds the share token reads it, signed in or out (share/share.test.ts)",
  "GET /api/share/:token/photos/:id": "a shared story's photo: whoever holds the share token, while the story is shared (memories/memories.test.ts)",
  "GET /api/admin/backups/:id/download": "the instance's backups, for its admins only: 401 signed out, 403 for anyone else (backups/backups.test.ts)",
  "DELETE /api/admin/backups/:id": "the instance's backups, for its admins only: 401 signed out, 403 for anyone else (backups/backups.test.ts)",
  "PATCH /api/admin/users/:userId": "instance admins only, any account (admin/admin.test.ts; the instance-admin check below)",
  "DELETE /api/admin/users/:userId": "instance admins only, any account (admin/admin.test.ts; the instance-admin check below)",
};

/** A valid request to each instance-admin route, so an admin's answer shows the route ran (2xx) and others' show the refusal. */
const ADMIN_REQUESTS: Record<string, (target: string) => { url: string; payload?: unknown }> = {
  "GET /api/admin/users": () => ({ url: "/api/admin/users?q=matrix&page=1&pageSize=10" }),
  "PATCH /api/admin/users/:userId": (target) => ({ url: `/api/admin/users/${target}`, payload: { disabled: false } }),
  "DELETE /api/admin/users/:userId": (target) => ({ url: `/api/admin/users/${target}` }),
  "GET /api/admin/settings": () => ({ url: "/api/admin/settings" }),
  "PUT /api/admin/settings": () => ({ url: "/api/admin/settings", payload: { registration: "open", requireTwoFactor: false, passwordSignIn: true } }),
  "GET /api/admin/audit": () => ({ url: "/api/admin/audit" }),
  "GET /api/admin/about": () => ({ url: "/api/admin/about" }),
  "GET /api/admin/backups": () => ({ url: "/api/admin/backups" }),
  "POST /api/admin/backups": () => ({ url: "/api/admin/backups" }),
  // Two finished backups taken in beforeAll: one downloaded, one deleted (whatever order the routes come in).
  "GET /api/admin/backups/:id/download": () => ({ url: `/api/admin/backups/${matrixBackups[0]}/download` }),
  "DELETE /api/admin/backups/:id": () => ({ url: `/api/admin/backups/${matrixBackups[1]}` }),
};

let t: TestApp;
const matrixBackups: string[] = [];
/** The routes as registered; read once the app is ready, when plugins' routes have their declarations too (declareAccess). */
const registered: RouteOptions[] = [];
let routes: { method: Method; url: string; access: RouteAccess | undefined }[] = [];
const people = {} as Record<"admin" | "editor" | "viewer" | "nonMember" | "spare", SignedUp>;

beforeAll(async () => {
  t = await createTestApp({
    backups: { dir: mkdtempSync(join(tmpdir(), "matrix-backups-")), keep: 7, cron: "off" },
    onRoute: (route: RouteOptions) => registered.push(route),
  });
  await t.app.ready();
  routes = registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD" && method !== "OPTIONS")
      .map((method) => ({ method: method as Method, url: route.url, access: route.config?.access })),
  );
  for (const who of ["admin", "editor", "viewer", "nonMember", "spare"] as const) {
    people[who] = await signUp(t.app, { firstName: who, lastName: "Matrix" });
  }
  for (let i = 0; i < 2; i++) matrixBackups.push((await inject("POST", "/api/admin/backups", people.admin)).json().id);
  await vi.waitFor(
    async () => {
      const list = (await inject("GET", "/api/admin/backups", people.admin)).json() as { id: string; status: string }[];
      if (!matrixBackups.every((id) => list.find((b) => b.id === id)?.status === "done")) throw new Error("backups not done yet");
    },
    { timeout: 20_000, interval: 50 },
  );
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
  it("finds a declaration on every route", () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => r.access === undefined).map(key)).toEqual([]);
  });

  it("has a request in MATRIX for every trip-scoped route, with the rule it declares", () => {
    const scoped = routes.filter((r) => typeof r.access === "object");
    const missing = scoped.map(key).filter((k) => !(k in MATRIX));
    expect(missing, "trip-scoped routes missing from the authorization matrix").toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !scoped.some((r) => key(r) === k));
    expect(stale, "matrix entries for routes the app does not register as trip-scoped").toEqual([]);
    for (const r of scoped) {
      const entry = MATRIX[key(r)]!;
      expect(entry.narrowedFrom ?? entry.action, key(r)).toBe((r.access as { action: Action }).action);
    }
  });

  it("treats every route with a trip or child-resource id as trip-scoped", () => {
    const withParams = [...new Set(routes.filter((r) => isApi(r.url) && r.url.includes(":") && typeof r.access !== "object").map(key))];
    expect(withParams.sort()).toEqual(Object.keys(UNSCOPED_WITH_PARAMS).filter((k) => k.includes(":")).sort());
  });

  it("expects exactly the roles the RULES table grants", () => {
    for (const [route, entry] of Object.entries(MATRIX)) {
      expect([...RULES[entry.action]].sort(), route).toEqual([...ROLE_SETS[entry.allowed]].sort());
    }
  });

  it("answers 401 without a session on every signed-in route that is not trip-scoped", async () => {
    const signedIn = routes.filter((r) => isApi(r.url) && (r.access === "signed-in" || r.access === "browser-session"));
    expect(signedIn.length).toBeGreaterThan(10);
    for (const r of signedIn) {
      const res = await inject(r.method, r.url, null, PAYLOADS[key(r)]);
      expect(res.statusCode, key(r)).toBe(401);
    }
  });

  it("answers every instance-admin route 401 signed out, 403 to anyone else, and runs it for an instance admin", async () => {
    const adminOnly = [...new Set(routes.filter((r) => r.access === "instance-admin").map(key))];
    expect(adminOnly.sort(), "instance-admin routes missing from ADMIN_REQUESTS").toEqual(Object.keys(ADMIN_REQUESTS).sort());
    // people.admin signed up first, so it is the instance's admin; the others are not.
    for (const route of adminOnly) {
      const [method] = route.split(" ") as [Method, string];
      // One account to act on per route that names one (signing up hashes a password: slow); the refusals leave it as it was.
      const target = route.includes(":userId") ? (await signUp(t.app, { firstName: "Target", lastName: "Matrix" })).user.id : "";
      const { url, payload } = ADMIN_REQUESTS[route]!(target);
      for (const [who, expected] of [[null, 401], [people.editor, 403], [people.viewer, 403], [people.nonMember, 403]] as const) {
        const res = await inject(method, url, who, payload);
        expect(res.statusCode, `${route} as ${who?.user.firstName ?? "signed out"}`).toBe(expected);
      }
      const res = await inject(method, url, people.admin, payload);
      expect(res.statusCode >= 200 && res.statusCode < 300, `${route} as the instance admin: ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true);
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

  it("declares single sign-on's two navigations public, and answers them signed out with a redirect to the sign-in page (no provider set up here)", async () => {
    for (const route of ["GET /api/auth/oidc/start", "GET /api/auth/oidc/callback"]) {
      expect(routes.find((r) => key(r) === route)?.access, route).toBe("public");
      const res = await inject("GET", route.split(" ")[1]!, null);
      expect(res.statusCode, route).toBe(302);
      expect(res.headers.location, route).toBe("/login?sso=unavailable");
    }
  });

  it("declares the OAuth protocol's endpoints public (apps call them before they hold a token) and answers them signed out, never with a 500", async () => {
    const oauth = routes.filter((r) => /^\/(oauth|\.well-known)\//.test(r.url)).map(key).sort();
    expect(oauth).toEqual(
      [
        "GET /.well-known/oauth-authorization-server",
        "GET /.well-known/oauth-protected-resource",
        "GET /.well-known/oauth-protected-resource/mcp",
        "GET /oauth/authorize",
        "POST /oauth/register",
        "POST /oauth/revoke",
        "POST /oauth/token",
      ].sort(),
    );
    for (const route of oauth) {
      expect(routes.find((r) => key(r) === route)?.access, route).toBe("public");
      const [method, url] = route.split(" ") as [Method, string];
      const res = await t.app.inject({ method, url });
      // Metadata answers; the rest refuse the empty request in the OAuth format.
      expect([200, 204, 400], route).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().error, route).toMatch(/^invalid_(request|client_metadata)$/);
    }
    // The consent calls are the member's own browser's: a token cannot approve apps.
    for (const route of ["GET /api/oauth/consent", "POST /api/oauth/consent", "GET /api/profile/apps", "DELETE /api/profile/apps/:id"]) {
      expect(routes.find((r) => key(r) === route)?.access, route).toBe("browser-session");
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
