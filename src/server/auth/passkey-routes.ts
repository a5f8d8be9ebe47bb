// Passkey endpoints (docs/product/accounts-and-security.md): adding, listing and removing one's
// own from a signed-in browser, and signing in with one. The ceremonies are in passkeys.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { passkeyLoginOptionsSchema } from "@shared/auth";
import {
  authenticationOptionsSchema,
  createdPasskeySchema,
  passkeyLoginVerifySchema,
  passkeyRegisterVerifySchema,
  passkeySchema,
  registrationOptionsSchema,
} from "@shared/passkeys";
import { userSchema } from "@shared/user";
import { apiErrorSchema } from "@shared/errors";
import { HttpError } from "../http-error";
import { noContent } from "../openapi/responses";
import { replaceSessionCookie, sessionClient, signedInUser } from "./require-user";
import { listPasskeys, loginOptions, loginWithPasskey, registerPasskey, registrationOptions, relyingParty, removePasskey, type RelyingParty } from "./passkeys";

/** The relying party a request talks to (PUBLIC_URL, else a localhost request's own address), or null when passkeys cannot work. */
export const relyingPartyOf = (request: FastifyRequest): RelyingParty | null =>
  relyingParty(request.server.deps.publicUrl, `${request.protocol}://${request.host}`);

/** Refused plainly rather than failing in the browser with an origin mismatch. */
function requireRelyingParty(request: FastifyRequest): RelyingParty {
  const rp = relyingPartyOf(request);
  if (!rp) throw new HttpError(503, "passkeys_unavailable", "errors.passkeys.unavailable");
  return rp;
}

export async function passkeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  app.post(
    "/api/auth/passkeys/register/options",
    {
      // Adding a passkey is one way to meet required two-step sign-in, so it is open before it is met.
      config: { access: "browser-session", beforeTwoFactorSetup: true },
      schema: {
        summary: "Start adding a passkey: the options for navigator.credentials.create",
        description: "The challenge is good for one verify within five minutes.",
        tags: ["auth"],
        response: { 200: registrationOptionsSchema, 503: apiErrorSchema },
      },
    },
    async (request) => registrationOptions(db(), requireRelyingParty(request), signedInUser(request)),
  );

  app.post(
    "/api/auth/passkeys/register/verify",
    {
      // Adding a passkey is one way to meet required two-step sign-in, so it is open before it is met.
      config: { access: "browser-session", beforeTwoFactorSetup: true },
      schema: {
        summary: "Finish adding a passkey with the credential the browser made",
        tags: ["auth"],
        body: passkeyRegisterVerifySchema,
        response: { 201: createdPasskeySchema, 409: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const rp = requireRelyingParty(request);
      const created = await registerPasskey(db(), rp, signedInUser(request).id, request.body.name, request.body.response, request.ip);
      return reply.code(201).send(created);
    },
  );

  app.get(
    "/api/auth/passkeys",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "The caller's passkeys (never their keys)",
        tags: ["auth"],
        response: { 200: z.array(passkeySchema) },
      },
    },
    async (request) => listPasskeys(db(), signedInUser(request).id),
  );

  app.delete(
    "/api/auth/passkeys/:id",
    {
      config: { access: "browser-session" },
      schema: {
        summary: "Remove one of the caller's passkeys",
        tags: ["auth"],
        params: z.object({ id: z.string() }),
        response: { 204: noContent("Removed: signing in with it is refused from now on") },
      },
    },
    async (request, reply) => {
      await removePasskey(db(), signedInUser(request).id, request.params.id, request.ip);
      return reply.code(204).send();
    },
  );

  app.post(
    "/api/auth/passkeys/login/options",
    {
      config: { access: "public" },
      preHandler: app.limit("signInStart"),
      schema: {
        summary: "Start signing in with a passkey: the options for navigator.credentials.get",
        description: "With `email`, that account's passkeys are allowed; without, any passkey the device holds for this site (discoverable).",
        tags: ["auth"],
        body: passkeyLoginOptionsSchema,
        response: { 200: authenticationOptionsSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request) => loginOptions(db(), requireRelyingParty(request), request.body.email),
  );

  app.post(
    "/api/auth/passkeys/login/verify",
    {
      config: { access: "public" },
      schema: {
        summary: "Sign in with the passkey's signed challenge (counts as two-step sign-in)",
        tags: ["auth"],
        body: passkeyLoginVerifySchema,
        response: { 200: userSchema, 403: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const rp = requireRelyingParty(request);
      const { user, token } = await loginWithPasskey(db(), rp, request.body.response, sessionClient(request), app.deps.admin?.emails);
      await replaceSessionCookie(request, reply, token);
      return user;
    },
  );
}
