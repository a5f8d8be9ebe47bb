// The public page's endpoints (docs/product/sharing.md, ADR 028): admins turn a trip's
// public page on and off; anyone with the token reads it, signed in or out.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { tripIdParamsSchema } from "@shared/invites";
import { SHARE_NOT_FOUND, shareLinkSchema, shareStatusSchema, shareTokenParamsSchema, sharedTripSchema } from "@shared/share";
import { signedInUser } from "../auth/require-user";
import { notFound } from "../http-error";
import { isUuid } from "../access/trip-access";
import { getShareStatus, publishShare, setShareMemories, sharedTrip, tripSharingMemories, unpublishShare } from "./service";
import { photoFileQuerySchema, shareMemoriesInputSchema, PHOTO_NOT_FOUND } from "@shared/memories";
import { readPhotoCopy } from "../memories/photos";
import { PHOTO_COPY_HEADERS } from "../memories/routes";
import { DATABASE_STORAGE } from "../storage/object-store";
import { daysIn } from "../days/generated-texts";
import { requestLanguage } from "../i18n";

const tags = ["share"];

/** Search engines keep out; nobody keeps a copy, so turning the page off takes effect at once. */
export const PUBLIC_PAGE_HEADERS = { "x-robots-tag": "noindex, nofollow", "cache-control": "no-store" } as const;

export async function shareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  // docs/security.md: PUBLIC_URL, else the origin the request was addressed to.
  const baseUrl = (request: FastifyRequest) => app.deps.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    "/api/trips/:tripId/share",
    {
      config: { access: { action: "share.manage" } },
      schema: {
        summary: "The trip's public page link, or null while it is off, and whether it shows the journal and photos",
        tags,
        params: tripIdParamsSchema,
        response: { 200: shareStatusSchema },
      },
    },
    async (request) => getShareStatus(db(), request.params.tripId, baseUrl(request)),
  );

  app.patch(
    "/api/trips/:tripId/share",
    {
      config: { tool: "update_share", access: { action: "share.manage" } },
      schema: {
        summary: "Show or hide the journal and photos on the public page (off when published; never where a photo was taken); 409 while the page is off",
        tags,
        params: tripIdParamsSchema,
        body: shareMemoriesInputSchema,
        response: { 200: shareStatusSchema },
      },
    },
    async (request) => setShareMemories(db(), request.params.tripId, signedInUser(request).id, request.body.includeMemories, baseUrl(request)),
  );

  app.get(
    "/api/share/:token/photos/:id",
    {
      config: { access: "secret-token" },
      schema: {
        summary: "A photo of a published trip whose story is shared: its served copy (WebP, no location or other metadata)",
        tags,
        params: shareTokenParamsSchema.extend({ id: z.string() }),
        querystring: photoFileQuerySchema,
        produces: ["image/webp"],
        response: { 200: z.any().describe("The WebP bytes") },
      },
    },
    async (request, reply) => {
      const tripId = await tripSharingMemories(db(), request.params.token);
      if (!tripId || !isUuid(request.params.id)) throw notFound(PHOTO_NOT_FOUND);
      const data = await readPhotoCopy(db(), app.deps.files ?? DATABASE_STORAGE, request.params.id, Number(request.query.size) as 400 | 1600, tripId);
      // Not kept by shared caches: turning the story off takes effect at once.
      return reply.type("image/webp").headers({ ...PHOTO_COPY_HEADERS, ...PUBLIC_PAGE_HEADERS }).header("content-length", String(data.length)).send(data);
    },
  );

  app.post(
    "/api/trips/:tripId/share",
    {
      config: { tool: "share_trip", access: { action: "share.manage" } },
      schema: {
        summary: "Publish a read-only page of the trip (while it is on: the same link)",
        tags,
        params: tripIdParamsSchema,
        response: { 200: shareLinkSchema, 201: shareLinkSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { link, created } = await publishShare(db(), request.params.tripId, user.id, baseUrl(request));
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  app.delete(
    "/api/trips/:tripId/share",
    { config: { tool: "unshare_trip", access: { action: "share.manage" } }, schema: { summary: "Turn the public page off at once", tags, params: tripIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const user = signedInUser(request);
      await unpublishShare(db(), request.params.tripId, user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/share/:token",
    {
      config: { access: "secret-token" },
      schema: {
        summary: "A published trip, without confirmation numbers, costs, notes or anyone's e-mail (signed in or out)",
        tags,
        params: shareTokenParamsSchema,
        response: { 200: sharedTripSchema },
      },
    },
    async (request, reply) => {
      reply.headers(PUBLIC_PAGE_HEADERS);
      const shared = await sharedTrip(db(), request.params.token);
      if (!shared) throw notFound(SHARE_NOT_FOUND);
      return { ...shared, days: daysIn(shared.days, await requestLanguage(request)) };
    },
  );
}
