// OAuth 2.1 for outside assistants (docs/tools-and-mcp.md, ADR 062).
//
// The protocol's own endpoints — metadata under /.well-known, /oauth/register, /oauth/authorize,
// /oauth/token, /oauth/revoke — are called by apps, not by the app's screens: they take form bodies
// and cross-site calls as the OAuth specifications require (the request guards exempt exactly these
// paths, security/request-guards.ts) and answer errors in the OAuth format, never the app's.
// The consent screen's calls (/api/oauth/consent) and Profile's "Connected apps" are ordinary
// JSON routes of a signed-in browser, under the same-origin rule like every other write: the
// approval that mints a code cannot be forged by another site.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { OAUTH_SCOPES, connectedAppSchema, consentAnswerSchema, consentDecisionSchema, consentInfoSchema, consentRequestSchema, type ConsentRequest } from "@shared/oauth";
import { badRequest } from "../http-error";
import { resolveUser, signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import {
  AuthorizationRequestError,
  OAuthError,
  checkAuthorizationRequest,
  consentInfo,
  decideConsent,
  exchangeToken,
  listConnectedApps,
  redirectWith,
  registerClient,
  revokeConnectedApp,
  revokeToken,
} from "./service";

/** This server's address as apps see it: PUBLIC_URL, else the address the request came to. */
export function issuerOf(request: FastifyRequest): string {
  const publicUrl = request.server.deps.publicUrl;
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
}

/** The protected resource the tokens are for: the MCP endpoint (RFC 8707 `resource`). */
export const mcpResourceOf = (request: FastifyRequest) => `${issuerOf(request)}/mcp`;

/** Where the resource's metadata lives (RFC 9728 §3.1: the well-known path with the resource's path appended). */
export const resourceMetadataUrlOf = (request: FastifyRequest) => `${issuerOf(request)}/.well-known/oauth-protected-resource/mcp`;

/** Paths outside the browser rules (JSON-only, same-origin): the OAuth protocol's own. */
export const OAUTH_PROTOCOL_PATH = /^\/(oauth\/(register|token|revoke|authorize)|\.well-known\/oauth-[a-z-]+(\/mcp)?)(\?|$)/;

const RESOURCE_METADATA_PATHS = ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"];

/** The consent screen, a page of the app (src/shared/pages.ts). */
const CONSENT_PAGE = "/connect";

/** The form of a token or revocation request; a parameter sent twice is an error (RFC 6749 §3.2). */
function parseForm(body: string): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(form, key)) throw new OAuthError("invalid_request", `${key} is sent more than once`);
    form[key] = value;
  }
  return form;
}

const formOf = (request: FastifyRequest): Record<string, string> => {
  if (typeof request.body !== "object" || request.body === null || Array.isArray(request.body)) throw new OAuthError("invalid_request", "Send the parameters as application/x-www-form-urlencoded");
  return request.body as Record<string, string>;
};

/** The OAuth error format (RFC 6749 §5.2); a client error Fastify raised (a bad body) is an invalid_request. */
function oauthErrorHandler(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  const known =
    error instanceof OAuthError
      ? error
      : error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? new OAuthError("invalid_request", error.message, error.statusCode === 401 ? 401 : 400)
        : null;
  if (!known) {
    request.log.error({ err: error }, "OAuth endpoint failed");
    return reply.code(500).header("cache-control", "no-store").send({ error: "server_error", error_description: "The server failed; try again" });
  }
  if (known.status === 401) reply.header("www-authenticate", 'Basic realm="roamwise"');
  return reply.code(known.status).header("cache-control", "no-store").send({ error: known.error, error_description: known.description });
}

/** The protocol's endpoints: their own body parser, error format and cross-origin answers. */
async function protocolRoutes(app: FastifyInstance) {
  const db = () => app.deps.database.db;
  app.setErrorHandler(oauthErrorHandler);
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body: string, done) => {
    try {
      done(null, parseForm(body));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Apps in a browser call these from their own origin; nothing here reads a cookie, so any origin may.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.header("access-control-allow-origin", "*");
    done();
  });

  const resourceMetadata = (request: FastifyRequest) => ({
    resource: mcpResourceOf(request),
    authorization_servers: [issuerOf(request)],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ["header"],
    resource_name: "Roamwise",
  });
  // The SDK asks the path-suffixed address first (RFC 9728 §3.1), older clients the bare one.
  for (const url of RESOURCE_METADATA_PATHS) {
    app.get(url, { schema: { hide: true }, config: { access: "public" } }, async (request) => resourceMetadata(request));
  }

  app.get("/.well-known/oauth-authorization-server", { schema: { hide: true }, config: { access: "public" } }, async (request) => {
    const issuer = issuerOf(request);
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      registration_endpoint: `${issuer}/oauth/register`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      scopes_supported: [...OAUTH_SCOPES],
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none"],
      revocation_endpoint_auth_methods_supported: ["none"],
      authorization_response_iss_parameter_supported: true,
    };
  });

  // Any app may register; what it may do is decided by the member on the consent screen.
  app.post("/oauth/register", { schema: { hide: true }, config: { access: "public" } }, async (request, reply) =>
    reply.code(201).header("cache-control", "no-store").send(await registerClient(db(), request.body)),
  );

  app.get("/oauth/authorize", { schema: { hide: true }, config: { access: "public" } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const params = consentRequestSchema.safeParse(query);
    if (!params.success) throw new OAuthError("invalid_request", "Each parameter is sent once, as text");
    try {
      await checkAuthorizationRequest(db(), params.data, mcpResourceOf(request));
    } catch (error) {
      // A fault the app can be told of goes back to it; an unknown client or redirect URI is shown here (never redirected to).
      if (error instanceof AuthorizationRequestError && error.redirect) {
        return reply.redirect(redirectWith(error.redirect.uri, { error: error.error, error_description: error.description, state: error.redirect.state, iss: issuerOf(request) }));
      }
      throw error;
    }
    // The consent screen reads the same request again; signed out, sign-in comes first and leads there.
    const consent = `${CONSENT_PAGE}?${new URLSearchParams(Object.entries(params.data).filter((e): e is [string, string] => e[1] !== undefined)).toString()}`;
    const user = await resolveUser(request, reply);
    return reply.redirect(user ? consent : `/login?next=${encodeURIComponent(consent)}`);
  });

  app.post("/oauth/token", { schema: { hide: true }, config: { access: "public" } }, async (request, reply) =>
    reply.header("cache-control", "no-store").header("pragma", "no-cache").send(await exchangeToken(db(), formOf(request), mcpResourceOf(request))),
  );

  app.post("/oauth/revoke", { schema: { hide: true }, config: { access: "public" } }, async (request, reply) => {
    await revokeToken(db(), formOf(request));
    return reply.code(200).header("cache-control", "no-store").send({});
  });

  // CORS preflight of a browser app (its JSON or MCP-Protocol-Version header).
  for (const url of [...RESOURCE_METADATA_PATHS, "/.well-known/oauth-authorization-server", "/oauth/register", "/oauth/token", "/oauth/revoke"]) {
    app.options(url, { schema: { hide: true }, config: { access: "public" } }, async (_request, reply) =>
      reply
        .code(204)
        .header("access-control-allow-methods", "GET, POST, OPTIONS")
        .header("access-control-allow-headers", "content-type, authorization, mcp-protocol-version")
        .header("access-control-max-age", "86400")
        .send(),
    );
  }
}

/** The request as the consent screen carries it, checked again: a 400 naming the parameter when it is not one we can show. */
async function checkedForConsent(request: FastifyRequest, params: ConsentRequest) {
  try {
    return await checkAuthorizationRequest(request.server.deps.database.db, params, mcpResourceOf(request));
  } catch (error) {
    if (error instanceof AuthorizationRequestError) throw badRequest(error.field, "errors.oauth.badRequest");
    throw error;
  }
}

export async function oauthRoutes(fastify: FastifyInstance) {
  await fastify.register(protocolRoutes);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.get(
    "/api/oauth/consent",
    {
      // The member's own browser: a token cannot approve more tokens.
      config: { access: "browser-session" },
      schema: {
        summary: "What the consent screen shows of an app's authorization request",
        tags: ["oauth"],
        querystring: consentRequestSchema,
        response: { 200: consentInfoSchema },
      },
    },
    async (request) => consentInfo(await checkedForConsent(request, request.query)),
  );

  app.post(
    "/api/oauth/consent",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Allow or deny an app's authorization request",
        description: "Answers where the browser goes next: the app's redirect URI with a single-use code, or with `error=access_denied`.",
        tags: ["oauth"],
        body: consentDecisionSchema,
        response: { 200: consentAnswerSchema },
      },
    },
    async (request) => {
      const { allow, ...params } = request.body;
      const checked = await checkedForConsent(request, params);
      return { redirectTo: await decideConsent(db(), signedInUser(request).id, checked, allow, issuerOf(request)) };
    },
  );

  app.get(
    "/api/profile/apps",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "The apps the caller connected with OAuth (Connected apps)",
        tags: ["profile"],
        response: { 200: z.array(connectedAppSchema) },
      },
    },
    async (request) => listConnectedApps(db(), signedInUser(request).id),
  );

  app.delete(
    "/api/profile/apps/:id",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Disconnect an app: its access and refresh tokens stop working",
        tags: ["profile"],
        params: z.object({ id: z.string() }),
        response: { 204: noContent("Disconnected: the app's tokens answer 401 from now on") },
      },
    },
    async (request, reply) => {
      await revokeConnectedApp(db(), signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
