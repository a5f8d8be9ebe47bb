// The server, loaded by main.ts: read config, open (and migrate) the database, listen.
import { buildApp } from "./app";
import { loadConfig, oidcSettings, s3Settings } from "./config";
import { fileStorageFrom } from "./storage/object-store";
import { createAiProvider } from "./ai";
import { AI_ENV_HINT } from "./ai/provider";
import { openDatabase } from "./db/client";
import { tmpdir } from "node:os";
import { destination } from "pino";
import { join } from "node:path";

const config = loadConfig();
// Log lines are written to stdout asynchronously: a write in flight collects
// the lines after it, instead of one blocking write per request (ADR 029).
// What is still buffered is flushed on exit.
const logStream = destination({ dest: 1, sync: false });
process.on("exit", () => {
  try {
    logStream.flushSync();
  } catch {
    // stdout is gone or closed: nothing more can be written.
  }
});
const database = await openDatabase(config);
const app = await buildApp({
  database,
  limits: { ai: config.LIMIT_AI_PER_MINUTE, search: config.LIMIT_SEARCH_PER_MINUTE, register: config.LIMIT_REGISTER_PER_HOUR, passwordReset: config.LIMIT_PASSWORD_RESET_PER_HOUR, signInStart: config.LIMIT_SIGN_IN_START_PER_MINUTE },
  publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  clientDir: config.CLIENT_DIR,
  logger: { level: config.LOG_LEVEL, stream: logStream },
  trustProxy: config.TRUST_PROXY,
  ai: await createAiProvider(config),
  realtimeHeartbeatMs: config.REALTIME_HEARTBEAT_MS,
  notificationJobsEveryMs: config.NOTIFICATION_JOBS_EVERY_MS,
  files: await fileStorageFrom(s3Settings(config)),
  backups: { dir: config.BACKUP_DIR ?? join(config.DATA_DIR, "backups"), keep: config.BACKUP_KEEP, cron: config.BACKUP_CRON },
  fxRatesUrl: config.FX_RATES_URL,
  metricsToken: config.METRICS_TOKEN,
  oidc: oidcSettings(config) ?? undefined,
  admin: { emails: config.ADMIN_EMAILS, registration: config.REGISTRATION, auditDays: config.AUDIT_DAYS },
  map: { styleUrl: config.MAP_STYLE_URL, extraOrigins: config.MAP_EXTRA_ORIGINS, geocoderUrl: config.GEOCODER_URL, routingUrl: config.ROUTING_URL, transitUrl: config.TRANSIT_URL },
  weather: { forecastUrl: config.WEATHER_URL, climateUrl: config.CLIMATE_URL },
  webhooks: { allowPrivate: config.WEBHOOK_ALLOW_PRIVATE, send: true },
  inbound: {
    domain: config.INBOUND_DOMAIN,
    smtp: config.INBOUND_SMTP_PORT === undefined ? undefined : { port: config.INBOUND_SMTP_PORT, host: config.HOST },
    imapUrl: config.INBOUND_IMAP_URL,
  },
  push: {
    vapid: { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT },
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    send: true,
  },
  mail: {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    // Unsent messages beside the embedded database; with PostgreSQL there is no data folder.
    emlDir: database.engine === "pglite" ? join(config.DATA_DIR, "mail") : join(tmpdir(), "roamwise-mail"),
  },
});

/** Longest a stop waits for requests in flight (a model call may take AI_TIMEOUT_MS) before cutting them. */
const STOP_GRACE_MS = config.AI_TIMEOUT_MS + 5_000;

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  // close() stops listening and waits for requests in flight; a keep-alive
  // connection whose request ends after that would then hold the process
  // open, so idle connections are closed as they become idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const cut = setTimeout(() => app.server.closeAllConnections(), STOP_GRACE_MS);
  await app.close();
  clearInterval(idle);
  clearTimeout(cut);
  await database.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
// The address people open: PUBLIC_URL when set (the one links in e-mails use), else this machine's.
app.log.info(`Roamwise on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`} (database: ${database.engine})`);
// How to connect a model is said here, to whoever runs the server, and never on a traveller's screen.
if (!config.AI_MODEL) app.log.info(`No AI model: the built-in offline assistant answers. ${AI_ENV_HINT}`);
