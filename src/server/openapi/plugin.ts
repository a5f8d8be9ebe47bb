// The API's OpenAPI 3.1 document, generated from the zod schemas the routes
// validate with (GET /api/openapi.json), and Swagger UI over it at /api/docs.
import { declareAccess } from "../access/route-access";
import type { FastifyInstance, RouteOptions } from "fastify";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { globalRegistry } from "zod";
import { apiErrorSchema } from "@shared/errors";
import packageJson from "../../../package.json" with { type: "json" };
import { SESSION_COOKIE } from "../auth/sessions";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PREFIX = "/api/docs";

/** One tag per feature folder of src/server; every route names exactly one. */
export const API_TAGS = [
  { name: "health", description: "Liveness and readiness" },
  { name: "auth", description: "Sign up, sign in, sign out, the current user" },
  { name: "trips", description: "Trips" },
  { name: "members", description: "Trip members and invitations" },
  { name: "invites", description: "Invite links that join a trip with a role" },
  { name: "webhooks", description: "A trip's webhooks: its notices sent to chat tools and scripts" },
  { name: "push", description: "Web push: the server's VAPID public key and the signed-in person's browser subscriptions" },
  { name: "locations", description: "Cities a trip visits" },
  { name: "itinerary", description: "City stays and calendar events" },
  { name: "days", description: "Day by day: the days of a trip, places to visit, the order of a day, place search and the map settings" },
  { name: "trip-chat", description: "Trip chat between members: messages, replies, mentions, reactions and each member's read marker" },
  { name: "polls", description: "Polls: editors open them, every member votes, the creator or an admin closes them; a closed poll's winner may be added to the plan" },
  { name: "ideas", description: "Ideas: places without a date, liked by members and put on a day later; Google Maps lists and My Maps KML imported as ideas" },
  { name: "calendar", description: "iCalendar feeds of a trip" },
  { name: "reservations", description: "Hotels, restaurants, flights and other bookings" },
  { name: "imports", description: "Bookings in: confirmation e-mails, tickets, passes and calendar files read into reservations" },
  { name: "files", description: "Files kept on reservations (tickets, passes, vouchers)" },
  { name: "memories", description: "Photos on their day and place, and the journal" },
  { name: "ai", description: "Place details from the AI provider" },
  { name: "chat", description: "The AI assistant: trip chat and travel suggestions" },
  { name: "budget", description: "Budget allocations and totals" },
  { name: "money", description: "Exchange rates for shared expenses" },
  { name: "quotes", description: "Flight and hotel price quotes" },
  { name: "lists", description: "A trip's packing list and to-do list" },
  { name: "notes", description: "A trip's notes: Markdown rendered safely, pinned, optionally on one of its days" },
  { name: "realtime", description: "Live updates of a trip (server-sent events)" },
  { name: "profile", description: "The signed-in user's preferences and account" },
  { name: "oauth", description: "The consent screen of an outside app connecting with OAuth" },
  { name: "inbox", description: "Bookings that arrived at the signed-in person's forwarding address: add them to a trip or dismiss them" },
  { name: "notifications", description: "The signed-in person's own notices across trips: list, mark read, live stream" },
  { name: "share", description: "A trip's public read-only page" },
  { name: "export", description: "The trip as a PDF" },
  { name: "admin", description: "Running the instance: accounts, sign-up settings, the audit log, backups (instance admins only)" },
] as const;

export type ApiTag = (typeof API_TAGS)[number]["name"];

// Named, so the document holds the error shape once (components.schemas.ApiError) and refers to it.
globalRegistry.add(apiErrorSchema, { id: "ApiError" });

const CLIENT_ERROR = {
  description: "Bad input (400), no session (401), not allowed (403), not found or not a member (404), conflict (409)",
  content: { "application/json": { schema: apiErrorSchema } },
};

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];

/** The update calls that take If-Match (docs/product/offline.md, server/versions): method and route. */
export const IF_MATCH_ROUTES = [
  "PATCH /api/trips/:tripId",
  "PATCH /api/reservations/:id",
  "PUT /api/itinerary/:id",
  "PATCH /api/expenses/:id",
  "PATCH /api/list-items/:id",
  "PATCH /api/notes/:id",
] as const;

type Transformed = ReturnType<typeof jsonSchemaTransform>;
type JsonObject = { type?: string; properties?: Record<string, unknown>; required?: string[] };

/**
 * docs/product/offline.md's headers in the document: Idempotency-Key on every write outside
 * /api/auth/ (server/idempotency), If-Match and its 409 on the update calls
 * (server/versions). Documented only: the hooks read them, the routes'
 * validation does not.
 */
function withOfflineHeaders(transformed: Transformed, method: string | string[], url: string): Transformed {
  const methods = [method].flat();
  if (!url.startsWith("/api/") || url.startsWith("/api/auth/") || !methods.some((m) => WRITES.includes(m))) return transformed;
  const schema = transformed.schema as Record<string, unknown>;
  const headers = (schema.headers as JsonObject | undefined) ?? { type: "object", properties: {} };
  const properties: Record<string, unknown> = {
    ...headers.properties,
    "Idempotency-Key": {
      type: "string",
      minLength: 1,
      maxLength: 255,
      description:
        "Signed-in callers: a key chosen once per change. A repeat within 24 hours (same user, method and path) answers the first status and body (header Idempotent-Replayed: true) and writes nothing; 401, 403, 409, 429 and 5xx are not kept. The same key with another body is 422.",
    },
  };
  const updates = methods.some((m) => (IF_MATCH_ROUTES as readonly string[]).includes(`${m} ${url}`));
  if (updates) {
    properties["If-Match"] = {
      type: "string",
      description: "The updatedAt the caller has (ISO 8601 with milliseconds, quotes allowed). When the stored one differs: 409 with code \"conflict\" and `current`.",
    };
    const response = (schema.response ??= {}) as Record<string, unknown>;
    response["409"] = {
      description: "Conflict: someone changed it since the If-Match version; `current` is the resource as it is now",
      type: "object",
      required: ["message", "code", "current"],
      properties: {
        message: { type: "string" },
        code: { type: "string", const: "conflict" },
        current: { type: "object", description: "The resource as its GET answers it" },
      },
    };
  }
  return { ...transformed, schema: { ...schema, headers: { ...headers, type: "object", properties } } } as Transformed;
}

/** Registers the document, its route and the viewer; call before the feature routes so it sees them all. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  // Every API route answers client errors in the one error shape (docs/architecture.md
  // "Errors"): said once here, so each route's document lists it and its 4xx
  // answers are checked against it like its success answers.
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith(DOCS_PREFIX) || route.schema?.hide) return;
    route.schema ??= {};
    const response = (route.schema.response ??= {}) as Record<string, unknown>;
    response["4xx"] ??= CLIENT_ERROR;
    // What the route declares it lets in (config.access) is what the document says: no cookie needed.
    const access = route.config?.access;
    if (access === "public" || access === "secret-token") route.schema.security ??= [];
    // A route that is also a tool (ADR 053) says its tool name, so an API reader finds the one from the other.
    if (route.config?.tool) (route.schema as Record<string, unknown>)["x-tool"] = route.config.tool;
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Roamwise",
        description: "Collaborative trip planner API. Signed-in routes need the session cookie set by POST /api/auth/login.",
        version: packageJson.version,
      },
      tags: [...API_TAGS],
      components: {
        securitySchemes: { cookieAuth: { type: "apiKey", in: "cookie", name: SESSION_COOKIE } },
      },
      // Routes open to everyone (access "public" or "secret-token") say `security: []`, below.
      security: [{ cookieAuth: [] }],
    },
    transform: (input) => withOfflineHeaders(jsonSchemaTransform(input), input.route.method, input.url),
    transformObject: jsonSchemaTransformObject,
  });
  // The viewer's pages describe the API and hold no data: open to anyone (ADR 016).
  await app.register(async (viewer) => {
    declareAccess(viewer, "public");
    await viewer.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
  });

  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { access: "public" } }, async () => app.swagger());
}
