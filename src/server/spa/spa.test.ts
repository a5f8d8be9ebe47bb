// API tests for index.html: the signed-in visitor's user and trips inlined
// (the same JSON as the API, safe inside <script>), nothing for anyone else,
// no caching of the personal page, and long caching for hashed assets only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { BOOT_ELEMENT_ID } from "@shared/boot";
import { todayInTimeZone } from "@shared/dates";
import { createTestApp, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { ROUTE_MODULES } from "./page-modules";
import { LANGUAGES } from "@shared/i18n/languages";
import { MESSAGE_PARTS, messagesModule } from "@shared/i18n/catalogue";
import { composePage, scriptSafeJson } from "./service";

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
  it("allows the page's own inline loader by a nonce of its own, the same policy as every answer otherwise", async () => {
    const nonces: string[] = [];
    for (const url of ["/", "/budget"]) {
      const res = await get(url, alice.cookie);
      const csp = res.headers["content-security-policy"] as string;
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'(;|$)/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      // Everything but script-src is the API's policy, word for word.
      const api = (await get("/api/health")).headers["content-security-policy"] as string;
      expect(csp.replace(` 'nonce-${nonce}'`, "")).toBe(api);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("carries the member's theme as the class of <html>, so the first paint is in it (docs/product/appearance.md)", async () => {
    const bob = await signUp(t.app);
    const htmlTag = async (cookie?: string) => /<html\b[^>]*>/.exec((await get("/profile", cookie)).body)?.[0];
    // Never chosen, and signed out: no class, the stylesheet follows the device.
    expect(await htmlTag(bob.cookie)).toBe('<html lang="en" dir="ltr">');
    expect(await htmlTag()).toBe('<html lang="en" dir="ltr">');
    for (const theme of ["dark", "light"] as const) {
      const put = await t.app.inject({ method: "PUT", url: "/api/profile/preferences", headers: { cookie: bob.cookie }, payload: { theme } });
      expect(put.statusCode, put.body).toBe(200);
      expect(await htmlTag(bob.cookie)).toBe(`<html lang="en" dir="ltr" class="${theme}">`);
    }
    await t.app.inject({ method: "PUT", url: "/api/profile/preferences", headers: { cookie: bob.cookie }, payload: { theme: "system" } });
    expect(await htmlTag(bob.cookie)).toBe('<html lang="en" dir="ltr">');
    // Someone else's choice is theirs only.
    expect(await htmlTag(alice.cookie)).toBe('<html lang="en" dir="ltr">');
  });

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
      expect(bootOf(res.body)).toEqual({ user, trips, today: todayInTimeZone("UTC"), timeZone: "UTC", selectedTripId: null, language: "en" });
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
      expect(bootOf(res.body)).toEqual({ user: null, language: "en" });
      // Otherwise the page is the built file, unchanged but for its language.
      expect(res.body.replace(/<script id="rw-boot"[^>]*>[^<]*<\/script>/, "")).toBe(INDEX.replace("<html>", '<html lang="en" dir="ltr">'));
    }
  });

  it("renders with the visitor's today (time-zone cookie) and remembered trip (only one of theirs)", async () => {
    const [own] = (await get("/api/trips", alice.cookie)).json() as { id: string }[];
    const bob = await signUp(t.app);
    const bobs = await t.app.inject({ method: "POST", url: "/api/trips", headers: { cookie: bob.cookie }, payload: { name: "Bob's" } });
    const boot = async (cookies: string) => bootOf((await get("/", `${alice.cookie}; ${cookies}`)).body) as Record<string, unknown>;
    expect(await boot(`rw_tz=Pacific/Kiritimati; rw_trip=${own!.id}`)).toMatchObject({
      today: todayInTimeZone("Pacific/Kiritimati"),
      timeZone: "Pacific/Kiritimati",
      selectedTripId: own!.id,
    });
    // As the browser writes it (encodeURIComponent).
    expect(await boot(`rw_tz=America%2FLos_Angeles; rw_trip=${bobs.json().id}`)).toMatchObject({
      today: todayInTimeZone("America/Los_Angeles"),
      timeZone: "America/Los_Angeles",
      selectedTripId: null,
    });
    expect(await boot("rw_tz=Not/AZone")).toMatchObject({ today: todayInTimeZone("UTC"), timeZone: "UTC", selectedTripId: null });
  });

  it("is compressed for browsers that accept it, and only for them", async () => {
    const plain = (await get("/", alice.cookie)).body;
    const as = (encoding: string) => t.app.inject({ method: "GET", url: "/", headers: { cookie: alice.cookie, "accept-encoding": encoding } });
    const br = await as("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    // Said once, however the compressor and the page both name it.
    expect(br.headers["vary"]).toBe("Cookie, accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain);
    const gz = await as("br;q=0, gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain);
    const none = await as("identity");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain);
  });

  it("answers files that are not pages with a 404, not the app", async () => {
    for (const url of ["/favicon.ico", "/assets/gone-123.js", "/apple-touch-icon.png"]) {
      const res = await get(url, alice.cookie);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: "Not found", code: "not_found" });
    }
  });

  it("answers an address no page has with 404 and the app (its not-found page), signed in or out", async () => {
    for (const cookie of [alice.cookie, undefined]) {
      const res = await get("/no-such-page/at-all", cookie);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("/assets/index-abc123.js");
    }
    expect((await get("/budget", alice.cookie)).statusCode).toBe(200);
    expect((await get("/invite/some-token")).statusCode).toBe(200);
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

describe("composePage", () => {
  const built = `<html><head><script type="module" crossorigin src="/assets/index-x1.js"></script></head><body><div id="root"><span>Loading</span><!--/app--></div></body></html>`;

  it("puts the rendered page in place of the placeholder, marked for hydration, and starts the script after it is shown", () => {
    const page = composePage(built, { user: null, language: "en" }, "<main>Hello</main>");
    expect(page).toContain('<div id="root" data-ssr><main>Hello</main></div>');
    expect(page).not.toContain("Loading");
    expect(page).not.toContain('<script type="module"');
    // The loader names the same entry and waits for the first contentful paint.
    expect(page).toContain('var chunks = ["/assets/index-x1.js"];');
    expect(page).toContain("first-contentful-paint");
  });

  it("has the loader ask for the page's chunks after the entry, before starting it", () => {
    const page = composePage(built, { user: null, language: "en" }, "<main>Hello</main>", ["/assets/page-1.js", "/assets/icon-2.js"]);
    expect(page).toContain('var chunks = ["/assets/index-x1.js","/assets/page-1.js","/assets/icon-2.js"];');
    // Not as links in the HTML: fetched before the first paint, they would compete with it.
    expect(page).not.toContain("<link");
  });

  it("leaves the placeholder and the script as built when nothing was rendered", () => {
    expect(composePage(built, { user: null, language: "de" })).toMatch(/^<html lang="de" dir="ltr"><head>/);
    const page = composePage(built, { user: null, language: "en" });
    expect(page).toContain('<div id="root"><span>Loading</span><!--/app--></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-x1.js"></script>');
  });

  it("never lets rendered markup with $ patterns disturb the page", () => {
    expect(composePage(built, { user: null, language: "en" }, "<p>$& $1 $$</p>")).toContain("<p>$& $1 $$</p>");
  });
});

/**
 * The server's side of rendering, with a stand-in for the bundle (the real
 * one is tested in src/client/entry-server.test.ts and end to end): what it
 * is given, and what becomes of its redirects, data and failures.
 */
describe("index.html rendered by the server bundle", () => {
  let rt: TestApp;
  let dir: string;
  let carol: SignedUp;
  let tripId: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "roamwise-ssr-test-"));
    mkdirSync(join(dir, "client"));
    mkdirSync(join(dir, "ssr"));
    writeFileSync(
      join(dir, "client", "index.html"),
      `<html><head><title>Roamwise</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root">Loading<!--/app--></div></body></html>`,
    );
    // A build manifest as Vite writes it: every lazy module of the app a chunk named after it, sharing one with the entry.
    const modules = new Set(Object.values(ROUTE_MODULES).flat());
    const messages = LANGUAGES.flatMap((l) => MESSAGE_PARTS.map((part) => [messagesModule(part, l), { file: `assets/${part}-${l}-h1.js`, isDynamicEntry: true }]));
    const manifest = Object.fromEntries([
      ["index.html", { file: "assets/index-abc123.js", isEntry: true, imports: ["_react.js"] }],
      ["_react.js", { file: "assets/react-r1.js" }],
      ...[...modules].map((m) => [m, { file: `assets/${m.split("/").pop()!.replace(".tsx", "")}-h1.js`, isDynamicEntry: true, imports: ["_react.js"] }]),
      ...messages,
    ]);
    mkdirSync(join(dir, "client", ".vite"));
    writeFileSync(join(dir, "client", ".vite", "manifest.json"), JSON.stringify(manifest));
    writeFileSync(
      join(dir, "ssr", "entry-server.js"),
      `export async function renderPage(url, boot, options) {
        if (url.includes("throws")) throw new Error("render failed");
        if (!boot.user && url !== "/login") return { html: "", redirect: "/login", queries: [] };
        if (boot.user && url === "/login") return { html: "", redirect: "/", queries: [] };
        const asked = new URL(url, "http://x").searchParams.getAll("q");
        const queries = [];
        for (const path of options.fetchJson ? asked : []) {
          const data = await options.fetchJson(path);
          if (data !== undefined) queries.push([path.split("/"), data]);
        }
        const title = url.startsWith("/budget") ? 'Budget <&> "Oslo" · Roamwise' : null;
        return { html: "<main>" + url.replace(/[<&]/g, "") + " withData=" + Boolean(options.fetchJson) + "</main>", redirect: null, queries, title };
      }`,
    );
    rt = await createTestApp({ clientDir: join(dir, "client") });
    carol = await signUp(rt.app, { firstName: "Carol" });
    tripId = (await rt.app.inject({ method: "POST", url: "/api/trips", headers: { cookie: carol.cookie }, payload: { name: "Oslo" } })).json().id;
  });
  afterAll(async () => {
    await rt.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, language?: string) =>
    rt.app.inject({ method: "GET", url, headers: { ...(cookie ? { cookie } : {}), ...(language ? { "accept-language": language } : {}) } });

  it("turns the app's redirects into 302s, uncached", async () => {
    const out = await page("/budget");
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe("/login");
    expect(out.headers["cache-control"]).toBe("no-cache, private");
    expect((await page("/login", carol.cookie)).headers.location).toBe("/");
  });

  it("renders the dashboard with the API's own answers, inlined for the browser, and other pages without", async () => {
    const budget = `/api/trips/${tripId}/budget`;
    const res = await page(`/?q=${budget}&q=/api/trips/not-a-trip/budget&q=/elsewhere&q=/api/trips/${tripId}/stream`, carol.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<div id=\"root\" data-ssr><main>");
    expect(res.body).toContain("withData=true");
    const boot = bootOf(res.body) as { queries: [string[], unknown][] };
    // Only the 200 answer, exactly as GET gives it; the refused, non-API and never-ending (live stream) ones are left to the browser.
    expect(boot.queries).toEqual([[budget.split("/"), (await rt.app.inject({ method: "GET", url: budget, headers: { cookie: carol.cookie } })).json()]]);
    const other = await page(`/budget?q=${budget}`, carol.cookie);
    expect(other.body).toContain("withData=false");
    expect(bootOf(other.body)).not.toHaveProperty("queries");
  });

  it("has the page's loader ask for the chunks of the page at the address, beyond the entry's own", async () => {
    const chunks = async (url: string, cookie?: string, language?: string) =>
      JSON.parse(/var chunks = (\[[^\]]*\]);/.exec((await page(url, cookie, language)).body)![1]!) as string[];
    const [entry, ...dashboard] = await chunks("/", carol.cookie);
    expect(entry).toBe("/assets/index-abc123.js");
    // With the messages the page renders with, in the visitor's language (ADR 026): the signed-in frame's too.
    expect(dashboard.sort()).toEqual(["/assets/app-en-h1.js", "/assets/app-layout-h1.js", "/assets/core-en-h1.js", "/assets/dashboard-page-h1.js"]);
    expect(await chunks("/budget", carol.cookie)).toContain("/assets/budget-page-h1.js");
    expect(await chunks("/login")).toEqual(["/assets/index-abc123.js", "/assets/core-en-h1.js", "/assets/login-page-h1.js"]);
    expect(await chunks("/login", undefined, "de-AT,de;q=0.9")).toEqual(["/assets/index-abc123.js", "/assets/core-de-h1.js", "/assets/login-page-h1.js"]);
  });

  it("asks the API as the visitor: another member's data is not theirs to inline", async () => {
    const dave = await signUp(rt.app);
    const res = await page(`/?q=/api/trips/${tripId}/budget`, dave.cookie);
    expect(res.statusCode).toBe(200);
    expect(bootOf(res.body)).not.toHaveProperty("queries");
  });

  it("sends the title the page rendered with, escaped, in place of the built one", async () => {
    const res = await page("/budget", carol.cookie);
    expect(res.body).toContain("<title>Budget &lt;&amp;&gt; &quot;Oslo&quot; · Roamwise</title>");
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // A page that names no title keeps the built one.
    expect((await page("/", carol.cookie)).body).toContain("<title>Roamwise</title>");
  });

  it("sends the page unrendered when rendering fails, never an error page", async () => {
    const res = await page("/budget?throws", carol.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">Loading<!--/app--></div>');
    expect(bootOf(res.body)).toMatchObject({ user: { firstName: "Carol" } });
  });
});
