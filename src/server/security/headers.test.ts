// Every answer carries the security headers of docs/security.md; the rendered page's
// one inline script carries the nonce its Content-Security-Policy names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { composePage } from "../spa/service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function directives(csp: string | undefined): Record<string, string> {
  return Object.fromEntries((csp ?? "").split(";").map((d) => d.trim().split(/\s+(.*)/s).slice(0, 2) as [string, string]).filter(([k]) => k));
}

describe("security headers", () => {
  it("sends nosniff, no framing, a strict referrer and a CSP without inline scripts", async () => {
    for (const url of ["/api/health", "/api/trips", "/api/nothing-here"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      const csp = directives(res.headers["content-security-policy"] as string);
      expect(csp["frame-ancestors"]).toBe("'none'");
      expect(csp["object-src"]).toBe("'none'");
      // An API answer has no inline script to allow: its policy names no nonce at all.
      expect(csp["script-src"]).toBe("'self'");
      expect(csp["script-src"]).not.toContain("unsafe-inline");
      expect(csp["upgrade-insecure-requests"]).toBeUndefined();
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("lets the map load its style and tiles: OpenFreeMap by default, else MAP_STYLE_URL's origin and MAP_EXTRA_ORIGINS", async () => {
    const csp = directives((await t.app.inject({ url: "/api/health" })).headers["content-security-policy"] as string);
    expect(csp["connect-src"]).toBe("'self' https://tiles.openfreemap.org");
    expect(csp["img-src"]).toContain("https://tiles.openfreemap.org");
    expect(csp["worker-src"]).toBe("'self' blob:");
    const other = await createTestApp({ map: { styleUrl: "http://127.0.0.1:9/style.json", extraOrigins: ["https://tiles.example.org"] } });
    try {
      const mine = directives((await other.app.inject({ url: "/api/health" })).headers["content-security-policy"] as string);
      expect(mine["connect-src"]).toBe("'self' http://127.0.0.1:9 https://tiles.example.org");
      expect(mine["connect-src"]).not.toContain("openfreemap");
    } finally {
      await other.close();
    }
  });

  it("adds HSTS and upgrades requests when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ publicUrl: "https://trips.example.com" });
    try {
      const res = await secure.app.inject({ url: "/api/health" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    } finally {
      await secure.close();
    }
  });

  it("puts the nonce on the rendered page's loader script", () => {
    const built = `<html><head></head><body><div id="root"><p>Loading</p><!--/app--></div><script type="module" crossorigin src="/assets/index-1.js"></script></body></html>`;
    const page = composePage(built, { user: null, language: "en" }, "<main>Hi</main>", [], "abc+/=");
    expect(page).toMatch(/<script nonce="abc\+\/=">/);
    expect(page.match(/<script(?![^>]*type="application\/json")[^>]*>/g)).toEqual(['<script nonce="abc+/=">']);
  });
});
