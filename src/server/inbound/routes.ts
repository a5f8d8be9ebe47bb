// The Inbox and the forwarding settings (docs/product/forwarding.md): each
// signed-in member's own; the sender confirmation link is honoured for
// whoever holds it, since it proves the mailbox it was sent to.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  forwardingConfirmSchema,
  forwardingInputSchema,
  forwardingSchema,
  forwardingSenderInputSchema,
  inboxAddSchema,
  inboxItemSchema,
} from "@shared/inbox";
import { reservationSchema } from "@shared/reservations";
import { signedInUser } from "../auth/require-user";
import { noContent } from "../openapi/responses";
import { requestLanguage } from "../i18n";
import type { RateSource } from "../fx/service";
import { addSender, confirmSender, getForwarding, resetForwarding, saveForwarding } from "./forwarding";
import { addFromInbox, dismissInboxItem, listInbox } from "./inbox";

const idParams = z.object({ id: z.string() });

export async function inboundRoutes(fastify: FastifyInstance, options: { rates: RateSource; domain?: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const { domain } = options;

  app.get(
    "/api/inbox",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "The caller's Inbox: the latest 100 mails received at their forwarding address, each with its bookings and the trip that covers each",
        tags: ["inbox"],
        response: { 200: z.array(inboxItemSchema) },
      },
    },
    async (request) => listInbox(db(), signedInUser(request).id),
  );

  app.post(
    "/api/inbox/:id/add",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Add the chosen bookings of one mail (their indexes) to a trip where the caller may add reservations",
        tags: ["inbox"],
        params: idParams,
        body: inboxAddSchema,
        response: { 201: z.array(reservationSchema) },
      },
    },
    async (request, reply) => {
      const created = await addFromInbox(db(), { userId: signedInUser(request).id, rates: options.rates }, request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    "/api/inbox/:id",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Dismiss one mail of the Inbox",
        tags: ["inbox"],
        params: idParams,
        response: { 204: noContent("Dismissed: the mail and what was read from it are gone") },
      },
    },
    async (request, reply) => {
      await dismissInboxItem(db(), signedInUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/profile/forwarding",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "The caller's forwarding address (null when this instance receives no mail), their sender addresses and autoAdd",
        tags: ["profile"],
        response: { 200: forwardingSchema },
      },
    },
    async (request) => getForwarding(db(), signedInUser(request).id, domain),
  );

  app.put(
    "/api/profile/forwarding",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Turn autoAdd on or off: bookings go straight into the one trip that covers their dates",
        tags: ["profile"],
        body: forwardingInputSchema,
        response: { 200: forwardingSchema },
      },
    },
    async (request) => saveForwarding(db(), signedInUser(request).id, domain, request.body),
  );

  app.post(
    "/api/profile/forwarding/reset",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Make a new forwarding address; mail to the old one is no longer read",
        tags: ["profile"],
        response: { 200: forwardingSchema },
      },
    },
    async (request) => resetForwarding(db(), signedInUser(request).id, domain),
  );

  app.post(
    "/api/profile/forwarding/senders",
    {
      config: { access: "signed-in" },
      schema: {
        summary: "Add another address the caller forwards from; it is read once confirmed by the link mailed to it",
        tags: ["profile"],
        body: forwardingSenderInputSchema,
        response: { 200: forwardingSchema },
      },
      // Each call mails a stranger's address: the budget of the other mailed links.
      preHandler: app.limit("passwordReset"),
    },
    async (request) => addSender(db(), signedInUser(request).id, domain, request.body.email, await requestLanguage(request)),
  );

  app.post(
    "/api/profile/forwarding/senders/confirm",
    {
      config: { access: "secret-token" },
      schema: {
        summary: "Confirm a sender address with the token of the link mailed to it",
        tags: ["profile"],
        body: forwardingConfirmSchema,
        response: { 204: noContent("Confirmed: mail from that address is read") },
      },
    },
    async (request, reply) => {
      await confirmSender(db(), request.body.token);
      return reply.code(204).send();
    },
  );
}
