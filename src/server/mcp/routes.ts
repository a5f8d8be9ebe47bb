// `/mcp`: a Model Context Protocol server (docs/product/tokens-and-mcp.md, ADR 032) for outside
// assistants, over Streamable HTTP with the official SDK, authenticated by a
// personal access token (ADR 031). Stateless: each POST gets its own server
// and transport, so any instance answers any call.
//
// Every tool is a thin adapter over the app's own API, called in-process
// (`inject`) with the caller's token: the same routes, validation, role checks
// and live updates as the screens, and nothing an assistant could do that the
// token's owner could not. An API refusal (400, 403, 404…) becomes a tool
// error carrying the API's message, in the caller's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { lookupAccessToken } from "../auth/access-tokens";
import { HttpError, unauthorized } from "../http-error";
import { type ErrorId } from "@shared/i18n/error-message";

export const MCP_TOKEN_NEEDED: ErrorId = "errors.mcp.tokenNeeded";
export const MCP_POST_ONLY: ErrorId = "errors.mcp.postOnly";

type Call = (method: "GET" | "POST", url: string, payload?: unknown) => Promise<CallToolResult>;

const tripId = z.string().describe("The trip's id, from list_trips");
const date = z.string().describe("A calendar date, YYYY-MM-DD");
const time = z.string().describe("A local wall time, HH:mm (24-hour)");
const trip = (id: string) => `/api/trips/${encodeURIComponent(id)}`;

/** The tools, each one route of the API (docs/product/tokens-and-mcp.md: list trips, read days, reservations, budget and balances, add a reservation, add a place to a day, log an expense). */
async function buildServer(call: Call): Promise<McpServer> {
  // The SDK is loaded with the first call: memory the idle server need not hold (ADR 029).
  const { McpServer } = await import("@modelcontextprotocol/sdk/server/mcp.js");
  const server = new McpServer({ name: "roamwise", version: "1.0.0" });
  const read = { readOnlyHint: true, openWorldHint: false } as const;
  const write = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;

  server.registerTool(
    "list_trips",
    { title: "List trips", description: "The trips you are a member of, with dates, currency and your role.", inputSchema: {}, annotations: read },
    () => call("GET", "/api/trips"),
  );
  server.registerTool(
    "get_trip",
    { title: "Trip details", description: "One trip: name, dates, budget, currency, members and your role.", inputSchema: { tripId }, annotations: read },
    ({ tripId: id }) => call("GET", trip(id)),
  );
  server.registerTool(
    "list_days",
    {
      title: "Days",
      description:
        "The trip's days, each with what happens on it in order: stay check-ins and check-outs, reservations, events, places to visit and to-dos due, with local times, and the travel between stops.",
      inputSchema: { tripId },
      annotations: read,
    },
    ({ tripId: id }) => call("GET", `${trip(id)}/days`),
  );
  server.registerTool(
    "list_reservations",
    {
      title: "Reservations",
      description: "Hotels, flights, restaurants, attractions and transport: dates, local times, addresses, confirmation numbers and costs.",
      inputSchema: { tripId },
      annotations: read,
    },
    ({ tripId: id }) => call("GET", `${trip(id)}/reservations`),
  );
  server.registerTool(
    "get_budget",
    {
      title: "Budget",
      description: "The budget by category: planned, typed, logged as expenses and spent, in the trip's currency.",
      inputSchema: { tripId },
      annotations: read,
    },
    ({ tripId: id }) => call("GET", `${trip(id)}/budget`),
  );
  server.registerTool(
    "list_expenses",
    { title: "Expenses", description: "Who paid what, in which currency, and how it is shared.", inputSchema: { tripId }, annotations: read },
    ({ tripId: id }) => call("GET", `${trip(id)}/expenses`),
  );
  server.registerTool(
    "get_balances",
    {
      title: "Balances",
      description: "Each member's paid, share and net in the trip's currency, and the transfers that settle everyone.",
      inputSchema: { tripId },
      annotations: read,
    },
    ({ tripId: id }) => call("GET", `${trip(id)}/balances`),
  );
  server.registerTool(
    "add_reservation",
    {
      title: "Add a reservation",
      description: "Adds a booking to the trip (editors and admins).",
      inputSchema: {
        tripId,
        name: z.string().describe("What was booked, e.g. Hotel Baixa or TP 1234"),
        type: z.enum(["hotel", "flight", "restaurant", "attraction", "transport", "other"]).optional(),
        reservationDate: date,
        reservationTime: time.optional(),
        endDate: date.optional().describe("Check-out or return date, YYYY-MM-DD"),
        confirmationNumber: z.string().optional(),
        address: z.string().optional(),
        cost: z.string().optional().describe("In the trip's currency, as a decimal string"),
        notes: z.string().optional(),
      },
      annotations: write,
    },
    ({ tripId: id, ...body }) => call("POST", `${trip(id)}/reservations`, body),
  );
  server.registerTool(
    "add_place_to_day",
    {
      title: "Add a place to a day",
      description: "Plans a visit — a sight, a café, a museum — on a day of the trip, at a time or for the whole day (editors and admins).",
      inputSchema: {
        tripId,
        title: z.string().describe("The place or what to do there"),
        date,
        startTime: time.optional(),
        endTime: time.optional(),
        description: z.string().optional(),
      },
      annotations: write,
    },
    ({ tripId: id, date: day, startTime, endTime, ...rest }) =>
      call("POST", `${trip(id)}/itinerary`, { ...rest, startDate: day, endDate: day, startTime, endTime, allDay: startTime === undefined }),
  );
  server.registerTool(
    "log_expense",
    {
      title: "Log an expense",
      description:
        "Records what someone paid. Shared equally among the members unless a split is given; another currency than the trip's is converted at the given rate or the day's reference rate.",
      inputSchema: {
        tripId,
        description: z.string(),
        amount: z.string().describe("A decimal string in the expense's currency, e.g. 12.50"),
        currency: z.string().optional().describe("ISO 4217 code; the trip's currency when left out"),
        date,
        category: z.enum(["air_tickets", "hotels", "food", "activities", "transportation", "shopping", "other"]).optional(),
        paidBy: z.string().optional().describe("The payer's user id (from get_trip); you when left out"),
        rate: z.string().optional().describe("1 unit of the currency in the trip's currency"),
      },
      annotations: write,
    },
    ({ tripId: id, ...body }) => call("POST", `${trip(id)}/expenses`, body),
  );
  return server;
}

const bearerToken = (request: FastifyRequest) => /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];

export async function mcpRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  /** The app's own API as the token's owner, answered as a tool result. */
  const callerOf =
    (token: string, language: string | undefined): Call =>
    async (method, url, payload) => {
      const res = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, ...(language ? { "accept-language": language } : {}) },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      const ok = res.statusCode < 300;
      if (ok) return { content: [{ type: "text", text: res.body }] };
      // The API's error shape: message, and the field messages of a 400.
      let text = res.body;
      try {
        const body = JSON.parse(res.body) as { message?: string; fields?: Record<string, string> };
        text = [body.message, ...Object.entries(body.fields ?? {}).map(([field, message]) => `${field}: ${message}`)].filter(Boolean).join("\n");
      } catch {
        // Not JSON: the body as it came.
      }
      return { isError: true, content: [{ type: "text", text: `${res.statusCode}: ${text}` }] };
    };

  app.post("/mcp", { schema: { hide: true }, config: { access: "secret-token" } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const owner = token ? await lookupAccessToken(db(), token) : null;
    if (!token || !owner) {
      reply.header("www-authenticate", 'Bearer realm="roamwise"');
      throw unauthorized(MCP_TOKEN_NEEDED);
    }
    const server = await buildServer(callerOf(token, request.headers["accept-language"]));
    // Stateless, answered as one JSON body: no session to keep, no stream left open.
    const { StreamableHTTPServerTransport } = await import("@modelcontextprotocol/sdk/server/streamableHttp.js");
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no server-initiated stream to GET and no session to DELETE.
  for (const method of ["GET", "DELETE"] as const) {
    app.route({
      method,
      url: "/mcp",
      schema: { hide: true },
      config: { access: "public" },
      handler: async (_request, reply) => {
        reply.header("allow", "POST");
        throw new HttpError(405, "method_not_allowed", MCP_POST_ONLY);
      },
    });
  }
}
