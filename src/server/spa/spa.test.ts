// API tests for index.html: the signed-in visitor's user and trips inlined
// (the same JSON as the API, safe inside <script>), nothing for anyone else,
// no caching of the personal page, and long caching for hashed assets only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BOOT_ELEMENT_ID } from "@shared/boot";
import { createTestApp, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { scriptSafeJson } from "./service";

const INDEX = `<!doctype html><html><head><title>Roamwise</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

let t: TestApp;
let clientDir: string;
let alice: SignedUp;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "roamwise-spa-test-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), INDEX);
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "console.log(1);");
  writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
  t = await createTestApp({ clientDir });
  alice = await signUp(t.app, { firstName: "Alice", lastName: "</script><script>alert(1)</script>" });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** The JSON inside the boot element, or null when the page has none. */
function bootOf(html: string): unknown {
  const m = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  return m ? JSON.parse(m[1]!) : null;
}

describe("index.html", () => {
  it("inlines exactly what GET /api/auth/user and GET /api/trips answer, for / and client routes", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/trips",
      headers: { cookie: alice.cookie },
      payload: { name: "Lisbon <!-- </script> \u2028", budget: "100.50", currency: "EUR" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const user = (await get("/api/auth/user", alice.cookie)).json();
    const trips = (await get("/api/trips", alice.cookie)).json();
    for (const url of ["/", "/budget", "/trips/x/quotes"]) {
      const res = await get(url, alice.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(bootOf(res.body)).toEqual({ user, trips });
      // The page still loads the app after the data.
      expect(res.body.indexOf(BOOT_ELEMENT_ID)).toBeLessThan(res.body.indexOf("/assets/index-abc123.js"));
    }
  });

  it("never lets a name close the script element", async () => {
    const res = await get("/", alice.cookie);
    const inline = res.body.slice(res.body.indexOf(`id="${BOOT_ELEMENT_ID}"`));
    // One closing tag for the boot element, one for the app's script: no name broke out.
    expect(inline.match(/<\/script>/g)).toHaveLength(2);
    expect(inline).not.toContain("<!--");
    expect(scriptSafeJson({ a: "</script>\u2028" })).toBe('{"a":"\\u003c/script>\\u2028"}');
  });

  it("says nobody is signed in when signed out or with an unknown session, and nothing more", async () => {
    for (const [url, cookie] of [
      ["/", undefined],
      ["/login", undefined],
      ["/", "rw_session=not-a-real-token"],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode).toBe(200);
      expect(bootOf(res.body)).toEqual({ user: null });
      // Otherwise the page is the built file, unchanged.
      expect(res.body.replace(/<script id="rw-boot"[^>]*>[^<]*<\/script>/, "")).toBe(INDEX);
    }
  });

  it("is never cached, since it carries the visitor's data", async () => {
    for (const cookie of [alice.cookie, undefined]) {
      const res = await get("/", cookie);
      expect(res.headers["cache-control"]).toBe("no-cache, private");
      expect(res.headers["vary"]).toMatch(/Cookie/);
    }
  });

  it("API paths stay JSON 404s", async () => {
    const res = await get("/api/nope", alice.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "not_found" });
  });
});

describe("static files", () => {
  it("caches hashed assets for a year and revalidates everything else", async () => {
    const asset = await get("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const other = await get("/favicon.svg");
    expect(other.statusCode).toBe(200);
    expect(other.headers["cache-control"]).toBe("no-cache");
  });
});
