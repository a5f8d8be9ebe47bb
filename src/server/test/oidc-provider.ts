// A real OpenID provider (oidc-provider) on 127.0.0.1 for the single sign-on
// tests: started and stopped by the test, with one confidential client and
// people the test names. Its own development login form takes any login name;
// the person's address, and whether it is verified, are what the test set for
// that name. Consent is taken as given (a first-party client), as the
// providers a household or club runs are usually set up.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type KoaContextWithOIDC } from "oidc-provider";

export interface TestPerson {
  email?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
}

export interface TestOidcProvider {
  /** e.g. "http://127.0.0.1:43123" */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in under a login name (its `sub`); an unknown name has only a `sub`. */
  people: Map<string, TestPerson>;
  close(): Promise<void>;
}

/** The one client registered at the provider (known before it starts, so an app can be configured first). */
export const TEST_OIDC_CLIENT = { id: "roamwise-test", secret: "a-test-secret-of-the-loopback-provider" } as const;

export async function startOidcProvider(options: { redirectUris: string[]; port?: number }): Promise<TestOidcProvider> {
  const people = new Map<string, TestPerson>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { id: clientId, secret: clientSecret } = TEST_OIDC_CLIENT;

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, grant_types: ["authorization_code"], response_types: ["code"] }],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name"] },
    // The test's own signing keys are made by the provider at start (it warns about it, which is expected here).
    cookies: { keys: ["loopback-provider-cookie-key"] },
    pkce: { required: () => true },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      return {
        accountId: sub,
        async claims() {
          const person = people.get(sub) ?? {};
          return {
            sub,
            ...(person.email !== undefined ? { email: person.email, email_verified: person.emailVerified ?? false } : {}),
            ...(person.givenName ? { given_name: person.givenName } : {}),
            ...(person.familyName ? { family_name: person.familyName } : {}),
          };
        },
      };
    },
    // Consent for the one first-party client is given: a grant of what it asks for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope("openid email profile");
      grant.addOIDCClaims(["email", "email_verified", "given_name", "family_name", "name"]);
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    people,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
