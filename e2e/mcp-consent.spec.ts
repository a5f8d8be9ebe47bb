// The consent screen an outside assistant sends a member to (docs/tools-and-mcp.md, ADR 062): signed
// out, /oauth/authorize goes through sign-in to the screen naming the app, its return address and
// what it may do; Allow returns to the app's loopback listener with a code, Deny with
// access_denied; the connected app is then listed in Profile → Connected apps and disconnected
// there. Desktop and phone, light and dark.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, launchBrowserForFile, newContext, screenshot, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
/** The app's own listener on this computer, where the browser lands after the answer. */
let listener: Server;
let callback: string;

beforeAll(async () => {
  listener = createServer((_req, res) => res.writeHead(200, { "content-type": "text/plain" }).end("You can close this window."));
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  callback = `http://127.0.0.1:${(listener.address() as { port: number }).port}/callback`;
});
afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
});

/** Registers the app as an MCP client would and answers its authorization URL with the PKCE verifier. */
async function authorizationRequest(page: Page, scope = "trips:read trips:write") {
  const registered = await page.request.post("/oauth/register", { data: { client_name: "Trip Helper", redirect_uris: [callback] } });
  expect(registered.status()).toBe(201);
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: callback,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    scope,
    state: "st-1",
  });
  return { url: `/oauth/authorize?${query}`, clientId, verifier };
}

it("signed out: sign-in, then the consent screen names the app and what it may do; Allow returns a code, and Profile disconnects the app", async () => {
  const context = await newContext(browser(), { viewport: DESKTOP });
  const setup = await context.newPage();
  const person = await signUpViaApi(context, { firstName: "Marta" });
  await context.clearCookies();
  const page = setup;
  const request = await authorizationRequest(page);

  await page.goto(request.url);
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/connect");
  await page.getByRole("heading", { name: "Trip Helper wants to use your Roamwise account" }).waitFor();
  const port = new URL(callback).host;
  await page.getByText(`After you answer, you go back to ${port}.`).waitFor();
  const mayDo = page.getByRole("list", { name: "If you allow it, the app may:" });
  expect((await mayDo.getByRole("listitem").allTextContents()).map((text) => text.trim())).toEqual([
    "Read your trips: days, places, bookings, budget and expenses",
    "Add, change and delete things in your trips",
  ]);
  for (const [viewport, size] of [
    [DESKTOP, "1280"],
    [PHONE, "390"],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ["light", "dark"] as const) {
      // The member's saved theme, as Profile saves it; the screen is read again with it.
      expect((await context.request.put("/api/profile/preferences", { data: { theme: scheme } })).ok()).toBe(true);
      await page.reload();
      await page.getByRole("heading", { name: "Trip Helper wants to use your Roamwise account" }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(scheme === "dark");
      await screenshot(page, `mcp-consent-${size}-${scheme}`);
    }
  }
  await page.setViewportSize(DESKTOP);
  expect((await context.request.put("/api/profile/preferences", { data: { theme: "light" } })).ok()).toBe(true);
  await page.reload();

  await page.getByRole("button", { name: "Allow" }).click();
  await page.waitForURL((u) => u.href.startsWith(callback));
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("st-1");
  const code = back.searchParams.get("code")!;
  // The app trades the code for its tokens (as its own HTTP client, not the browser).
  const token = await context.request.post("/oauth/token", {
    form: { grant_type: "authorization_code", code, redirect_uri: callback, client_id: request.clientId, code_verifier: request.verifier },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };

  await page.goto("/profile");
  const apps = page.getByRole("list", { name: "Connected apps" });
  await apps.getByText("Trip Helper").waitFor();
  await apps.getByText("May read and change your trips").waitFor();
  await screenshot(page, "mcp-connected-apps-1280-light");
  await apps.getByRole("button", { name: "Disconnect Trip Helper" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
  await page.getByText("No connected apps.").waitFor();
  const after = await context.request.get("/api/trips", { headers: { authorization: `Bearer ${access_token}` } });
  expect(after.status()).toBe(401);
  await context.close();
});

it("Deny sends the member back to the app with access_denied and no code (phone)", async () => {
  const context = await newContext(browser(), { viewport: PHONE });
  await signUpViaApi(context, { firstName: "Nuno" });
  const page = await context.newPage();
  const request = await authorizationRequest(page, "trips:read");
  await page.goto(request.url);
  await page.waitForURL((u) => u.pathname === "/connect");
  // The screen shows once the app's registration is read; only then is the list there to count.
  await page.getByRole("heading", { name: "Trip Helper wants to use your Roamwise account" }).waitFor();
  const mayDo = page.getByRole("list", { name: "If you allow it, the app may:" });
  expect((await mayDo.getByRole("listitem").allTextContents()).map((text) => text.trim())).toEqual(["Read your trips: days, places, bookings, budget and expenses"]);
  await page.getByRole("button", { name: "Deny" }).click();
  await page.waitForURL((u) => u.href.startsWith(callback));
  const back = new URL(page.url());
  expect(back.searchParams.get("error")).toBe("access_denied");
  expect(back.searchParams.get("code")).toBeNull();
  await context.close();
});

it("a request that names no known app is refused on the screen, never sent anywhere", async () => {
  const context = await newContext(browser(), { viewport: DESKTOP, expectedErrors: /400|Bad Request/ });
  await signUpViaApi(context);
  const page = await context.newPage();
  await page.goto(`/connect?client_id=00000000-0000-4000-8000-000000000000&redirect_uri=${encodeURIComponent(callback)}`);
  await page.getByRole("heading", { name: "This connection request can't be used" }).waitFor();
  expect(await page.getByRole("button", { name: "Allow" }).count()).toBe(0);
  await context.close();
});
