// Actions as tools (docs/tools-and-mcp.md, ADR 053): a route that an assistant may call says
// so in its own declaration, `config: { access, tool: "add_reservation" }`. The tool's
// description is the route's OpenAPI summary, its input the route's own zod schemas (path
// parameters, query and body in one object), its permission the route's access. Nothing is
// written twice, so a tool cannot drift from its route.
//
// A call runs the route itself, in-process, as the caller (`inject` with the caller's
// credentials): the same validation (a bad input is the route's 400 naming the field), the
// same role check, the same audit entries and live updates as the screens.
import type { FastifyInstance, HTTPMethods, RouteOptions } from "fastify";
import { z } from "zod";
import type { RouteAccess } from "../access/route-access";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route is also a tool of this name (snake_case, unique), for the assistant and MCP clients. */
    tool?: string;
  }
  interface FastifyInstance {
    /** Every tool, collected from the registered routes, by name. */
    tools: Map<string, Tool>;
  }
}

export interface Tool {
  name: string;
  description: string;
  method: HTTPMethods;
  /** The route's path, e.g. /api/trips/:tripId/reservations. */
  url: string;
  access: RouteAccess;
  /** Reads run at once; writes change the trip. */
  write: boolean;
  /** Path parameters, query and body, as one object (what the caller sends). */
  input: z.ZodObject;
  paramNames: string[];
  queryNames: string[];
  /** The body is the `body` argument itself rather than the other arguments. */
  bodyWhole: boolean;
}

const TOOL_NAME = /^[a-z][a-z0-9_]{2,63}$/;

const shapeOf = (schema: unknown): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

function toolOf(route: RouteOptions, name: string): Tool {
  const method = [route.method].flat()[0]!;
  const schema = (route.schema ?? {}) as { summary?: string; description?: string; params?: unknown; querystring?: unknown; body?: unknown };
  const where = `${method} ${route.url}`;
  if (!TOOL_NAME.test(name)) throw new Error(`${where}: tool name "${name}" must be snake_case`);
  if (!schema.summary) throw new Error(`${where}: a tool needs the route's schema.summary (its description)`);
  const params = shapeOf(schema.params);
  const query = shapeOf(schema.querystring);
  // A body that is not a plain object (a union, a transform) is one argument, `body`.
  const bodyWhole = schema.body !== undefined && !(schema.body instanceof z.ZodObject);
  const body = bodyWhole ? { body: schema.body as z.ZodType } : shapeOf(schema.body);
  return {
    name,
    description: [schema.summary, schema.description].filter(Boolean).join(". "),
    method,
    url: route.url,
    access: route.config!.access!,
    write: method !== "GET" && method !== "HEAD",
    input: z.object({ ...body, ...query, ...params }),
    paramNames: Object.keys(params),
    queryNames: Object.keys(query),
    bodyWhole,
  };
}

/** Collects the tools of every route registered after it (call before the routes). */
export function installTools(app: FastifyInstance): void {
  app.decorate("tools", new Map<string, Tool>());
  app.addHook("onRoute", (route: RouteOptions) => {
    const name = route.config?.tool;
    // A GET's HEAD twin (fastify adds it) is the same route, not a second tool.
    if (!name || route.method === "HEAD") return;
    if (app.tools.has(name)) throw new Error(`Tool "${name}" is declared twice (${route.url} and ${app.tools.get(name)!.url})`);
    app.tools.set(name, toolOf(route, name));
  });
}

/** A tool's arguments as JSON Schema, as a model or an MCP client is shown them. */
export function toolJsonSchema(tool: Tool): { type: "object"; [key: string]: unknown } {
  const { $schema: _drop, ...json } = z.toJSONSchema(tool.input, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
  return { ...json, type: "object" };
}

export interface ToolAnswer {
  statusCode: number;
  body: string;
}

/**
 * Runs the tool's route as the caller: `credentials` are the caller's own headers
 * (their access token or session cookie, and their language). Arguments that are path
 * parameters fill the path, query fields the query, the rest is the body.
 */
export async function callTool(app: FastifyInstance, tool: Tool, args: Record<string, unknown>, credentials: Record<string, string>): Promise<ToolAnswer> {
  const body: Record<string, unknown> = {};
  const query: Record<string, string> = {};
  let url = tool.url;
  let payload: unknown = body;
  for (const [key, value] of Object.entries(args)) {
    if (tool.paramNames.includes(key)) url = url.replace(`:${key}`, encodeURIComponent(String(value)));
    else if (tool.queryNames.includes(key)) query[key] = String(value);
    else if (tool.bodyWhole && key === "body") payload = value;
    else body[key] = value;
  }
  // A path parameter left out stays empty: the route answers its 400 naming it.
  for (const name of tool.paramNames) url = url.replace(`:${name}`, "");
  const res = await app.inject({
    method: tool.method,
    url,
    query,
    headers: credentials,
    ...(tool.write && tool.method !== "DELETE" ? { payload: payload as object } : {}),
  });
  return { statusCode: res.statusCode, body: res.body };
}
