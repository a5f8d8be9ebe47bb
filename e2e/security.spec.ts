// Safe by default, as a person meets it: Profile → Change password, with the
// server's field errors shown under the field and other devices signed out.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { DESKTOP, PHONE, launchBrowser, newContext, screenshot, signUpViaApi } from "./fixtures";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it("changes the password on Profile, keeping this device signed in and the other one out", async () => {
  const context = await newContext(browser);
  const otherDevice = await newContext(browser);
  try {
    const account = await signUpViaApi(context, { firstName: "Rosa", lastName: "Keys" });
    const login = await otherDevice.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);

    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto("/profile");
    const form = page.getByRole("form", { name: "Change password" });
    await form.waitFor();

    // A wrong current password comes back as that field's error.
    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password", { exact: true }).fill("harbour-lights-22");
    await form.getByLabel("Confirm new password").fill("harbour-lights-22");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText("Current password is incorrect").waitFor();

    // A common new password is refused with the server's reason.
    await form.getByLabel("Current password").fill(account.password);
    await form.getByLabel("New password", { exact: true }).fill("password123");
    await form.getByLabel("Confirm new password").fill("password123");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.getByText(/too common/).waitFor();
    await screenshot(page, "profile-change-password-error-desktop");

    await form.getByLabel("New password", { exact: true }).fill("harbour-lights-22");
    await form.getByLabel("Confirm new password").fill("harbour-lights-22");
    await form.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("status").filter({ hasText: "Password changed" }).first().waitFor();
    expect(await form.getByLabel("Current password").inputValue()).toBe("");

    expect((await context.request.get("/api/auth/user")).status()).toBe(200);
    expect((await otherDevice.request.get("/api/auth/user")).status()).toBe(401);

    await page.setViewportSize(PHONE);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, "profile-change-password-phone");
  } finally {
    await context.close();
    await otherDevice.close();
  }
});
