// Trip chat (docs/product/trip-chat.md) with two members side by side: Ana, at her desk, types
// `@` and picks Ben from the completion with the keyboard; Ben, a viewer on his phone, sees the
// message live with his name marked, is told of the mention, reacts 👍 and answers it; Ana
// sees the reaction (who reacted in its title) and the quoted answer without a reload.
// Screenshots at 1280 and 390, light and dark.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, PHONE, screenshot, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();

const message = (page: Page, text: string) => page.getByTestId("chat-message").filter({ hasText: text });
const composer = (page: Page) => page.getByRole("combobox", { name: "Message" });

describe("trip chat", () => {
  it("a mention picked from the completion reaches the other member live, and their reaction comes back live", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser(), { viewport: PHONE });
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await createTripViaApi(anaContext, { name: "Lisbon chat" });
      expect((await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "viewer" } })).status()).toBe(201);

      await ana.goto("/chat");
      await ben.goto("/chat");
      await composer(ana).waitFor();
      await composer(ben).waitFor();

      // Ana mentions Ben: `@Be` lists him, Enter picks him, Enter sends.
      await composer(ana).click();
      await composer(ana).pressSequentially("Dinner at 8, @Be");
      const options = ana.getByRole("listbox", { name: "Members to mention" }).getByRole("option");
      await expect.poll(() => options.allInnerTexts()).toEqual(["Ben Okafor"]);
      await composer(ana).press("Enter");
      await expect.poll(() => composer(ana).inputValue()).toBe("Dinner at 8, @Ben Okafor ");
      await composer(ana).pressSequentially("?");
      await composer(ana).press("Enter");
      await expect.poll(() => composer(ana).inputValue()).toBe("");
      await message(ana, "Dinner at 8").waitFor();

      // Ben sees it without a reload, his name marked; the mention is one of his notices.
      await message(ben, "Dinner at 8").waitFor({ timeout: 10_000 });
      expect(await message(ben, "Dinner at 8").innerText()).toContain("Dinner at 8, @Ben Okafor ?");
      const notices = (await (await benContext.request.get("/api/notifications")).json()) as { items: { kind: string; title: string }[] };
      expect(notices.items.map((n) => [n.kind, n.title])).toContainEqual(["mention", "Ana Silva mentioned you"]);

      // Ben reacts 👍 and answers it.
      await message(ben, "Dinner at 8").getByRole("button", { name: "Reactions" }).click();
      await ben.getByRole("button", { name: "React with 👍" }).click();
      await message(ben, "Dinner at 8").getByRole("button", { name: "👍 1" }).waitFor();
      await message(ben, "Dinner at 8").getByRole("button", { name: "Reply" }).click();
      await composer(ben).fill("Yes, booked!");
      await composer(ben).press("Enter");
      await message(ben, "Yes, booked!").getByTestId("chat-quote").filter({ hasText: "Ana Silva: Dinner at 8" }).waitFor();
      expect(await ben.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Ana sees the reaction, who gave it, and the answer quoting her, live.
      const thumbs = message(ana, "Dinner at 8").getByRole("button", { name: "👍 1" });
      await thumbs.waitFor({ timeout: 10_000 });
      expect(await thumbs.getAttribute("title")).toBe("👍 Ben Okafor");
      expect(await thumbs.getAttribute("aria-pressed")).toBe("false");
      await message(ana, "Yes, booked!").getByTestId("chat-quote").filter({ hasText: "Ana Silva: Dinner at 8" }).waitFor({ timeout: 10_000 });

      await screenshot(ana, "chat-1280-light");
      await screenshot(ben, "chat-390-light");
      await ana.emulateMedia({ colorScheme: "dark" });
      await ben.emulateMedia({ colorScheme: "dark" });
      await screenshot(ana, "chat-1280-dark");
      await screenshot(ben, "chat-390-dark");
    } finally {
      await anaContext.close();
      await benContext.close();
    }
  }, 90_000);
});
