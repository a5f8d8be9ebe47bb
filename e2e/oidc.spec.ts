// Single sign-on (docs/product/sign-in.md) as people meet it, on desktop and on a
// phone: "Sign in with Club ID" on the sign-in and register pages, the loopback
// OpenID provider's own login form, and back in Roamwise signed in; then, with
// password sign-in turned off by the admin, the pages show only that button.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./app-server";
import { freePort } from "./global-setup";
import { DESKTOP, PHONE, launchBrowserForFile, newContext, screenshot, signUpViaApi } from "./fixtures";
import { TEST_OIDC_CLIENT, startOidcProvider, type TestOidcProvider } from "../src/server/test/oidc-provider";

const browser = launchBrowserForFile();
let app: AppServer;
let provider: TestOidcProvider;

beforeAll(async () => {
  // The app reads the provider's metadata at the first sign-in, so it starts first and the provider learns its callback address.
  const providerPort = await freePort();
  app = await startAppServer("oidc", (base) => ({
    // The callback address the provider knows is PUBLIC_URL's.
    PUBLIC_URL: base,
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: TEST_OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.secret,
    OIDC_NAME: "Club ID",
  }));
  provider = await startOidcProvider({ port: providerPort, redirectUris: [`${app.base}/api/auth/oidc/callback`] });
});
beforeAll(async () => {
  // The first account, Olga, is the instance's admin (she turns password sign-in off at the end).
  const context = await newContext(browser(), { baseURL: app.base });
  await signUpViaApi(context, { email: "olga@club.example", firstName: "Olga", lastName: "Operator" });
  await context.close();
});
afterAll(async () => {
  await provider?.close();
  await app?.stop();
});

/** At the provider's own form: any login name, any password. */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

async function signedInAs(context: BrowserContext) {
  const res = await context.request.get("/api/auth/user");
  expect(res.status()).toBe(200);
  return (await res.json()) as { email: string; firstName: string };
}

/** From `path`, the button, the provider's form as `login`, and back on the dashboard signed in. */
async function signInThrough(viewport: { width: number; height: number }, scheme: "light" | "dark", path: string, login: string) {
  const context = await newContext(browser(), { baseURL: app.base, viewport });
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(path);
  await screenshot(page, `oidc-${path.slice(1)}-${viewport.width}-${scheme}`);
  await page.getByRole("link", { name: "Sign in with Club ID" }).click();
  await signInAtProvider(page, login);
  // Back in Roamwise, signed in: the dashboard's user menu.
  await page.waitForURL(`${app.base}/`);
  await page.getByRole("button", { name: "User menu" }).first().waitFor();
  const user = await signedInAs(context);
  await context.close();
  return user;
}

it("signs in through the provider from the sign-in page on a desktop and from the register page on a phone", async () => {
  provider.people.set("pia", { email: "pia@club.example", emailVerified: true, givenName: "Pia", familyName: "Pedersen" });
  expect(await signInThrough(DESKTOP, "light", "/login", "pia")).toMatchObject({ email: "pia@club.example", firstName: "Pia" });
  provider.people.set("paulo", { email: "paulo@club.example", emailVerified: true, givenName: "Paulo", familyName: "Pinto" });
  expect(await signInThrough(PHONE, "dark", "/register", "paulo")).toMatchObject({ email: "paulo@club.example", firstName: "Paulo" });
});

it("says on the sign-in page why a sign-in through the provider was refused", async () => {
  const context = await newContext(browser(), { baseURL: app.base, viewport: PHONE });
  const page = await context.newPage();
  // The provider says the address is unverified, and an account with it exists: not linked, and the page says so.
  provider.people.set("mallory", { email: "pia@club.example", emailVerified: false });
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign in with Club ID" }).click();
  await signInAtProvider(page, "mallory");
  await page.getByRole("alert").filter({ hasText: "An account with this e-mail address already exists." }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/login");
  expect((await context.request.get("/api/auth/user")).status()).toBe(401);
  await screenshot(page, "oidc-refused-phone-light");
  await context.close();
});

it("shows only the single sign-on button, on both pages, once the admin turns password sign-in off", async () => {
  const operator = await newContext(browser(), { baseURL: app.base, viewport: DESKTOP });
  expect((await operator.request.post("/api/auth/login", { data: { email: "olga@club.example", password: "correct horse" } })).status()).toBe(200);
  const admin = await operator.newPage();
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Sign-up and sign-in" }).click();
  const passwords = admin.getByLabel("People may sign in and register with an e-mail address and password");
  expect(await passwords.isChecked()).toBe(true);
  await passwords.uncheck();
  await admin.getByText("Sign-up settings saved").first().waitFor();
  await screenshot(admin, "oidc-admin-password-off");

  for (const [viewport, scheme] of [[DESKTOP, "dark"], [PHONE, "light"]] as const) {
    const visitor = await newContext(browser(), { baseURL: app.base, viewport });
    const page = await visitor.newPage();
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ["/login", "/register"]) {
      await page.goto(path);
      await page.getByRole("link", { name: "Sign in with Club ID" }).waitFor();
      // The password form goes once the page has read what is offered.
      await page.getByLabel("Email").waitFor({ state: "detached" });
      expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /^(Sign in|Create account)$/ }).count()).toBe(0);
    }
    await page.goto("/login");
    await page.getByRole("link", { name: "Sign in with Club ID" }).waitFor();
    await page.getByLabel("Email").waitFor({ state: "detached" });
    await screenshot(page, `oidc-sso-only-${viewport.width}-${scheme}`);
    const refused = await visitor.request.post("/api/auth/login", { data: { email: "olga@club.example", password: "correct horse" } });
    expect(refused.status()).toBe(403);
    await visitor.close();
  }
  await operator.close();
});
