// Live streams (a trip's changes, the person's notices) stay open for hours on
// the session or token they were opened with, long after the request that
// checked it. When the database says a user's access changed (the
// access_changed trigger: a session ended or slid, a password changed, the
// account disabled or deleted), each of that user's streams on this instance
// asks again whether its own credentials still hold, and ends when they do not.
// So "sign out this device" ends that device's streams, and no other's.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { lookupAccessToken } from "./access-tokens";
import { SESSION_COOKIE, lookupSession } from "./sessions";
import { bearerToken } from "./require-user";

interface Watch {
  /** Asks the database, not the session cache: the cache may not have been told yet. */
  stillValid: () => Promise<boolean>;
  /** Tells the client it is signed out and closes the stream. */
  end: () => void;
}

declare module "fastify" {
  interface FastifyInstance {
    liveCredentials: LiveCredentials;
  }
}

export class LiveCredentials {
  private readonly byUser = new Map<string, Set<Watch>>();

  constructor(private readonly log: { warn: (obj: unknown, msg?: string) => void }) {}

  /**
   * Watches a stream opened by `request` (its user signed in): `end` runs once
   * its session or token no longer holds. The returned function stops watching
   * (the stream closed by itself).
   */
  watch(request: FastifyRequest, userId: string, end: () => void): () => void {
    const db = request.server.deps.database.db;
    const bearer = bearerToken(request);
    const cookie = request.cookies[SESSION_COOKIE];
    const stillValid =
      bearer !== undefined
        ? async () => (await lookupAccessToken(db, bearer))?.user.id === userId
        : async () => {
            const found = cookie ? await lookupSession(db, cookie) : null;
            return found?.status === "valid" && found.user.id === userId;
          };
    const watch: Watch = { stillValid, end };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(watch);
    return () => {
      set.delete(watch);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  /** Rechecks one user's streams, or everyone's ('*': a change for everyone, or notices may have been missed). */
  async recheck(userId: string): Promise<void> {
    const watches = userId === "*" ? [...this.byUser.values()].flatMap((set) => [...set]) : [...(this.byUser.get(userId) ?? [])];
    await Promise.all(
      watches.map(async (watch) => {
        try {
          if (!(await watch.stillValid())) watch.end();
        } catch (err) {
          // The database did not answer: the stream stays; the next change or gap asks again.
          this.log.warn({ err }, "a live stream's credentials could not be rechecked");
        }
      }),
    );
  }
}

export async function installLiveCredentials(app: FastifyInstance): Promise<void> {
  const live = new LiveCredentials(app.log);
  const stop = await app.deps.database.onAccessChange(
    (userId) => void live.recheck(userId),
    () => void live.recheck("*"),
  );
  app.decorate("liveCredentials", live);
  app.addHook("onClose", (_app, done) => {
    stop();
    done();
  });
}
