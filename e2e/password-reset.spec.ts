// "Forgot password" as a person does it (docs/product/accounts-and-security.md, ADR 027): from the sign-in
// page to the e-mail — delivered to a real SMTP server on loopback — to the
// link, a new password, and signing in with it. This spec starts its own app
// server (the built one, as the shared e2e server) with SMTP_URL set.
import { afterAll, beforeAll, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowserForFile, newContext, screenshot, toast, uniqueEmail } from "./fixtures";
import { startServerWithMail, type MailServer } from "./mail-server";

const browser = launchBrowserForFile();
let app: MailServer;
let base = "";
let inbox: MailServer["inbox"];

beforeAll(async () => {
  app = await startServerWithMail();
  ({ base, inbox } = app);
}, 90_000);

afterAll(async () => {
  await app?.stop();
});

it("forgot password → e-mail → new password → signed in with it; the link works once", async () => {
  const email = uniqueEmail("mara");
  const oldPassword = "old-harbour-lights-1";
  const newPassword = "new-mountain-trail-2";
  const setup = await newContext(browser(), { baseURL: base });
  const res = await setup.request.post("/api/auth/register", { data: { email, password: oldPassword, firstName: "Mara", lastName: "Silva" } });
  expect(res.status()).toBe(201);
  await setup.close();

  const context = await newContext(browser(), { baseURL: base, viewport: PHONE });
  try {
    // Both pages come rendered from the server, as /login does (German for a German browser).
    for (const [path, heading] of [
      ["/forgot-password", "Passwort vergessen?"],
      ["/reset-password?token=abc", "Neues Passwort wählen"],
    ] as const) {
      const html = await (await context.request.get(path, { headers: { "accept-language": "de-DE,de;q=0.9" } })).text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain(heading);
    }
    const page = await context.newPage();
    await page.goto("/login");
    await screenshot(page, "login-forgot-link-phone");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL((u) => u.pathname === "/forgot-password");
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await screenshot(page, "forgot-password-phone");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "forgot-password-desktop");

    // The shared schema's message, before anything is sent.
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Invalid email address").waitFor();
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Check your e-mail").waitFor();
    await page.getByText(`If ${email.toUpperCase()} belongs to an account`).waitFor();
    await screenshot(page, "forgot-password-sent-desktop");

    const mail = await inbox.next(email);
    expect(mail.subject).toBe("Reset your Roamwise password");
    const link = mail.text!.match(/http\S+\/reset-password\?token=[A-Za-z0-9_-]+/)![0];
    expect(link.startsWith(`${base}/reset-password?token=`)).toBe(true);
    expect(mail.html).toContain(link);

    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    await screenshot(page, "reset-password-desktop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "reset-password-phone");
    await page.getByLabel("New password").fill(newPassword);
    await page.getByLabel("Confirm password").fill("something-else-3");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.getByText("Passwords don't match").waitFor();
    await page.getByLabel("Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();
    await toast(page, "Password changed");
    await page.waitForURL((u) => u.pathname === "/login");

    // The old password no longer works; the new one does.
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(oldPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await toast(page, "Invalid email or password");
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await toast(page, "Login successful!");

    // The same link a second time (signed out again): it says so and offers a new one.
    await context.clearCookies();
    // It says so as it opens, before anyone types a new password into a form that cannot work.
    await page.goto(link);
    await page.getByRole("alert").filter({ hasText: "This password reset link is invalid, used or expired." }).waitFor();
    expect(await page.getByLabel("New password").count()).toBe(0);
    await screenshot(page, "reset-password-used-phone");
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await page.waitForURL((u) => u.pathname === "/forgot-password");
  } finally {
    await context.close();
  }
});

it("shows both pages in German on a phone, and a link without its token says what to do", async () => {
  const context = await newContext(browser(), { baseURL: base, viewport: PHONE, locale: "de-DE" });
  try {
    const page = await context.newPage();
    await page.goto("/forgot-password");
    await page.getByRole("heading", { name: "Passwort vergessen?" }).waitFor();
    await screenshot(page, "forgot-password-de-phone");
    await page.goto("/reset-password");
    await page.getByRole("alert").filter({ hasText: "Diese Seite braucht den Link aus der E-Mail." }).waitFor();
    await screenshot(page, "reset-password-no-token-de-phone");
    await page.getByRole("link", { name: "Neuen Link anfordern" }).click();
    await page.waitForURL((u) => u.pathname === "/forgot-password");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
});
