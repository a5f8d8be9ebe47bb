// The OpenAPI document lists every API route the app registers, each with a
// summary, one feature tag, its parameters, its request body and a success
// answer; a route added without them fails here. /api/docs shows it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteOptions } from "fastify";
import { createTestApp, type TestApp } from "../test/test-app";
import { DOCS_PREFIX, IF_MATCH_ROUTES, OPENAPI_PATH } from "./plugin";

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  openapi: string;
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const DOCUMENTED_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The document and its viewer are not part of the API they describe. */
const isDocsRoute = (url: string) => url === OPENAPI_PATH || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

let t: TestApp;
const routes: { method: string; url: string; readsBody: boolean }[] = [];
let doc: Document;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith("/api/") || isDocsRoute(route.url)) return;
      for (const method of [route.method].flat()) {
        if (DOCUMENTED_METHODS.includes(method)) routes.push({ method, url: route.url, readsBody: !!route.schema?.body });
      }
    },
  });
  await t.app.ready();
  const res = await t.app.inject({ method: "GET", url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json() as Document;
});

afterAll(() => t.close());

/** `/api/trips/:tripId` → `/api/trips/{tripId}`, as OpenAPI writes path parameters. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const pathParams = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

function operation(route: { method: string; url: string }): Operation | undefined {
  return doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    // Sanity: the route table was read (a broken onRoute would make every check below vacuous).
    expect(routes.length).toBeGreaterThan(40);
  });

  it("names the tool of every route that is one (x-tool), and only those", () => {
    const named = Object.fromEntries(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops as Record<string, Record<string, unknown>>)
          .filter(([, op]) => op["x-tool"])
          .map(([method, op]) => [op["x-tool"] as string, `${method.toUpperCase()} ${path}`]),
      ),
    );
    const tools = Object.fromEntries([...t.app.tools.values()].map((tool) => [tool.name, `${tool.method} ${openApiPath(tool.url)}`]));
    expect(named).toEqual(tools);
  });

  it("lists every API route under its path and method", () => {
    const missing = routes.filter((r) => !operation(r)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it("gives every operation a summary and exactly one tag from the document's tag list", () => {
    const tags = new Set((doc.tags ?? []).map((tag) => tag.name));
    const bad = routes
      .filter((r) => {
        const op = operation(r);
        return !op?.summary?.trim() || op.tags?.length !== 1 || !tags.has(op.tags[0]!);
      })
      .map((r) => `${r.method} ${r.url}: summary=${operation(r)?.summary} tags=${operation(r)?.tags}`);
    expect(bad).toEqual([]);
  });

  it("documents a success answer (2xx, or the 3xx of a browser redirect) of every operation", () => {
    const bad = routes
      .filter((r) => !Object.keys(operation(r)?.responses ?? {}).some((code) => /^[23]\d\d$/.test(code)))
      .map((r) => `${r.method} ${r.url}`);
    expect(bad).toEqual([]);
  });

  it("documents the client-error shape of every operation", () => {
    const bad = routes.filter((r) => !operation(r)?.responses?.["4XX"]).map((r) => `${r.method} ${r.url}`);
    expect(bad).toEqual([]);
  });

  it("documents every path parameter", () => {
    const bad = routes
      .filter((r) => {
        const documented = (operation(r)?.parameters ?? []).filter((p) => p.in === "path" && p.required);
        return pathParams(r.url).some((name) => !documented.some((p) => p.name === name));
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(bad).toEqual([]);
  });

  it("documents the request body of every route that reads one", () => {
    const writes = routes.filter((r) => ["POST", "PUT", "PATCH"].includes(r.method) || r.readsBody);
    const bad = writes
      // JSON, or multipart/form-data for an upload.
      .filter((r) => r.readsBody && !["application/json", "multipart/form-data"].some((type) => operation(r)?.requestBody?.content?.[type]?.schema))
      .map((r) => `${r.method} ${r.url}`);
    expect(bad).toEqual([]);
    // A body schema is how a route reads one; writes without any are the few that take none.
    const noBody = writes.filter((r) => !r.readsBody).map((r) => `${r.method} ${r.url}`);
    expect(noBody.sort()).toEqual([...BODILESS_WRITES].sort());
  });
});

describe("the offline headers (docs/product/offline.md)", () => {
  const header = (op: Operation | undefined, name: string) => op?.parameters?.find((p) => p.in === "header" && p.name === name);

  it("documents Idempotency-Key on every write outside /api/auth/, and on no read", () => {
    const writes = routes.filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && !r.url.startsWith("/api/auth/"));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((r) => !header(operation(r), "Idempotency-Key")).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const others = routes.filter((r) => r.method === "GET" || r.url.startsWith("/api/auth/"));
    expect(others.filter((r) => header(operation(r), "Idempotency-Key")).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("documents If-Match and the 409 with `current` on the update calls, and If-Match nowhere else", () => {
    for (const route of IF_MATCH_ROUTES) {
      const [method, url] = route.split(" ") as [string, string];
      const op = operation({ method, url });
      expect(header(op, "If-Match"), route).toBeDefined();
      const conflict = op?.responses?.["409"] as { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } | undefined;
      expect(Object.keys(conflict?.content?.["application/json"]?.schema?.properties ?? {}), route).toEqual(["message", "code", "current"]);
    }
    const withIfMatch = routes.filter((r) => header(operation(r), "If-Match")).map((r) => `${r.method} ${r.url}`);
    expect(withIfMatch.sort()).toEqual([...IF_MATCH_ROUTES].sort());
  });
});

/** Writes that take no body: their input is the path (and the session). */
const BODILESS_WRITES = [
  "POST /api/auth/logout",
  // Starts a backup of the whole instance: nothing to say but "now".
  "POST /api/admin/backups",
  "POST /api/auth/resend-verification",
  // Starts adding a passkey for the signed-in person: the options depend on nobody else.
  "POST /api/auth/passkeys/register/options",
  // A new secret for the authenticator app; signing out every other session.
  "POST /api/auth/2fa/totp/setup",
  "POST /api/auth/sessions/revoke-others",
  "POST /api/trips/:tripId/calendar-feed/reset",
  "POST /api/invite-links/:token/accept",
  "POST /api/polls/:id/close",
  "POST /api/profile/forwarding/reset",
  "POST /api/trips/:tripId/share",
  "POST /api/proposals/:id/apply",
  "POST /api/proposals/:id/discard",
  // A 👍 on an idea: the address says it all.
  "PUT /api/places/:id/like",
  "PUT /api/messages/:id/reactions/:emoji",
];

describe("GET /api/docs", () => {
  it("shows the document in Swagger UI", async () => {
    let res = await t.app.inject({ method: "GET", url: DOCS_PREFIX });
    for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 3; hops++) {
      res = await t.app.inject({ method: "GET", url: new URL(res.headers.location!, "http://x").pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("swagger-ui");
    // The page's own scripts and styles are served too, or it would render nothing.
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect((await t.app.inject({ method: "GET", url: new URL(asset, "http://x/api/docs/").pathname })).statusCode, asset).toBe(200);
    }
  });
});
