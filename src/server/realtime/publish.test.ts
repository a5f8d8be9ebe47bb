// Live-update events are said by the services, inside the write's transaction
// (ADR 017): a rolled-back write publishes nothing, and every write route is
// listed in one table with exactly the changes it must publish. A route
// missing from the table fails the test, so a new route needs a decision.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { RouteOptions } from "fastify";
import { sql } from "drizzle-orm";
import type { ChangeEvent, RealtimeResource } from "@shared/realtime";
import { addTripMember, createTestApp, insertPicnicProposal, SAVED_QUOTE_BODIES, signUp, sqlRows, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import { publishChange, REALTIME_CHANNEL, type TripChange } from "./publish";
import { multipart } from "../test/multipart";
import { fixture } from "../imports/fixtures";
import { jpegWithExif } from "../test/photos";
import { GPX_WALK } from "../tracks/samples";
import { generate } from "otplib";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";
const WRITES: readonly string[] = ["POST", "PUT", "PATCH", "DELETE"];

let t: TestApp;
let admin: SignedUp;
/** A real trip the markers are about: every published change is also an activity row of its trip (ADR 037). */
let markerTripId: string;
const routes = new Set<string>();
/** Every change read off the real channel, in arrival order. */
const received: TripChange[] = [];
const waiting = new Set<() => void>();

beforeAll(async () => {
  t = await createTestApp({
    backups: { dir: mkdtempSync(join(tmpdir(), "publish-backups-")), keep: 7, cron: "off" },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (WRITES.includes(method) && route.url.startsWith("/api/")) routes.add(`${method} ${route.url}`);
      }
    },
  });
  await t.database.listen(REALTIME_CHANNEL, (payload) => {
    const { k, ...change } = JSON.parse(payload) as TripChange & { k: string };
    if (k !== "change") return;
    received.push(change);
    for (const check of waiting) check();
  });
  admin = await signUp(t.app, { firstName: "Ada", lastName: "Admin" });
  markerTripId = (await asAdmin("POST", "/api/trips", { name: "Markers" })).id;
});
afterAll(async () => {
  await t?.close();
});

/** Resolves with the index of the first change matching `pred` once it has arrived. */
function until(pred: (c: TripChange) => boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(check);
      reject(new Error("no such change arrived within 5 s"));
    }, 5000);
    function check() {
      const i = received.findIndex(pred);
      if (i < 0) return;
      waiting.delete(check);
      clearTimeout(timer);
      resolve(i);
    }
    waiting.add(check);
    check();
  });
}

/**
 * Commits a marker change and waits for it. The channel delivers in commit
 * order, so everything committed before the marker has arrived by then:
 * the marker is the barrier that lets "nothing else arrived" be asserted without sleeping.
 */
async function mark(): Promise<number> {
  const id = `marker-${randomUUID()}`;
  await t.database.db.transaction((tx) =>
    publishChange(tx, { tripId: markerTripId, resource: "trip", action: "updated", id, by: null }),
  );
  return until((c) => c.id === id);
}

/** The changes committed by `work`, between two markers. */
async function changesOf(work: () => Promise<unknown>): Promise<TripChange[]> {
  const from = await mark();
  await work();
  const to = await mark();
  return received.slice(from + 1, to);
}

function call(method: Method | "GET", url: string, who: SignedUp | null, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method,
    url,
    headers: who ? { ...headers, cookie: who.cookie } : headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

async function asAdmin(method: Method | "GET", url: string, payload?: unknown) {
  const res = await call(method, url, admin, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.body ? (res.json() as Record<string, unknown> & { id: string }) : ({} as { id: string });
}

const today = "2027-05-01";
const { flights: flightQuote, hotels: hotelQuote } = SAVED_QUOTE_BODIES;

interface World {
  tripId: string;
}

interface Call {
  url: string;
  payload?: unknown;
  /** Who calls; the trip's admin unless given (null: signed out). */
  as?: SignedUp | null;
  /** Ids the fixture made, for the expected changes. */
  ids?: Record<string, string>;
  /** The answer's status when it is not a success. */
  status?: number;
  /** For a multipart body. */
  headers?: Record<string, string>;
}

type Expected = Omit<TripChange, "by"> & { by?: string | null };

/** The parts of the answers the expected changes read (a row's id, chat messages, an accepted item). */
interface Answer {
  id: string;
  messages: { id: string }[];
  item: { id: string; locationId: string };
  applied: { id: string }[];
}

interface Write {
  /** Builds what the write needs (its own changes come before the first marker) and the request. */
  arrange: (w: World) => Promise<Call>;
  /** What the write must publish, from its answer. `[]`: it changes no trip data (the comment says why). */
  publishes: (w: World, answer: Answer, c: Call) => Promise<Expected[]> | Expected[];
}

const change = (tripId: string, resource: RealtimeResource, action: ChangeEvent["action"], id: string | null): Expected => ({
  tripId,
  resource,
  action,
  id,
});

const NOTHING = () => [];

const OAUTH_VERIFIER = "v".repeat(50);
let oauthClientId: string | undefined;
/** An authorization request of a registered app (one client for the whole file), as the consent screen carries it. */
async function oauthRequest() {
  const redirect_uri = "http://127.0.0.1:1/callback";
  if (!oauthClientId) {
    const res = await t.app.inject({ method: "POST", url: "/oauth/register", payload: { client_name: "Publish test", redirect_uris: [redirect_uri] } });
    oauthClientId = res.json().client_id as string;
  }
  const code_challenge = createHash("sha256").update(OAUTH_VERIFIER).digest("base64url");
  return { response_type: "code", client_id: oauthClientId, redirect_uri, code_challenge, code_challenge_method: "S256" };
}

/** A mail in the admin's Inbox with one booking read from it, written straight to the table (receiving has its own tests). */
const inboxItemOf = async () => {
  const candidate = {
    type: "attraction", name: "Fado night", reservationDate: today, reservationTime: null, endDate: null, confirmationNumber: null, address: null,
    location: null, cost: null, currency: null, source: "json-ld", flightNumber: null, description: null,
  };
  const [row] = await sqlRows<{ id: string }>(
    t.database,
    sql`insert into inbox_items (user_id, from_address, subject, candidates, message_hash)
        values (${admin.user.id}, ${admin.user.email}, 'Fado', ${JSON.stringify([candidate])}::jsonb, ${randomUUID()}) returning id`,
  );
  return row!.id;
};

const saved = (w: World, kind: "flights" | "hotels") =>
  asAdmin("POST", `/api/trips/${w.tripId}/quotes/${kind}`, kind === "flights" ? flightQuote : hotelQuote);
const reservationOf = (w: World) =>
  asAdmin("POST", `/api/trips/${w.tripId}/reservations`, { name: "Hotel Sol", reservationDate: today });
const allocationOf = (w: World, category = "food") =>
  asAdmin("POST", `/api/trips/${w.tripId}/budget`, { category, plannedAmount: "100" });
const noteOf = (w: World) => asAdmin("POST", `/api/trips/${w.tripId}/notes`, { title: "Wifi" });
const listItemOf = (w: World) => asAdmin("POST", `/api/trips/${w.tripId}/lists/packing`, { text: "Sunscreen" });
const expenseOf = (w: World) => asAdmin("POST", `/api/trips/${w.tripId}/expenses`, { description: "Dinner", amount: "60", date: today });
const itemOf = async (w: World) => {
  const location = await asAdmin("POST", "/api/locations", { tripId: w.tripId, city: "Lisbon", country: "Portugal" });
  return asAdmin("POST", `/api/trips/${w.tripId}/itinerary`, { title: "Stay", locationId: location.id, startDate: today });
};
/** One photo added through the API (its own change comes before the markers). */
const photoOf = async (w: World) => {
  const body = multipart([{ name: "tram.jpg", data: await jpegWithExif({ takenAt: `${today}T09:00:00` }) }]);
  const res = await call("POST", `/api/trips/${w.tripId}/photos`, admin, body.payload, body.headers);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }[])[0]!.id;
};
/** One track imported through the API (its own change comes before the markers). */
const trackOf = async (w: World) => {
  const body = multipart([{ name: "walk.gpx", data: GPX_WALK }]);
  const res = await call("POST", `/api/trips/${w.tripId}/days/${today}/geo`, admin, body.payload, body.headers);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { tracks: { id: string }[] }).tracks[0]!.id;
};
const proposalOf = (w: World) => insertPicnicProposal(t.database, w.tripId, today);
const chatMessageOf = (w: World) => asAdmin("POST", `/api/trips/${w.tripId}/messages`, { text: "Dinner at 8?" });
const pollOf = (w: World) =>
  asAdmin("POST", `/api/trips/${w.tripId}/polls`, { question: "Lunch?", options: [{ text: "Fish" }, { text: "Pasta" }] }) as Promise<{ id: string; options: { id: string }[] }>;
const guestOf = (w: World) => asAdmin("POST", `/api/trips/${w.tripId}/guests`, { firstName: "Gil" });
const memberOf = async (w: World) => {
  const who = await signUp(t.app);
  return { who, memberId: await addTripMember(t.database, w.tripId, who.user.id, "viewer") };
};
const memberIdOf = async (tripId: string, userId: string) =>
  (await sqlRows<{ id: string }>(t.database, sql`select id from trip_members where trip_id = ${tripId} and user_id = ${userId}`))[0]?.id;
const bookedExpenseIdOf = async (tripId: string, reservationId: string) =>
  (await sqlRows<{ id: string }>(t.database, sql`select id from expenses where trip_id = ${tripId} and reservation_id = ${reservationId}`))[0]?.id;

/** Every write route under /api: "METHOD /pattern" → how to call it and what it publishes. */
const TABLE: Record<string, Write> = {
  // ── Auth and profile ──
  // Registering an invited address joins nothing (ADR 024): only the e-mailed link does.
  "POST /api/auth/register": {
    arrange: async (w) => {
      const email = `invitee-${randomUUID()}@example.com`;
      await asAdmin("POST", `/api/trips/${w.tripId}/members`, { userId: email });
      return { url: "/api/auth/register", as: null, payload: { email, password: TEST_PASSWORD, firstName: "Ivy", lastName: "Invitee" } };
    },
    publishes: NOTHING,
  },
  // Nor does signing in with it.
  "POST /api/auth/login": {
    arrange: async (w) => {
      const who = await signUp(t.app);
      await sqlRows(
        t.database,
        sql`insert into invite_links (trip_id, token, email, role, max_uses, created_by) values (${w.tripId}, ${randomUUID()}, ${who.user.email}, 'viewer', 1, ${admin.user.id})`,
      );
      return { url: "/api/auth/login", as: null, payload: { email: who.user.email, password: TEST_PASSWORD } };
    },
    publishes: NOTHING,
  },
  // Ends a session (not the admin's, which the other rows use): no trip data.
  "POST /api/auth/logout": { arrange: async () => ({ url: "/api/auth/logout", as: await signUp(t.app) }), publishes: NOTHING },
  "POST /api/auth/change-password": {
    arrange: async () => {
      const who = await signUp(t.app);
      return { url: "/api/auth/change-password", as: who, payload: { currentPassword: TEST_PASSWORD, newPassword: "brass-compass-77" } };
    },
    publishes: NOTHING,
  },
  // A reset link is account business, not trip data (ADR 027).
  "POST /api/auth/forgot-password": {
    arrange: async () => ({ url: "/api/auth/forgot-password", as: null, payload: { email: (await signUp(t.app)).user.email } }),
    publishes: NOTHING,
  },
  "POST /api/auth/reset-password": {
    arrange: async () => {
      const who = await signUp(t.app);
      const token = randomBytes(32).toString("base64url");
      const hash = createHash("sha256").update(token).digest("hex");
      await sqlRows(t.database, sql`insert into password_reset_tokens (token_hash, user_id, expires_at) values (${hash}, ${who.user.id}, now() + interval '1 hour')`);
      return { url: "/api/auth/reset-password", as: null, payload: { token, password: "brass-compass-77" } };
    },
    publishes: NOTHING,
  },
  // The account's memberships go; its trips nobody else is on go too (covered in profile.test.ts).
  "DELETE /api/auth/account": {
    arrange: async (w) => {
      const { who, memberId } = await memberOf(w);
      return { url: "/api/auth/account", as: who, payload: { confirmation: who.user.email }, ids: { memberId, userId: who.user.id } };
    },
    publishes: (w, _a, c) => [{ ...change(w.tripId, "members", "deleted", c.ids!.memberId!), by: c.ids!.userId }],
  },
  // Verifying an address, and asking for another link: account business, no trip data.
  "POST /api/auth/verify-email": { arrange: async () => ({ url: "/api/auth/verify-email", as: null, payload: { token: "x".repeat(43) }, status: 410 }), publishes: NOTHING },
  // Two-step sign-in and the sessions list: account business, no trip data.
  "POST /api/auth/2fa/totp/setup": { arrange: async () => ({ url: "/api/auth/2fa/totp/setup", as: await signUp(t.app) }), publishes: NOTHING },
  "POST /api/auth/2fa/totp/enable": {
    arrange: async () => {
      const who = await signUp(t.app);
      const setup = await t.app.inject({ method: "POST", url: "/api/auth/2fa/totp/setup", headers: { cookie: who.cookie } });
      return { url: "/api/auth/2fa/totp/enable", as: who, payload: { code: await generate({ secret: setup.json().secret }) } };
    },
    publishes: NOTHING,
  },
  "POST /api/auth/2fa/totp/disable": {
    arrange: async () => ({ url: "/api/auth/2fa/totp/disable", as: await signUp(t.app), payload: { currentPassword: TEST_PASSWORD, code: "123456" }, status: 409 }),
    publishes: NOTHING,
  },
  "POST /api/auth/2fa/verify": { arrange: async () => ({ url: "/api/auth/2fa/verify", as: null, payload: { code: "123456" }, status: 401 }), publishes: NOTHING },
  "DELETE /api/auth/sessions/:id": {
    arrange: async () => {
      const who = await signUp(t.app);
      const [own] = (await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: { cookie: who.cookie } })).json() as { id: string }[];
      return { url: `/api/auth/sessions/${own!.id}`, as: who };
    },
    publishes: NOTHING,
  },
  "POST /api/auth/sessions/revoke-others": { arrange: async () => ({ url: "/api/auth/sessions/revoke-others", as: await signUp(t.app) }), publishes: NOTHING },
  "POST /api/auth/resend-verification": { arrange: async () => ({ url: "/api/auth/resend-verification", as: await signUp(t.app) }), publishes: NOTHING },
  // Checking a reset link uses nothing up and changes nothing.
  "POST /api/auth/reset-password/check": {
    arrange: async () => {
      const who = await signUp(t.app);
      const token = randomBytes(32).toString("base64url");
      const hash = createHash("sha256").update(token).digest("hex");
      await sqlRows(t.database, sql`insert into password_reset_tokens (token_hash, user_id, expires_at) values (${hash}, ${who.user.id}, now() + interval '1 hour')`);
      return { url: "/api/auth/reset-password/check", as: null, payload: { token } };
    },
    publishes: NOTHING,
  },
  // The instance's admin (Ada signed up first): accounts, settings and backups are not any trip's data.
  "PATCH /api/admin/users/:userId": {
    arrange: async () => ({ url: `/api/admin/users/${(await signUp(t.app)).user.id}`, payload: { disabled: true } }),
    publishes: NOTHING,
  },
  "DELETE /api/admin/users/:userId": { arrange: async () => ({ url: `/api/admin/users/${(await signUp(t.app)).user.id}` }), publishes: NOTHING },
  "PUT /api/admin/settings": {
    arrange: async () => ({ url: "/api/admin/settings", payload: { registration: "open", requireTwoFactor: false, passwordSignIn: true } }),
    publishes: NOTHING,
  },
  "POST /api/admin/backups": { arrange: async () => ({ url: "/api/admin/backups" }), publishes: NOTHING },
  "DELETE /api/admin/backups/:id": {
    arrange: async () => {
      const { id } = await asAdmin("POST", "/api/admin/backups");
      await vi.waitFor(
        async () => {
          const list = (await t.app.inject({ method: "GET", url: "/api/admin/backups", headers: { cookie: admin.cookie } })).json() as { id: string; status: string }[];
          if (list.find((b) => b.id === id)?.status !== "done") throw new Error("backup not done yet");
        },
        { timeout: 20_000, interval: 50 },
      );
      return { url: `/api/admin/backups/${id}` };
    },
    publishes: NOTHING,
  },
  // The copy is a new trip with its caller alone in it: nobody listens to it yet, and the original does not change.
  "POST /api/trips/:tripId/copy": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/copy`, payload: { name: "Copy of the trip", startDate: "2027-08-01" } }),
    publishes: NOTHING,
  },
  // The caller's own settings.
  "PUT /api/profile/preferences": {
    arrange: async () => ({
      url: "/api/profile/preferences",
      payload: { email: true, push: false },
    }),
    publishes: NOTHING,
  },
  "PUT /api/profile/notifications": {
    arrange: async () => ({ url: "/api/profile/notifications", payload: { "expense.added": { email: "digest", push: true } } }),
    publishes: NOTHING,
  },
  // The caller's own notices: their own stream says so, not the trip's.
  "POST /api/notifications/read": {
    arrange: async () => ({ url: "/api/notifications/read", payload: { all: true } }),
    publishes: NOTHING,
  },
  // The caller's own forwarding settings and Inbox: nothing shared changes until a mail's bookings go into a trip.
  "PUT /api/profile/forwarding": { arrange: async () => ({ url: "/api/profile/forwarding", payload: { autoAdd: true } }), publishes: NOTHING },
  "POST /api/profile/forwarding/reset": { arrange: async () => ({ url: "/api/profile/forwarding/reset" }), publishes: NOTHING },
  "POST /api/profile/forwarding/senders": {
    arrange: async () => ({ url: "/api/profile/forwarding/senders", payload: { email: `work-${randomUUID()}@example.com` } }),
    publishes: NOTHING,
  },
  "POST /api/profile/forwarding/senders/confirm": {
    arrange: async () => {
      const email = `work-${randomUUID()}@example.com`;
      await asAdmin("POST", "/api/profile/forwarding/senders", { email });
      const [mail] = await sqlRows<{ data: { token: string } }>(t.database, sql`select data from mail_outbox where recipient = ${email}`);
      return { url: "/api/profile/forwarding/senders/confirm", payload: { token: mail!.data.token }, as: null };
    },
    publishes: NOTHING,
  },
  "POST /api/inbox/:id/add": {
    arrange: async (w) => {
      const id = await inboxItemOf();
      return { url: `/api/inbox/${id}/add`, payload: { tripId: w.tripId, candidates: [0] } };
    },
    publishes: (w, answer) => (answer as unknown as { id: string }[]).map((r) => change(w.tripId, "reservations", "created", r.id)),
  },
  "DELETE /api/inbox/:id": { arrange: async () => ({ url: `/api/inbox/${await inboxItemOf()}` }), publishes: NOTHING },
  // The caller's own browsers' push subscriptions: nothing shared changes.
  "POST /api/push/subscriptions": {
    arrange: async () => ({
      url: "/api/push/subscriptions",
      payload: { endpoint: "https://203.0.113.10/push/publish", keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } },
    }),
    publishes: NOTHING,
  },
  "DELETE /api/push/subscriptions": {
    arrange: async () => ({ url: "/api/push/subscriptions", payload: { endpoint: "https://203.0.113.10/push/publish" } }),
    publishes: NOTHING,
  },
  // The caller's own access tokens: nothing shared changes (ADR 031).
  "POST /api/profile/tokens": {
    arrange: async () => ({ url: "/api/profile/tokens", payload: { name: "Script" } }),
    publishes: NOTHING,
  },
  "DELETE /api/profile/tokens/:id": {
    arrange: async () => {
      const made = await call("POST", "/api/profile/tokens", admin, { name: "Old script" });
      return { url: `/api/profile/tokens/${made.json().id}` };
    },
    publishes: NOTHING,
  },
  // An app's consent and the caller's connected apps (ADR 062): nothing shared changes.
  "POST /api/oauth/consent": {
    arrange: async () => ({ url: "/api/oauth/consent", payload: { ...(await oauthRequest()), allow: true } }),
    publishes: NOTHING,
  },
  "DELETE /api/profile/apps/:id": {
    arrange: async () => {
      const consent = await call("POST", "/api/oauth/consent", admin, { ...(await oauthRequest()), allow: true });
      const request = await oauthRequest();
      const code = new URL(consent.json().redirectTo).searchParams.get("code")!;
      const token = await t.app.inject({
        method: "POST",
        url: "/oauth/token",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ grant_type: "authorization_code", code, client_id: request.client_id, redirect_uri: request.redirect_uri, code_verifier: OAUTH_VERIFIER }).toString(),
      });
      expect(token.statusCode, token.body).toBe(200);
      const apps = (await call("GET", "/api/profile/apps", admin)).json() as { id: string }[];
      return { url: `/api/profile/apps/${apps.at(-1)!.id}` };
    },
    publishes: NOTHING,
  },
  // Passkeys are the caller's own sign-in keys: nothing shared changes. A verify needs a real
  // authenticator (e2e/passkeys.spec.ts), so here it is refused, and still publishes nothing.
  "POST /api/auth/passkeys/register/options": { arrange: async () => ({ url: "/api/auth/passkeys/register/options" }), publishes: NOTHING },
  "POST /api/auth/passkeys/register/verify": {
    arrange: async () => ({ url: "/api/auth/passkeys/register/verify", payload: { name: "Laptop", response: "not a credential" }, status: 400 }),
    publishes: NOTHING,
  },
  "DELETE /api/auth/passkeys/:id": {
    arrange: async () => {
      const [row] = await sqlRows<{ id: string }>(
        t.database,
        sql`insert into passkeys (user_id, name, credential_id, public_key) values (${admin.user.id}, 'Old laptop', ${randomUUID()}, 'key') returning id`,
      );
      return { url: `/api/auth/passkeys/${row!.id}` };
    },
    publishes: NOTHING,
  },
  "POST /api/auth/passkeys/login/options": { arrange: async () => ({ url: "/api/auth/passkeys/login/options", as: null, payload: {} }), publishes: NOTHING },
  "POST /api/auth/passkeys/login/verify": {
    arrange: async () => ({ url: "/api/auth/passkeys/login/verify", as: null, payload: { response: "not a credential" }, status: 400 }),
    publishes: NOTHING,
  },
  // Answers from an AI model (none here: 503); nothing is stored either way.
  "POST /api/ai/place-details": {
    arrange: async () => ({ url: "/api/ai/place-details", payload: { name: "Hotel Sol", city: "Lisbon", type: "hotel" }, status: 503 }),
    publishes: NOTHING,
  },
  "POST /api/ai/travel-suggestions": {
    arrange: async () => ({ url: "/api/ai/travel-suggestions", payload: { destination: "Lisbon", dates: "May" }, status: 503 }),
    publishes: NOTHING,
  },

  // ── Trips ──
  // A new trip has no open streams yet; its creator's list refreshes from the answer.
  "POST /api/trips": { arrange: async () => ({ url: "/api/trips", payload: { name: "Another" } }), publishes: NOTHING },
  "PATCH /api/trips/:tripId": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}`, payload: { name: "Renamed" } }),
    publishes: (w) => [change(w.tripId, "trip", "updated", w.tripId)],
  },
  "DELETE /api/trips/:tripId": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}` }),
    publishes: (w) => [change(w.tripId, "trip", "deleted", w.tripId)],
  },

  // ── Members ──
  "POST /api/trips/:tripId/members": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/members`, payload: { userId: (await signUp(t.app)).user.id } }),
    publishes: (w, member) => [change(w.tripId, "members", "created", member.id)],
  },
  "PATCH /api/trips/:tripId/members/:memberId": {
    arrange: async (w) => {
      const { memberId } = await memberOf(w);
      return { url: `/api/trips/${w.tripId}/members/${memberId}`, payload: { role: "editor" }, ids: { memberId } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "members", "updated", c.ids!.memberId!)],
  },
  "DELETE /api/trips/:tripId/members/:memberId": {
    arrange: async (w) => {
      const { memberId } = await memberOf(w);
      return { url: `/api/trips/${w.tripId}/members/${memberId}`, ids: { memberId } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "members", "deleted", c.ids!.memberId!)],
  },
  // ── Guests ──
  "POST /api/trips/:tripId/guests": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/guests`, payload: { firstName: "Gil" } }),
    publishes: (w, guest) => [change(w.tripId, "members", "created", guest.id)],
  },
  "PATCH /api/guests/:id": {
    arrange: async (w) => {
      const guest = await guestOf(w);
      return { url: `/api/guests/${guest.id}`, payload: { lastName: "Silva" }, ids: { id: guest.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "members", "updated", c.ids!.id!)],
  },
  // Their bookings and list items let go of them, so those lists change too.
  "DELETE /api/guests/:id": {
    arrange: async (w) => {
      const guest = await guestOf(w);
      return { url: `/api/guests/${guest.id}`, ids: { id: guest.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "members", "deleted", c.ids!.id!), change(w.tripId, "reservations", "updated", null), change(w.tripId, "lists", "updated", null)],
  },
  // Everything of theirs becomes the member's: money, bookings and items change with the member list.
  "POST /api/guests/:id/link": {
    arrange: async (w) => {
      const guest = await guestOf(w);
      return { url: `/api/guests/${guest.id}/link`, payload: { userId: admin.user.id }, ids: { id: guest.id } };
    },
    publishes: (w, _a, c) => [
      change(w.tripId, "members", "deleted", c.ids!.id!),
      change(w.tripId, "expenses", "updated", null),
      change(w.tripId, "reservations", "updated", null),
      change(w.tripId, "lists", "updated", null),
    ],
  },
  "DELETE /api/trips/:tripId/invitations/:invitationId": {
    arrange: async (w) => {
      const invitation = await asAdmin("POST", `/api/trips/${w.tripId}/members`, { userId: `pending-${randomUUID()}@example.com` });
      return { url: `/api/trips/${w.tripId}/invitations/${invitation.id}`, ids: { invitationId: invitation.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "members", "deleted", c.ids!.invitationId!)],
  },

  // ── Invite links ──
  "POST /api/trips/:tripId/invite-links": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/invite-links`, payload: { role: "editor" } }),
    publishes: (w, link) => [change(w.tripId, "invite-links", "created", link.id)],
  },
  "DELETE /api/invite-links/:id": {
    arrange: async (w) => {
      const link = await asAdmin("POST", `/api/trips/${w.tripId}/invite-links`, {});
      return { url: `/api/invite-links/${link.id}`, ids: { linkId: link.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "invite-links", "deleted", c.ids!.linkId!)],
  },
  // A trip's webhooks are admin settings no other screen shows; each change is in the audit log.
  "POST /api/trips/:tripId/webhooks": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/webhooks`, payload: { url: "https://203.0.113.10/hook", format: "json", kinds: ["expense.added"] } }),
    publishes: NOTHING,
  },
  "DELETE /api/webhooks/:id": {
    arrange: async (w) => {
      const hook = await asAdmin("POST", `/api/trips/${w.tripId}/webhooks`, { url: "https://203.0.113.10/hook", format: "json", kinds: ["expense.added"] });
      return { url: `/api/webhooks/${hook.id}` };
    },
    publishes: NOTHING,
  },
  // Joining through a link is a new member, said by the person joining.
  "POST /api/invite-links/:token/accept": {
    arrange: async (w) => {
      const link = (await asAdmin("POST", `/api/trips/${w.tripId}/invite-links`, {})) as unknown as { token: string };
      return { url: `/api/invite-links/${link.token}/accept`, as: await signUp(t.app) };
    },
    publishes: async (w, _a, c) => [change(w.tripId, "members", "created", (await memberIdOf(w.tripId, c.as!.user.id))!)],
  },

  // ── The public page ──
  "POST /api/trips/:tripId/share": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/share` }),
    publishes: (w) => [change(w.tripId, "share", "created", w.tripId)],
  },
  "DELETE /api/trips/:tripId/share": {
    arrange: async (w) => {
      await asAdmin("POST", `/api/trips/${w.tripId}/share`);
      return { url: `/api/trips/${w.tripId}/share` };
    },
    publishes: (w) => [change(w.tripId, "share", "deleted", w.tripId)],
  },
  // Showing the story on the public page: the admins' Family page shows the switch.
  "PATCH /api/trips/:tripId/share": {
    arrange: async (w) => {
      await asAdmin("POST", `/api/trips/${w.tripId}/share`);
      return { url: `/api/trips/${w.tripId}/share`, payload: { includeMemories: true } };
    },
    publishes: (w) => [change(w.tripId, "share", "updated", w.tripId)],
  },

  // ── Memories: photos and the journal are in the days ──
  "POST /api/trips/:tripId/photos": {
    arrange: async (w) => ({
      url: `/api/trips/${w.tripId}/photos`,
      ...multipart([
        { name: "a.jpg", data: await jpegWithExif({ takenAt: `${today}T09:00:00` }) },
        { name: "b.jpg", data: await jpegWithExif({ takenAt: `${today}T10:00:00` }) },
      ]),
    }),
    publishes: (w, answer) => (answer as unknown as { id: string }[]).map((p) => change(w.tripId, "photos", "created", p.id)),
  },
  "PATCH /api/photos/:id": {
    arrange: async (w) => {
      const id = await photoOf(w);
      return { url: `/api/photos/${id}`, payload: { caption: "Tram 28" }, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "photos", "updated", c.ids!.id!)],
  },
  "DELETE /api/photos/:id": {
    arrange: async (w) => {
      const id = await photoOf(w);
      return { url: `/api/photos/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "photos", "deleted", c.ids!.id!)],
  },
  "PUT /api/trips/:tripId/journal/:date": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/journal/${today}`, payload: { text: "Tram 28", mood: 4 } }),
    publishes: (w) => [change(w.tripId, "journal", "updated", `${today}:${admin.user.id}`)],
  },
  "DELETE /api/trips/:tripId/journal/:date": {
    arrange: async (w) => {
      await asAdmin("PUT", `/api/trips/${w.tripId}/journal/${today}`, { text: "Tram 28" });
      return { url: `/api/trips/${w.tripId}/journal/${today}` };
    },
    publishes: (w) => [change(w.tripId, "journal", "deleted", `${today}:${admin.user.id}`)],
  },

  // ── Locations and itinerary ──
  "POST /api/locations": {
    arrange: async (w) => ({ url: "/api/locations", payload: { tripId: w.tripId, city: "Porto", country: "Portugal" } }),
    publishes: (w, location) => [change(w.tripId, "itinerary", "created", location.id)],
  },
  "POST /api/trips/:tripId/itinerary": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/itinerary`, payload: { title: "Dinner", startDate: today } }),
    publishes: (w, item) => [change(w.tripId, "itinerary", "created", item.id)],
  },
  // Day by day: a place is an itinerary change; an order rewrites the day's positions, one change for the day.
  "POST /api/trips/:tripId/places": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/places`, payload: { name: "Castle", date: today, lat: 38.71, lng: -9.13 } }),
    publishes: (w, place) => [change(w.tripId, "itinerary", "created", place.id)],
  },
  "DELETE /api/places/:id": {
    arrange: async (w) => {
      const place = await asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Castle", date: today, lat: 38.71, lng: -9.13 });
      return { url: `/api/places/${place.id}`, ids: { placeId: place.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "itinerary", "deleted", c.ids!.placeId!)],
  },
  // A file's waypoints and tracks land on the day in one write: one change for the day.
  "POST /api/trips/:tripId/days/:date/geo": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/days/${today}/geo`, ...multipart([{ name: "walk.gpx", data: GPX_WALK }]) }),
    publishes: (w) => [change(w.tripId, "itinerary", "created", null)],
  },
  "DELETE /api/tracks/:id": {
    arrange: async (w) => {
      const id = await trackOf(w);
      return { url: `/api/tracks/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "itinerary", "deleted", c.ids!.id!)],
  },
  "PATCH /api/trips/:tripId/days/:date/order": {
    arrange: async (w) => {
      const place = await asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Castle", date: today, lat: 38.71, lng: -9.13 });
      return { url: `/api/trips/${w.tripId}/days/${today}/order`, payload: { ids: [place.id] } };
    },
    publishes: (w) => [change(w.tripId, "itinerary", "updated", null)],
  },
  // Polls: each write is a change to the poll.
  "POST /api/trips/:tripId/polls": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/polls`, payload: { question: "Lunch?", options: [{ text: "Fish" }, { text: "Pasta" }] } }),
    publishes: (w, poll) => [change(w.tripId, "polls", "created", poll.id)],
  },
  "PUT /api/polls/:id/vote": {
    arrange: async (w) => {
      const poll = await pollOf(w);
      return { url: `/api/polls/${poll.id}/vote`, payload: { optionIds: [poll.options[0]!.id] }, ids: { id: poll.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "polls", "updated", c.ids!.id!)],
  },
  "POST /api/polls/:id/close": {
    arrange: async (w) => {
      const poll = await pollOf(w);
      return { url: `/api/polls/${poll.id}/close`, ids: { id: poll.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "polls", "updated", c.ids!.id!)],
  },
  "DELETE /api/polls/:id": {
    arrange: async (w) => {
      const poll = await pollOf(w);
      return { url: `/api/polls/${poll.id}`, ids: { id: poll.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "polls", "deleted", c.ids!.id!)],
  },
  // Ideas: one added or imported is an itinerary change (one change for a whole import); a 👍 is one to the idea.
  "PUT /api/places/:id/like": {
    arrange: async (w) => {
      const idea = await asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Pena Palace", lat: 38.79, lng: -9.39 });
      return { url: `/api/places/${idea.id}/like` };
    },
    publishes: (w, idea) => [change(w.tripId, "ideas", "updated", idea.id)],
  },
  "DELETE /api/places/:id/like": {
    arrange: async (w) => {
      const idea = await asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Pena Palace", lat: 38.79, lng: -9.39 });
      return { url: `/api/places/${idea.id}/like` };
    },
    publishes: (w, idea) => [change(w.tripId, "ideas", "updated", idea.id)],
  },
  "POST /api/trips/:tripId/imports/places": {
    arrange: async (w) => {
      const { payload, headers } = multipart([{ name: "pins.csv", data: "Title,Note,URL\nA,,\"https://www.google.com/maps/search/38.7,-9.1\"\nB,,\"https://www.google.com/maps/search/38.8,-9.2\"\n" }]);
      return { url: `/api/trips/${w.tripId}/imports/places`, payload, headers };
    },
    publishes: (w) => [change(w.tripId, "itinerary", "created", null)],
  },
  // A leg's mode changes the day's legs and total: the days refresh, one change for the trip.
  "PATCH /api/trips/:tripId/legs": {
    arrange: async (w) => {
      const a = await asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Castle", date: today, lat: 38.71, lng: -9.13 });
      const b = await asAdmin("POST", `/api/trips/${w.tripId}/places`, { name: "Chiado", date: today, lat: 38.71, lng: -9.14 });
      return { url: `/api/trips/${w.tripId}/legs`, payload: { fromId: a.id, toId: b.id, mode: "walking" } };
    },
    publishes: (w) => [change(w.tripId, "itinerary", "updated", null)],
  },
  "PUT /api/itinerary/:id": {
    arrange: async (w) => {
      const item = await itemOf(w);
      return { url: `/api/itinerary/${item.id}`, payload: { title: "Longer stay" } };
    },
    publishes: (w, item) => [change(w.tripId, "itinerary", "updated", item.id)],
  },
  "DELETE /api/itinerary/:id": {
    arrange: async (w) => {
      const item = await itemOf(w);
      return { url: `/api/itinerary/${item.id}`, ids: { itemId: item.id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "itinerary", "deleted", c.ids!.itemId!)],
  },

  // ── Calendar feed ──
  // The caller's own subscription link; the id stays out because the token is secret.
  "POST /api/trips/:tripId/calendar-feed/reset": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/calendar-feed/reset` }),
    publishes: (w) => [change(w.tripId, "calendar-feed", "updated", null)],
  },

  // ── Reservations ──
  "POST /api/trips/:tripId/reservations": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/reservations`, payload: { name: "Dinner", type: "restaurant", reservationDate: today } }),
    publishes: (w, reservation) => [change(w.tripId, "reservations", "created", reservation.id)],
  },
  "PATCH /api/reservations/:id": {
    arrange: async (w) => ({ url: `/api/reservations/${(await reservationOf(w)).id}`, payload: { name: "Hotel Luz" } }),
    publishes: (w, reservation) => [change(w.tripId, "reservations", "updated", reservation.id)],
  },
  "DELETE /api/reservations/:id": {
    arrange: async (w) => {
      const { id } = await reservationOf(w);
      return { url: `/api/reservations/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "reservations", "deleted", c.ids!.id!)],
  },
  "PATCH /api/reservations/:id/rating": {
    arrange: async (w) => ({ url: `/api/reservations/${(await reservationOf(w)).id}/rating`, payload: { rating: 4 } }),
    publishes: (w, reservation) => [change(w.tripId, "ratings", "updated", reservation.id)],
  },

  // ── Bookings in ──
  // Reading saves no trip data: only the file, kept a day for the confirm call.
  "POST /api/trips/:tripId/imports": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/imports`, ...multipart([{ name: "ticket.ics", data: fixture("concert-ticket.ics") }]) }),
    publishes: NOTHING,
  },
  "POST /api/trips/:tripId/imports/confirm": {
    arrange: async (w) => ({
      url: `/api/trips/${w.tripId}/imports/confirm`,
      payload: { candidates: [{ type: "attraction", name: "Fado night", reservationDate: today }, { type: "hotel", name: "Hotel Sol", reservationDate: today }] },
    }),
    publishes: (w, answer) => (answer as unknown as { id: string }[]).map((r) => change(w.tripId, "reservations", "created", r.id)),
  },
  // A file changes its reservation: the members' lists refresh it.
  "POST /api/reservations/:id/files": {
    arrange: async (w) => {
      const { id } = await reservationOf(w);
      return { url: `/api/reservations/${id}/files`, ids: { id }, ...multipart([{ name: "ticket.pdf", data: fixture("e-ticket.pdf") }]) };
    },
    publishes: (w, _a, c) => [change(w.tripId, "reservations", "updated", c.ids!.id!)],
  },
  "DELETE /api/files/:id": {
    arrange: async (w) => {
      const { id } = await reservationOf(w);
      const body = multipart([{ name: "ticket.pdf", data: fixture("e-ticket.pdf") }]);
      const res = await call("POST", `/api/reservations/${id}/files`, admin, body.payload, body.headers);
      expect(res.statusCode, res.body).toBe(201);
      return { url: `/api/files/${(res.json() as { id: string }).id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "reservations", "updated", c.ids!.id!)],
  },

  // ── Budget ──
  "POST /api/trips/:tripId/budget": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/budget`, payload: { category: "hotels", plannedAmount: "250.50" } }),
    publishes: (w, allocation) => [change(w.tripId, "budget", "created", allocation.id)],
  },
  "PATCH /api/trips/:tripId/budget/:allocationId": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/budget/${(await allocationOf(w)).id}`, payload: { plannedAmount: "120" } }),
    publishes: (w, allocation) => [change(w.tripId, "budget", "updated", allocation.id)],
  },
  "DELETE /api/trips/:tripId/budget/:allocationId": {
    arrange: async (w) => {
      const { id } = await allocationOf(w);
      return { url: `/api/trips/${w.tripId}/budget/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "budget", "deleted", c.ids!.id!)],
  },

  // ── Expenses and payments (docs/product/budget-and-expenses.md) ──
  "POST /api/trips/:tripId/expenses": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/expenses`, payload: { description: "Tram tickets", amount: "12.40", date: today } }),
    publishes: (w, expense) => [change(w.tripId, "expenses", "created", expense.id)],
  },
  "PATCH /api/expenses/:id": {
    arrange: async (w) => ({ url: `/api/expenses/${(await expenseOf(w)).id}`, payload: { amount: "75" } }),
    publishes: (w, expense) => [change(w.tripId, "expenses", "updated", expense.id)],
  },
  "DELETE /api/expenses/:id": {
    arrange: async (w) => {
      const { id } = await expenseOf(w);
      return { url: `/api/expenses/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "expenses", "deleted", c.ids!.id!)],
  },
  "POST /api/trips/:tripId/payments": {
    arrange: async (w) => {
      const { who } = await memberOf(w);
      return { url: `/api/trips/${w.tripId}/payments`, payload: { from: who.user.id, to: admin.user.id, amount: "20", date: today } };
    },
    publishes: (w, payment) => [change(w.tripId, "expenses", "created", payment.id)],
  },

  // Reading another app's export saves nothing; the confirm writes each row as a new expense.
  "POST /api/trips/:tripId/imports/expenses": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/imports/expenses`, ...multipart([{ name: "export.csv", data: fixture("splitwise-lisbon.csv") }]) }),
    publishes: NOTHING,
  },
  "POST /api/trips/:tripId/imports/expenses/confirm": {
    arrange: async (w) => {
      const { who } = await memberOf(w);
      const row = (description: string) => ({ line: 2, kind: "expense", date: today, description, category: "food", currency: "USD", amount: "20.00", paid: [{ name: "A", amount: "20.00" }], owed: [{ name: "A", amount: "10.00" }, { name: "B", amount: "10.00" }] });
      return { url: `/api/trips/${w.tripId}/imports/expenses/confirm`, payload: { mapping: { A: admin.user.id, B: who.user.id }, rows: [row("Dinner"), row("Tram")] } };
    },
    publishes: (w, answer) => (answer as unknown as { id: string }[]).map((e) => change(w.tripId, "expenses", "created", e.id)),
  },

  // ── Lists (docs/product/lists.md) ──
  "POST /api/trips/:tripId/lists/:list": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/lists/todo`, payload: { text: "Book the ferry" } }),
    publishes: (w, item) => [change(w.tripId, "lists", "created", item.id)],
  },
  "PATCH /api/list-items/:id": {
    arrange: async (w) => ({ url: `/api/list-items/${(await listItemOf(w)).id}`, payload: { done: true } }),
    publishes: (w, item) => [change(w.tripId, "lists", "updated", item.id)],
  },
  "DELETE /api/list-items/:id": {
    arrange: async (w) => {
      const { id } = await listItemOf(w);
      return { url: `/api/list-items/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "lists", "deleted", c.ids!.id!)],
  },
  // One change for the whole fill (the list is refetched once).
  "POST /api/trips/:tripId/lists/packing/fill": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/lists/packing/fill`, payload: { template: "hiking" } }),
    publishes: (w) => [change(w.tripId, "lists", "created", null)],
  },

  // ── Notes (docs/product/notes.md) ──
  "POST /api/trips/:tripId/notes": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/notes`, payload: { title: "Wifi" } }),
    publishes: (w, note) => [change(w.tripId, "notes", "created", note.id)],
  },
  "PATCH /api/notes/:id": {
    arrange: async (w) => ({ url: `/api/notes/${(await noteOf(w)).id}`, payload: { pinned: true } }),
    publishes: (w, note) => [change(w.tripId, "notes", "updated", note.id)],
  },
  "DELETE /api/notes/:id": {
    arrange: async (w) => {
      const { id } = await noteOf(w);
      return { url: `/api/notes/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "notes", "deleted", c.ids!.id!)],
  },

  // ── Chat and suggestions (the offline assistant answers) ──
  // The question and the answer, each its own row.
  // Trip chat: each write is a change to the message; the read marker is the caller's own.
  "POST /api/trips/:tripId/messages": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/messages`, payload: { text: "Dinner at 8?" } }),
    publishes: (w, m) => [change(w.tripId, "messages", "created", m.id)],
  },
  "PATCH /api/messages/:id": {
    arrange: async (w) => ({ url: `/api/messages/${(await chatMessageOf(w)).id}`, payload: { text: "Dinner at 9?" } }),
    publishes: (w, m) => [change(w.tripId, "messages", "updated", m.id)],
  },
  "DELETE /api/messages/:id": {
    arrange: async (w) => {
      const { id } = await chatMessageOf(w);
      return { url: `/api/messages/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "messages", "deleted", c.ids!.id!)],
  },
  "PUT /api/messages/:id/reactions/:emoji": {
    arrange: async (w) => ({ url: `/api/messages/${(await chatMessageOf(w)).id}/reactions/${encodeURIComponent("🎉")}` }),
    publishes: (w, m) => [change(w.tripId, "messages", "updated", m.id)],
  },
  "DELETE /api/messages/:id/reactions/:emoji": {
    arrange: async (w) => ({ url: `/api/messages/${(await chatMessageOf(w)).id}/reactions/${encodeURIComponent("🎉")}` }),
    publishes: (w, m) => [change(w.tripId, "messages", "updated", m.id)],
  },
  "POST /api/trips/:tripId/messages/read": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/messages/read`, payload: { lastId: (await chatMessageOf(w)).id } }),
    publishes: NOTHING,
  },
  "POST /api/trips/:tripId/chat": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/chat`, payload: { content: "What should we eat?" } }),
    publishes: (w, answer) => answer.messages.map((m) => change(w.tripId, "chat", "created", m.id)),
  },
  "POST /api/trips/:tripId/chat/stream": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/chat/stream`, payload: { content: "Any tips?" } }),
    publishes: (w, answer) => answer.messages.map((m) => change(w.tripId, "chat", "created", m.id)),
  },
  // Applying a proposal makes its changes (here one event) and updates the card on its message; discarding only the card.
  "POST /api/proposals/:id/apply": {
    arrange: async (w) => {
      const { id, messageId } = await proposalOf(w);
      return { url: `/api/proposals/${id}/apply`, ids: { messageId } };
    },
    publishes: (w, answer, c) => [change(w.tripId, "itinerary", "created", answer.applied[0]!.id), change(w.tripId, "chat", "updated", c.ids!.messageId!)],
  },
  "POST /api/proposals/:id/discard": {
    arrange: async (w) => {
      const { id, messageId } = await proposalOf(w);
      return { url: `/api/proposals/${id}/discard`, ids: { messageId } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "chat", "updated", c.ids!.messageId!)],
  },
  // An attraction becomes the city (new here) and an item in it; a restaurant would be a reservation.
  "POST /api/trips/:tripId/suggestions/accept": {
    arrange: async (w) => ({
      url: `/api/trips/${w.tripId}/suggestions/accept`,
      payload: { suggestion: { type: "attraction", name: "Belém Tower", location: "Lisbon, Portugal" }, today },
    }),
    publishes: (w, { item }) => [
      change(w.tripId, "itinerary", "created", item.locationId),
      change(w.tripId, "itinerary", "created", item.id),
    ],
  },

  // ── Price quotes ──
  // Searches answer with prices and store nothing.
  "POST /api/trips/:tripId/quotes/flights/search": {
    arrange: async (w) => ({
      url: `/api/trips/${w.tripId}/quotes/flights/search`,
      payload: { origin: "Lisbon", destination: "Porto", departureDate: today, passengers: 1 },
    }),
    publishes: NOTHING,
  },
  "POST /api/trips/:tripId/quotes/hotels/search": {
    arrange: async (w) => ({
      url: `/api/trips/${w.tripId}/quotes/hotels/search`,
      payload: { location: "Lisbon", checkInDate: today, checkOutDate: "2027-05-03", guests: 2, rooms: 1 },
    }),
    publishes: NOTHING,
  },
  "POST /api/trips/:tripId/quotes/flights": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/flights`, payload: flightQuote }),
    publishes: (w, quote) => [change(w.tripId, "quotes", "created", quote.id)],
  },
  "POST /api/trips/:tripId/quotes/hotels": {
    arrange: async (w) => ({ url: `/api/trips/${w.tripId}/quotes/hotels`, payload: hotelQuote }),
    publishes: (w, quote) => [change(w.tripId, "quotes", "created", quote.id)],
  },
  "DELETE /api/trips/:tripId/quotes/flights/:id": {
    arrange: async (w) => {
      const { id } = await saved(w, "flights");
      return { url: `/api/trips/${w.tripId}/quotes/flights/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "quotes", "deleted", c.ids!.id!)],
  },
  "DELETE /api/trips/:tripId/quotes/hotels/:id": {
    arrange: async (w) => {
      const { id } = await saved(w, "hotels");
      return { url: `/api/trips/${w.tripId}/quotes/hotels/${id}`, ids: { id } };
    },
    publishes: (w, _a, c) => [change(w.tripId, "quotes", "deleted", c.ids!.id!)],
  },
  // Booking writes a reservation, logs its price as an expense (docs/product/budget-and-expenses.md) and marks the quote:
  // three resources. The typed budget is untouched, even with an allocation in the category.
  "POST /api/trips/:tripId/quotes/flights/:id/book": {
    arrange: async (w) => {
      const { id } = await saved(w, "flights");
      return { url: `/api/trips/${w.tripId}/quotes/flights/${id}/book`, ids: { id } };
    },
    publishes: async (w, reservation, c) => [
      change(w.tripId, "reservations", "created", reservation.id),
      change(w.tripId, "expenses", "created", (await bookedExpenseIdOf(w.tripId, reservation.id))!),
      change(w.tripId, "quotes", "updated", c.ids!.id!),
    ],
  },
  "POST /api/trips/:tripId/quotes/hotels/:id/book": {
    arrange: async (w) => {
      await allocationOf(w, "hotels");
      const { id } = await saved(w, "hotels");
      return { url: `/api/trips/${w.tripId}/quotes/hotels/${id}/book`, ids: { id } };
    },
    publishes: async (w, reservation, c) => [
      change(w.tripId, "reservations", "created", reservation.id),
      change(w.tripId, "expenses", "created", (await bookedExpenseIdOf(w.tripId, reservation.id))!),
      change(w.tripId, "quotes", "updated", c.ids!.id!),
    ],
  },
};

/** A chat stream's answer is its `done` event. */
function answerOf(body: string, contentType: string | undefined): Answer {
  if (!body) return {} as Answer;
  if (!contentType?.startsWith("text/event-stream")) return JSON.parse(body);
  const done = body.split("\n\n").find((block) => block.startsWith("event: done\n"));
  expect(done, body).toBeDefined();
  return JSON.parse(done!.slice(done!.indexOf("data: ") + 6));
}

/** A trip's activity rows, oldest first. */
const activityOf = (tripId: string) =>
  sqlRows<{ item_id: string | null; user_id: string | null; resource: string; action: string; title: string | null }>(
    t.database,
    sql`select item_id, user_id, resource, action, title from activity where trip_id = ${tripId} order by created_at, id`,
  );

describe("publishing changes", () => {
  it("delivers a change and writes its activity row when its transaction commits, and neither when it rolls back", async () => {
    const { id: tripId } = await asAdmin("POST", "/api/trips", { name: "Rolled back" });
    const got = await changesOf(async () => {
      await expect(
        t.database.db.transaction(async (tx) => {
          await publishChange(tx, { tripId, resource: "budget", action: "created", id: "rolled-back", by: admin.user.id, title: "Food" });
          throw new Error("write failed");
        }),
      ).rejects.toThrow("write failed");
      await t.database.db.transaction((tx) =>
        publishChange(tx, { tripId, resource: "budget", action: "created", id: "committed", by: admin.user.id, title: "Hotels" }),
      );
    });
    expect(got).toEqual([{ tripId, resource: "budget", action: "created", id: "committed", by: admin.user.id }]);
    expect(await activityOf(tripId)).toEqual([{ item_id: "committed", user_id: admin.user.id, resource: "budget", action: "created", title: "Hotels" }]);
  });

  it("publishes nothing and leaves no activity row for a booking that fails after its reservation was written", async () => {
    const { id: tripId } = await asAdmin("POST", "/api/trips", { name: "Overflow", currency: "EUR" });
    // Converted at 2, the price no longer fits a reservation's cost (numeric(14,2)): the write fails.
    const quote = await asAdmin("POST", `/api/trips/${tripId}/quotes/flights`, {
      origin: "Lisbon",
      destination: "Porto",
      departureDate: "2027-06-01",
      price: "999999999999.99",
      currency: "USD",
    });
    const before = await activityOf(tripId);
    const got = await changesOf(async () => {
      const res = await call("POST", `/api/trips/${tripId}/quotes/flights/${quote.id}/book`, admin, { rate: "2" });
      expect(res.statusCode, res.body).toBe(409);
    });
    expect(got).toEqual([]);
    // The reservation was written and published inside the failed transaction: its activity row went with it.
    expect(await activityOf(tripId)).toEqual(before);
  });

  it("lists every write route under /api, and only registered ones", () => {
    expect(routes.size).toBeGreaterThan(20);
    const missing = [...routes].filter((r) => !(r in TABLE)).sort();
    expect(missing, "write routes missing from the table: say what each publishes").toEqual([]);
    const stale = Object.keys(TABLE).filter((r) => !routes.has(r));
    expect(stale, "table rows for routes the app does not register").toEqual([]);
  });

  describe.each(Object.entries(TABLE))("%s", (route, write) => {
    const [method] = route.split(" ") as [Method, string];
    it("publishes exactly its changes, by the caller", async () => {
      const { id: tripId } = await asAdmin("POST", "/api/trips", {
        name: "Published",
        startDate: "2027-04-20",
        endDate: "2027-05-10",
      });
      const w: World = { tripId };
      const c = await write.arrange(w);
      const who = c.as === undefined ? admin : c.as;
      let answer = {} as Answer;
      const got = await changesOf(async () => {
        const res = await call(method, c.url, who, c.payload, c.headers);
        if (c.status) expect(res.statusCode, `${route}: ${res.body.slice(0, 300)}`).toBe(c.status);
        else {
          expect(res.statusCode, `${route}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
          answer = answerOf(res.body, res.headers["content-type"] as string | undefined);
        }
      });
      const expected = (await write.publishes(w, answer, c)).map((e) => ({ by: who?.user.id ?? null, ...e }));
      const order = (x: TripChange) => `${x.resource} ${x.action} ${x.id}`;
      expect([...got].sort((x, y) => order(x).localeCompare(order(y)))).toEqual(
        [...expected].sort((x, y) => order(x as TripChange).localeCompare(order(y as TripChange))),
      );
    });
  });
});
