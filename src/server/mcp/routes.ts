// `/mcp`: a Model Context Protocol server (docs/product/tokens-and-mcp.md, ADR 032) for outside
// assistants, over Streamable HTTP with the official SDK, authenticated by a
// personal access token (ADR 031) or an app's OAuth access token (ADR 062). Stateless: each POST gets its own server
// and transport, so any instance answers any call.
//
// Every tool is a route of the app that declares itself one (`config.tool`, ADR 053),
// run in-process (`inject`) with the caller's token: the same routes, validation, role
// checks and live updates as the screens, and nothing an assistant could do that the
// token's owner could not. An API refusal (400, 403, 404…) becomes a tool error carrying
// the API's message, in the caller's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { callTool, toolJsonSchema, type ToolAnswer } from "../tools/registry";
import { bearerToken, lookupBearerToken } from "../auth/require-user";
import { resourceMetadataUrlOf } from "../oauth/routes";
import { HttpError, unauthorized } from "../http-error";
import { type ErrorId } from "@shared/i18n/error-message";

export const MCP_TOKEN_NEEDED: ErrorId = "errors.mcp.tokenNeeded";
export const MCP_POST_ONLY: ErrorId = "errors.mcp.postOnly";

/** The server of one request: every tool of the app (ADR 053), and each of the caller's trips as a resource. */
async function buildServer(app: FastifyInstance, credentials: Record<string, string>): Promise<Server> {
  // The SDK is loaded with the first call: memory the idle server need not hold (ADR 029).
  const { Server } = await import("@modelcontextprotocol/sdk/server/index.js");
  const { CallToolRequestSchema, ListToolsRequestSchema, ListResourcesRequestSchema, ReadResourceRequestSchema, McpError, ErrorCode } = await import(
    "@modelcontextprotocol/sdk/types.js"
  );
  const server = new Server({ name: "roamwise", version: "1.0.0" }, { capabilities: { tools: {}, resources: {} } });
  const tools = [...app.tools.values()];

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: toolJsonSchema(tool),
      annotations: { readOnlyHint: !tool.write, destructiveHint: tool.method === "DELETE", openWorldHint: false },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = app.tools.get(params.name);
    if (!tool) return { isError: true, content: [{ type: "text", text: `404: no tool ${params.name}` }] };
    return toolResult(await callTool(app, tool, params.arguments ?? {}, credentials));
  });

  // A trip as one document: what it is, its days, bookings and money, as the screens read them.
  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const res = await app.inject({ method: "GET", url: "/api/trips", headers: credentials });
    const trips = res.statusCode === 200 ? (JSON.parse(res.body) as Array<{ id: string; name: string }>) : [];
    return {
      resources: trips.map((trip) => ({ uri: `${TRIP_URI}${trip.id}`, name: trip.name, title: trip.name, mimeType: "application/json" })),
    };
  });
  server.setRequestHandler(ReadResourceRequestSchema, async ({ params }) => {
    const id = params.uri.startsWith(TRIP_URI) ? params.uri.slice(TRIP_URI.length) : "";
    const document: Record<string, unknown> = {};
    for (const [part, path] of TRIP_PARTS) {
      const res = await app.inject({ method: "GET", url: `/api/trips/${encodeURIComponent(id)}${path}`, headers: credentials });
      if (res.statusCode !== 200) throw new McpError(ErrorCode.InvalidParams, `${res.statusCode}: ${errorText(res.body)}`);
      document[part] = JSON.parse(res.body);
    }
    return { contents: [{ uri: params.uri, mimeType: "application/json", text: JSON.stringify(document) }] };
  });
  return server;
}

const TRIP_URI = "roamwise://trips/";
/** The reads a trip's resource is made of. */
const TRIP_PARTS = [
  ["trip", ""],
  ["days", "/days"],
  ["reservations", "/reservations"],
  ["budget", "/budget"],
  ["balances", "/balances"],
] as const;

/** The API's error shape as text: its message, and the field messages of a 400. */
function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: string; fields?: Record<string, string> };
    return [parsed.message, ...Object.entries(parsed.fields ?? {}).map(([field, message]) => `${field}: ${message}`)].filter(Boolean).join("\n");
  } catch {
    return body;
  }
}

/** A route's answer as a tool result; a refusal (400, 403, 404…) is a tool error carrying the API's message. */
function toolResult(answer: ToolAnswer): CallToolResult {
  if (answer.statusCode < 300) return { content: [{ type: "text", text: answer.body || "{}" }] };
  return { isError: true, content: [{ type: "text", text: `${answer.statusCode}: ${errorText(answer.body)}` }] };
}

export async function mcpRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;

  app.post("/mcp", { schema: { hide: true }, config: { access: "secret-token" } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const owner = token ? await lookupBearerToken(db(), token) : null;
    if (!token || !owner) {
      // Where an OAuth client learns how to get a token (RFC 9728 §5.1); a personal token needs none of it.
      reply.header("www-authenticate", `Bearer realm="roamwise", resource_metadata="${resourceMetadataUrlOf(request)}"${token ? ', error="invalid_token"' : ""}`);
      throw unauthorized(MCP_TOKEN_NEEDED);
    }
    const language = request.headers["accept-language"];
    const server = await buildServer(app, { authorization: `Bearer ${token}`, ...(language ? { "accept-language": language } : {}) });
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
