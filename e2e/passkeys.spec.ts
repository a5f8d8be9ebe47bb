// Passkeys as a person uses them (docs/product/accounts-and-security.md): add a named one in
// Profile, sign out, sign in with it — with the address typed and without (discoverable) — on a
// desktop and a phone, remove it, and see sign-in with it refused. The authenticator is
// Chromium's virtual one (DevTools WebAuthn domain), so the whole ceremony is real: the browser
// makes and signs with a real key, and the server checks it. WebAuthn needs a host name, not an
// IP address, so this spec starts its own app server with PUBLIC_URL on localhost.
import { afterAll, beforeAll, expect, it } from "vitest";
import { generate } from "otplib";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, launchBrowserForFile, newContext, screenshot, settled, signUpViaApi, toast, uniqueEmail } from "./fixtures";
import { startAppServer, type AppServer } from "./app-server";

const browser = launchBrowserForFile();
let app: AppServer;
/** The app as the browser opens it: localhost, the relying party's host. */
let base = "";

beforeAll(async () => {
  app = await startAppServer("passkeys", (own) => ({ PUBLIC_URL: own.replace("127.0.0.1", "localhost") }));
  base = app.base.replace("127.0.0.1", "localhost");
}, 90_000);

afterAll(async () => {
  await app?.stop();
});

/** A platform authenticator with a fingerprint already on it, attached to this page. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/** Light or dark, once the colours' transitions have run (a screenshot mid-way shows both). */
async function scheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}

async function signedInAs(context: BrowserContext): Promise<string | null> {
  const res = await context.request.get("/api/auth/user");
  return res.ok() ? ((await res.json()) as { email: string }).email : null;
}

async function signOut(context: BrowserContext) {
  expect((await context.request.post("/api/auth/logout")).status()).toBe(204);
}

it("lets a member meet a required two-step sign-in with a passkey instead of an authenticator app", async () => {
  const admin = await newContext(browser(), { baseURL: base });
  const member = await newContext(browser(), { baseURL: base, viewport: PHONE });
  try {
    // The first account of this server is its admin: this test comes first.
    await signUpViaApi(admin, { email: uniqueEmail("ada") });
    // Required for everyone includes the admin: theirs is an authenticator app (through the API), so they can turn it off again.
    const setup = (await (await admin.request.post("/api/auth/2fa/totp/setup")).json()) as { secret: string };
    expect((await admin.request.post("/api/auth/2fa/totp/enable", { data: { code: await generate({ secret: setup.secret }) } })).status()).toBe(200);
    const required = await admin.request.put("/api/admin/settings", { data: { registration: "open", requireTwoFactor: true, passwordSignIn: true } });
    expect(required.status(), await required.text()).toBe(200);

    await signUpViaApi(member, { email: uniqueEmail("max"), firstName: "Max", lastName: "Member" });
    const page = await member.newPage();
    await addVirtualAuthenticator(member, page);
    await page.goto("/trips");
    await page.waitForURL((u) => u.pathname === "/two-step-setup");
    const passkey = page.getByRole("region", { name: "Or use a passkey" });
    await passkey.getByLabel("Passkey name").fill("Max's phone");
    await scheme(page, "dark");
    await screenshot(page, "two-step-required-passkey-phone-dark");
    await passkey.getByRole("button", { name: "Add passkey" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    expect((await member.request.get("/api/trips")).status()).toBe(200);
  } finally {
    const off = await admin.request.put("/api/admin/settings", { data: { registration: "open", requireTwoFactor: false, passwordSignIn: true } });
    expect(off.status(), await off.text()).toBe(200);
    await admin.close();
    await member.close();
  }
}, 60_000);

it("adds a named passkey, signs in with it with and without the address on desktop and phone, and is refused once it is removed", async () => {
  const context = await newContext(browser(), { baseURL: base });
  try {
    const person = await signUpViaApi(context, { email: uniqueEmail("pia"), firstName: "Pia", lastName: "Passkey" });
    const page = await context.newPage();
    const authenticator = await addVirtualAuthenticator(context, page);

    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Passkeys" });
    await card.getByText("No passkeys yet.").waitFor();
    // The name is asked for before the device is.
    await card.getByRole("button", { name: "Add passkey" }).click();
    await card.getByText("Give the passkey a name").waitFor();
    expect(await authenticator.credentials()).toEqual([]);
    await card.getByLabel("Passkey name").fill("My laptop");
    await card.getByRole("button", { name: "Add passkey" }).click();
    await toast(page, "Passkey added");
    await card.getByRole("list", { name: "Passkeys" }).getByText("My laptop").waitFor();
    await card.getByText("Never used").waitFor();
    // A discoverable key on the device, the server's own user handle in it.
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
    await settled(page);
    await screenshot(page, "passkeys-profile-desktop-light");
    await scheme(page, "dark");
    await screenshot(page, "passkeys-profile-desktop-dark");
    await page.setViewportSize(PHONE);
    await screenshot(page, "passkeys-profile-phone-dark");
    await scheme(page, "light");
    await screenshot(page, "passkeys-profile-phone-light");

    for (const [viewport, typed, name] of [
      [DESKTOP, true, "desktop-with-address"],
      [PHONE, false, "phone-discoverable"],
      [PHONE, true, "phone-with-address"],
      [DESKTOP, false, "desktop-discoverable"],
    ] as const) {
      await signOut(context);
      await page.setViewportSize(viewport);
      await page.goto("/login");
      if (typed) await page.getByLabel("Email").fill(person.email);
      if (name === "desktop-with-address") {
        await screenshot(page, "passkeys-login-desktop-light");
        await scheme(page, "dark");
        await screenshot(page, "passkeys-login-desktop-dark");
        await scheme(page, "light");
      }
      if (name === "phone-discoverable") {
        await scheme(page, "dark");
        await screenshot(page, "passkeys-login-phone-dark");
        await scheme(page, "light");
        await screenshot(page, "passkeys-login-phone-light");
      }
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await toast(page, "Login successful!");
      await page.waitForURL((u) => u.pathname !== "/login");
      expect(await signedInAs(context), name).toBe(person.email);
    }

    // The list says it was used; removing it asks first.
    await page.goto("/profile");
    await card.getByText(/^Added .* · Last used /).waitFor();
    await card.getByRole("button", { name: "Remove My laptop" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await toast(page, "Passkey removed");
    await card.getByText("No passkeys yet.").waitFor();

    // The device still holds the key, but the server no longer knows it.
    await signOut(context);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await toast(page, "Passkey sign-in failed");
    await page.getByText("This passkey was not accepted.").first().waitFor();
    expect(page.url()).toBe(`${base}/login`);
    expect(await signedInAs(context)).toBeNull();
  } finally {
    await context.close();
  }
}, 120_000);

it("tells a browser without WebAuthn plainly, instead of offering a button that would fail", async () => {
  const context = await newContext(browser(), { baseURL: base, viewport: PHONE });
  try {
    await context.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByText("This browser cannot use passkeys.").waitFor();
    expect(await page.getByRole("button", { name: "Sign in with a passkey" }).count()).toBe(0);
    await screenshot(page, "passkeys-login-unsupported-phone");
  } finally {
    await context.close();
  }
}, 60_000);

it("lists and revokes access tokens with the same list the passkeys use", async () => {
  const context = await newContext(browser(), { baseURL: base });
  try {
    await signUpViaApi(context, { email: uniqueEmail("tom") });
    const page = await context.newPage();
    await page.goto("/profile");
    await page.getByText("No access tokens yet.").waitFor();
    await page.getByLabel("Token name").fill("Nightly script");
    await page.getByRole("button", { name: "Create token" }).click();
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("list", { name: "Access tokens" }).getByText("Nightly script").waitFor();
    await page.getByRole("button", { name: "Revoke Nightly script" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await toast(page, "Token revoked");
    await page.getByText("No access tokens yet.").waitFor();
    expect(await (await context.request.get("/api/profile/tokens")).json()).toEqual([]);
  } finally {
    await context.close();
  }
}, 60_000);
