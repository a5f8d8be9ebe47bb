// Pages rendered on the server (ADR 014): the dashboard arrives as HTML with
// the trip and its cards' data, shows without any script, holds form
// submissions until the browser has hydrated it, then works; signed out, the server redirects. The
// browser is in a time zone far from the server's (Pacific/Kiritimati), so a
// "today" rendered with the server's clock would fail hydration, and the
// context fixture fails the test on any such error.
import { describe, expect, it } from "vitest";
import { PHONE, baseURL, createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi } from "./fixtures";

const year = new Date().getFullYear() + 1;

const browser = launchBrowserForFile();

describe("server rendering", () => {
  it("sends the dashboard rendered with its data, readable without scripts, usable once hydrated", async () => {
    const context = await newContext(browser(), { timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Grace", lastName: "Hopper" });
      const trip = await createTripViaApi(context, { name: "Azores Loop", startDate: `${year}-06-01`, endDate: `${year}-06-09` });
      const res = await context.request.post(`/api/trips/${trip.id}/reservations`, {
        data: { name: "Whale watching", type: "attraction", reservationDate: `${year}-06-02` },
      });
      expect(res.status()).toBe(201);

      // The first visit sets the time-zone cookie; the page after it is rendered for Los Angeles.
      await page.goto("/");
      const html = await (await context.request.get("/")).text();
      expect(html).toMatch(/<div id="root" data-ssr>/);
      expect(html).toMatch(/<h2[^>]*>Azores Loop<\/h2>/);
      // A card's data (recent reservations) is in the markup, not fetched after it.
      expect(html).toContain("Whale watching");

      // Without scripts the page is already there.
      const noScript = await browser().newContext({ baseURL: page.url(), javaScriptEnabled: false, storageState: await context.storageState() });
      const still = await noScript.newPage();
      await still.goto("/");
      await still.getByRole("heading", { level: 2, name: "Azores Loop" }).waitFor();
      await noScript.close();

      // With them it hydrates (the fixture waited for that) and responds.
      expect(await page.locator("#root").getAttribute("data-ssr")).toBeNull();
      await page.getByText("Whale watching").first().waitFor();
      await page.getByRole("button", { name: "Add trip" }).click();
      await page.getByRole("dialog").getByLabel("Trip name").waitFor();
      await page.keyboard.press("Escape");
      await screenshot(page, "server-rendered-dashboard");
    } finally {
      await context.close();
    }
  });

  it("hydrates the dashboard in place: none of the server's markup is thrown away and rendered again", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    // Records every element taken out of the rendered page from the moment it is parsed, and every
    // chunk the app's script had to ask for itself before hydrating (the server should have named them all).
    await context.addInitScript(() => {
      const removed: string[] = [];
      const preloadedLate: string[] = [];
      Object.assign(window, { removedFromPage: removed, preloadedLate });
      document.addEventListener("DOMContentLoaded", () => {
        const root = document.getElementById("root")!;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
          }
        }).observe(root, { childList: true, subtree: true });
        // The page's loader links the chunks, then adds the app's script; a link the app's own loader
        // adds after that, before hydrating, is a chunk the server did not name.
        let appScriptAdded = false;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLScriptElement && node.type === "module") appScriptAdded = true;
              if (node instanceof HTMLLinkElement && node.rel === "modulepreload" && appScriptAdded && root.hasAttribute("data-ssr")) {
                preloadedLate.push(node.href);
              }
            }
          }
        }).observe(document.head, { childList: true });
      });
    });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lofoten", startDate: `${year}-07-01`, endDate: `${year}-07-08` });
      const res = await context.request.post(`/api/trips/${trip.id}/reservations`, {
        data: { name: "Reine cabin", type: "hotel", reservationDate: `${year}-07-02` },
      });
      expect(res.status()).toBe(201);

      // A first visit (nothing remembered in this browser yet), as in a fresh phone browser.
      await page.goto("/");
      await page.getByText("Reine cabin").first().waitFor();
      // What would be thrown away goes right after hydration (the fixture waited for it); give it time to.
      await page.waitForTimeout(1000);
      expect(await page.evaluate(() => (window as unknown as { removedFromPage: string[] }).removedFromPage)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { preloadedLate: string[] }).preloadedLate)).toEqual([]);
      // And the choice of trip was remembered for the next visit.
      expect(await page.evaluate(() => localStorage.getItem("selectedTripId"))).toBe(trip.id);
    } finally {
      await context.close();
    }
  });

  it("redirects a signed-out visitor to /login on the server, and renders the sign-in page", async () => {
    const context = await newContext(browser());
    try {
      const res = await context.request.get("/reservations", { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toBe("/login");
      const login = await (await context.request.get("/login")).text();
      expect(login).toMatch(/<div id="root" data-ssr>/);
      expect(login).toMatch(/type="password"/);
      // Were the browser ever to send it itself (no script), the password would not be in an address.
      expect(login).toMatch(/<form [^>]*method="post"/);
    } finally {
      await context.close();
    }
  });

  it("holds a sign-in submitted before the page is hydrated, and signs in once it is", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const user = await signUpViaApi(context);
    await context.clearCookies();
    // The app's script is held back, as on a slow phone where the page shows long before it.
    let releaseScript!: () => void;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await context.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on("request", (r) => addresses.push(r.url()));
    try {
      // Not page.goto: the fixture's goto waits for hydration, which is what is held here.
      await page.evaluate((url) => void (location.href = url), `${baseURL()}/login`);
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill(user.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe("/login");
      expect(addresses.filter((a) => a.includes("correct"))).toEqual([]);
      expect(await page.locator("#root").getAttribute("data-ssr")).toBe("");

      releaseScript();
      await page.waitForFunction(() => !document.querySelector("#root[data-ssr]"));
      // What was typed before hydration is still there and is what gets sent.
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/");
      expect(addresses.filter((a) => a.includes("correct"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
