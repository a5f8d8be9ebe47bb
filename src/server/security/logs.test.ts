// A run with failures of every kind — bad input, wrong passwords, unknown
// routes, limits, a database that went away — leaves no password, password
// hash, session token or e-mail address in the log.
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestDatabase } from "../test/test-db";
import { sql } from "drizzle-orm";
import { logCollector, sessionCookie, sqlRows } from "../test/test-app";
import { loggableError } from "../errors";

describe("the log", () => {
  it("holds no secret after a run with failures", async () => {
    const { lines, logger } = logCollector("trace");
    const database = await createTestDatabase();
    const app = await buildApp({ database, logger, limits: { register: 3 } });
    const email = "secret-keeper@example.com";
    const password = "lantern-orchard-93";
    try {
      const reg = await app.inject({ method: "POST", url: "/api/auth/register", payload: { email, password, firstName: "Sam", lastName: "Vale" } });
      const cookie = sessionCookie(reg);
      const token = cookie.split("=")[1]!;
      const [row] = await sqlRows<{ password_hash: string }>(database, sql`select password_hash from users where email = ${email}`);
      const hash = row!.password_hash;
      const calls: [string, string, unknown?][] = [
        ["POST", "/api/auth/login", { email, password: "wrong-guess-1234" }],
        ["POST", "/api/auth/register", { email, password, firstName: "Sam", lastName: "Vale" }],
        ["POST", "/api/auth/register", { email: "other@example.com", password: "short", firstName: "\u0000", lastName: "x" }],
        ["POST", "/api/auth/change-password", { currentPassword: password, newPassword: "password" }],
        ["POST", "/api/auth/change-password", { currentPassword: "nope-nope-nope", newPassword: "another-lantern-11" }],
        ["GET", `/api/calendar/${token}.ics`],
        ["GET", `/api/no-such-route?email=${email}&token=${token}`],
        ["POST", "/api/trips", { name: "x".repeat(500) }],
        ["POST", "/api/auth/register", { email: "third@example.com", password, firstName: "A", lastName: "B" }],
        ["POST", "/api/auth/register", { email: "fourth@example.com", password, firstName: "A", lastName: "B" }],
      ];
      for (const [method, url, payload] of calls) {
        await app.inject({ method: method as "GET", url, headers: { cookie }, ...(payload ? { payload: payload as object } : {}) });
      }
      await database.close();
      await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
      await app.inject({ method: "GET", url: "/api/trips", headers: { cookie } });

      const log = lines.join("");
      expect(lines.length).toBeGreaterThan(calls.length);
      for (const secret of [password, "wrong-guess-1234", "another-lantern-11", hash, hash.split("$").at(-1)!, token, email, "other@example.com", "third@example.com"]) {
        expect(log, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
      }
      expect(log).not.toMatch(/\$argon2id\$/);
      expect(log).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("keeps a URL's query string and credentials in an error out of the log", async () => {
    // A geocoder address with credentials makes fetch throw an error whose
    // message quotes the whole request URL: the credentials, the service's
    // key and the member's search text.
    const { lines, logger } = logCollector("info");
    const database = await createTestDatabase();
    const app = await buildApp({
      database,
      logger,
      map: { geocoderUrl: "http://roamwise:geo-pass-5150@127.0.0.1:9/search?key=GEOKEY-8812" },
    });
    try {
      const reg = await app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: "finder@example.com", password: "lantern-orchard-93", firstName: "Fi", lastName: "Nder" },
      });
      const res = await app.inject({ method: "GET", url: "/api/places/search?q=Rua%20Secreta%2012", headers: { cookie: sessionCookie(reg) } });
      expect(res.statusCode).toBe(200);
      const log = lines.join("");
      expect(log).toContain("geocoder unavailable");
      for (const secret of ["geo-pass-5150", "GEOKEY-8812", "Secreta"]) expect(log, `the log holds ${secret}`).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("logs of an error its kind, code and first line, with no query string or credentials", () => {
    const err = Object.assign(new Error("GET https://ana:pw-77@api.example/v1?token=tok-31&q=home failed\n  at secret frame"), { code: "E_X" });
    const logged = loggableError(err);
    expect(logged).toEqual({ type: "Error", code: "E_X", message: "GET https://api.example/v1 failed" });
  });
});

