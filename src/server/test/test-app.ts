// Builds the app on a fresh test database and signs users up through the
// real API, so feature tests stay short: `const { app } = await createTestApp()`.
import type { LightMyRequestResponse } from "fastify";
import { Writable } from "node:stream";
import { expect } from "vitest";
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { buildApp, type App, type AppDeps } from "../app";
import type { Database } from "../db/client";
import type { Role, Trip } from "@shared/trips";
import type { User } from "@shared/user";
import { createTestDatabase } from "./test-db";

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(deps: Partial<Omit<AppDeps, "database">> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Tests sign up and chat far faster than people: limits only where a test sets them (security/limits.test.ts).
  const app = await buildApp({ database, ...deps, limits: { ai: 100_000, search: 100_000, register: 100_000, passwordReset: 100_000, signInStart: 100_000, ...deps.limits } });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One API call as `who` (a signed-up user or a raw cookie header), or signed out. */
export function request(app: App, method: Method, url: string, who?: SignedUp | string, payload?: unknown) {
  const cookie = typeof who === "string" ? who : who?.cookie;
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

export interface SignUpInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

export interface SignedUp {
  /** "rw_session=…", ready for a `cookie` header. */
  cookie: string;
  user: User;
  password: string;
}

export const TEST_PASSWORD = "correct horse";

/** Registers a new user (unique email unless given) and returns its session cookie. */
export async function signUp(app: App, overrides: SignUpInput = {}): Promise<SignedUp> {
  const body = {
    email: `user-${randomUUID()}@example.com`,
    password: TEST_PASSWORD,
    firstName: "Test",
    lastName: "User",
    ...overrides,
  };
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload: body });
  if (res.statusCode !== 201) throw new Error(`signUp failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json() as User, password: body.password };
}

/** The four people of an access test, signed up at once: whoever creates the trip, an editor, a viewer and a stranger to it. */
export function signUpRoleUsers(app: App): Promise<[SignedUp, SignedUp, SignedUp, SignedUp]> {
  return Promise.all([signUp(app), signUp(app), signUp(app), signUp(app)]);
}

/** A timestamp as the API sends it: ISO 8601 in UTC with milliseconds. */
/** A saved flight and a saved hotel quote the server accepts, for tests about who may save them and what is published. */
export const SAVED_QUOTE_BODIES = {
  flights: { origin: "Lisbon", destination: "Porto", departureDate: "2027-05-01", passengers: 1, price: "120.00" },
  hotels: { hotelName: "Hotel Sol", location: "Lisbon", checkInDate: "2027-05-01", checkOutDate: "2027-05-03", guests: 2, rooms: 1, price: "300.00" },
};

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Creates a trip through the API as `who` (named "Trip" unless the body says) and returns it. */
export async function createTestTrip(app: App, who: SignedUp, body: Record<string, unknown> = {}): Promise<Trip> {
  const res = await request(app, "POST", "/api/trips", who, { name: "Trip", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The `rw_session=<token>` pair from a response's Set-Cookie, for the next request. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const line = all.find((c) => c.startsWith("rw_session="));
  if (!line) throw new Error("no rw_session cookie in the response");
  return line.split(";")[0]!;
}

/** The raw Set-Cookie line for the session cookie, or undefined. */
export function sessionSetCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((c) => c.startsWith("rw_session="));
}

/** Runs raw SQL on the test database (for arranging and checking rows the API does not expose). */
export async function sqlRows<T = Record<string, unknown>>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Makes a user a member of a trip straight in the database, for tests that
 * need an editor or viewer without going through an invitation. Returns the
 * membership id.
 */
export async function addTripMember(
  database: Database,
  tripId: string,
  userId: string,
  role: Role,
  joinedAt?: string,
): Promise<string> {
  const rows = await sqlRows<{ id: string }>(
    database,
    joinedAt
      ? sql`insert into trip_members (trip_id, user_id, role, joined_at) values (${tripId}, ${userId}, ${role}, ${joinedAt}) returning id`
      : sql`insert into trip_members (trip_id, user_id, role) values (${tripId}, ${userId}, ${role}) returning id`,
  );
  return rows[0]!.id;
}

/** A pino destination that keeps every log line, and the logger option that writes to it (AppDeps only names the level). */
export function logCollector(level = "info") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level, stream } as unknown as { level: string } };
}

/**
 * An assistant's open proposal to add an event on `date` (needs events.write),
 * written straight to the tables: the chat needs a model to make one.
 */
export async function insertPicnicProposal(database: Database, tripId: string, date: string): Promise<{ id: string; messageId: string }> {
  const [message] = await sqlRows<{ id: string }>(
    database,
    sql`insert into chat_messages (trip_id, role, content) values (${tripId}, 'assistant', 'Shall I add a picnic?') returning id`,
  );
  const changes = [{ tool: "add_itinerary_item", permission: "itinerary.write", input: { title: "Picnic", startDate: date, allDay: true }, summary: "Add to the itinerary: Picnic" }];
  const [row] = await sqlRows<{ id: string }>(
    database,
    sql`insert into proposals (trip_id, message_id, changes) values (${tripId}, ${message!.id}, ${JSON.stringify(changes)}::jsonb) returning id`,
  );
  return { id: row!.id, messageId: message!.id };
}
