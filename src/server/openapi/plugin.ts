// The API's OpenAPI 3.1 document, generated from the zod schemas the routes
// validate with (GET /api/openapi.json), and Swagger UI over it at /api/docs.
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
  { name: "locations", description: "Cities a trip visits" },
  { name: "itinerary", description: "City stays and calendar events" },
  { name: "days", description: "Day by day: the days of a trip, places to visit, the order of a day, place search and the map settings" },
  { name: "calendar", description: "iCalendar feeds of a trip" },
  { name: "reservations", description: "Hotels, restaurants, flights and other bookings" },
  { name: "imports", description: "Bookings in: confirmation e-mails, tickets, passes and calendar files read into reservations" },
  { name: "files", description: "Files kept on reservations (tickets, passes, vouchers)" },
  { name: "ai", description: "Place details from the AI provider" },
  { name: "chat", description: "The AI assistant: trip chat and travel suggestions" },
  { name: "budget", description: "Budget allocations and totals" },
  { name: "money", description: "Exchange rates for shared expenses" },
  { name: "quotes", description: "Flight and hotel price quotes" },
  { name: "lists", description: "A trip's packing list and to-do list" },
  { name: "realtime", description: "Live updates of a trip (server-sent events)" },
  { name: "profile", description: "The signed-in user's preferences and account" },
  { name: "share", description: "A trip's public read-only page" },
  { name: "export", description: "The trip as a PDF" },
] as const;

export type ApiTag = (typeof API_TAGS)[number]["name"];

// Named, so the document holds the error shape once (components.schemas.ApiError) and refers to it.
globalRegistry.add(apiErrorSchema, { id: "ApiError" });

const CLIENT_ERROR = {
  description: "Bad input (400), no session (401), not allowed (403), not found or not a member (404), conflict (409)",
  content: { "application/json": { schema: apiErrorSchema } },
};

/** Registers the document, its route and the viewer; call before the feature routes so it sees them all. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  // Every API route answers client errors in the one error shape (ARCHITECTURE.md
  // "Errors"): said once here, so each route's document lists it and its 4xx
  // answers are checked against it like its success answers.
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith(DOCS_PREFIX) || route.schema?.hide) return;
    route.schema ??= {};
    const response = (route.schema.response ??= {}) as Record<string, unknown>;
    response["4xx"] ??= CLIENT_ERROR;
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
      // Routes open to everyone say `security: []`.
      security: [{ cookieAuth: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
