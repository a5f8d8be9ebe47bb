// One hostile JSON body never stalls the server: a body nested deeper than the
// limit is a 400 naming it before anything walks it, and every check over a
// body is linear in its size, so 1 MB of any shape costs little CPU and never
// a 5xx. CPU is measured in this process (the app runs in it), not wall time,
// so a busy machine does not make the test flaky (test/cpu.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { constants, gzipSync } from "node:zlib";
import { createTestApp, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { cpuOf } from "../test/cpu";
import { MAX_JSON_DEPTH } from "./json-body";

const JSON_DEPTH_MESSAGE = `JSON may be nested at most ${MAX_JSON_DEPTH} levels deep`;

let t: TestApp;
let owner: SignedUp;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
/** The most a body may cost: 200 ms of CPU for 1 MB. */
const CPU_BUDGET_MS = 200;

/** Sends `body` as JSON text and measures the CPU the whole answer took in this process. */
async function post(url: string, body: string, who?: SignedUp) {
  const { result: res, cpuMs } = await cpuOf(() =>
    t.app.inject({ method: "POST", url, headers: { "content-type": "application/json", ...(who ? { cookie: who.cookie } : {}) }, payload: body }),
  );
  return { res, cpuMs };
}

/** `inner` wrapped in `depth` arrays. */
const nested = (depth: number, inner: string) => "[".repeat(depth) + inner + "]".repeat(depth);

/** About `bytes` of short strings, comma-separated, to put inside brackets. */
function shortStrings(bytes: number): string {
  const one = '"ab",';
  return one.repeat(Math.floor(bytes / one.length)) + '"ab"';
}

describe("nested JSON", () => {
  it("answers 1 MB of short strings inside 3,000 brackets with a 400 naming the limit, within the CPU budget", async () => {
    const body = nested(3000, shortStrings(MB - 6100));
    expect(body.length).toBeLessThanOrEqual(MB);
    const { res, cpuMs } = await post("/api/auth/login", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "bad_request", message: JSON_DEPTH_MESSAGE });
    expect(res.json().message).toContain(String(MAX_JSON_DEPTH));
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });

  it("takes JSON nested exactly to the limit and refuses one level more", async () => {
    // An object holding arrays down to an empty object at the limit: parsed and validated (unknown keys are dropped).
    const at = await post("/api/trips", `{"name":"Deep","x":${nested(MAX_JSON_DEPTH - 2, "{}")}}`, owner);
    expect(at.res.statusCode, at.res.body).toBe(201);
    const over = await post("/api/trips", `{"name":"Deep","x":${nested(MAX_JSON_DEPTH - 1, "{}")}}`, owner);
    expect(over.res.statusCode).toBe(400);
    expect(over.res.json().message).toBe(JSON_DEPTH_MESSAGE);
  });

  it("counts brackets in strings as text, not depth", async () => {
    const { res } = await post("/api/trips", JSON.stringify({ name: "[".repeat(100) + "{".repeat(100), description: '\\"[[[' }), owner);
    expect(res.statusCode, res.body).toBe(201);
  });

  it("answers a control character deep in a 1 MB body with a 400 naming its path, within the CPU budget", async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => ({ name: `item ${i}`, tags: ["a", "b"] }));
    items[19_999]!.tags[1] = "x\u0000";
    const body = JSON.stringify({ name: "Trip", items });
    expect(body.length).toBeLessThanOrEqual(MB);
    const { res, cpuMs } = await post("/api/trips", body, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ "items.19999.tags.1": "Must not contain control characters" });
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });

  /**
   * Random JSON of any shape, made up to 1 MB: a random value, repeated in an
   * array until the body is `bytes` long, inside `depth` more arrays.
   */
  const hostileBody = fc
    .record({
      value: fc.jsonValue({ maxDepth: 8 }),
      bytes: fc.integer({ min: 1, max: MB - 1000 }),
      depth: fc.integer({ min: 0, max: 400 }),
      asTrip: fc.boolean(),
    })
    .map(({ value, bytes, depth, asTrip }) => {
      const one = JSON.stringify(value) ?? "null";
      const copies = Math.max(1, Math.floor((bytes - 2 * depth - 40) / (one.length + 1)));
      const list = nested(depth, `[${Array.from({ length: copies }, () => one).join(",")}]`);
      // Half of them are bodies a route takes (a trip with a name), so the whole way to the database is measured too.
      return asTrip ? `{"name":"Random","x":${list}}` : list;
    })
    .filter((body) => body.length <= MB);

  it("answers random JSON of any shape up to 1 MB within the CPU budget, never with a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, fc.constantFrom("/api/auth/login", "/api/trips"), async (body, url) => {
        const { res, cpuMs } = await post(url, body, url === "/api/trips" ? owner : undefined);
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
        expect(cpuMs, `${body.length} bytes`).toBeLessThan(CPU_BUDGET_MS);
      }),
      { numRuns: 40 },
    );
  });

  it("stops a gzip-encoded body at 1 MB of what it inflates to (413), whatever it claims", async () => {
    // A gzip stream of 256 MB of zeros, ~256 KB on the wire: the body limit counts the inflated bytes.
    const block = gzipSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
    const { result: res, cpuMs } = await cpuOf(() =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": "application/json", "content-encoding": "gzip" },
        payload: Buffer.concat(Array.from({ length: 256 }, (_, i) => (i === 0 ? block : block.subarray(10)))),
      }),
    );
    expect(res.statusCode).toBe(413);
    expect(cpuMs).toBeLessThan(CPU_BUDGET_MS);
  });
});
