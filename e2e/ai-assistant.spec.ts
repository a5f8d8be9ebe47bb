// AI assistant journey (issue 7). With no model configured, the built-in
// offline assistant answers about the budget and the next reservation from
// the trip's own data. Then a second app instance talks to a loopback
// OpenAI-compatible server started here: the streamed reply suggests a
// restaurant, an editor adds it in one click and finds it on Reservations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { startFakeOpenAi, type FakeOpenAi } from "../src/server/test/fake-openai";
import { startAppServer, type AppServer } from "./app-server";
import { DESKTOP, PHONE, createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi } from "./fixtures";

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

/** The chat's input and message count as a page in a language names them. */
const ENGLISH_CHAT = { input: "Message", count: (n: number) => `${n} messages` };
const GERMAN_CHAT = { input: "Nachricht", count: (n: number) => `${n} Nachrichten` };
const FRENCH_CHAT = { input: "Message", count: (n: number) => `${n} messages` };

async function ask(page: Page, question: string, expectedMessages: number, chat = ENGLISH_CHAT) {
  const input = page.getByRole("textbox", { name: chat.input });
  await input.fill(question);
  await input.press("Enter");
  // The input clears at once; the count moves when the refetched list holds question and answer.
  expect(await input.inputValue()).toBe("");
  await page.getByText(chat.count(expectedMessages)).waitFor();
}

/** The member's saved language (Profile preferences), which the page and the assistant's answers follow. */
async function saveLanguage(context: BrowserContext, language: string) {
  const res = await context.request.put("/api/profile/preferences", { data: { language } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Intl writes "300,00 €" with a no-break space; compared as a plain one. */
const answerText = async (page: Page) => ((await lastAssistant(page).textContent()) ?? "").replace(/[\u00a0\u202f]/g, " ");

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
    // The budget page's figures (one money function): against the trip's €3,000, with what is allocated beside it.
    expect(budget).toContain("Budget: €3,000.00, €1,250.50 spent, €1,749.50 remaining");
    expect(budget).toContain("Allocated to categories: €1,500.00; €1,500.00 of the budget unallocated.");
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

    // Without a model only questions it can answer are offered: "Suggest things to do" gives way.
    const chips = page.getByLabel("Quick questions");
    await chips.getByText("Built-in answers:").waitFor();
    expect(await chips.getByRole("button", { name: "Suggest things to do" }).count()).toBe(0);
    // The page names no server setting to a traveller.
    expect(await page.locator("main").textContent()).not.toMatch(/AI_(BASE_URL|API_KEY|MODEL)/);

    // The generator says it needs a model instead of offering a form that can only fail, and leads back to the chat.
    await page.getByRole("tab", { name: "Get Suggestions" }).click();
    const needsModel = page.getByTestId("suggestions-need-model");
    await needsModel.getByText("New places and travel ideas need an AI model").waitFor();
    expect(await page.getByLabel("Destination *").count()).toBe(0);
    await screenshot(page, "ai-assistant-suggestions-offline");
    await needsModel.getByRole("button", { name: "Ask the built-in assistant" }).click();
    await page.getByRole("textbox", { name: "Message" }).waitFor();
    expect(await page.getByTestId("travel-suggestion").count()).toBe(0);

    // The dashboard card offers built-in questions instead of weather, restaurant ideas and tips.
    await page.goto("/");
    const card = page.locator('[aria-labelledby="ai-chat-card-title"]');
    await card.getByRole("button", { name: "Who is on this trip?" }).waitFor();
    expect(await card.getByRole("button", { name: "Weather forecast" }).count()).toBe(0);

    // The reservation dialog says what to do instead of offering AI details that would fail.
    await page.goto("/reservations");
    await page.getByRole("button", { name: /Add Reservation/i }).first().click();
    await page.getByTestId("ai-details-offline").getByText("type the address, reviews and opening hours yourself").waitFor();
    expect(await page.getByRole("button", { name: /Get AI details/i }).count()).toBe(0);
    await context.close();
  });

  // ADR 039: the offline assistant reads the member's saved language, not the browser's (English here).
  it("reads a German member's questions and chips and answers in German", async () => {
    const context = await newContext(browser());
    await seed(context);
    await saveLanguage(context, "de");
    const page = await context.newPage();
    await page.goto("/ai-assistant");
    await page.getByText("Eingebauter Offline-Assistent").first().waitFor();

    await ask(page, "Wann beginnt die Reise?", 2, GERMAN_CHAT);
    expect(await answerText(page)).toContain("01.05.2031");
    await ask(page, "Wie viel haben wir für Essen geplant?", 4, GERMAN_CHAT);
    const food = await answerText(page);
    expect(food).toContain("300,00 €");
    expect(food).not.toContain("€300.00");

    // A chip fills the input with its German question, which the assistant understands.
    const input = page.getByRole("textbox", { name: "Nachricht" });
    await page.getByLabel("Schnelle Fragen").getByRole("button", { name: "Wer ist bei dieser Reise dabei?" }).click();
    expect(await input.inputValue()).toBe("Wer ist bei dieser Reise dabei?");
    await input.press("Enter");
    await page.getByText("6 Nachrichten").waitFor();
    expect(await answerText(page)).toContain("Ines Costa");
    await screenshot(page, "ai-assistant-offline-de");
    // On a phone, loaded there: the log scrolls to the latest answer.
    await page.setViewportSize(PHONE);
    await page.reload();
    await lastAssistant(page).getByText("Ines Costa").waitFor();
    await screenshot(page, "ai-assistant-offline-de-phone");
    await context.close();
  });

  it("reads a French member's question and answers in French", async () => {
    const context = await newContext(browser());
    await seed(context);
    await saveLanguage(context, "fr");
    const page = await context.newPage();
    await page.goto("/ai-assistant");
    await page.getByText("Assistant hors ligne intégré").first().waitFor();

    await ask(page, "Combien avons-nous prévu pour la nourriture ?", 2, FRENCH_CHAT);
    expect(await answerText(page)).toContain("300,00 €");
    await ask(page, "Quand commence le voyage ?", 4, FRENCH_CHAT);
    expect(await answerText(page)).toContain("01/05/2031");
    await context.close();
  });
});

describe("with an OpenAI-compatible model on loopback", () => {
  let fake: FakeOpenAi;
  let app: AppServer;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startAppServer("ai", () => ({ AI_BASE_URL: fake.baseURL, AI_API_KEY: "e2e-key", AI_MODEL: "fake-model" }));
    base = app.base;
  });
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
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

  it("turns “move the museum to Thursday and add a dinner at 8” into a card that, applied, changes the plan for every member", async () => {
    const ines = await browser().newContext({ baseURL: base, viewport: DESKTOP, locale: "en-US" });
    const rui = await browser().newContext({ baseURL: base, viewport: PHONE, locale: "en-US" });
    ines.setDefaultTimeout(15_000);
    rui.setDefaultTimeout(15_000);
    try {
      await signUpViaApi(ines, { firstName: "Ines", lastName: "Costa" });
      const ruiUser = await signUpViaApi(rui, { firstName: "Rui", lastName: "Sousa" });
      const trip = await createTripViaApi(ines, TRIP);
      const member = await ines.request.post(`/api/trips/${trip.id}/members`, { data: { userId: ruiUser.email, role: "viewer" } });
      expect(member.status(), await member.text()).toBe(201);
      const museum = await (
        await ines.request.post(`/api/trips/${trip.id}/itinerary`, { data: { title: "Gulbenkian Museum", startDate: "2031-05-02", startTime: "15:00", allDay: false } })
      ).json();

      const inesPage = await ines.newPage();
      const ruiPage = await rui.newPage();
      await inesPage.goto("/ai-assistant");
      await ruiPage.goto("/ai-assistant");
      await inesPage.getByText("Online & Ready to Help").waitFor();
      // Rui's live stream is open (Ines sees him viewing the trip) before anything changes: a change made while
      // his page was still connecting would reach him only with the next one.
      await inesPage.getByRole("group", { name: "Also viewing this trip: Rui Sousa" }).waitFor();

      // The model reads the plan, then proposes both changes (the routes' own tools); the server checks them and writes the card's lines.
      fake.queue(
        { toolCalls: [{ name: "list_days", arguments: "{}" }] },
        {
          toolCalls: [
            { name: "update_itinerary_item", arguments: JSON.stringify({ id: museum.id, startDate: "2031-05-08", endDate: "2031-05-08", startTime: "10:00" }) },
            { name: "add_itinerary_item", arguments: JSON.stringify({ title: "Dinner at Cervejaria Ramiro", startDate: "2031-05-08", startTime: "20:00", allDay: false }) },
          ],
        },
        { content: JSON.stringify({ reply: "Here is the plan for Thursday — apply it if it looks right.", suggestions: [] }), chunkSize: 8 },
      );
      await ask(inesPage, "Move the museum to Thursday morning and add a dinner at 8", 2);
      const card = inesPage.getByTestId("proposal-card");
      await card.getByText("Change an itinerary item: Gulbenkian Museum, May 08, 2031, 10:00").waitFor();
      await card.getByText("Add to the itinerary: Dinner at Cervejaria Ramiro, May 08, 2031, 20:00").waitFor();
      // Nothing changed yet.
      const before = await (await rui.request.get(`/api/trips/${trip.id}/itinerary`)).json();
      expect(before.find((i: { id: string }) => i.id === museum.id).startDate).toBe("2031-05-02");

      // Rui, a viewer, sees the card live but cannot apply an editor's changes.
      const ruiCard = ruiPage.getByTestId("proposal-card");
      await ruiCard.getByText("Change an itinerary item: Gulbenkian Museum, May 08, 2031, 10:00").waitFor();
      await ruiCard.getByText("Your role cannot make all of these changes; a member who can may apply them.").waitFor();
      expect(await ruiCard.getByRole("button", { name: "Apply" }).count()).toBe(0);
      await screenshot(inesPage, "ai-assistant-proposal");

      await card.getByRole("button", { name: "Apply" }).click();
      await inesPage.getByRole("status").filter({ hasText: "2 changes applied" }).first().waitFor();
      await card.getByText("Applied").waitFor();
      // Rui's chat shows it applied, without a reload, and the plan changed for him too.
      await ruiCard.getByText("Applied").waitFor();
      await screenshot(ruiPage, "ai-assistant-proposal-applied-phone");
      const after = (await (await rui.request.get(`/api/trips/${trip.id}/itinerary`)).json()) as Array<{ id: string; title: string; startDate: string; startTime: string | null }>;
      expect(after.find((i) => i.id === museum.id)).toMatchObject({ startDate: "2031-05-08", startTime: "10:00" });
      expect(after.find((i) => i.title === "Dinner at Cervejaria Ramiro")).toMatchObject({ startDate: "2031-05-08", startTime: "20:00" });
    } finally {
      await ines.close();
      await rui.close();
    }
  });
});
