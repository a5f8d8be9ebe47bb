// Single sign-on's two browser navigations (docs/product/sign-in.md): to the
// OpenID provider, and back from it. Both answer with a redirect, never an error
// page: whatever goes wrong lands the person on the sign-in page, which says why.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { zodMessage } from "@shared/i18n/error-message";
import { apiErrorSchema } from "@shared/errors";
import { redirect } from "../openapi/responses";
import { requestLanguage } from "../i18n";
import { createOidcClient } from "./oidc-client";
import { OIDC_LOGIN_MINUTES, OIDC_STATE_COOKIE, beginOidcSignIn, finishOidcSignIn, type OidcRefusal } from "./oidc";
import { SESSION_COOKIE, deleteSession } from "./sessions";
import { sessionClient, setChallengeCookie, setSessionCookie } from "./require-user";

const CALLBACK_PATH = "/api/auth/oidc/callback";
const tags = ["auth"];

const NEXT_MESSAGE = zodMessage("errors.field.maxCharacters", { label: "next", max: 2000 });
const startQuerySchema = z.object({
  next: z.string({ error: NEXT_MESSAGE }).max(2000, NEXT_MESSAGE).optional(),
});
/** What a provider sends back (RFC 6749 §4.1.2, RFC 9207's iss); read whole from the address by openid-client. */
const providerText = (label: string) => z.string({ error: zodMessage("errors.field.text", { label }) }).optional();
const callbackQuerySchema = z.object({
  code: providerText("code"),
  state: providerText("state"),
  iss: providerText("iss"),
  error: providerText("error"),
  error_description: providerText("error_description"),
});

/** The sign-in page saying why, with where the person was going kept. */
function toSignInPage(reply: FastifyReply, reason: OidcRefusal, next: string | null) {
  const query = new URLSearchParams({ sso: reason, ...(next ? { next } : {}) });
  return reply.redirect(`/login?${query}`, 302);
}

export async function oidcRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const client = app.deps.oidc ? createOidcClient(app.deps.oidc) : null;
  const https = app.deps.publicUrl?.startsWith("https:") ?? false;
  /** Where the provider sends the browser back: PUBLIC_URL's, else the address this request came to. */
  const redirectUri = (request: FastifyRequest) => `${app.deps.publicUrl ?? `${request.protocol}://${request.host}`}${CALLBACK_PATH}`;
  const stateCookie = { httpOnly: true, sameSite: "lax", path: CALLBACK_PATH, secure: https } as const;

  app.get(
    "/api/auth/oidc/start",
    {
      config: { access: "public" },
      preHandler: app.limit("signInStart"),
      schema: {
        summary: "Sign in through the OpenID provider: to its sign-in page (authorization code with PKCE, state and nonce)",
        tags,
        querystring: startQuerySchema,
        response: { 302: redirect("To the provider; to /login?sso=unavailable when single sign-on is off or the provider cannot be reached"), 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!client) return toSignInPage(reply, "unavailable", null);
      let started;
      try {
        started = await beginOidcSignIn(db(), client, redirectUri(request), request.query.next);
      } catch (err) {
        request.log.warn({ err }, "OpenID provider could not be reached");
        return toSignInPage(reply, "unavailable", null);
      }
      reply.setCookie(OIDC_STATE_COOKIE, started.state, { ...stateCookie, maxAge: OIDC_LOGIN_MINUTES * 60 });
      return reply.redirect(started.url.href, 302);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      config: { access: "public" },
      schema: {
        summary: "Back from the OpenID provider: signs in (finding, linking or making the account) and goes on to `next`",
        tags,
        querystring: callbackQuerySchema,
        response: { 302: redirect("Signed in, to the sign-in's `next` or home; with two-step sign-in on, to /login?step=code for the code; else to /login?sso=<reason>") },
      },
    },
    async (request, reply) => {
      reply.clearCookie(OIDC_STATE_COOKIE, stateCookie);
      if (!client) return toSignInPage(reply, "unavailable", null);
      const url = new URL(redirectUri(request));
      url.search = new URL(request.url, url).search;
      const outcome = await finishOidcSignIn(
        db(),
        client,
        {
          url,
          cookieState: request.cookies[OIDC_STATE_COOKIE],
          client: sessionClient(request),
          adminEmails: app.deps.admin?.emails ?? [],
          language: await requestLanguage(request),
        },
        (err) => request.log.warn({ err }, "single sign-on refused by its checks"),
      );
      if (outcome.status === "refused") return toSignInPage(reply, outcome.reason, outcome.next);
      if (outcome.status === "two_factor") {
        // The sign-in page asks for the code (step=code), then goes on to `next` as after a password.
        setChallengeCookie(request, reply, outcome.challenge);
        return reply.redirect(`/login?step=code${outcome.next ? `&next=${encodeURIComponent(outcome.next)}` : ""}`, 302);
      }
      // The session this browser held before (if any) is replaced, not left behind.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db(), previous);
      setSessionCookie(request, reply, outcome.token);
      return reply.redirect(outcome.next ?? "/", 302);
    },
  );
}
