// Issue 19 as a traveller meets it: a German browser gets German from the
// sign-in page on (no flash of English: the server renders it), German dates
// and money, every signed-in page in German at phone width — saved under
// test-results/languages/ for a person to look at, and checked for text
// that overflows the screen — then Portuguese chosen in Profile changes
// every screen at once and survives a reload. English stays as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { PAGE_LIST } from "@shared/pages";
import { PHONE, launchBrowserForFile, newContext, uniqueEmail } from "./fixtures";
import { overflowing } from "./overflow";

const SHOTS = "test-results/languages";
const browser = launchBrowserForFile();
let context: BrowserContext;
let page: Page;
let tripId: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  context = await newContext(browser(), { locale: "de-DE", viewport: PHONE });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

describe("a German browser", () => {
  it("gets the sign-in page in German, rendered so by the server", async () => {
    const res = await page.request.get("/login", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    const html = await res.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain("Willkommen zurück");
    await page.goto("/login");
    await page.getByRole("heading", { name: "Willkommen zurück" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/de-login.png`, fullPage: true });
    expect(await overflowing(page)).toEqual([]);
  });

  it("signs up in German and sees German validation, dates and money", async () => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    // The shared schema's message id, shown in German by the form.
    await page.getByText("Vorname ist erforderlich").first().waitFor();
    await page.getByLabel("Vorname").fill("Ana");
    await page.getByLabel("Nachname").fill("Silva");
    await page.getByLabel("E-Mail").fill(uniqueEmail("de"));
    await page.getByLabel("Passwort", { exact: true }).fill("correct horse");
    await page.getByLabel("Passwort bestätigen").fill("correct horse");
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await page.waitForURL("/");
    const trip = await context.request.post("/api/trips", {
      data: { name: "Lissabon & Porto", startDate: "2027-05-01", endDate: "2027-05-10", budget: "3000", currency: "EUR" },
    });
    tripId = ((await trip.json()) as { id: string }).id;
    await page.goto("/");
    await page.getByText("3.000,00 €").first().waitFor();
    // The trip's dates as a German range (Intl's formatRange), the data itself unchanged.
    await page.getByText("01.–10.05.2027").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
  });

  it("shows every signed-in page in German at phone width, nothing cut off", async () => {
    const problems: string[] = [];
    for (const p of PAGE_LIST.filter((def) => def.access === "signed-in" && !def.path.includes(":"))) {
      await page.goto(p.path);
      // Still on the page asked for: a sign-in redirect would pass every check below.
      expect(new URL(page.url()).pathname, p.path).toBe(p.path);
      await page.locator("main").first().waitFor();
      await page.waitForLoadState("networkidle");
      const name = p.path === "/" ? "dashboard" : p.path.slice(1);
      await page.screenshot({ path: `${SHOTS}/de-${name}.png`, fullPage: true });
      problems.push(...(await overflowing(page)).map((o) => `${p.path}: ${o}`));
    }
    await page.goto(`/trips/${tripId}/quotes`);
    await page.screenshot({ path: `${SHOTS}/de-quotes.png`, fullPage: true });
    problems.push(...(await overflowing(page)).map((o) => `quotes: ${o}`));
    expect(problems).toEqual([]);
  });

  it("gets the assistant's answer in German", async () => {
    await page.goto("/ai-assistant");
    await page.getByRole("button", { name: "Wie viele Tage noch bis zur Reise?" }).first().click();
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    // The offline assistant counts from the trip's data: 2027-05-01 is still ahead.
    await page.getByText(/Noch \d+ Tage bis zur Abreise\./).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/de-assistant-answer.png`, fullPage: true });
  });

  it("switches to Portuguese in Profile at once, and keeps it after a reload", async () => {
    await page.goto("/profile");
    await page.getByRole("combobox", { name: "Sprache" }).click();
    await page.getByRole("option", { name: "Português" }).click();
    await page.getByRole("heading", { name: "Perfil e configurações" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt");
    await page.reload();
    await page.getByRole("heading", { name: "Perfil e configurações" }).waitFor();
    await page.goto("/");
    await page.getByText("€ 3.000,00").first().waitFor();
  });
});

describe("an English browser", () => {
  it("shows a member who chose German their German from the moment they sign in, without a reload", async () => {
    const english = await newContext(browser());
    const setup = await newContext(browser());
    try {
      const email = uniqueEmail("carla");
      const password = "correct horse";
      const registered = await setup.request.post("/api/auth/register", { data: { email, password, firstName: "Carla", lastName: "Nunes" } });
      expect(registered.status()).toBe(201);
      expect((await setup.request.put("/api/profile/preferences", { data: { language: "de" } })).status()).toBeLessThan(300);
      const p = await english.newPage();
      await p.goto("/login");
      await p.getByLabel("Email").fill(email);
      await p.getByLabel("Password").fill(password);
      await p.getByRole("button", { name: "Sign in", exact: true }).click();
      // The toast and the first signed-in page speak German at once (they were English until a reload).
      await p.getByText("Erfolgreich angemeldet!").first().waitFor();
      await p.getByRole("heading", { name: "Willkommen bei Roamwise" }).waitFor();
      await p.getByRole("link", { name: /Übersicht/ }).first().waitFor();
      expect(await p.evaluate(() => document.documentElement.lang)).toBe("de");
      expect(await p.getByText("Login successful!").count()).toBe(0);
    } finally {
      await english.close();
      await setup.close();
    }
  });

  it("keeps the English it had", async () => {
    const english = await newContext(browser());
    try {
      const res = await english.request.get("/login");
      const html = await res.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toContain("Welcome back");
      expect(html).toContain("Log in to pick up where you left off.");
    } finally {
      await english.close();
    }
  });
});
