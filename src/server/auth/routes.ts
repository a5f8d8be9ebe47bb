// Auth endpoints: register, login, logout, current user, and the two
// browser navigations /api/login and /api/logout.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, resetTokenSchema, verifyEmailSchema } from "@shared/auth";
import { resendVerification, verifyEmail } from "./email-verification";
import { userSchema } from "@shared/user";
import { apiErrorSchema } from "@shared/errors";
import { HttpError } from "../http-error";
import { WINDOW_MINUTES } from "./rate-limit";
import { clearSessionCookie, replaceSessionCookie, sessionClient, setChallengeCookie, setSessionCookie, signedInUser } from "./require-user";
import { twoFactorRequiredSchema } from "@shared/two-factor";
import { z } from "zod";
import { ACCOUNT_DISABLED, INVALID_CREDENTIALS, changePassword, login, registerUser } from "./service";
import { authMethodsSchema } from "@shared/admin";
import { getSettings } from "../admin/settings";
import { SESSION_COOKIE, signOut } from "./sessions";
import { noContent, redirect } from "../openapi/responses";
import { requestLanguage } from "../i18n";
import { checkResetToken, inBackground, requestPasswordReset, resetPassword, resetRequestsSettled } from "./password-reset";
import { fastJson } from "../serializer";
import { isCrossSite } from "../security/request-guards";
import { relyingPartyOf } from "./passkey-routes";

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  // Reset requests still running finish before the database closes.
  app.addHook("onClose", async () => resetRequestsSettled());

  app.post(
    "/api/auth/register",
    {
      config: { access: "public" },
      preHandler: app.limit("register"),
      schema: {
        summary: "Create an account and sign in",
        tags: ["auth"],
        body: registerSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const { user, token } = await registerUser(db(), request.body, { language: await requestLanguage(request), client: sessionClient(request) });
      setSessionCookie(request, reply, token);
      return reply.code(201).send(user);
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: {
        summary: "Sign in with email and password (with two-step sign-in on, the code is asked next: POST /api/auth/2fa/verify)",
        tags: ["auth"],
        body: loginSchema,
        response: { 200: z.union([userSchema, twoFactorRequiredSchema]), 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await login(db(), request.body, sessionClient(request), app.deps.admin?.emails);
      if (result.status === "rate_limited") {
        app.metrics.rateLimited.inc({ limit: "login" });
        reply.header("Retry-After", String(result.retryAfter));
        throw new HttpError(429, "rate_limited", "errors.auth.tooManyFailures", { minutes: WINDOW_MINUTES });
      }
      if (result.status === "invalid") throw new HttpError(401, "invalid_credentials", INVALID_CREDENTIALS);
      if (result.status === "disabled") throw new HttpError(403, "account_disabled", ACCOUNT_DISABLED);
      if (result.status === "two_factor") {
        setChallengeCookie(request, reply, result.challenge);
        return { twoFactorRequired: true as const, methods: result.methods };
      }
      await replaceSessionCookie(request, reply, result.token);
      return result.user;
    },
  );

  app.post(
    "/api/auth/logout",
    {
      config: { access: "public" },
      schema: {
        summary: "Sign out of this session",
        tags: ["auth"],
        response: { 204: noContent("Signed out; the session cookie is cleared") },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await signOut(db(), token, request.ip);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/auth/change-password",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Change the password (other sessions end)",
        tags: ["auth"],
        body: changePasswordSchema,
        response: { 204: noContent("Changed; this session stays signed in") },
      },
    },
    async (request, reply) => {
      await changePassword(db(), signedInUser(request).id, request.body, request.cookies[SESSION_COOKIE], request.ip);
      return reply.code(204).send();
    },
  );

  // "Forgot password" (ADR 027): the same 202 whether or not the address has an account.
  app.post(
    "/api/auth/forgot-password",
    {
      config: { access: "public" },
      preHandler: app.limit("passwordReset"),
      schema: {
        summary: "E-mail a password reset link (the answer never says whether the address has an account)",
        tags: ["auth"],
        body: forgotPasswordSchema,
        response: { 202: noContent("Accepted; if the address has an account, a link valid for one hour is on its way") },
      },
    },
    async (request, reply) => {
      const language = await requestLanguage(request);
      inBackground(requestPasswordReset(db(), request.body.email, language), request.log);
      return reply.code(202).send();
    },
  );

  // The reset page asks as it opens, so a used or expired link says so before a form is filled in (counted as resets are).
  app.post(
    "/api/auth/reset-password/check",
    {
      config: { access: "public" },
      preHandler: app.limit("passwordReset"),
      schema: {
        summary: "Whether a reset link's token can still be used (it is not used up by asking)",
        tags: ["auth"],
        body: resetTokenSchema,
        response: { 204: noContent("The link can be used") },
      },
    },
    async (request, reply) => {
      await checkResetToken(db(), request.body.token);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      config: { access: "public" },
      preHandler: app.limit("passwordReset"),
      schema: {
        summary: "Choose a new password with a reset link's token (every session of the user ends)",
        tags: ["auth"],
        body: resetPasswordSchema,
        response: { 204: noContent("Changed; sign in with the new password") },
      },
    },
    async (request, reply) => {
      await resetPassword(db(), request.body, request.ip);
      // This browser's session (if any) ended with the others: its cookie goes too.
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/auth/user",
    {
      // Answered while two-step sign-in must still be set up: the app learns from it where to take the person.
      config: { access: "signed-in", beforeTwoFactorSetup: true },
      schema: {
        summary: "The signed-in user",
        tags: ["auth"],
        response: { 200: fastJson(userSchema) },
      },
    },
    async (request) => signedInUser(request),
  );

  // E-mail verification (docs/product/admin.md): the link's page works signed in or out.
  app.post(
    "/api/auth/verify-email",
    {
      config: { access: "public" },
      preHandler: app.limit("passwordReset"),
      schema: {
        summary: "Verify the account's e-mail address with the e-mailed link's token",
        tags: ["auth"],
        body: verifyEmailSchema,
        response: { 204: noContent("Verified"), 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await verifyEmail(db(), request.body.token, { ip: request.ip, adminEmails: app.deps.admin?.emails ?? [] });
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/auth/resend-verification",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "E-mail a new verification link (at most 5 an hour; nothing is sent once verified)",
        tags: ["auth"],
        response: { 202: noContent("Accepted; a link valid for 24 hours is on its way"), 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await resendVerification(db(), signedInUser(request).id, await requestLanguage(request));
      return reply.code(202).send();
    },
  );

  app.get(
    "/api/auth/methods",
    {
      config: { access: "public" },
      schema: {
        summary: "How one may sign in and whether one may register (for the signed-out pages)",
        tags: ["auth"],
        response: { 200: authMethodsSchema },
      },
    },
    async (request) => {
      const settings = await getSettings(db());
      // Passkeys wherever the relying party is known (passkey-routes.ts).
      const passkeys = relyingPartyOf(request) !== null;
      return { password: settings.passwordSignIn, registration: settings.registration, oidc: app.deps.oidc ? { name: app.deps.oidc.name } : null, passkeys };
    },
  );

  app.get(
    "/api/login",
    {
      config: { access: "public" },
      schema: {
        summary: "Browser link to the sign-in page",
        tags: ["auth"],
        response: { 302: redirect("To /login") },
      },
    },
    async (_request, reply) => reply.redirect("/login", 302),
  );

  app.get(
    "/api/logout",
    {
      config: { access: "public" },
      schema: {
        summary: "Browser link that signs out (from another site it only redirects)",
        tags: ["auth"],
        response: { 302: redirect("Signed out; to /login") },
      },
    },
    async (request, reply) => {
      // A link or image on another site must not sign the member out: it only redirects.
      if (isCrossSite(request, app.deps.publicUrl)) return reply.redirect("/login", 302);
      const token = request.cookies[SESSION_COOKIE];
      if (token) await signOut(db(), token, request.ip);
      clearSessionCookie(request, reply);
      return reply.redirect("/login", 302);
    },
  );
}
