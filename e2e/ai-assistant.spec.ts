// AI assistant journey (issue 7). With no model configured, the built-in
// offline assistant answers about the budget and the next reservation from
// the trip's own data. Then a second app instance talks to a loopback
// OpenAI-compatible server started here: the streamed reply suggests a
// restaurant, an editor adds it in one click and finds it on Reservations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { startFakeOpenAi, type FakeOpenAi } from "../src/server/test/fake-openai";
import { freePort, waitForHealth } from "./global-setup";
import { DESKTOP, createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();

const TRIP = { name: "Portugal 2031", startDate: "2031-05-01", endDate: "2031-05-10", currency: "EUR", budget: "3000" };

async function seed(context: BrowserContext) {
  await signUpViaApi(context, { firstName: "Ines", lastName: "Costa" });
  const trip = await createTripViaApi(context, TRIP);
  const post = async (url: string, data: unknown) => {
    const res = await context.request.post(url, { data });
    if (res.status() >= 300) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const lisbon = await post("/api/locations", { tripId: trip.id, city: "Lisbon", country: "Portugal" });
  await post(`/api/trips/${trip.id}/itinerary`, { title: "Stay in Lisbon", startDate: "2031-05-01", endDate: "2031-05-10", locationId: lisbon.id });
  await post(`/api/trips/${trip.id}/reservations`, {
    name: "Hotel Avenida",
    type: "hotel",
    reservationDate: "2031-05-01",
    reservationTime: "14:00",
    confirmationNumber: "AV-42",
    cost: "900",
  });
  await post(`/api/trips/${trip.id}/budget`, { category: "hotels", plannedAmount: "1200", realizedAmount: "900" });
  await post(`/api/trips/${trip.id}/budget`, { category: "food", plannedAmount: "300", realizedAmount: "350.50" });
  return trip;
}

async function ask(page: Page, question: string, expectedMessages: number) {
  const input = page.getByRole("textbox", { name: "Message" });
  await input.fill(question);
  await input.press("Enter");
  // The input clears at once; the count moves when the refetched list holds question and answer.
  expect(await input.inputValue()).toBe("");
  await page.getByText(`${expectedMessages} messages`).waitFor();
}

const lastAssistant = (page: Page) => page.locator('[data-role="assistant"]').last();

describe("offline assistant", () => {
  it("answers about the budget and the next reservation from the trip's data", async () => {
    const context = await newContext(browser());
    await seed(context);
    const page = await context.newPage();
    await page.goto("/ai-assistant");
    await page.getByText("Built-in offline assistant").first().waitFor();
    await page.getByText("Welcome! How can I help with your trip?").waitFor();

    // Blank input sends nothing.
    await page.getByRole("textbox", { name: "Message" }).press("Enter");
    expect(await page.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);

    // Shift+Enter adds a line instead of sending.
    const input = page.getByRole("textbox", { name: "Message" });
    await input.fill("How is our budget");
    await input.press("Shift+Enter");
    expect(await input.inputValue()).toBe("How is our budget\n");
    await page.getByText("0 messages").waitFor();

    await ask(page, "How is our budget looking?", 2);
    const budget = (await lastAssistant(page).textContent()) ?? "";
    expect(budget).toContain("€1,500.00 planned, €1,250.50 spent, €249.50 remaining");
    expect(budget).toContain("Food & Dining: €50.50 over");

    await ask(page, "What's our next reservation?", 4);
    const next = (await lastAssistant(page).textContent()) ?? "";
    expect(next).toContain("Hotel Avenida");
    expect(next).toContain("May 01, 2031 at 14:00");
    expect(next).toContain("AV-42");

    // A chip fills the input without sending.
    await page.getByRole("button", { name: "Who is on this trip?" }).click();
    expect(await input.inputValue()).toBe("Who is on this trip?");
    await page.getByText("4 messages").waitFor();
    await screenshot(page, "ai-assistant-offline");

    // The generator says it needs a model instead of inventing places.
    await page.getByRole("tab", { name: "Get Suggestions" }).click();
    await page.getByRole("button", { name: "Get Suggestions" }).click();
    await page.getByRole("status").filter({ hasText: "Please provide destination and travel dates" }).first().waitFor();
    await page.getByLabel("Destination *").fill("Lisbon");
    await page.getByLabel("Travel dates *").fill("May 2031");
    await page.getByRole("button", { name: "Get Suggestions" }).click();
    await page.getByRole("status").filter({ hasText: "Travel suggestions need an AI provider" }).first().waitFor();
    expect(await page.getByTestId("travel-suggestion").count()).toBe(0);
    await context.close();
  });
});

describe("with an OpenAI-compatible model on loopback", () => {
  let fake: FakeOpenAi;
  let server: ChildProcess;
  let dataDir: string;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    dataDir = mkdtempSync(join(tmpdir(), "roamwise-e2e-ai-"));
    const port = await freePort();
    server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        CLIENT_DIR: process.env.E2E_CLIENT_DIR || "dist/client",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        AI_BASE_URL: fake.baseURL,
        AI_API_KEY: "e2e-key",
        AI_MODEL: "fake-model",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, server, 60_000);
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    }
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("accepts a suggested restaurant and finds it on the Reservations page", async () => {
    const context = await browser().newContext({ baseURL: base, viewport: DESKTOP, locale: "en-US" });
    context.setDefaultTimeout(15_000);
    await seed(context);
    const page = await context.newPage();
    await page.goto("/ai-assistant");
    await page.getByText("Online & Ready to Help").waitFor();

    fake.queue({
      content: JSON.stringify({
        reply: "For dinner in Lisbon, try Cervejaria Ramiro: famous for seafood.",
        suggestions: [
          { type: "restaurant", name: "Cervejaria Ramiro", description: "Seafood institution in Intendente.", location: "Lisbon, Portugal", cost: "45", rating: 4.5 },
        ],
      }),
      chunkSize: 6,
    });
    await ask(page, "Where should we eat in Lisbon?", 2);
    expect(fake.requests.at(-1)?.stream).toBe(true);
    expect(await lastAssistant(page).textContent()).toContain("try Cervejaria Ramiro");

    const card = page.getByTestId("chat-suggestion").filter({ hasText: "Cervejaria Ramiro" });
    await card.getByText("Lisbon, Portugal").waitFor();
    await card.getByRole("button", { name: "Add Cervejaria Ramiro to the trip" }).click();
    await page.getByRole("status").filter({ hasText: "Added as reservation" }).first().waitFor();
    await card.getByRole("button", { name: "Cervejaria Ramiro added" }).waitFor();
    await screenshot(page, "ai-assistant-model");

    await page.getByRole("link", { name: /Reservations/ }).first().click();
    await page.waitForURL("**/reservations");
    await page.getByText("Cervejaria Ramiro").first().waitFor();
    await page.getByText("Seafood institution in Intendente.").first().waitFor();
    await screenshot(page, "ai-assistant-reservation");
    await context.close();
  });
});
