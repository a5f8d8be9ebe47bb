// OAuth 2.1 authorization server for outside assistants (docs/tools-and-mcp.md, ADR 062): public
// clients register themselves (RFC 7591), a member approves them on the consent screen, the app
// gets a single-use code for its PKCE (S256) verifier and trades it for an access token and a
// rotating refresh token. Every secret is random (node:crypto) and kept only as its SHA-256;
// a grant is one member + one client + its scope, and revoking it deletes the row.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { OAUTH_SCOPES, type ConnectedApp, type ConsentInfo, type ConsentRequest, type OAuthScope } from "@shared/oauth";
import type { Role } from "@shared/trips";
import type { User } from "@shared/user";
import type { Db } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { oauthClients, oauthCodes, oauthGrants, users } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { isUuid, roleInTrip } from "../access/trip-access";
import { notFound } from "../http-error";
import { enabledUser, hashToken, toUser, userColumns } from "../auth/sessions";
import { recordAudit } from "../audit/audit";

export const CODE_SECONDS = 5 * 60;
export const ACCESS_SECONDS = 60 * 60;
export const REFRESH_SECONDS = 30 * 24 * 60 * 60;

const ACCESS_PREFIX = "rw_oat_";
const REFRESH_PREFIX = "rw_ort_";
const ACCESS_RE = /^rw_oat_[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43–128 unreserved characters. */
const VERIFIER_RE = /^[A-Za-z0-9._~-]{43,128}$/;
/** A S256 challenge is the base64url of 32 bytes. */
const CHALLENGE_RE = /^[A-Za-z0-9_-]{43}$/;
const MAX_REDIRECT_URIS = 10;
const MAX_NAME = 100;

/**
 * An error in the OAuth format (RFC 6749 §5.2: `{ error, error_description }`): these endpoints
 * answer OAuth clients, not the app's screens, so they speak the protocol's codes in English.
 */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

const secret = (prefix: string) => `${prefix}${randomBytes(32).toString("base64url")}`;
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** The base64url SHA-256 of the verifier (RFC 7636 §4.2, S256). */
export const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** Redirect URIs an app may register: https anywhere, plain http only back to this computer (a desktop app's loopback listener). */
export function redirectUriAllowed(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "[::1]", "localhost"].includes(url.hostname);
}

/** The scopes of a space-separated list, in a fixed order; null when it names one we do not offer. Nothing asked: everything. */
export function parseScope(scope: string | undefined): OAuthScope[] | null {
  const asked = (scope ?? "").split(" ").filter(Boolean);
  if (asked.length === 0) return [...OAUTH_SCOPES];
  if (!asked.every((s) => (OAUTH_SCOPES as readonly string[]).includes(s))) return null;
  return OAUTH_SCOPES.filter((s) => asked.includes(s));
}

// ---- Registration (RFC 7591) ----

export interface RegisteredClient {
  client_id: string;
  client_id_issued_at: number;
  client_name: string;
  redirect_uris: string[];
  token_endpoint_auth_method: "none";
  grant_types: string[];
  response_types: string[];
  scope: string;
}

/** Registers a public client; `metadata` is the request body as sent (any JSON). */
export async function registerClient(db: Db, metadata: unknown): Promise<RegisteredClient> {
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata)) throw new OAuthError("invalid_client_metadata", "The body must be a JSON object");
  const { redirect_uris: uris, client_name: name } = metadata as Record<string, unknown>;
  if (!Array.isArray(uris) || uris.length === 0 || uris.length > MAX_REDIRECT_URIS || !uris.every((u): u is string => typeof u === "string" && u.length <= 2000)) {
    throw new OAuthError("invalid_redirect_uri", `redirect_uris must be a list of 1 to ${MAX_REDIRECT_URIS} URIs`);
  }
  const refused = uris.find((u) => !redirectUriAllowed(u));
  if (refused !== undefined) throw new OAuthError("invalid_redirect_uri", `redirect_uris: ${refused} is neither https nor http on the loopback address`);
  if (name !== undefined && (typeof name !== "string" || name.trim() === "" || name.length > MAX_NAME)) {
    throw new OAuthError("invalid_client_metadata", `client_name must be text of 1 to ${MAX_NAME} characters`);
  }
  // Without a name the app is named by where it sends the member back to.
  const clientName = typeof name === "string" ? name.trim() : new URL(uris[0]!).host;
  const [row] = await db.insert(oauthClients).values({ name: clientName, redirectUris: uris }).returning();
  return {
    client_id: row!.id,
    client_id_issued_at: Math.floor(Date.parse(isoTimestamp(row!.createdAt)) / 1000),
    client_name: clientName,
    redirect_uris: uris,
    // Public clients only: a secret on a member's computer is no secret; PKCE stands in for it.
    token_endpoint_auth_method: "none",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    scope: OAUTH_SCOPES.join(" "),
  };
}

async function clientById(db: Db, clientId: string | undefined) {
  if (!clientId || !isUuid(clientId)) return null;
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
  return client ?? null;
}

// ---- Authorization request ----

/** A request the consent screen may show: the client is known and the redirect URI is its own. */
export interface AuthorizationRequest {
  clientId: string;
  clientName: string;
  redirectUri: string;
  scopes: OAuthScope[];
  state: string | undefined;
  codeChallenge: string;
  resource: string | undefined;
}

/**
 * Checks an authorization request. An unknown client or a redirect URI it did not register is
 * `redirectable: false` (the member is told; nothing is sent to an address we cannot trust); any
 * other fault goes back to the app's redirect URI as `error=`.
 */
export class AuthorizationRequestError extends OAuthError {
  constructor(
    error: string,
    description: string,
    readonly field: keyof ConsentRequest,
    readonly redirect: { uri: string; state: string | undefined } | null,
  ) {
    super(error, description);
  }
}

export async function checkAuthorizationRequest(db: Db, params: ConsentRequest, resource: string): Promise<AuthorizationRequest> {
  const client = await clientById(db, params.client_id);
  if (!client) throw new AuthorizationRequestError("invalid_request", "client_id is not a registered client", "client_id", null);
  if (!params.redirect_uri || !client.redirectUris.includes(params.redirect_uri)) {
    throw new AuthorizationRequestError("invalid_request", "redirect_uri is not one the client registered", "redirect_uri", null);
  }
  const back = { uri: params.redirect_uri, state: params.state };
  const fail = (error: string, description: string, field: keyof ConsentRequest) => new AuthorizationRequestError(error, description, field, back);
  if (params.response_type !== "code") throw fail("unsupported_response_type", "response_type must be code", "response_type");
  if (params.code_challenge_method !== "S256") throw fail("invalid_request", "PKCE is required with code_challenge_method S256 (plain is refused)", "code_challenge_method");
  if (!params.code_challenge || !CHALLENGE_RE.test(params.code_challenge)) throw fail("invalid_request", "code_challenge must be a S256 challenge", "code_challenge");
  const scopes = parseScope(params.scope);
  if (!scopes) throw fail("invalid_scope", `scope may name only ${OAUTH_SCOPES.join(", ")}`, "scope");
  if (params.resource !== undefined && params.resource !== resource) throw fail("invalid_target", `resource must be ${resource}`, "resource");
  return { clientId: client.id, clientName: client.name, redirectUri: params.redirect_uri, scopes, state: params.state, codeChallenge: params.code_challenge, resource: params.resource };
}

/** What the consent screen names. */
export const consentInfo = (request: AuthorizationRequest): ConsentInfo => ({
  clientName: request.clientName,
  redirectHost: new URL(request.redirectUri).host,
  scopes: request.scopes,
});

/** `uri` with OAuth parameters added to its query (RFC 6749 §4.1.2). */
export function redirectWith(uri: string, values: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** The member's answer on the consent screen: a single-use code for the app, or access_denied. */
export async function decideConsent(db: Db, userId: string, request: AuthorizationRequest, allow: boolean, issuer: string): Promise<string> {
  if (!allow) return redirectWith(request.redirectUri, { error: "access_denied", state: request.state, iss: issuer });
  const code = secret("");
  await db.insert(oauthCodes).values({
    codeHash: hashToken(code),
    clientId: request.clientId,
    userId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    scope: request.scopes.join(" "),
    resource: request.resource ?? null,
    expiresAt: secondsFromNow(CODE_SECONDS),
  });
  return redirectWith(request.redirectUri, { code, state: request.state, iss: issuer });
}

// ---- Token endpoint ----

export interface TokenAnswer {
  access_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

const tokensOf = () => {
  const access = secret(ACCESS_PREFIX);
  const refresh = secret(REFRESH_PREFIX);
  return {
    access,
    refresh,
    columns: { accessHash: hashToken(access), accessExpiresAt: secondsFromNow(ACCESS_SECONDS), refreshHash: hashToken(refresh), refreshExpiresAt: secondsFromNow(REFRESH_SECONDS) },
  };
};

const answerOf = (access: string, refresh: string, scope: string): TokenAnswer => ({ access_token: access, token_type: "Bearer", expires_in: ACCESS_SECONDS, refresh_token: refresh, scope });

type Form = Record<string, string | undefined>;

/** The client a token request names (public clients identify themselves by `client_id` alone). */
async function callingClient(db: Db, form: Form) {
  if (!form.client_id) throw new OAuthError("invalid_request", "client_id is required");
  const client = await clientById(db, form.client_id);
  if (!client) throw new OAuthError("invalid_client", "client_id is not a registered client", 401);
  return client;
}

const required = (form: Form, name: string): string => {
  const value = form[name];
  if (!value) throw new OAuthError("invalid_request", `${name} is required`);
  return value;
};

export async function exchangeToken(db: Db, form: Form, resource: string): Promise<TokenAnswer> {
  const grantType = required(form, "grant_type");
  if (grantType !== "authorization_code" && grantType !== "refresh_token") throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
  if (form.resource !== undefined && form.resource !== resource) throw new OAuthError("invalid_target", `resource must be ${resource}`);
  const client = await callingClient(db, form);
  return grantType === "authorization_code" ? redeemCode(db, client.id, form) : refresh(db, client.id, form);
}

async function redeemCode(db: Db, clientId: string, form: Form): Promise<TokenAnswer> {
  const code = required(form, "code");
  const verifier = required(form, "code_verifier");
  const redirectUri = required(form, "redirect_uri");
  if (!VERIFIER_RE.test(verifier)) throw new OAuthError("invalid_request", "code_verifier must be 43 to 128 unreserved characters");
  // Deleted as it is read, in a statement of its own: a code works once, whatever the outcome
  // (inside the grant's transaction, a refusal would roll the deletion back and leave it usable).
  const [row] = await db
    .delete(oauthCodes)
    .where(eq(oauthCodes.codeHash, hashToken(code)))
    .returning({ ...columnsOf(oauthCodes), expired: sql<boolean>`${oauthCodes.expiresAt} <= now()` });
  if (!row || row.expired || row.clientId !== clientId) throw new OAuthError("invalid_grant", "The code is unknown, used or expired");
  if (row.redirectUri !== redirectUri) throw new OAuthError("invalid_grant", "redirect_uri differs from the authorization request's");
  if (s256(verifier) !== row.codeChallenge) throw new OAuthError("invalid_grant", "code_verifier does not match the code_challenge");
  const tokens = tokensOf();
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .insert(oauthGrants)
      .values({ clientId, userId: row.userId, scope: row.scope, resource: row.resource, ...tokens.columns })
      .returning({ id: oauthGrants.id });
    await recordAudit(tx, { action: "oauth.granted", actorId: row.userId, targetType: "oauth_grant", targetId: grant!.id, details: { clientId, scope: row.scope } });
    return answerOf(tokens.access, tokens.refresh, row.scope);
  });
}

const columnsOf = (table: typeof oauthCodes) => ({
  userId: table.userId,
  clientId: table.clientId,
  redirectUri: table.redirectUri,
  codeChallenge: table.codeChallenge,
  scope: table.scope,
  resource: table.resource,
});

/** Rotation: the refresh token is replaced with the access token, so a stolen old one opens nothing. */
async function refresh(db: Db, clientId: string, form: Form): Promise<TokenAnswer> {
  const old = required(form, "refresh_token");
  const [grant] = await db
    .select({ id: oauthGrants.id, scope: oauthGrants.scope })
    .from(oauthGrants)
    .innerJoin(users, eq(users.id, oauthGrants.userId))
    .where(and(eq(oauthGrants.refreshHash, hashToken(old)), eq(oauthGrants.clientId, clientId), sql`${oauthGrants.refreshExpiresAt} > now()`, enabledUser));
  if (!grant) throw new OAuthError("invalid_grant", "The refresh token is unknown, rotated, revoked or expired");
  // A narrower scope may be asked for, never a wider one.
  let scope = grant.scope;
  if (form.scope !== undefined) {
    const asked = parseScope(form.scope);
    if (!asked || !asked.every((s) => grant.scope.split(" ").includes(s))) throw new OAuthError("invalid_scope", "scope may only narrow the granted one");
    scope = asked.join(" ");
  }
  const tokens = tokensOf();
  // Compared with the old hash once more: of two refreshes at once, one wins.
  const rotated = await db
    .update(oauthGrants)
    .set({ ...tokens.columns, scope })
    .where(and(eq(oauthGrants.id, grant.id), eq(oauthGrants.refreshHash, hashToken(old))))
    .returning({ id: oauthGrants.id });
  if (rotated.length === 0) throw new OAuthError("invalid_grant", "The refresh token was rotated");
  return answerOf(tokens.access, tokens.refresh, scope);
}

/** RFC 7009: the grant of an access or refresh token ends; an unknown token is no error. */
export async function revokeToken(db: Db, form: Form): Promise<void> {
  const token = required(form, "token");
  const client = await callingClient(db, form);
  const hash = hashToken(token);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(oauthGrants)
      .where(and(eq(oauthGrants.clientId, client.id), or(eq(oauthGrants.accessHash, hash), eq(oauthGrants.refreshHash, hash))))
      .returning({ id: oauthGrants.id, userId: oauthGrants.userId });
    for (const grant of deleted) {
      await recordAudit(tx, { action: "oauth.revoked", actorId: grant.userId, targetType: "oauth_grant", targetId: grant.id, details: { clientId: client.id } });
    }
  });
}

// ---- Using an access token ----

const grantColumns = {
  grantId: oauthGrants.id,
  scope: oauthGrants.scope,
  ...userColumns,
  due: sql<boolean>`${oauthGrants.lastUsedAt} is null or ${oauthGrants.lastUsedAt} < now() - interval '1 minute'`,
};

const liveGrant = and(eq(oauthGrants.accessHash, sql.placeholder("accessHash")), sql`${oauthGrants.accessExpiresAt} > now()`, enabledUser);

const grantUser = hotRead("oauth_grant_user", grantColumns, (db, fields) =>
  db.select(fields).from(oauthGrants).innerJoin(users, eq(users.id, oauthGrants.userId)).where(liveGrant).limit(1),
);

// As for sessions and personal tokens (ADR 029): a trip-scoped call reads the role in the same statement.
const grantUserRole = hotRead("oauth_grant_user_role", { ...grantColumns, tripRole: roleInTrip(users.id) }, (db, fields) =>
  db.select(fields).from(oauthGrants).innerJoin(users, eq(users.id, oauthGrants.userId)).where(liveGrant).limit(1),
);

export const isOAuthAccessToken = (token: string) => token.startsWith(ACCESS_PREFIX);

/** The user and scope an OAuth access token stands for (and the role in `tripId`), or null when unknown, expired or revoked. */
export async function lookupOAuthToken(db: Db, token: string, tripId?: string): Promise<{ user: User; scopes: OAuthScope[]; tripRole?: Role | null } | null> {
  if (!ACCESS_RE.test(token)) return null;
  const accessHash = hashToken(token);
  const rows: (Parameters<typeof toUser>[0] & { grantId: string; scope: string; due: boolean; tripRole?: Role | null })[] =
    tripId === undefined ? await grantUser(db, { accessHash }) : await grantUserRole(db, { accessHash, tripId });
  const row = rows[0];
  if (!row) return null;
  if (row.due) await db.update(oauthGrants).set({ lastUsedAt: sql`now()` }).where(eq(oauthGrants.id, row.grantId));
  const scopes = parseScope(row.scope) ?? [];
  const user = toUser(row);
  return tripId === undefined ? { user, scopes } : { user, scopes, tripRole: row.tripRole ?? null };
}

// ---- Connected apps (Profile) ----

export async function listConnectedApps(db: Db, userId: string): Promise<ConnectedApp[]> {
  const rows = await db
    .select({ id: oauthGrants.id, clientName: oauthClients.name, scope: oauthGrants.scope, createdAt: oauthGrants.createdAt, lastUsedAt: oauthGrants.lastUsedAt })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .where(eq(oauthGrants.userId, userId))
    .orderBy(asc(oauthGrants.createdAt), asc(oauthGrants.id));
  return rows.map((r) => ({
    id: r.id,
    clientName: r.clientName,
    scopes: parseScope(r.scope) ?? [],
    createdAt: isoTimestamp(r.createdAt),
    lastUsedAt: r.lastUsedAt === null ? null : isoTimestamp(r.lastUsedAt),
  }));
}

/** Ends one of the caller's own grants; another member's is not found. */
export async function revokeConnectedApp(db: Db, userId: string, grantId: string): Promise<void> {
  if (!isUuid(grantId)) throw notFound("errors.oauth.appNotFound");
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(oauthGrants)
      .where(and(eq(oauthGrants.id, grantId), eq(oauthGrants.userId, userId)))
      .returning({ id: oauthGrants.id, clientId: oauthGrants.clientId });
    if (deleted.length === 0) throw notFound("errors.oauth.appNotFound");
    await recordAudit(tx, { action: "oauth.revoked", actorId: userId, targetType: "oauth_grant", targetId: grantId, details: { clientId: deleted[0]!.clientId } });
  });
}
