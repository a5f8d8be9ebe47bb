// buildApp(deps): the Fastify instance with every route. main.ts and the
// tests both build it, so the tests exercise exactly what runs.
import Fastify, {
  LogController,
  type FastifyHttpOptions,
  type FastifyInstance,
  type RouteOptions,
} from "fastify";
import type { Server } from "node:http";
import { randomUUID } from "node:crypto";
import { pino, type DestinationStream } from "pino";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { serializerCompiler } from "./serializer";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { DEFAULT_MAP_STYLE_URL, type TrustProxy } from "./config";
import type { Database } from "./db/client";
import { DATABASE_STORAGE, type FileStorage } from "./storage/object-store";
import { takeScheduledBackup, type BackupSettings } from "./backups/service";
import { backupRoutes } from "./backups/routes";
import { everyCronTime } from "./backups/schedule";
import { errorHandler, loggableError } from "./errors";
import { notFound } from "./http-error";
import { installInputChecks } from "./security/input";
import { installJsonBodyParser } from "./security/json-body";
import { installRequestGuards } from "./security/request-guards";
import { installSecurityHeaders } from "./security/headers";
import { DEFAULT_LIMITS, installLimits, type LimitCounts } from "./security/limits";
import { healthRoutes } from "./health/routes";
import { authRoutes } from "./auth/routes";
import { oidcRoutes } from "./auth/oidc-routes";
import type { OidcSettings } from "./auth/oidc-client";
import { passkeyRoutes } from "./auth/passkey-routes";
import { twoFactorRoutes } from "./auth/two-factor-routes";
import { sessionRoutes } from "./auth/session-routes";
import { tripRoutes } from "./trips/routes";
import { reservationRoutes } from "./reservations/routes";
import { placeDetailsRoutes } from "./ai/place-details-routes";
import { chatRoutes } from "./chat/routes";
import type { AiProvider } from "./ai/provider";
import { locationRoutes } from "./locations/routes";
import { itineraryRoutes } from "./itinerary/routes";
import { calendarRoutes } from "./calendar/routes";
import { memberRoutes } from "./members/routes";
import { guestRoutes } from "./guests/routes";
import { budgetRoutes } from "./budget/routes";
import { quoteRoutes } from "./quotes/routes";
import { installRealtime } from "./realtime/routes";
import { profileRoutes } from "./profile/routes";
import { notificationRoutes } from "./notifications/routes";
import { startNotificationJobs } from "./notifications/jobs";
import { inviteRoutes } from "./invites/routes";
import { webhookRoutes } from "./webhooks/routes";
import { pushRoutes } from "./push/routes";
import { startPushSender, type PushSender, type PushSettings } from "./push/sender";
import { vapidKeys } from "./push/keys";
import { startWebhookSender, type WebhookSender, type WebhookSettings } from "./webhooks/sender";
import { fxRoutes } from "./fx/routes";
import type { RateSource } from "./fx/service";
import { expenseRoutes } from "./expenses/routes";
import { proposalRoutes } from "./proposals/routes";
import { listRoutes } from "./lists/routes";
import { activityRoutes } from "./activity/routes";
import { mcpRoutes } from "./mcp/routes";
import { oauthRoutes } from "./oauth/routes";
import { shareRoutes } from "./share/routes";
import { sharePageRoutes } from "./share/page";
import { exportRoutes } from "./export/routes";
import { startMailSender, type MailSender, type MailSettings } from "./mail/sender";
import { spaRoutes } from "./spa/routes";
import { fileRoutes } from "./files/routes";
import { memoryRoutes } from "./memories/routes";
import { importRoutes } from "./imports/routes";
import { inboundRoutes } from "./inbound/routes";
import { installInbound } from "./inbound/install";
import type { InboundLimits } from "./inbound/receive";
import { installOpenApi } from "./openapi/plugin";
import { dayRoutes } from "./days/routes";
import { trackRoutes } from "./tracks/routes";
import { ideaRoutes } from "./ideas/routes";
import { tripChatRoutes } from "./trip-chat/routes";
import { pollRoutes } from "./polls/routes";
import { noteRoutes } from "./notes/routes";
import { routersOf } from "./days/routing";
import { weatherRoutes } from "./weather/routes";
import type { WeatherSettings } from "./weather/service";
import { installIdempotency } from "./idempotency/idempotency";
import { installSessionCache, resolveUser } from "./auth/require-user";
import { installLiveCredentials } from "./auth/live-credentials";
import { declareAccess, installAccess } from "./access/route-access";
import { installTools } from "./tools/registry";
import type { RegistrationMode } from "@shared/admin";
import { adminRoutes } from "./admin/routes";
import { installMetrics } from "./observe/metrics";

export interface AppDeps {
  database: Database;
  /** Request limits; DEFAULT_LIMITS for any not given. */
  limits?: Partial<LimitCounts>;
  /** The app's public address (PUBLIC_URL): its origin is trusted for writes; https marks the session cookie Secure. */
  publicUrl?: string;
  /** Folder of the built client; served with an SPA fallback when it exists. */
  clientDir?: string;
  logger?: boolean | { level: string; stream?: DestinationStream };
  /** Fastify's trustProxy: which X-Forwarded-For hops give the client IP. Off by default. */
  trustProxy?: TrustProxy;
  /** The AI provider (server/ai); the offline one when not given. */
  ai?: AiProvider;
  /** Called for every route as it is registered; the authorization matrix test reads the route table with it. */
  onRoute?: (route: RouteOptions) => void;
  /** How often live streams get a keep-alive comment and presence is re-announced (ms). */
  realtimeHeartbeatMs?: number;
  /** How often the notification jobs (digests, reminders; ADR 049) run, in ms; without it they do not (tests run them with their own clock). */
  notificationJobsEveryMs?: number;
  /** Sends queued e-mails (ADR 023); without it, e-mails stay queued in mail_outbox. */
  mail?: MailSettings;
  /** Trip webhooks: whether private addresses are allowed (WEBHOOK_ALLOW_PRIVATE), and `send` runs the sender (tests drive deliveries with their own clock). */
  webhooks?: WebhookSettings & { send?: boolean };
  /** Web push: VAPID keys (made and kept when unset), whether private endpoints are allowed, and `send` runs the sender. */
  push?: PushSettings & { send?: boolean };
  /** The ECB's reference-rate file (FX_RATES_URL); without it /api/fx answers from stored days only. */
  fxRatesUrl?: string;
  /** METRICS_TOKEN: GET /metrics answers only with it as the bearer, and is 404 without it. */
  metricsToken?: string;
  /** Running the instance (docs/product/admin.md): ADMIN_EMAILS (lower-case), REGISTRATION's first value, AUDIT_DAYS. */
  admin?: { emails?: string[]; registration?: RegistrationMode; auditDays?: number };
  /** The map (docs/product/itinerary-and-days.md): its style, extra origins the CSP allows, and the geocoder and routing services when set. */
  map?: { styleUrl?: string; extraOrigins?: string[]; geocoderUrl?: string; routingUrl?: string; transitUrl?: string };
  /** The weather services (WEATHER_URL, CLIMATE_URL); without them no weather is shown. */
  weather?: WeatherSettings;
  /** Where stored files live (FILES_STORAGE); the database when not given. */
  files?: FileStorage;
  /** Single sign-on (OIDC_*): the OpenID provider and this app's client there. Without it, password sign-in only. */
  oidc?: OidcSettings;
  /** Backups (BACKUP_*): where they are written, how many are kept, the schedule. Without it none are scheduled. */
  backups?: BackupSettings;
  /**
   * Bookings by mail (INBOUND_*): the forwarding addresses' domain, the SMTP receiver's port
   * (0: any free one), a mailbox to poll and how often, and the limits. Without a domain nothing is received.
   */
  inbound?: { domain?: string; smtp?: { port: number; host: string }; imapUrl?: string; imapEveryMs?: number; limits?: Partial<InboundLimits> };
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    /** The running receivers: the SMTP port once listening, and a poll of the mailbox now (tests use both). */
    inbound: { smtpPort: number | null; pollMailbox: (() => Promise<number>) | null };
  }
}

export type App = FastifyInstance;

/**
 * The app's pino logger. An error is logged only through loggableError (its
 * kind, code and first line, without URL secrets or SQL parameters): it is the
 * serializer of the `err` key, the one way errors are logged (a lint rule
 * refuses the others).
 */
function appLogger(options: true | { level: string; stream?: DestinationStream }) {
  const { level = "info", stream } = options === true ? {} : options;
  return pino({ level, serializers: { err: loggableError } }, stream);
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const options: FastifyHttpOptions<Server> = {
    ...(deps.logger ? { loggerInstance: appLogger(deps.logger) } : { logger: false }),
    trustProxy: deps.trustProxy ?? false,
    // Fastify's own request logging writes two lines with the raw URL; we write one, below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  // One line per request. The matched route pattern stands in for the URL, so
  // secrets carried in paths (calendar subscription tokens) stay out of logs.
  // The request id (reqId, bound to request.log) is also sent back as X-Request-Id, so a
  // user's report can be matched to its line; the user is named by id, never by address.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? "(no route)",
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.user?.id ?? null,
      },
      "request",
    );
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("deps", deps);
  await installSessionCache(app);
  await installLiveCredentials(app);

  // docs/product/languages.md: every error answer in the reader's language.
  app.setErrorHandler(errorHandler);

  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  // Answers of 1 KB and more (rendered pages, JSON) as the client accepts: brotli, else gzip.
  // Live streams are hijacked and text/event-stream is never compressed, so events are not held
  // in a compressor's buffer; @fastify/static's pre-compressed assets pass through as they are.
  await app.register(fastifyCompress, { encodings: ["br", "gzip"] });
  await app.register(fastifyCookie);
  // Uploads (imports, attachments): each route reads its files as they stream in, with its own limits (files/multipart.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20, parts: 40, headerPairs: 200 } });
  // Set by the access hook; declared up front so every request object has the same shape.
  app.decorateRequest("user", null);
  app.decorateRequest("userLookup", null);
  app.decorateRequest("languageLookup", null);
  const mapStyleUrl = deps.map?.styleUrl ?? DEFAULT_MAP_STYLE_URL;
  await installSecurityHeaders(app, { publicUrl: deps.publicUrl, mapOrigins: [new URL(mapStyleUrl).origin, ...(deps.map?.extraOrigins ?? [])] });
  installRequestGuards(app, { publicUrl: deps.publicUrl });
  installJsonBodyParser(app);
  installInputChecks(app);
  await installLimits(app, () => deps.database.db, { ...DEFAULT_LIMITS, ...deps.limits });
  // Who may call each route, as the route declares (config.access): before any route is registered.
  installAccess(app, resolveUser);
  // The routes that are also tools (config.tool), for the assistant and MCP: before any route is registered.
  installTools(app);
  // GET /metrics and the request timings (docs/product/admin.md).
  installMetrics(app, deps.metricsToken);
  // Before every route: a repeated write with the same Idempotency-Key gets the first answer (docs/product/offline.md).
  installIdempotency(app, () => deps.database.db);
  // Before every route, so the document sees them all.
  await installOpenApi(app);
  // The live stream and its hub; services publish their own changes (ADR 017).
  await installRealtime(app, { heartbeatMs: deps.realtimeHeartbeatMs });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(passkeyRoutes);
  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);
  await app.register(tripRoutes);
  await app.register(memberRoutes);
  await app.register(guestRoutes);
  await app.register(inviteRoutes);
  await app.register(webhookRoutes);
  await app.register(pushRoutes);
  // One source of reference rates: the dialog's rate and an expense logged without one agree, and the bank is asked once.
  const rates: RateSource = { url: deps.fxRatesUrl };
  await app.register(fxRoutes, { rates });
  await app.register(expenseRoutes, { rates });
  await app.register(listRoutes);
  await app.register(activityRoutes);
  await app.register(shareRoutes);
  await app.register(sharePageRoutes);
  await app.register(exportRoutes);
  await app.register(locationRoutes);
  await app.register(itineraryRoutes);
  await app.register(dayRoutes, { styleUrl: mapStyleUrl, geocoderUrl: deps.map?.geocoderUrl, routers: routersOf(deps), weather: !!(deps.weather?.forecastUrl || deps.weather?.climateUrl) });
  await app.register(ideaRoutes, { geocoderUrl: deps.map?.geocoderUrl });
  await app.register(tripChatRoutes);
  await app.register(pollRoutes);
  await app.register(noteRoutes);
  await app.register(calendarRoutes);
  await app.register(weatherRoutes);
  await app.register(reservationRoutes);
  await app.register(fileRoutes);
  await app.register(memoryRoutes);
  await app.register(trackRoutes);
  await app.register(importRoutes, { rates });
  await app.register(inboundRoutes, { rates, domain: deps.inbound?.domain });
  installInbound(app, rates);
  await app.register(placeDetailsRoutes);
  await app.register(chatRoutes);
  await app.register(proposalRoutes);
  await app.register(budgetRoutes);
  await app.register(quoteRoutes, { rates });
  await app.register(profileRoutes);
  await app.register(notificationRoutes, { heartbeatMs: deps.realtimeHeartbeatMs });
  await app.register(mcpRoutes);
  await app.register(oauthRoutes);
  const backupSettings = deps.backups ?? { dir: "./data/backups", keep: 7, cron: "off" };
  await app.register(backupRoutes, { settings: backupSettings });
  if (backupSettings.cron !== "off") {
    let stop: (() => void) | null = null;
    const ctx = { database: deps.database, storage: deps.files ?? DATABASE_STORAGE, settings: backupSettings };
    app.addHook("onReady", async () => {
      stop = everyCronTime(backupSettings.cron, async (time) => {
        const taken = await takeScheduledBackup(ctx, time).catch((err: unknown) => {
          app.log.error({ err }, "scheduled backup could not start");
          return null;
        });
        await taken?.done;
      });
    });
    app.addHook("onClose", async () => stop?.());
  }
  await app.register(adminRoutes);
  if (deps.notificationJobsEveryMs) {
    const everyMs = deps.notificationJobsEveryMs;
    let stop: (() => void) | null = null;
    app.addHook("onReady", async () => {
      stop = startNotificationJobs(deps.database, app.log.child({ module: "notifications" }), everyMs);
    });
    app.addHook("onClose", async () => stop?.());
  }

  if (deps.webhooks?.send) {
    const settings = deps.webhooks;
    let sender: WebhookSender | null = null;
    app.addHook("onReady", async () => {
      sender = await startWebhookSender(deps.database, deps.publicUrl ?? "http://localhost", settings, app.log.child({ module: "webhooks" }));
    });
    app.addHook("onClose", async () => {
      await sender?.stop();
    });
  }

  if (deps.push?.send) {
    const settings = deps.push;
    let sender: PushSender | null = null;
    app.addHook("onReady", async () => {
      // The key pair is made at first start, not at the first subscription: GET /api/push/key then only reads.
      await vapidKeys(deps.database.db, settings.vapid, deps.publicUrl ?? "http://localhost");
      sender = await startPushSender(deps.database, deps.publicUrl ?? "http://localhost", settings, app.log.child({ module: "push" }), () =>
        app.metrics.notificationsSent.inc({ channel: "push" }),
      );
    });
    app.addHook("onClose", async () => {
      await sender?.stop();
    });
  }

  if (deps.mail) {
    const settings = deps.mail;
    let sender: MailSender | null = null;
    app.addHook("onReady", async () => {
      sender = await startMailSender(deps.database, deps.publicUrl ?? "http://localhost", settings, app.log.child({ module: "mail" }), () =>
        app.metrics.notificationsSent.inc({ channel: "email" }),
      );
    });
    app.addHook("onClose", async () => {
      await sender?.stop();
    });
  }

  app.setNotFoundHandler(() => {
    throw notFound();
  });

  if (hasClient(deps.clientDir)) {
    // "/" and client-side routes: the SPA decides what to show (including its 404 screen).
    // A route, not the not-found handler, so @fastify/compress's per-route hook compresses the page.
    await app.register(spaRoutes, { clientDir: resolve(deps.clientDir!) });
    await app.register(clientFiles, { clientDir: resolve(deps.clientDir!) });
  }

  return app;
}

/** The built client's files: public, like the page that loads them. */
async function clientFiles(app: FastifyInstance, { clientDir }: { clientDir: string }) {
  declareAccess(app, "public");
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    // "/" goes to the SPA fallback, which inlines who is signed in.
    index: false,
    preCompressed: true,
    // Vite puts a content hash in every /assets/ name, so those never change; anything else may.
    setHeaders: (reply, path) => {
      reply.header("cache-control", /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}

function hasClient(dir: string | undefined): boolean {
  return !!dir && existsSync(resolve(dir, "index.html"));
}
