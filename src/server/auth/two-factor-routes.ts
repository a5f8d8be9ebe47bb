// Two-step sign-in (docs/security.md): set up and switch an authenticator app
// on and off in Profile → Security, and the second step of signing in.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { twoFactorCodeSchema } from "@shared/auth";
import { backupCodesSchema, disableTotpSchema, totpSetupSchema } from "@shared/two-factor";
import { userSchema } from "@shared/user";
import { apiErrorSchema } from "@shared/errors";
import { HttpError } from "../http-error";
import { noContent } from "../openapi/responses";
import { clearChallengeCookie, replaceSessionCookie, sessionClient, signedInUser } from "./require-user";
import { startSessionFor } from "./service";
import { CHALLENGE_EXPIRED, RateLimited, TWO_FACTOR_COOKIE, challengeUser, disableTotp, enableTotp, endChallenge, setupTotp, verifySecondStep } from "./two-factor";

export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** Too many wrong codes: the same 429 as for passwords, with Retry-After. */
  const limited = async <T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RateLimited) {
        app.metrics.rateLimited.inc({ limit: "login" });
        reply.header("Retry-After", String(error.retryAfter));
      }
      throw error;
    }
  };

  app.post(
    "/api/auth/2fa/totp/setup",
    {
      // Allowed while the instance requires two-step sign-in and this account has none yet: it is how one sets it up.
      config: { access: "browser-session", beforeTwoFactorSetup: true },
      schema: {
        summary: "Start setting up an authenticator app: a new secret, its otpauth URL and QR code (off until enabled with a code)",
        tags: ["auth"],
        response: { 200: totpSetupSchema, 409: apiErrorSchema },
      },
    },
    async (request) => setupTotp(db(), signedInUser(request)),
  );

  app.post(
    "/api/auth/2fa/totp/enable",
    {
      config: { access: "browser-session", beforeTwoFactorSetup: true },
      schema: {
        summary: "Switch the authenticator app on with a code from it; answers ten backup codes, shown this once",
        tags: ["auth"],
        body: twoFactorCodeSchema,
        response: { 200: backupCodesSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => limited(reply, () => enableTotp(db(), signedInUser(request), request.body.code, request.ip)),
  );

  app.post(
    "/api/auth/2fa/totp/disable",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Switch the authenticator app off: the current password (for an account that has one) and a code",
        tags: ["auth"],
        body: disableTotpSchema,
        response: { 204: noContent("Off; the backup codes no longer work"), 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await limited(reply, () => disableTotp(db(), signedInUser(request), request.body, request.ip));
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/auth/2fa/verify",
    {
      // The pending cookie from POST /api/auth/login is the caller's proof of the first step.
      config: { access: "public" },
      schema: {
        summary: "The second step of signing in: a code from the authenticator app or a backup code (each works once)",
        tags: ["auth"],
        body: twoFactorCodeSchema,
        response: { 200: userSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pending = request.cookies[TWO_FACTOR_COOKIE];
      const user = await challengeUser(db(), pending);
      if (!user || !pending) {
        clearChallengeCookie(request, reply);
        throw new HttpError(401, "two_factor_expired", CHALLENGE_EXPIRED);
      }
      const method = await limited(reply, () => verifySecondStep(db(), user, request.body.code, request.ip));
      await endChallenge(db(), pending);
      clearChallengeCookie(request, reply);
      const session = await startSessionFor(db(), user.id, { client: sessionClient(request), adminEmails: app.deps.admin?.emails ?? [], method });
      await replaceSessionCookie(request, reply, session.token);
      return session.user;
    },
  );
}
