// Polls (docs/product/polls.md) with two members side by side: Ana (desktop) opens a poll whose
// first option names an idea and a day; Ben, a viewer on a phone, sees it arrive and votes, and
// Ana's bars move without a reload; Ana closes it and adds the winner to the plan, and the place
// shows on that day (and Ben's screen says it is on the plan). Screenshots at 1280 and 390, light and dark.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, PHONE, post, screenshot, settled, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;

const poll = (page: Page, question: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: question }) });
const option = (page: Page, question: string, text: string) => poll(page, question).getByTestId("poll-option").filter({ has: page.getByText(text, { exact: true }) });
const column = (page: Page, date: string) => page.locator(`[data-testid="day-column"][data-date="${date}"]`);

describe("polls", () => {
  it("a poll opened with a place and a day, voted live by a viewer, closed, and its winner added to that day", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser(), { viewport: PHONE });
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    const question = "Which day for Sintra?";
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await createTripViaApi(anaContext, { name: "Lisbon together", startDate: d("05-01"), endDate: d("05-03") });
      expect((await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "viewer" } })).status()).toBe(201);
      const pena = await post(anaContext.request, `/api/trips/${trip.id}/places`, { name: "Pena Palace", lat: 38.7876, lng: -9.3906 });

      await ana.goto("/polls");
      await ben.goto("/polls");
      await settled(ben);
      // A viewer votes but does not open polls.
      expect(await ben.getByRole("button", { name: "Open a poll" }).count()).toBe(0);

      // Ana opens the poll: option 1 names the idea and the second day.
      await ana.getByRole("button", { name: "Open a poll" }).click();
      const dialog = ana.getByRole("dialog");
      await dialog.getByLabel("Question").fill(question);
      await dialog.getByLabel("Option 1", { exact: true }).fill("Pena Palace");
      await dialog.getByRole("combobox", { name: "Place for option 1" }).click();
      await ana.getByRole("option", { name: "Pena Palace" }).click();
      await dialog.getByRole("combobox", { name: "Day for option 1" }).click();
      await ana.getByRole("option", { name: /May 02/ }).click();
      // A third option, then the second taken out again: the rows after it move up with what was typed in them.
      await dialog.getByLabel("Option 2", { exact: true }).fill("Cascais beach");
      await dialog.getByRole("button", { name: "Add option" }).click();
      await dialog.getByLabel("Option 3", { exact: true }).fill("Stay in Lisbon");
      await dialog.getByRole("button", { name: "Remove option 2" }).click();
      expect(await dialog.getByLabel("Option 2", { exact: true }).inputValue()).toBe("Stay in Lisbon");
      expect(await dialog.getByLabel("Option 1", { exact: true }).inputValue()).toBe("Pena Palace");
      expect(await dialog.getByRole("combobox", { name: "Place for option 1" }).innerText()).toBe("Pena Palace");
      expect(await dialog.getByLabel("Option 3", { exact: true }).count()).toBe(0);
      await screenshot(ana, "polls-dialog-1280-light");
      await dialog.getByRole("button", { name: "Open poll" }).click();
      await dialog.waitFor({ state: "detached" });
      await option(ana, question, "Pena Palace").waitFor();
      expect(await poll(ana, question).getByTestId("poll-option").count()).toBe(2);

      // It reaches Ben without a reload; he votes for the palace.
      await option(ben, question, "Stay in Lisbon").waitFor({ timeout: 10_000 });
      await ben.getByRole("radio", { name: "Pena Palace" }).check();
      await expect.poll(() => option(ben, question, "Pena Palace").getByTestId("poll-votes").innerText()).toBe("1 vote");
      // Ana's bars move live, with Ben's name under the option.
      await expect.poll(() => option(ana, question, "Pena Palace").getByTestId("poll-votes").innerText(), { timeout: 10_000 }).toBe("1 vote");
      await option(ana, question, "Pena Palace").getByText("Ben Okafor").waitFor();
      await screenshot(ana, "polls-1280-light");
      await screenshot(ben, "polls-390-light");

      // Ana closes it: the palace wins, and she adds it to the plan.
      await poll(ana, question).getByRole("button", { name: "Close poll" }).click();
      await option(ana, question, "Pena Palace").getByText("Winner").waitFor();
      await expect.poll(() => ben.getByRole("radio", { name: "Pena Palace" }).isDisabled(), { timeout: 10_000 }).toBe(true);
      await ana.getByRole("button", { name: "Add Pena Palace to the plan" }).click();
      await option(ana, question, "Pena Palace").getByText("On the plan").waitFor();
      await option(ben, question, "Pena Palace").getByText("On the plan").waitFor({ timeout: 10_000 });
      await ana.emulateMedia({ colorScheme: "dark" });
      await screenshot(ana, "polls-1280-dark");
      await ben.emulateMedia({ colorScheme: "dark" });
      await screenshot(ben, "polls-390-dark");

      // The place is on that day: in the days answer and on the day's column.
      const days = (await (await anaContext.request.get(`/api/trips/${trip.id}/days`)).json()) as { date: string; items: { id: string }[] }[];
      expect(days.find((x) => x.date === d("05-02"))!.items.map((i) => i.id)).toContain(pena.id);
      await ana.goto("/itinerary");
      await ana.getByRole("tab", { name: "Days" }).click();
      await column(ana, d("05-02")).getByTestId("day-item-title").filter({ hasText: "Pena Palace" }).waitFor();
    } finally {
      await anaContext.close();
      await benContext.close();
    }
  }, 120_000);
});
