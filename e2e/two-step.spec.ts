// Two-step sign-in as people meet it (docs/security.md): turning on an
// authenticator app in Profile → Security, then signing in with a code the
// app would show (computed here from the secret on the page) and with a backup
// code, on a desktop and a phone; the sessions list ending another browser's
// session at once; and an admin requiring two-step sign-in, which takes a
// member to set it up before anything else. Its own app server: the
// requirement holds for the whole instance.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { generate } from "otplib";
import { startAppServer, type AppServer } from "./app-server";
import { DESKTOP, PHONE, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();
let app: AppServer;
/** The instance's first account: its admin. */
let operator: BrowserContext;

beforeAll(async () => {
  app = await startAppServer("two-step", () => ({}));
  operator = await newContext(browser(), { baseURL: app.base });
  await signUpViaApi(operator, { firstName: "Olga", lastName: "Operator" });
});
afterAll(async () => {
  await operator?.close();
  await app?.stop();
});

/**
 * The code an authenticator app shows for the next 30-second step: the server accepts one step
 * of drift, and the step of a code already used (the one that turned TOTP on) is refused.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

/** Profile → Security → set up: scans nothing, reads the secret shown for typing in by hand. Answers it and the backup codes. */
async function turnOnInProfile(page: Page): Promise<{ secret: string; backupCodes: string[] }> {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await page.getByRole("img", { name: "QR code to scan with your authenticator app" }).waitFor();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("6-digit code").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on" }).click();
  const list = page.getByRole("list", { name: "Backup codes" });
  await list.waitFor();
  const backupCodes = (await list.getByRole("listitem").allTextContents()).map((c) => c.trim());
  expect(backupCodes).toHaveLength(10);
  return { secret, backupCodes };
}

async function signOutFromProfile(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out" }).last().click();
  await page.waitForURL((u) => u.pathname === "/login");
}

async function password(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("heading", { name: "Two-step sign-in" }).waitFor();
}

it.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("turns on two-step sign-in in Profile and signs in with a code, then with a backup code (%s)", async (name, viewport) => {
  const context = await newContext(browser(), { baseURL: app.base, viewport });
  try {
    const { email } = await signUpViaApi(context, { firstName: "Tess", lastName: "Totp" });
    const page = await context.newPage();
    const { secret, backupCodes } = await turnOnInProfile(page);
    await screenshot(page, `two-step-backup-codes-${name}`);
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, `two-step-backup-codes-${name}-dark`);
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("On", { exact: true }).waitFor();

    // Signed out, the password alone no longer signs in: the code is asked next.
    await signOutFromProfile(page);
    await password(page, email);
    const code = page.getByLabel("Code from your app");
    // The phone offers the code it received and its number pad.
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(await code.getAttribute("inputmode")).toBe("numeric");
    await screenshot(page, `two-step-code-${name}`);
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, `two-step-code-${name}-dark`);
    await code.fill(await nextCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await toast(page, "Welcome back");

    // A backup code instead, once.
    await signOutFromProfile(page);
    await password(page, email);
    await page.getByRole("button", { name: "Use a backup code" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((u) => u.pathname === "/");
  } finally {
    await context.close();
  }
});

it("ends another browser's session from the sessions list: its open page says so at once, and its next navigation lands on sign-in", async () => {
  const mine = await newContext(browser(), { baseURL: app.base });
  const other = await newContext(browser(), { baseURL: app.base, viewport: PHONE });
  try {
    const { email } = await signUpViaApi(mine, { firstName: "Sam", lastName: "Sessions" });
    const signIn = await other.request.post("/api/auth/login", { data: { email, password: "correct horse" } });
    expect(signIn.status()).toBe(200);
    const phone = await other.newPage();
    await phone.goto("/");
    expect(new URL(phone.url()).pathname).toBe("/");

    const page = await mine.newPage();
    await page.goto("/profile");
    const list = page.getByRole("list", { name: "Where you're signed in" });
    await expect.poll(() => list.getByTestId("session-row").count()).toBe(2);
    await list.getByText("This device").waitFor();
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "two-step-sessions-dark");
    await list.getByRole("button", { name: /^Sign out / }).click();
    await toast(page, "Signed out");
    await expect.poll(() => list.getByTestId("session-row").count()).toBe(1);

    // The phone's open page hears it on its live stream, before it asks for anything.
    await phone.getByRole("dialog", { name: "Your session has ended" }).waitFor();
    await phone.reload();
    await phone.waitForURL((u) => u.pathname === "/login");
  } finally {
    await mine.close();
    await other.close();
  }
});

it("takes a member to set up two-step sign-in once the admin requires it", async () => {
  // The admin turns it on for themself first (through the API), then requires it on the Admin screen.
  const setup = (await (await operator.request.post("/api/auth/2fa/totp/setup")).json()) as { secret: string };
  expect((await operator.request.post("/api/auth/2fa/totp/enable", { data: { code: await generate({ secret: setup.secret }) } })).status()).toBe(200);
  const admin = await operator.newPage();
  await admin.goto("/admin");
  await admin.getByRole("tab", { name: "Sign-up and sign-in" }).click();
  await admin.getByRole("switch", { name: "Require two-step sign-in" }).click();
  await toast(admin, "Sign-up settings saved");
  expect(await admin.getByRole("switch", { name: "Require two-step sign-in" }).getAttribute("aria-checked")).toBe("true");

  const member = await newContext(browser(), { baseURL: app.base, viewport: PHONE });
  try {
    await signUpViaApi(member, { firstName: "Mia", lastName: "Member" });
    const page = await member.newPage();
    await page.goto("/trips");
    await page.waitForURL((u) => u.pathname === "/two-step-setup");
    await page.getByRole("heading", { name: "Set up two-step sign-in" }).waitFor();
    expect((await member.request.get("/api/trips")).status()).toBe(403);
    await screenshot(page, "two-step-required");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    await page.getByLabel("6-digit code").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    expect((await member.request.get("/api/trips")).status()).toBe(200);
  } finally {
    await member.close();
  }
});
