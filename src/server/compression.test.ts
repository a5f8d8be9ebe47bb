// API tests for response compression (@fastify/compress, registered in app.ts):
// JSON answers of 1 KB and more come compressed as the client accepts, small
// ones and clients that accept nothing come plain, and the live stream is
// never compressed, so each event leaves the moment it is written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createTestApp, signUp, type SignedUp, type TestApp } from "./test/test-app";
import { openSse } from "./realtime/sse-reader";

let t: TestApp;
let base: string;
let alice: SignedUp;
let tripId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  alice = await signUp(t.app);
  // Enough trips that the list is well over the 1 KB threshold.
  for (let i = 0; i < 12; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/trips",
      headers: { cookie: alice.cookie },
      payload: { name: `Trip number ${i} along the coast`, budget: "1000", currency: "EUR" },
    });
    expect(res.statusCode, res.body).toBe(201);
    tripId = res.json().id as string;
  }
});
afterAll(async () => {
  await t?.close();
});

const getTrips = (acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/trips",
    headers: { cookie: alice.cookie, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
  });

describe("compression", () => {
  it("compresses JSON answers as the client accepts: brotli first, else gzip, else none", async () => {
    const plain = await getTrips();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await getTrips("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.body);
    const gz = await getTrips("br;q=0, gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.body);
    expect((await getTrips("identity")).headers["content-encoding"]).toBeUndefined();
  });

  it("leaves small answers alone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("never compresses the live stream, so an event arrives at once", async () => {
    const s = await openSse(`${base}/api/trips/${tripId}/stream`, alice.cookie, { "accept-encoding": "br, gzip" });
    try {
      expect(s.status).toBe(200);
      expect(s.headers.get("content-encoding")).toBeNull();
      await s.next((m) => m.event === "presence");
      const renamed = await t.app.inject({
        method: "PATCH",
        url: `/api/trips/${tripId}`,
        headers: { cookie: alice.cookie },
        payload: { name: "Renamed live" },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      // A compressor would hold this small event in its buffer until far more data came.
      await s.next((m) => m.event === "change", 1000);
    } finally {
      s.close();
    }
  });
});
