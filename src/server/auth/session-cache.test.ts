import { describe, expect, it } from "vitest";
import { SessionCache } from "./session-cache";
import { NO_TWO_FACTOR } from "@shared/user";

const ana = { id: "u-ana", email: "ana@example.com", firstName: "Ana", lastName: "Silva", isAdmin: false, emailVerified: true, twoFactor: NO_TWO_FACTOR, twoFactorSetupRequired: false };
const ben = { ...ana, id: "u-ben", email: "ben@example.com", firstName: "Ben", lastName: "Okafor" };

function cacheAt(limits: Partial<{ ttlMs: number; maxSessions: number; maxTripsPerSession: number }> = {}) {
  const clock = { now: 1_000 };
  const cache = new SessionCache({ ttlMs: 10_000, maxSessions: 100, maxTripsPerSession: 10, ...limits }, () => clock.now);
  return { cache, clock };
}

describe("SessionCache", () => {
  it("holds a session and the roles read with it until its time is up", () => {
    const { cache, clock } = cacheAt();
    cache.put(cache.mark(), "h1", ana, { id: "t1", role: "editor" });
    cache.put(cache.mark(), "h1", ana, { id: "t2", role: null });
    expect(cache.get("h1")?.user).toEqual(ana);
    expect(cache.get("h1")?.role("t1")).toBe("editor");
    expect(cache.get("h1")?.role("t2")).toBeNull();
    expect(cache.get("h1")?.role("t3")).toBeUndefined();
    // A role added later does not extend the session's time.
    clock.now += 9_999;
    cache.put(cache.mark(), "h1", ana, { id: "t3", role: "viewer" });
    expect(cache.get("h1")?.role("t3")).toBe("viewer");
    clock.now += 1;
    expect(cache.get("h1")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("does not keep an answer read before a change arrived", () => {
    const { cache } = cacheAt();
    const before = cache.mark();
    cache.forgetUser("someone-else");
    cache.put(before, "h1", ana);
    expect(cache.get("h1")).toBeUndefined();
    const afterClear = cache.mark();
    cache.clear();
    cache.put(afterClear, "h1", ana);
    expect(cache.get("h1")).toBeUndefined();
    cache.put(cache.mark(), "h1", ana);
    expect(cache.get("h1")?.user).toEqual(ana);
  });

  it("forgets every session of one user and no one else's", () => {
    const { cache } = cacheAt();
    cache.put(cache.mark(), "phone", ana);
    cache.put(cache.mark(), "laptop", ana);
    cache.put(cache.mark(), "ben", ben);
    cache.forgetUser(ana.id);
    expect(cache.get("phone")).toBeUndefined();
    expect(cache.get("laptop")).toBeUndefined();
    expect(cache.get("ben")?.user).toEqual(ben);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("lets the oldest session and the oldest trip go when full", () => {
    const { cache } = cacheAt({ maxSessions: 2, maxTripsPerSession: 2 });
    cache.put(cache.mark(), "h1", ana);
    cache.put(cache.mark(), "h2", ben);
    cache.put(cache.mark(), "h3", ana);
    expect([cache.get("h1"), cache.get("h2")?.user, cache.get("h3")?.user]).toEqual([undefined, ben, ana]);
    for (const id of ["t1", "t2", "t3"]) cache.put(cache.mark(), "h3", ana, { id, role: "viewer" });
    expect(["t1", "t2", "t3"].map((id) => cache.get("h3")?.role(id))).toEqual([undefined, "viewer", "viewer"]);
  });
});
