// OAuth 2.1 for MCP clients (docs/tools-and-mcp.md, ADR 062), driven by the official MCP SDK client
// against the app on loopback: a 401 sends it to discover the metadata, register itself and send the
// member to authorize with PKCE; the test plays the member's browser over HTTP (sign-in, the consent
// screen's calls), and the SDK trades the code, refreshes and is cut off by revocation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Trip } from "@shared/trips";
import { englishError } from "@shared/i18n/english-errors";
import { request, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import { startMcpWorld } from "../test/mcp-world";
import { READ_ONLY_TOKEN } from "../auth/require-user";
import { s256 } from "./service";

let t: TestApp;
let base: string;
let ana: SignedUp;
let ben: SignedUp;
let trip: Trip;
const clients: Client[] = [];
const CALLBACK = "http://127.0.0.1:1/callback";

/** An MCP client's OAuth state, kept in memory as a desktop assistant would keep it on disk. */
class MemoryProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  constructor(private readonly scope?: string) {}
  get redirectUrl() {
    return CALLBACK;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: "Trip Helper", redirect_uris: [CALLBACK], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none", ...(this.scope ? { scope: this.scope } : {}) };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery") {
    if (scope === "all" || scope === "tokens") this.saved = undefined;
    if (scope === "all" || scope === "client") this.client = undefined;
  }
}

const transportOf = (provider: OAuthClientProvider) => new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: provider });

async function connected(provider: OAuthClientProvider): Promise<Client> {
  const client = new Client({ name: "oauth-test", version: "1.0.0" });
  await client.connect(transportOf(provider));
  clients.push(client);
  return client;
}

/** Signs in over HTTP as a browser would, answering the session cookie. */
async function signIn(who: SignedUp): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: who.user.email, password: TEST_PASSWORD }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/**
 * The member's browser from the authorization URL to the app's redirect: signed out it is sent to
 * sign in and back to the consent screen, whose request it reads and then answers.
 */
async function consent(authorizationUrl: URL, who: SignedUp, allow = true): Promise<{ redirect: URL; info: unknown }> {
  const first = await fetch(authorizationUrl, { redirect: "manual" });
  expect(first.status).toBe(302);
  const login = new URL(first.headers.get("location")!, base);
  expect(login.pathname).toBe("/login");
  const next = login.searchParams.get("next")!;
  const cookie = await signIn(who);
  // Signed in, the same authorization URL leads straight to the consent screen the sign-in page leads to.
  const again = await fetch(authorizationUrl, { redirect: "manual", headers: { cookie } });
  expect(again.headers.get("location")).toBe(next);
  const consentPage = new URL(next, base);
  expect(consentPage.pathname).toBe("/connect");
  const query = Object.fromEntries(consentPage.searchParams);
  const info = await fetch(`${base}/api/oauth/consent?${consentPage.searchParams}`, { headers: { cookie } });
  expect(info.status).toBe(200);
  const decided = await fetch(`${base}/api/oauth/consent`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", origin: base },
    body: JSON.stringify({ ...query, allow }),
  });
  expect(decided.status, await decided.clone().text()).toBe(200);
  return { redirect: new URL((await decided.json()).redirectTo), info: await info.json() };
}

/** The whole first connection: 401, discovery, registration, consent, code exchange, connected. */
async function authorize(provider: MemoryProvider, who: SignedUp): Promise<Client> {
  await expect(connected(provider)).rejects.toThrow(UnauthorizedError);
  const { redirect } = await consent(provider.authorizationUrl!, who);
  const transport = transportOf(provider);
  await transport.finishAuth(redirect.searchParams.get("code")!);
  return connected(provider);
}

const text = (result: Awaited<ReturnType<Client["callTool"]>>) => (result.content as { text: string }[])[0]!.text;
const form = (values: Record<string, string>) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(values).toString() });

beforeAll(async () => {
  ({ t, base, ana, ben, trip } = await startMcpWorld());
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await t?.close();
});

describe("OAuth for MCP clients, with the SDK client", () => {
  it("says where to authorize on a 401 and in its metadata", async () => {
    const res = await fetch(`${base}/mcp`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain(`resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
    const resource = await (await fetch(`${base}/.well-known/oauth-protected-resource/mcp`)).json();
    expect(resource).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base], scopes_supported: ["trips:read", "trips:write"] });
    const server = await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json();
    expect(server).toMatchObject({ issuer: base, code_challenge_methods_supported: ["S256"], token_endpoint_auth_methods_supported: ["none"], registration_endpoint: `${base}/oauth/register` });
  });

  it("connects: discovery, registration, sign-in, consent naming the app, PKCE code, tools; a viewer's write is refused", async () => {
    const provider = new MemoryProvider();
    await expect(connected(provider)).rejects.toThrow(UnauthorizedError);
    expect(provider.client?.client_id).toBeTruthy();
    const url = provider.authorizationUrl!;
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("resource")).toBe(`${base}/mcp`);
    const { redirect, info } = await consent(url, ben);
    expect(info).toEqual({ clientName: "Trip Helper", redirectHost: "127.0.0.1:1", scopes: ["trips:read", "trips:write"] });
    expect(redirect.searchParams.get("state")).toBe(url.searchParams.get("state"));
    expect(redirect.searchParams.get("iss")).toBe(base);
    await transportOf(provider).finishAuth(redirect.searchParams.get("code")!);
    expect(provider.saved?.access_token).toMatch(/^rw_oat_/);

    const client = await connected(provider);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(["list_trips", "add_reservation"]));
    const trips = await client.callTool({ name: "list_trips", arguments: {} });
    expect(JSON.parse(text(trips)).map((x: Trip) => x.name)).toEqual(["Lisbon"]);
    // Ben is a viewer: the app may write, but no more than he may.
    const refused = await client.callTool({ name: "add_reservation", arguments: { tripId: trip.id, name: "Hotel", reservationDate: "2027-06-01" } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^403: /);
  });

  it("a read-only grant reads but writes nothing, even for the trip's admin", async () => {
    const provider = new MemoryProvider("trips:read");
    await expect(connected(provider)).rejects.toThrow(UnauthorizedError);
    // The SDK asks for the scopes the resource offers; the member grants read only (the app asked for less).
    const url = provider.authorizationUrl!;
    url.searchParams.set("scope", "trips:read");
    const { redirect, info } = await consent(url, ana);
    expect(info).toMatchObject({ scopes: ["trips:read"] });
    await transportOf(provider).finishAuth(redirect.searchParams.get("code")!);
    expect(provider.saved?.scope).toBe("trips:read");
    const client = await connected(provider);
    expect((await client.callTool({ name: "get_trip", arguments: { tripId: trip.id } })).isError).toBeFalsy();
    const refused = await client.callTool({ name: "add_reservation", arguments: { tripId: trip.id, name: "Hotel", reservationDate: "2027-06-01" } });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toBe(`403: ${englishError(READ_ONLY_TOKEN)}`);
    expect((await request(t.app, "GET", `/api/trips/${trip.id}/reservations`, ana)).json()).toEqual([]);
  });

  it("refreshes an expired access token with rotation; revoking ends it; Profile lists and disconnects apps", async () => {
    const provider = new MemoryProvider();
    const client = await authorize(provider, ana);
    const first = provider.saved!;
    // As if the access token had expired: the SDK meets a 401 and refreshes on its own.
    provider.saved = { ...first, access_token: `rw_oat_${"x".repeat(43)}` };
    expect((await client.callTool({ name: "list_trips", arguments: {} })).isError).toBeFalsy();
    expect(provider.saved.refresh_token).not.toBe(first.refresh_token);
    // The old refresh token was rotated away.
    const stale = await fetch(`${base}/oauth/token`, form({ grant_type: "refresh_token", refresh_token: first.refresh_token!, client_id: provider.client!.client_id }));
    expect(stale.status).toBe(400);
    expect((await stale.json()).error).toBe("invalid_grant");

    const apps = (await request(t.app, "GET", "/api/profile/apps", ana)).json();
    expect(apps).toContainEqual(expect.objectContaining({ clientName: "Trip Helper", scopes: ["trips:read", "trips:write"] }));

    const revoked = await fetch(`${base}/oauth/revoke`, form({ token: provider.saved.access_token, client_id: provider.client!.client_id }));
    expect(revoked.status).toBe(200);
    // Access and refresh end together: the SDK falls back to asking the member again.
    await expect(client.callTool({ name: "list_trips", arguments: {} })).rejects.toThrow(UnauthorizedError);
    expect((await request(t.app, "GET", "/api/profile/apps", ana)).json().length).toBe(apps.length - 1);

    // Disconnected from Profile: the next call is a 401 too; personal tokens are untouched.
    const other = new MemoryProvider();
    const again = await authorize(other, ana);
    const listed = (await request(t.app, "GET", "/api/profile/apps", ana)).json() as { id: string }[];
    expect((await request(t.app, "DELETE", `/api/profile/apps/${listed.at(-1)!.id}`, ben)).statusCode).toBe(404);
    expect((await request(t.app, "DELETE", `/api/profile/apps/${listed.at(-1)!.id}`, ana)).statusCode).toBe(204);
    const res = await fetch(`${base}/api/trips`, { headers: { authorization: `Bearer ${other.saved!.access_token}` } });
    expect(res.status).toBe(401);
    await expect(again.callTool({ name: "list_trips", arguments: {} })).rejects.toThrow(UnauthorizedError);
  });

  it("a denied consent sends the app access_denied and no code", async () => {
    const provider = new MemoryProvider();
    await expect(connected(provider)).rejects.toThrow(UnauthorizedError);
    const { redirect } = await consent(provider.authorizationUrl!, ana, false);
    expect(redirect.searchParams.get("error")).toBe("access_denied");
    expect(redirect.searchParams.get("code")).toBeNull();
  });
});

describe("OAuth endpoints refuse bad input in the OAuth error format", () => {
  let clientId: string;
  const verifier = "v".repeat(50);
  const authorizeUrl = (params: Record<string, string>) =>
    `${base}/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: CALLBACK, code_challenge: s256(verifier), code_challenge_method: "S256", state: "s1", ...params })}`;

  /** A fresh code for the member, through the consent API. */
  async function codeFor(who: SignedUp): Promise<string> {
    const url = new URL(authorizeUrl({}));
    const res = await request(t.app, "POST", "/api/oauth/consent", who, { ...Object.fromEntries(url.searchParams), allow: true });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().redirectTo).searchParams.get("code")!;
  }

  beforeAll(async () => {
    const res = await fetch(`${base}/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ client_name: "Bad Input", redirect_uris: [CALLBACK] }) });
    expect(res.status).toBe(201);
    clientId = (await res.json()).client_id;
  });

  it("registration: redirect URIs are https or loopback http, the body an object", async () => {
    const cases: [unknown, string][] = [
      [{ redirect_uris: ["http://example.com/cb"] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["https://app.example/cb#frag"] }, "invalid_redirect_uri"],
      [{ redirect_uris: [] }, "invalid_redirect_uri"],
      [{ redirect_uris: "https://app.example/cb" }, "invalid_redirect_uri"],
      [{ redirect_uris: ["javascript:alert(1)"] }, "invalid_redirect_uri"],
      [{ redirect_uris: ["https://app.example/cb"], client_name: 7 }, "invalid_client_metadata"],
      [[1, 2], "invalid_client_metadata"],
    ];
    for (const [body, error] of cases) {
      const res = await fetch(`${base}/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error, JSON.stringify(body)).toBe(error);
    }
    const broken = await fetch(`${base}/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe("invalid_request");
    const ok = await fetch(`${base}/oauth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ redirect_uris: ["https://app.example/cb", "http://[::1]:8080/cb"] }) });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ client_name: "app.example", token_endpoint_auth_method: "none" });
  });

  it("authorize: an unknown client or redirect URI is answered here; anything else goes back as error=", async () => {
    const unknown: Record<string, string>[] = [{ client_id: "00000000-0000-4000-8000-000000000000" }, { client_id: "nope" }, { redirect_uri: "http://127.0.0.1:1/elsewhere" }];
    for (const params of unknown) {
      const res = await fetch(authorizeUrl(params), { redirect: "manual" });
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect((await res.json()).error).toBe("invalid_request");
    }
    const back: [Record<string, string>, string][] = [
      [{ code_challenge_method: "plain" }, "invalid_request"],
      [{ code_challenge: "short" }, "invalid_request"],
      [{ response_type: "token" }, "unsupported_response_type"],
      [{ scope: "trips:read admin" }, "invalid_scope"],
      [{ resource: "https://elsewhere.example/mcp" }, "invalid_target"],
    ];
    for (const [params, error] of back) {
      const res = await fetch(authorizeUrl(params), { redirect: "manual" });
      expect(res.status, JSON.stringify(params)).toBe(302);
      const to = new URL(res.headers.get("location")!);
      expect(`${to.origin}${to.pathname}`).toBe(CALLBACK);
      expect(to.searchParams.get("error"), JSON.stringify(params)).toBe(error);
      expect(to.searchParams.get("state")).toBe("s1");
    }
    // The consent screen's API names the parameter.
    const res = await request(t.app, "GET", `/api/oauth/consent?${new URLSearchParams({ client_id: clientId, redirect_uri: CALLBACK, response_type: "code", code_challenge_method: "plain" })}`, ana);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(["code_challenge_method"]);
  });

  it("token: each fault has its OAuth code; a code works once, only with its verifier", async () => {
    const code = await codeFor(ana);
    const exchange = (values: Record<string, string>) => fetch(`${base}/oauth/token`, form({ grant_type: "authorization_code", code, redirect_uri: CALLBACK, client_id: clientId, code_verifier: verifier, ...values }));
    const cases: [Record<string, string>, number, string][] = [
      [{ grant_type: "password" }, 400, "unsupported_grant_type"],
      [{ grant_type: "" }, 400, "invalid_request"],
      [{ client_id: "" }, 400, "invalid_request"],
      [{ client_id: "00000000-0000-4000-8000-000000000000" }, 401, "invalid_client"],
      [{ code_verifier: "too-short" }, 400, "invalid_request"],
      [{ code: "" }, 400, "invalid_request"],
      [{ code: "not-a-code" }, 400, "invalid_grant"],
      [{ resource: "https://elsewhere.example/mcp" }, 400, "invalid_target"],
    ];
    for (const [values, status, error] of cases) {
      const res = await exchange(values);
      expect(res.status, JSON.stringify(values)).toBe(status);
      expect((await res.json()).error, JSON.stringify(values)).toBe(error);
    }
    // A wrong verifier spends the code: the right one comes too late.
    const wrong = await exchange({ code_verifier: "w".repeat(50) });
    expect((await wrong.json()).error).toBe("invalid_grant");
    expect((await (await exchange({})).json()).error).toBe("invalid_grant");

    const fresh = await codeFor(ana);
    const ok = await exchange({ code: fresh });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    expect(await ok.json()).toMatchObject({ token_type: "Bearer", scope: "trips:read trips:write", expires_in: 3600 });
    expect((await (await exchange({ code: fresh })).json()).error).toBe("invalid_grant");

    // Not a form: still the OAuth format, never a 500.
    const json = await fetch(`${base}/oauth/token`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ grant_type: "authorization_code" }) });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe("invalid_request");
    const twice = await fetch(`${base}/oauth/token`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=a&grant_type=b" });
    expect((await twice.json()).error).toBe("invalid_request");
    const text = await fetch(`${base}/oauth/token`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    expect(text.status).toBe(400);
    expect((await text.json()).error).toBe("invalid_request");
  });

  it("refresh and revoke: unknown tokens, clients and wider scopes are refused", async () => {
    const refresh = (values: Record<string, string>) => fetch(`${base}/oauth/token`, form({ grant_type: "refresh_token", client_id: clientId, ...values }));
    expect((await (await refresh({})).json()).error).toBe("invalid_request");
    expect((await (await refresh({ refresh_token: "rw_ort_nope" })).json()).error).toBe("invalid_grant");

    const code = await codeFor(ana);
    const tokens = await (await fetch(`${base}/oauth/token`, form({ grant_type: "authorization_code", code, redirect_uri: CALLBACK, client_id: clientId, code_verifier: verifier }))).json();
    const narrowed = await refresh({ refresh_token: tokens.refresh_token, scope: "trips:read" });
    expect(narrowed.status).toBe(200);
    const read = await narrowed.json();
    expect(read.scope).toBe("trips:read");
    const wider = await refresh({ refresh_token: read.refresh_token, scope: "trips:read trips:write" });
    expect((await wider.json()).error).toBe("invalid_scope");

    expect((await (await fetch(`${base}/oauth/revoke`, form({ client_id: clientId }))).json()).error).toBe("invalid_request");
    const unknownClient = await fetch(`${base}/oauth/revoke`, form({ token: read.access_token, client_id: "00000000-0000-4000-8000-000000000000" }));
    expect(unknownClient.status).toBe(401);
    expect((await unknownClient.json()).error).toBe("invalid_client");
    // An unknown token is no error (RFC 7009 §2.2).
    expect((await fetch(`${base}/oauth/revoke`, form({ token: "whatever", client_id: clientId }))).status).toBe(200);
    expect((await fetch(`${base}/api/trips`, { headers: { authorization: `Bearer ${read.access_token}` } })).status).toBe(200);
    expect((await fetch(`${base}/oauth/revoke`, form({ token: read.refresh_token, client_id: clientId }))).status).toBe(200);
    expect((await fetch(`${base}/api/trips`, { headers: { authorization: `Bearer ${read.access_token}` } })).status).toBe(401);
  });

  it("takes forms from other sites at the protocol's endpoints only: the consent approval keeps the same-origin rule", async () => {
    const crossSite = { origin: "https://evil.example" };
    const token = await fetch(`${base}/oauth/token`, { ...form({ grant_type: "refresh_token", client_id: clientId, refresh_token: "x" }), headers: { "content-type": "application/x-www-form-urlencoded", ...crossSite } });
    expect(token.status).toBe(400);
    expect(token.headers.get("access-control-allow-origin")).toBe("*");
    expect((await token.json()).error).toBe("invalid_grant");
    const preflight = await fetch(`${base}/oauth/token`, { method: "OPTIONS", headers: { ...crossSite, "access-control-request-method": "POST" } });
    expect(preflight.status).toBe(204);

    const url = new URL(authorizeUrl({}));
    const forged = await fetch(`${base}/api/oauth/consent`, {
      method: "POST",
      headers: { cookie: ana.cookie, "content-type": "application/json", ...crossSite },
      body: JSON.stringify({ ...Object.fromEntries(url.searchParams), allow: true }),
    });
    expect(forged.status).toBe(403);
    const asForm = await fetch(`${base}/api/oauth/consent`, {
      method: "POST",
      headers: { cookie: ana.cookie, "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({ ...Object.fromEntries(url.searchParams), allow: "true" }).toString(),
    });
    expect(asForm.status).toBe(415);
    // An app's token cannot approve apps: the consent screen is the member's own browser.
    const viaToken = await fetch(`${base}/api/oauth/consent?${url.searchParams}`, { headers: { authorization: `Bearer ${(await request(t.app, "POST", "/api/profile/tokens", ana, { name: "x" })).json().token}` } });
    expect(viaToken.status).toBe(403);
  });
});
