import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../app";
import type { Database } from "../db/client";
import { createTestDatabase } from "../test/test-db";

describe("GET /api/health", () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers 200 ok while the database answers", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    await database.close();
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe("unavailable");
  });
});
