// Request limits (docs/product/assistant.md, docs/security.md) with @fastify/rate-limit, counted in the
// database so every app instance behind a load balancer shares one count.
// Each limited route names its limit in its preHandler, which runs after the
// access hook has signed the user in, so a per-user limit knows the user: `preHandler: app.limit("ai")`.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { requestCounts } from "../db/schema";
import { HttpError } from "../http-error";

/** Keys are the user's id, or the client IP where nobody is signed in yet. The counts are settings (config.ts). */
const WINDOWS = {
  /** Chat messages and every call that asks the AI model (each may cost money), per minute. */
  ai: { timeWindow: 60_000, per: "user" },
  /** Flight and hotel searches, per minute. */
  search: { timeWindow: 60_000, per: "user" },
  /** New accounts from one IP, per hour. */
  register: { timeWindow: 3_600_000, per: "ip" },
  /** "Forgot password" and "reset password" requests from one IP, per hour (ADR 027; each address also has its own cap). */
  passwordReset: { timeWindow: 3_600_000, per: "ip" },
  /** Starts of passkey and single sign-on sign-ins from one IP, per minute: each writes a challenge row before anyone is known. */
  signInStart: { timeWindow: 60_000, per: "ip" },
} as const;
export type LimitName = keyof typeof WINDOWS;
export type LimitCounts = Record<LimitName, number>;
export const DEFAULT_LIMITS: LimitCounts = { ai: 20, search: 30, register: 100, passwordReset: 20, signInStart: 30 };

/** The 429 of a limit, naming how long to wait. */
export function tooManyRequests(seconds: number): HttpError {
  return seconds === 1
    ? new HttpError(429, "rate_limited", "errors.request.tooManyInOneSecond")
    : new HttpError(429, "rate_limited", "errors.request.tooMany", { seconds });
}

/** A fixed-window counter in the request_counts table: one atomic upsert per request. */
function databaseStore(db: () => Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const seconds = timeWindow / 1000;
      const stale = sql`${requestCounts.windowStart} <= now() - make_interval(secs => ${seconds})`;
      db()
        .insert(requestCounts)
        .values({ key, count: 1, windowStart: sql`now()` })
        .onConflictDoUpdate({
          target: requestCounts.key,
          set: {
            count: sql`case when ${stale} then 1 else ${requestCounts.count} + 1 end`,
            windowStart: sql`case when ${stale} then now() else ${requestCounts.windowStart} end`,
          },
        })
        .returning({
          count: requestCounts.count,
          ttl: sql<string>`ceil(extract(epoch from (${requestCounts.windowStart} + make_interval(secs => ${seconds}) - now())) * 1000)`,
        })
        .then(
          (rows) => cb(null, { current: rows[0]!.count, ttl: Math.max(0, Number(rows[0]!.ttl)) }),
          (err: Error) => cb(err),
        );
    }

    // Every route's limit has its own key prefix, so one store serves them all.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseStore;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The preHandler that applies one of LIMITS to a route. */
    limit(name: LimitName): preHandlerAsyncHookHandler;
  }
}

export async function installLimits(app: FastifyInstance, db: () => Db, counts: LimitCounts): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
  });
  const handlers = new Map<LimitName, preHandlerAsyncHookHandler>();
  for (const [name, limit] of Object.entries(WINDOWS) as [LimitName, (typeof WINDOWS)[LimitName]][]) {
    handlers.set(
      name,
      app.rateLimit({
        max: counts[name],
        timeWindow: limit.timeWindow,
        onExceeded: () => app.metrics?.rateLimited.inc({ limit: name }),
        keyGenerator: (request: FastifyRequest) => `${name}:${limit.per === "user" && request.user ? `user:${request.user.id}` : `ip:${request.ip}`}`,
      }) as preHandlerAsyncHookHandler,
    );
  }
  app.decorate("limit", (name: LimitName) => handlers.get(name)!);
}
