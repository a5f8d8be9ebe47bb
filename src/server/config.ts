// Environment settings, parsed once. The defaults make `npm start` work with none set.
import { z } from "zod";
import { DEFAULT_LIMITS } from "./security/limits";
import { isCron } from "./backups/schedule";
import type { S3Settings } from "./storage/object-store";
import { isAllowedIssuer, type OidcSettings } from "./auth/oidc-client";

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** OpenFreeMap's OpenStreetMap style: free and keyless (MAP_STYLE_URL's default). */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

/** An optional service address: unset or "" is none; anything else must be an http(s) URL. */
const optionalServiceUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^https?:\/\//.test(v), `${name} must be an http(s) URL`);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Only this machine by default; "0.0.0.0" (or an address) serves others, e.g. behind a proxy. */
  HOST: z.string().default("127.0.0.1"),
  /**
   * The app's own address as people reach it (links in e-mails, the origin
   * writes must come from, a Secure cookie when https). Default http://localhost:{PORT}.
   */
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), "PUBLIC_URL must be an http(s) URL")
    .transform((v) => v?.replace(/\/+$/, "")),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional().transform((v) => v || undefined),
  /**
   * Which X-Forwarded-For hops to believe for the client IP (used by the
   * sign-in rate limit): "false" (direct, the default), "true" (any proxy), a
   * hop count, or comma-separated proxy addresses.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): TrustProxy => {
      if (!v || v === "false" || v === "0") return false;
      if (v === "true") return true;
      if (!/^\d+$/.test(v)) return v;
      const hops = Number(v);
      return (_address: string, hop: number) => hop < hops;
    }),
  /** OpenAI-compatible AI provider; with AI_MODEL unset the offline provider answers. */
  AI_BASE_URL: optionalServiceUrl("AI_BASE_URL"),
  AI_API_KEY: z.string().optional().transform((v) => v || undefined),
  AI_MODEL: z.string().optional().transform((v) => v || undefined),
  /** How long one model call may take before it fails with a 502 (slow local models may need more). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Keep-alive comment interval on live trip streams; proxies drop connections idle for long. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** How often the reminders and digests job looks for work; reminders are due to the minute, so more than a minute makes them late. */
  NOTIFICATION_JOBS_EVERY_MS: z.coerce.number().int().min(1_000).max(60_000).default(60_000),
  /** Request limits (docs/product/assistant.md, docs/security.md): chat and AI calls and quote searches per user a minute, registrations per IP an hour. */
  LIMIT_AI_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.ai),
  LIMIT_SEARCH_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.search),
  LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.register),
  /** "Forgot password" and "reset password" requests per IP an hour (ADR 027). */
  LIMIT_PASSWORD_RESET_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.passwordReset),
  LIMIT_SIGN_IN_START_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_LIMITS.signInStart),
  /** SMTP server for e-mail (smtp://user:pass@host:587, smtps://… for TLS); unset: messages are written to .eml files (ADR 023). */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\/[^/]+/.test(v), "SMTP_URL must be an smtp:// or smtps:// URL"),
  /** The From of every e-mail the app sends. */
  MAIL_FROM: z.string().trim().min(3).default("Roamwise <roamwise@localhost>"),
  /**
   * Trip webhooks may call receivers on private, loopback or link-local addresses
   * (a self-hosted ntfy on the same network); off by default (docs/security.md).
   */
  /**
   * Bookings by mail (docs/product/forwarding.md): the domain of the members' forwarding
   * addresses (trips+{token}@INBOUND_DOMAIN); unset, nobody has one.
   */
  INBOUND_DOMAIN: z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() || undefined)
    .refine((v) => v === undefined || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(v), "INBOUND_DOMAIN must be a domain name such as in.example.com"),
  /** The built-in SMTP receiver's port (listening on HOST); unset, it does not run. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** A mailbox to read forwarded mail from: imap://user:pass@host:143/INBOX or imaps://…; polled every minute. */
  INBOUND_IMAP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^imaps?:\/\/[^/]+/.test(v), "INBOUND_IMAP_URL must be an imap:// or imaps:// URL"),
  WEBHOOK_ALLOW_PRIVATE: z.enum(["true", "false", "1", "0", ""]).default("false").transform((v) => v === "true" || v === "1"),
  /**
   * Web push's VAPID key pair (base64url, as web-push makes them); both unset: a pair is made at
   * first start and kept in the database (docs/security.md). VAPID_SUBJECT: a mailto: or https:
   * address the push services may contact; default the app's https address or mailto: at its host.
   */
  VAPID_PUBLIC_KEY: z.string().trim().optional().transform((v) => v || undefined),
  VAPID_PRIVATE_KEY: z.string().trim().optional().transform((v) => v || undefined),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), "VAPID_SUBJECT must be a mailto: or https:// address"),
  /** The European Central Bank's reference rates (its 90-day history file); "" turns fetching off (typed rates only). */
  FX_RATES_URL: z
    .string()
    .default("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml")
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^https?:\/\//.test(v), "FX_RATES_URL must be an http(s) URL"),
  /** The map's style (docs/product/itinerary-and-days.md): OpenFreeMap's free, keyless OpenStreetMap style unless set. */
  MAP_STYLE_URL: z
    .string()
    .default(DEFAULT_MAP_STYLE_URL)
    .refine((v) => /^https?:\/\/[^/]+/.test(v), "MAP_STYLE_URL must be an http(s) URL"),
  /** More origins the map may load from (its tiles, sprites or fonts when they live elsewhere), space- or comma-separated. */
  MAP_EXTRA_ORIGINS: z
    .string()
    .default("")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.every((o) => /^https?:\/\/[^/]+$/.test(o.replace(/\/+$/, ""))), "MAP_EXTRA_ORIGINS must be http(s) origins"),
  /** A Nominatim- or Photon-compatible geocoder for place search; unset: the bundled cities and the trip's places only. */
  GEOCODER_URL: optionalServiceUrl("GEOCODER_URL"),
  /** An OSRM-compatible routing service for travel times; unset: great-circle estimates, labelled so. */
  ROUTING_URL: optionalServiceUrl("ROUTING_URL"),
  /** A MOTIS 2 service (its /api/v1/plan, as Transitous serves) for public-transport legs; unset: transit legs are estimates. */
  TRANSIT_URL: optionalServiceUrl("TRANSIT_URL"),
  /** An Open-Meteo-compatible weather service (its /v1/forecast) for the days' forecasts; unset: no weather shown. */
  WEATHER_URL: optionalServiceUrl("WEATHER_URL"),
  /** An Open-Meteo-compatible climate service (its /v1/climate) for days beyond the forecast; unset: none for them. */
  CLIMATE_URL: optionalServiceUrl("CLIMATE_URL"),
  /** Where stored files (attachments, backups) live: in the database, or an S3-compatible bucket (the S3_* settings). */
  FILES_STORAGE: z.enum(["database", "s3"]).default("database"),
  S3_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), "S3_ENDPOINT must be an http(s) URL"),
  S3_BUCKET: z.string().optional().transform((v) => v || undefined),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional().transform((v) => v || undefined),
  S3_SECRET_ACCESS_KEY: z.string().optional().transform((v) => v || undefined),
  /** Bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted S3 servers need it. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0", ""]).default("false").transform((v) => v === "true" || v === "1"),
  /** When scheduled backups run (five-field cron, server time); "off" turns them off. */
  BACKUP_CRON: z
    .string()
    .default("0 3 * * *")
    .refine((v) => v === "off" || isCron(v), "BACKUP_CRON must be a five-field cron expression or off"),
  /** How many of the newest backups are kept. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Folder of backups when files live in the database; default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional().transform((v) => v || undefined),
  /**
   * Single sign-on (docs/product/sign-in.md): the OpenID provider's issuer URL, https
   * (plain http only on a loopback address, for tests); unset: no single sign-on.
   */
  OIDC_ISSUER: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isAllowedIssuer(v), "OIDC_ISSUER must be an https URL (http only on 127.0.0.1, ::1 or localhost)"),
  OIDC_CLIENT_ID: z.string().optional().transform((v) => v || undefined),
  /** Unset for a public client (PKCE only). */
  OIDC_CLIENT_SECRET: z.string().optional().transform((v) => v || undefined),
  /** The button's label: "Sign in with {OIDC_NAME}". */
  OIDC_NAME: z.string().trim().min(1).max(60).default("Single sign-on"),
  OIDC_SCOPES: z.string().trim().min(1).default("openid email profile"),
  /** Addresses (comma-separated) that become instance admins at their first sign-in with the address verified (docs/product/admin.md). */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((e) => e.trim().toLowerCase()).filter(Boolean)),
  /** Who may sign up at first start: open (default), invite or closed; after that, the Admin screen decides. */
  REGISTRATION: z.enum(["open", "invite", "closed"]).default("open"),
  /** Days the audit log keeps an entry. */
  AUDIT_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Bearer token for GET /metrics; unset: /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 16, "METRICS_TOKEN must be at least 16 characters"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Where the built client lives; the server serves it when the folder exists. */
  CLIENT_DIR: z.string().default("./dist/client"),
});

export type Config = z.infer<typeof envSchema>;

/** The bucket's settings when FILES_STORAGE is "s3". */
export function s3Settings(config: Config): S3Settings | null {
  if (config.FILES_STORAGE !== "s3" || !config.S3_BUCKET) return null;
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** The OpenID provider when OIDC_ISSUER and OIDC_CLIENT_ID are both set. */
export function oidcSettings(config: Config): OidcSettings | null {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID) return null;
  return {
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    name: config.OIDC_NAME,
    scopes: config.OIDC_SCOPES,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .refine((c) => c.FILES_STORAGE !== "s3" || c.S3_BUCKET, { path: ["S3_BUCKET"], message: "FILES_STORAGE=s3 needs S3_BUCKET" })
    .refine((c) => !c.OIDC_ISSUER || c.OIDC_CLIENT_ID, { path: ["OIDC_CLIENT_ID"], message: "OIDC_ISSUER needs OIDC_CLIENT_ID" })
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
