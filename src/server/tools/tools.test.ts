// Every action is a tool (docs/tools-and-mcp.md, ADR 053): each user-facing write route
// declares `config.tool`, and a tool validates like its route because it IS its route —
// a call with bad input answers the route's 400 naming the field, never a 500.
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Trip } from "@shared/trips";
import type { RouteAccess } from "../access/route-access";
import { createTestApp, createTestTrip, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { LANGUAGES } from "@shared/i18n/languages";
import { callTool, toolJsonSchema } from "./registry";
import { assistantToolsFor, changeSummary } from "./assistant";

/**
 * Write routes that are not tools, each with why. Everything else that writes under /api
 * must be one: account, session and instance plumbing is a person's own act in the browser,
 * not something an assistant does for them.
 */
const NOT_TOOLS: Record<string, string> = {
  "POST /api/ai/place-details": "a model call itself: a model does not call a model",
  "POST /api/ai/travel-suggestions": "a model call itself",
  "POST /api/trips/:tripId/chat": "the assistant's own conversation",
  // The trip chat is people talking to people: the assistant reads it but says nothing in a member's name there.
  "POST /api/trips/:tripId/messages": "words in the trip chat are a member's own, not the assistant's",
  "PATCH /api/messages/:id": "words in the trip chat are a member's own, not the assistant's",
  "DELETE /api/messages/:id": "deleting a chat message is its author's or a moderator's own decision",
  "PUT /api/messages/:id/reactions/:emoji": "a reaction is a member's own opinion",
  "DELETE /api/messages/:id/reactions/:emoji": "a reaction is a member's own opinion",
  "POST /api/trips/:tripId/messages/read": "what a member has seen is theirs, not the assistant's",
  "POST /api/trips/:tripId/chat/stream": "the assistant's own conversation",
  "POST /api/proposals/:id/apply": "deciding on an assistant's proposal is a member's act, never the assistant's",
  "POST /api/proposals/:id/discard": "deciding on an assistant's proposal is a member's act",
  "POST /api/invite-links/:token/accept": "joining a trip by a link's secret is the invitee's own act",
  "POST /api/profile/tokens": "the account's own keys (browser session only)",
  "DELETE /api/profile/tokens/:id": "the account's own keys (browser session only)",
  "POST /api/oauth/consent": "a member's own approval of an outside app: the member's browser session only, never a token",
  "DELETE /api/profile/apps/:id": "the account's own connected apps (browser session only)",
  "POST /api/trips/:tripId/calendar-feed/reset": "replaces the caller's own secret feed address, an account key",
  "POST /api/push/subscriptions": "a browser's own push endpoint: only that browser can subscribe itself",
  "DELETE /api/push/subscriptions": "a browser's own push endpoint",
  "PUT /api/profile/forwarding": "the account's own mail settings",
  "POST /api/profile/forwarding/reset": "replaces the caller's own secret forwarding address, an account key",
  "POST /api/profile/forwarding/senders": "mails a confirmation link to an address: which addresses may file bookings is the member's own decision",
  "POST /api/profile/forwarding/senders/confirm": "whoever holds the mailed link's secret confirms the address",
  "POST /api/inbox/:id/add": "deciding on a forwarded mail is the member's own act, as deciding on a proposal is",
  "DELETE /api/inbox/:id": "deciding on a forwarded mail is the member's own act",
  "POST /api/reservations/:id/files": "a multipart upload: a file is not a JSON argument",
  "POST /api/trips/:tripId/photos": "a multipart upload",
  "POST /api/trips/:tripId/imports": "a multipart upload",
  "POST /api/trips/:tripId/days/:date/geo": "a multipart upload",
  "POST /api/trips/:tripId/imports/places": "a multipart upload",
  "POST /api/trips/:tripId/imports/expenses": "a multipart upload",
};
/** Whole areas that are plumbing: signing in and out, accounts, the instance's admin. */
const PLUMBING = [/^\/api\/auth\//, /^\/api\/admin\//];
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let t: TestApp;
const registered: RouteOptions[] = [];
let routes: { key: string; method: string; url: string; access: RouteAccess | undefined; tool: string | undefined }[] = [];
let ana: SignedUp;
let trip: Trip;

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route: RouteOptions) => registered.push(route) });
  await t.app.ready();
  routes = registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => WRITES.has(method))
      .map((method) => ({ key: `${method} ${route.url}`, method, url: route.url, access: route.config?.access, tool: route.config?.tool })),
  );
  ana = await signUp(t.app, { firstName: "Ana" });
  trip = await createTestTrip(t.app, ana, { name: "Porto", startDate: "2027-06-01", endDate: "2027-06-05", currency: "EUR" });
});
afterAll(async () => {
  await t?.close();
});

describe("tools", () => {
  it("every user-facing write route is a tool, or says why not", () => {
    const userFacing = routes.filter((r) => r.url.startsWith("/api/") && !PLUMBING.some((re) => re.test(r.url)));
    expect(userFacing.length).toBeGreaterThan(40);
    const missing = userFacing.filter((r) => !r.tool && !(r.key in NOT_TOOLS)).map((r) => r.key);
    expect(
      missing,
      'These write routes are not tools. Add `tool: "verb_noun"` (snake_case, unique) to the route\'s `config` next to `access`, ' +
        "with a schema.summary (the tool's description) and a z.object body; or, if an assistant must never do it, add it to NOT_TOOLS " +
        "in src/server/tools/tools.test.ts with the reason.",
    ).toEqual([]);
    const stale = Object.keys(NOT_TOOLS).filter((key) => !routes.some((r) => r.key === key && !r.tool));
    expect(stale, "NOT_TOOLS entries for routes that are tools now or no longer exist: remove them").toEqual([]);
  });

  it("a tool is its route: same method, path and permission", () => {
    for (const route of routes.filter((r) => r.tool)) {
      const tool = t.app.tools.get(route.tool!)!;
      expect({ key: `${tool.method} ${tool.url}`, access: tool.access }, route.tool).toEqual({ key: route.key, access: route.access });
    }
  });

  it("a tool called with its required arguments left out answers its route's 400 naming the field, not a 500", async () => {
    const credentials = { cookie: ana.cookie };
    const checked: string[] = [];
    for (const tool of t.app.tools.values()) {
      const required = ((toolJsonSchema(tool).required as string[] | undefined) ?? []).filter((name) => !tool.paramNames.includes(name));
      if (!tool.write || !required.length) continue;
      // Path parameters filled (the trip is Ana's; another id is none), the body empty.
      const args = Object.fromEntries(tool.paramNames.map((name) => [name, name === "tripId" ? trip.id : name === "date" ? "2027-06-02" : name === "list" ? "packing" : "00000000-0000-4000-8000-000000000000"]));
      const answer = await callTool(t.app, tool, args, credentials);
      expect(answer.statusCode, `${tool.name}: ${answer.body}`).toBe(400);
      const fields = Object.keys((JSON.parse(answer.body) as { fields?: Record<string, string> }).fields ?? {});
      expect(fields.length, `${tool.name} names no field: ${answer.body}`).toBeGreaterThan(0);
      for (const field of fields) expect(Object.keys(tool.input.shape), `${tool.name}: ${field}`).toContain(tool.bodyWhole ? "body" : field.split(".")[0]);
      checked.push(tool.name);
    }
    expect(checked).toEqual(expect.arrayContaining(["add_reservation", "log_expense", "add_itinerary_item", "create_trip"]));
  });

  it("every write a model may be offered has its line on the proposal card, in every language", () => {
    // The admin's set is the widest; a write without a label would show its message id on the card.
    const writes = assistantToolsFor(t.app.tools.values(), "admin").filter((tool) => tool.write);
    expect(writes.length).toBeGreaterThan(20);
    for (const language of LANGUAGES) {
      for (const tool of writes) {
        const summary = changeSummary(tool, { title: "Gelato", startDate: "2027-06-02" }, language);
        expect(summary, `${language}: ${tool.name}`).not.toContain("assistant.tool.");
      }
    }
  });
});
