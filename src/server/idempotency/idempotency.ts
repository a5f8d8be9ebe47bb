// Idempotency-Key (docs/product/offline.md): a device that lost its connection sends the same
// write again with the same key, and gets the first answer instead of a second
// write. A key is the user's own and belongs to one method + path. The key's
// row is claimed (inserted, primary key) before the route runs, so of two
// requests racing with one key exactly one runs; the other waits for the
// stored answer. Answers that are worth repeating are stored for 24 hours
// (2xx and 4xx except 401, 403, 409, 429); the others release the key so the
// client can try again with it.
import { createHash } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest, HttpError } from "../http-error";
import { type ErrorId } from "@shared/i18n/error-message";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const KEPT_HOURS = 24;
/** A claim whose request has not answered in this long is taken to be lost (a server stopped mid-request). */
const ABANDONED_MS = 60_000;
/** How long a repeat waits for the first request's answer before telling the client to try again. */
const WAIT_MS = 10_000;
const POLL_MS = 25;
const NOT_STORED = new Set([401, 403, 409, 429]);

export const KEY_FORMAT: ErrorId = "errors.sync.keyFormat";
export const KEY_REUSED: ErrorId = "errors.sync.keyReused";
export const KEY_IN_PROGRESS: ErrorId = "errors.sync.keyInProgress";

/** Where a write's key applies: the signed-in API outside sign-in and sign-up. */
const covered = (request: FastifyRequest) =>
  WRITES.has(request.method) && request.url.startsWith("/api/") && !request.url.startsWith("/api/auth/");

const pathOf = (url: string) => url.split("?")[0]!;

/** Whether an answer is kept for repeats (docs/product/offline.md). */
export const storable = (status: number) => status >= 200 && status < 500 && !NOT_STORED.has(status) && !(status >= 300 && status < 400);

/**
 * JSON with its keys sorted, so the same object sent in another key order is
 * the same body. Written as pieces into one list joined once, so the cost is
 * linear in the body (joining at every level copied each nested part once per
 * level above it); the depth is at most 64 (security/json-body.ts).
 */
function canonical(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    out.push("[");
    value.forEach((v, i) => {
      if (i > 0) out.push(",");
      canonical(v, out);
    });
    out.push("]");
  } else if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    out.push("{");
    entries.forEach(([k, v], i) => {
      out.push(i > 0 ? "," : "", JSON.stringify(k), ":");
      canonical(v, out);
    });
    out.push("}");
  } else out.push(JSON.stringify(value) ?? "");
  return out;
}

function bodyHash(request: FastifyRequest): string {
  // An upload is read by its route as it streams in, so it cannot be compared
  // here: its type and length stand in for it. Not the multipart boundary: the
  // browser picks a new one for every FormData, so a photo sent again with its key
  // would be refused as another request.
  const type = request.headers["content-type"] ?? "";
  const text = /^multipart\//i.test(type) ? `multipart ${type.split(";")[0]!.trim().toLowerCase()} ${request.headers["content-length"] ?? ""}` : canonical(request.body).join("");
  return createHash("sha256").update(text).digest("hex");
}

interface Claim {
  userId: string;
  method: string;
  path: string;
  key: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, until its answer is kept (onSend). */
    idempotencyClaim: Claim | null;
  }
}

function where(claim: Claim) {
  return and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.method, claim.method),
    eq(idempotencyKeys.path, claim.path),
    eq(idempotencyKeys.key, claim.key),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the key for this request, or answers it: the stored answer of the
 * first request, 422 for a different body, 409 while the first is still
 * running after WAIT_MS. Returns true when the route should run.
 */
async function claimOrAnswer(db: Db, request: FastifyRequest, reply: FastifyReply, claim: Claim): Promise<boolean> {
  const hash = bodyHash(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // A key older than 24 hours, or claimed by a request that never answered, is free again.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          where(claim),
          sql`(${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEPT_HOURS}) or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_MS / 1000})))`,
        ),
      );
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...claim, bodyHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return true;
    const [stored] = await db.select().from(idempotencyKeys).where(where(claim));
    if (!stored) continue; // released between the insert and the read: claim again
    if (stored.bodyHash !== hash) throw new HttpError(422, "idempotency_key_reused", KEY_REUSED);
    if (stored.status !== null) {
      reply.code(stored.status).header("idempotent-replayed", "true");
      if (stored.contentType) reply.header("content-type", stored.contentType);
      await reply.send(stored.body ?? "");
      return false;
    }
    if (Date.now() >= deadline) throw new HttpError(409, "idempotency_in_progress", KEY_IN_PROGRESS);
    await sleep(POLL_MS);
  }
}

export function installIdempotency(app: FastifyInstance, db: () => Db): void {
  let lastSweep = 0;
  app.decorateRequest("idempotencyClaim", null);

  // preValidation: after the route's onRequest hooks have signed the user in, and
  // before the body is checked, so a 400 is stored and replayed like any answer.
  // Callback style: a request without a key (every read) passes with no promise made (ADR 029).
  app.addHook("preValidation", (request, reply, done) => {
    const raw = request.headers["idempotency-key"];
    if (raw === undefined || !covered(request) || !request.user) return done();
    // When the first answer was sent again, the chain stops here: done is not called.
    claimKey(request, reply, request.user.id, Array.isArray(raw) ? raw[0]! : raw).then((answered) => answered || done(), done);
  });

  /** Claims the key for this request; true when an earlier answer was sent instead. */
  async function claimKey(request: FastifyRequest, reply: FastifyReply, userId: string, key: string): Promise<boolean> {
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw badRequest("Idempotency-Key", KEY_FORMAT);
    const claim: Claim = { userId, method: request.method, path: pathOf(request.url), key };
    if (!(await claimOrAnswer(db(), request, reply, claim))) return true;
    request.idempotencyClaim = claim;
    // Hijacked answers (streams) never pass onSend: release their key once they are sent.
    reply.raw.once("finish", () => {
      if (request.idempotencyClaim === claim) void db().delete(idempotencyKeys).where(and(where(claim), isNull(idempotencyKeys.status))).catch(() => {});
    });
    // Expired keys of everyone, at most once a minute per process.
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await db()
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEPT_HOURS})`));
    }
    return false;
  }

  // The answer as sent (serialised, before compression): kept for repeats, or the key released.
  app.addHook("onSend", (request, reply, payload, done) => {
    const claim = request.idempotencyClaim;
    // Callback style: an answer without a key (every read) passes with no promise made (ADR 029).
    if (!claim) return done(null, payload);
    request.idempotencyClaim = null;
    keep(claim, request, reply, payload).then(() => done(null, payload), done);
  });

  async function keep(claim: Claim, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const status = reply.statusCode;
    // The request was cut off (the connection dropped mid-upload): its answer reaches nobody and says
    // nothing of the request sent whole, which must be able to run with the same key.
    if (request.raw.readableAborted) {
      await db().delete(idempotencyKeys).where(where(claim));
      return;
    }
    const text = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? payload.toString("utf8") : payload == null ? "" : null;
    if (storable(status) && text !== null) {
      const type = reply.getHeader("content-type");
      await db()
        .update(idempotencyKeys)
        .set({ status, body: text, contentType: typeof type === "string" ? type : null })
        .where(where(claim));
    } else {
      await db().delete(idempotencyKeys).where(where(claim));
    }
  }
}
