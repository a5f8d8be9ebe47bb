// `/mcp` with the SDK's own client over loopback (docs/product/tokens-and-mcp.md, ADR 032): a
// personal access token connects an outside assistant, which lists the
// tools, reads the trip and adds to it with exactly the token owner's roles.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Trip } from "@shared/trips";
import { request, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { startMcpWorld } from "../test/mcp-world";
import { MCP_TOKEN_NEEDED } from "./routes";
import { englishError } from "@shared/i18n/english-errors";

let t: TestApp;
let base: string;
let ana: SignedUp;
let ben: SignedUp;
let trip: Trip;
const clients: Client[] = [];

async function tokenOf(who: SignedUp): Promise<string> {
  const res = await request(t.app, "POST", "/api/profile/tokens", who, { name: "Desktop assistant" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token;
}

async function connect(token: string, language?: string): Promise<Client> {
  const client = new Client({ name: "roamwise-test", version: "1.0.0" });
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(language ? { "accept-language": language } : {}) };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

/** A tool's text answer, parsed. */
const json = (result: Awaited<ReturnType<Client["callTool"]>>) => JSON.parse((result.content as { text: string }[])[0]!.text);
const text = (result: Awaited<ReturnType<Client["callTool"]>>) => (result.content as { text: string }[])[0]!.text;

beforeAll(async () => {
  ({ t, base, ana, ben, trip } = await startMcpWorld());
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t?.close();
});

describe("/mcp", () => {
  it("answers 401 without a token or with a wrong one, and says how to connect", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer rw_pat_${"A".repeat(43)}` }, { cookie: ana.cookie }];
    for (const headers of attempts) {
      const res = await fetch(`${base}/mcp`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect((await res.json()).message).toBe(englishError(MCP_TOKEN_NEEDED));
    }
    const get = await fetch(`${base}/mcp`, { headers: { authorization: `Bearer ${await tokenOf(ana)}` } });
    expect(get.status).toBe(405);
  });

  it("lists the trip tools to an assistant connected with a token (protocol 2025-03-26 or later)", async () => {
    const client = await connect(await tokenOf(ana));
    const { tools } = await client.listTools();
    // Every tool the app's routes declare, reads and writes alike.
    expect(tools.map((tool) => tool.name).sort()).toEqual([...t.app.tools.keys()].sort());
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(["add_itinerary_item", "add_reservation", "get_balances", "get_budget", "get_trip", "list_days", "list_trips", "log_expense", "delete_reservation"]),
    );
    expect(client.getServerVersion()?.name).toBe("roamwise");
    const add = tools.find((tool) => tool.name === "add_reservation")!;
    expect(add.inputSchema.required).toEqual(expect.arrayContaining(["tripId", "name", "reservationDate"]));
  });

  it("reads the trip and adds a reservation, a place on a day and an expense as the token's admin", async () => {
    const client = await connect(await tokenOf(ana));
    const trips = json(await client.callTool({ name: "list_trips", arguments: {} }));
    expect(trips.map((x: Trip) => x.name)).toEqual(["Lisbon"]);

    const booked = await client.callTool({
      name: "add_reservation",
      arguments: { tripId: trip.id, name: "TP 1234 LIS → OPO", type: "flight", reservationDate: "2027-06-02", reservationTime: "07:35", confirmationNumber: "ABC123" },
    });
    expect(booked.isError, text(booked)).toBeFalsy();
    const place = await client.callTool({
      name: "add_itinerary_item",
      arguments: { tripId: trip.id, title: "Museu do Azulejo", startDate: "2027-06-03", endDate: "2027-06-03", startTime: "10:00", allDay: false },
    });
    expect(place.isError, text(place)).toBeFalsy();
    const spent = await client.callTool({ name: "log_expense", arguments: { tripId: trip.id, description: "Pastéis", amount: "12.40", date: "2027-06-03", category: "food" } });
    expect(spent.isError, text(spent)).toBeFalsy();

    // What the assistant added is what the screens read.
    const reservations = (await request(t.app, "GET", `/api/trips/${trip.id}/reservations`, ben)).json();
    expect(reservations).toContainEqual(expect.objectContaining({ name: "TP 1234 LIS → OPO", type: "flight", reservationTime: "07:35", confirmationNumber: "ABC123" }));
    const days = json(await client.callTool({ name: "list_days", arguments: { tripId: trip.id } }));
    const museum = (days as Array<{ date: string; items: Array<{ title: string; startTime: string | null }> }>).find((d) => d.items.some((i) => i.title === "Museu do Azulejo"));
    expect(museum?.date).toBe("2027-06-03");
    expect(museum?.items.find((i) => i.title === "Museu do Azulejo")?.startTime).toBe("10:00");
    const budget = json(await client.callTool({ name: "get_budget", arguments: { tripId: trip.id } }));
    expect(budget).toContainEqual(expect.objectContaining({ category: "food", loggedAmount: "12.40" }));
    const balances = json(await client.callTool({ name: "get_balances", arguments: { tripId: trip.id } }));
    expect(balances.members.find((m: { userId: string }) => m.userId === ana.user.id).net).toBe("6.20");
  });

  it("refuses what the token's owner may not do, with the API's message: a viewer adds nothing, a stranger's trip is not found", async () => {
    const viewer = await connect(await tokenOf(ben));
    const refused = await viewer.callTool({ name: "add_reservation", arguments: { tripId: trip.id, name: "Hotel", reservationDate: "2027-06-01" } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^403: /);
    expect((await request(t.app, "GET", `/api/trips/${trip.id}/reservations`, ana)).json().map((r: { name: string }) => r.name)).not.toContain("Hotel");
    // Reading is every member's.
    expect((await viewer.callTool({ name: "list_reservations", arguments: { tripId: trip.id } })).isError).toBeFalsy();

    const carl = await signUp(t.app);
    const stranger = await connect(await tokenOf(carl));
    const hidden = await stranger.callTool({ name: "get_trip", arguments: { tripId: trip.id } });
    expect(hidden.isError).toBe(true);
    expect(text(hidden)).toMatch(/^404: /);
  });

  it("passes bad input back as the API's 400 naming the field, in the caller's language", async () => {
    const client = await connect(await tokenOf(ana), "de");
    const bad = await client.callTool({ name: "log_expense", arguments: { tripId: trip.id, description: "Taxi", amount: "12.345", date: "2027-06-03" } });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/^400: /);
    expect(text(bad)).toMatch(/\namount: .*Nachkommastellen/);
  });

  it("offers each of the caller's trips as a resource: the trip, its days, reservations, budget and balances", async () => {
    const client = await connect(await tokenOf(ben));
    const { resources } = await client.listResources();
    expect(resources).toEqual([expect.objectContaining({ uri: `roamwise://trips/${trip.id}`, name: "Lisbon", mimeType: "application/json" })]);
    const read = await client.readResource({ uri: resources[0]!.uri });
    const document = JSON.parse((read.contents[0] as { text: string }).text);
    expect(document.trip.name).toBe("Lisbon");
    expect(Object.keys(document)).toEqual(["trip", "days", "reservations", "budget", "balances"]);

    const stranger = await connect(await tokenOf(await signUp(t.app)));
    expect((await stranger.listResources()).resources).toEqual([]);
    await expect(stranger.readResource({ uri: `roamwise://trips/${trip.id}` })).rejects.toThrow(/404/);
  });

  it("stops at once when the token is revoked", async () => {
    const token = await tokenOf(ana);
    const client = await connect(token);
    expect((await client.callTool({ name: "list_trips", arguments: {} })).isError).toBeFalsy();
    const [made] = (await request(t.app, "GET", "/api/profile/tokens", ana)).json().slice(-1);
    expect((await request(t.app, "DELETE", `/api/profile/tokens/${made.id}`, ana)).statusCode).toBe(204);
    await expect(client.callTool({ name: "list_trips", arguments: {} })).rejects.toThrow(englishError(MCP_TOKEN_NEEDED));
  });
});
