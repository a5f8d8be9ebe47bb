// Talking to the OpenID provider (docs/product/sign-in.md) through openid-client:
// its metadata (read on first use, so the app starts while the provider is down),
// the authorization URL with PKCE, state and nonce, and the code exchange whose
// ID token openid-client checks (signature, issuer, audience, nonce, expiry).
import * as oidc from "openid-client";

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Unset for a public client: PKCE alone authenticates the exchange. */
  clientSecret?: string;
  /** The button's label ("Sign in with {name}"). */
  name: string;
  /** Space-separated scopes asked for. */
  scopes: string;
}

/** What the app takes from the provider about the person. */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  /** Only a literal `true` from the provider counts. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** The checks kept from the start of a sign-in for its callback. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** https anywhere; plain http only on a loopback address (a provider a test starts). */
export function isAllowedIssuer(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

export interface OidcClient {
  settings: OidcSettings;
  /** The provider's authorization URL for a new sign-in returning to `redirectUri`. */
  authorizationUrl(redirectUri: string, checks: OidcChecks): Promise<URL>;
  /** Exchanges the code the provider sent back to `callbackUrl` (its whole address, query included) and reads who signed in. */
  finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcProfile>;
}

/** A fresh state, nonce and PKCE verifier for one sign-in. */
export function newChecks(): OidcChecks {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

const stringClaim = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value.trim() : null);

export function createOidcClient(settings: OidcSettings): OidcClient {
  // config.ts refuses such an issuer too; this keeps any other caller to the same rule.
  if (!isAllowedIssuer(settings.issuer)) throw new Error("The OpenID issuer must be https (http only on a loopback address)");
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        // Without a secret the client is public and sends none (PKCE protects the code).
        settings.clientSecret ? undefined : oidc.None(),
        { timeout: 10, execute: new URL(settings.issuer).protocol === "http:" ? [oidc.allowInsecureRequests] : [] },
      )
      .catch((err: unknown) => {
        // A provider that was down is asked again at the next sign-in.
        discovered = null;
        throw err;
      });
    return discovered;
  };

  return {
    settings,
    async authorizationUrl(redirectUri, checks) {
      const config = await configuration();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
      });
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      let claims: Record<string, unknown> = idToken;
      // Many providers put the address and names only in the userinfo answer (for the same subject).
      if (stringClaim(idToken.email) === null && config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
      }
      const name = stringClaim(claims.name);
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: stringClaim(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        firstName: stringClaim(claims.given_name) ?? name?.split(/\s+/)[0] ?? null,
        lastName: stringClaim(claims.family_name) ?? (name?.includes(" ") ? name.slice(name.indexOf(" ") + 1).trim() : null),
      };
    },
  };
}
