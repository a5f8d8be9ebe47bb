// The foundation journey as a new user lives it, in three browser time zones:
// register → welcome → create trip → card → select → header → edit → delete
// → sign out → a protected route leads to /login. Trip dates sit on month
// boundaries, where a one-day time-zone shift would show.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { launchBrowserForFile, newContext, screenshot, signUpViaApi, uniqueEmail, DESKTOP, PHONE, toast } from "./fixtures";

const nextYear = new Date().getFullYear() + 1;
const START = `${nextYear}-03-01`;
const END = `${nextYear}-03-31`;
const NEW_END = `${nextYear}-04-01`;

const browser = launchBrowserForFile();

async function expectPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
  expect(new URL(page.url()).pathname).toBe(path);
}

describe.each(["UTC", "America/Los_Angeles", "Asia/Tokyo"])("foundation journey in %s", (timezoneId) => {
  it("registers, creates, selects, edits and deletes a trip, then signs out", async () => {
    const context = await newContext(browser(), { timezoneId });
    const page = await context.newPage();
    try {
      // Signed out: / leads to the login page, which links to registration.
      await page.goto("/");
      await expectPath(page, "/login");
      await page.getByRole("link", { name: "Create account" }).click();
      await expectPath(page, "/register");

      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Email").fill(uniqueEmail());
      await page.getByLabel("Password", { exact: true }).fill("correct horse");
      await page.getByLabel("Confirm password").fill("correct horse");
      await page.getByRole("button", { name: "Create account" }).click();

      // The welcome page of a user with no trips.
      await expectPath(page, "/");
      await page.getByRole("heading", { name: "Welcome to Roamwise" }).waitFor();
      expect(await page.getByText("Start Your Travel Journey").count()).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Create Your First Trip" }).click();

      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Trip name").fill("Lisbon with the kids");
      await dialog.getByLabel("Start date").fill(START);
      await dialog.getByLabel("End date").fill(END);
      await dialog.getByLabel("Budget").fill("2500.50");
      await dialog.getByRole("button", { name: "Create Trip" }).click();
      await toast(page, "Trip created successfully");
      await dialog.waitFor({ state: "detached" });

      // My Trips: the card shows its badge and its duration (end − start + 1).
      await page.goto("/trips");
      await page.getByRole("heading", { name: "Trip History" }).waitFor();
      const card = page.getByTestId("trip-card").filter({ hasText: "Lisbon with the kids" });
      await card.waitFor();
      expect(await card.innerText()).toContain("Upcoming");
      expect(await card.innerText()).toContain("31 days");
      await screenshot(page, `foundation-trips-${timezoneId.replace("/", "-")}`);

      // Selecting it stores the choice and the header shows name and range.
      await card.getByRole("heading", { name: "Lisbon with the kids" }).click();
      await expectPath(page, "/");
      const header = page.getByRole("banner");
      await header.getByText(`Mar 1 - Mar 31, ${nextYear}`).waitFor();
      expect(await header.innerText()).toContain("Lisbon with the kids");
      const stored = await page.evaluate(() => localStorage.getItem("selectedTripId"));
      expect(stored).toMatch(/^[0-9a-f-]{36}$/);

      // Edit: a new name and one more day.
      await page.goto("/trips");
      await card.getByRole("button", { name: /trip actions/i }).click();
      await page.getByRole("menuitem", { name: "Edit Trip" }).click();
      await dialog.getByLabel("Trip name").fill("Lisbon and Porto");
      await dialog.getByLabel("End date").fill(NEW_END);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await toast(page, "Trip updated successfully");
      const edited = page.getByTestId("trip-card").filter({ hasText: "Lisbon and Porto" });
      await edited.getByText("32 days").waitFor();
      await page.getByRole("banner").getByText(`Mar 1 - Apr 1, ${nextYear}`).waitFor();

      // Delete, behind a confirmation that says what is lost.
      await edited.getByRole("button", { name: /trip actions/i }).click();
      await page.getByRole("menuitem", { name: "Delete Trip" }).click();
      const confirm = page.getByRole("alertdialog");
      expect(await confirm.innerText()).toMatch(/cannot be undone/i);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await toast(page, "Trip deleted successfully");
      await edited.waitFor({ state: "detached" });
      expect(await page.evaluate(() => localStorage.getItem("selectedTripId"))).toBeNull();

      // Sign out; a protected route then leads to /login.
      await page.getByRole("button", { name: /user menu/i }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await expectPath(page, "/login");
      await page.goto("/budget");
      await expectPath(page, "/login");
    } finally {
      await context.close();
    }
  });
});

describe("routes and guards", () => {
  it("shows the 404 screen for an unknown path when signed in, and sends /login home", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const answer = await page.goto("/no-such-page");
      // The server says so too (not a 200 that only looks like an error), and its HTML already names the page.
      expect(answer!.status()).toBe(404);
      expect(await answer!.text()).toContain("<title>Page not found · Roamwise</title>");
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await page.title()).toBe("Page not found · Roamwise");
      // A real page's served HTML carries its own title before any script runs.
      expect(await (await context.request.get("/trips")).text()).toContain("<title>Trip History · Roamwise</title>");
      expect(await page.getByText("This address leads nowhere: it may be mistyped, or the page has moved.").count()).toBe(1);
      await page.goto("/login");
      await expectPath(page, "/");
    } finally {
      await context.close();
    }
  });

  it("refuses a wrong password with the Login failed toast", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      const user = await signUpViaApi(context);
      await context.clearCookies();
      await page.goto("/login");
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await toast(page, "Login failed");
      expect(await page.getByRole("status").first().innerText()).toContain("Invalid email or password");
      await expectPath(page, "/login");
    } finally {
      await context.close();
    }
  });

  it("greys out the trip-dependent entries until a trip exists", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await page.goto("/trips");
      const nav = page.getByRole("navigation", { name: /trip planning/i });
      await nav.waitFor();
      // No trip: Budget is shown but is not a link.
      expect(await nav.getByRole("link", { name: /Budget Planning/ }).count()).toBe(0);
      expect(await nav.getByText("Budget Planning").count()).toBe(1);
      expect(await nav.getByRole("link", { name: /My Trips/ }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("lays out the trips page on a phone without horizontal overflow", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await context.request.post("/api/trips", { data: { name: "Kyoto in spring", startDate: START, endDate: END } });
      await page.goto("/trips");
      // The trip's card (the header names the trip too, in a form for each width).
      await page.locator("main").getByText("Kyoto in spring").first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, "foundation-trips-phone");
    } finally {
      await context.close();
    }
  });

  it("reaches About & Credits from the user menu, with the GeoNames CC BY attribution, on a desktop and a phone", async () => {
    for (const [name, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      try {
        await signUpViaApi(context);
        await page.goto("/profile");
        await page.getByRole("button", { name: /User menu/ }).click();
        await page.getByRole("menuitem", { name: "About & Credits" }).click();
        await expectPath(page, "/about");
        await page.getByRole("heading", { name: "About & Credits", level: 1 }).waitFor();
        const geonames = page.getByTestId("credit").filter({ hasText: "GeoNames" });
        expect(await geonames.innerText()).toContain("CC BY 4.0");
        expect(await geonames.getByRole("link", { name: "GeoNames" }).getAttribute("href")).toBe("https://www.geonames.org/");
        expect(await geonames.getByRole("link", { name: "CC BY 4.0" }).getAttribute("href")).toBe("https://creativecommons.org/licenses/by/4.0/");
        expect(await page.getByTestId("credit").filter({ hasText: "Natural Earth" }).innerText()).toContain("public domain");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `foundation-about-${name}`);
      } finally {
        await context.close();
      }
    }
  });
});
