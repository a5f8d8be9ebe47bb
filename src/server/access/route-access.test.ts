// The access declaration is not optional: an app with a route that does not
// say who may call it refuses to start, and the declaration alone decides.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sql } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createTestApp, createTestTrip, request, signUp, type TestApp } from "../test/test-app";
import { accessedTrip } from "./route-access";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("route access declarations", () => {
  it("refuses to start with a route that declares no access", async () => {
    const other = await createTestApp();
    try {
      other.app.get("/api/undeclared", async () => ({ ok: true }));
      await expect(other.app.ready()).rejects.toThrow(/GET \/api\/undeclared/);
    } finally {
      await other.database.close();
    }
  });

  it("checks a trip found through the declaration, whatever the handler does, and puts the trip on the request", async () => {
    const other = await createTestApp();
    try {
      const app = other.app.withTypeProvider<ZodTypeProvider>();
      app.get(
        "/api/test-trip/:tripId",
        { config: { access: { action: "trip.update" } }, schema: { params: z.object({ tripId: z.string() }) } },
        async (req) => accessedTrip(req),
      );
      const admin = await signUp(other.app);
      const viewer = await signUp(other.app);
      const trip = await createTestTrip(other.app, admin);
      await other.database.db.execute(
        sql`insert into trip_members (trip_id, user_id, role) values (${trip.id}, ${viewer.user.id}, 'viewer')`,
      );
      expect((await request(other.app, "GET", `/api/test-trip/${trip.id}`)).statusCode).toBe(401);
      expect((await request(other.app, "GET", `/api/test-trip/${trip.id}`, viewer)).statusCode).toBe(403);
      const ok = await request(other.app, "GET", `/api/test-trip/${trip.id}`, admin);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: trip.id, role: "admin" });
    } finally {
      await other.close();
    }
  });

  it("keeps the URLs and names the trip `tripId` in every path", async () => {
    const doc = (await request(t.app, "GET", "/api/openapi.json")).json() as { paths: Record<string, unknown> };
    const paths = Object.keys(doc.paths);
    expect(paths).toContain("/api/trips/{tripId}");
    expect(paths.filter((p) => p.startsWith("/api/trips/{id}"))).toEqual([]);
  });

  it("documents the routes open to everyone as needing no cookie, from their declaration", async () => {
    const doc = (await request(t.app, "GET", "/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.paths["/api/health"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/share/{token}"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/trips"]!.get!.security).toBeUndefined();
  });
});
