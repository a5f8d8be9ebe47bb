// Arabic, right to left, where direction matters most (docs/product/languages.md): an idea dragged with the
// mouse onto a day in the mirrored row of days lands on that day; the calendar's week runs from the right with
// Intl's own weekday letters; the map page and the days view are looked at, at 1280 and 390 wide.
import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, createTripViaApi, launchBrowserForFile, newContext, post, signUpViaApi } from "./fixtures";

const SHOTS = "test-results/languages";
mkdirSync(SHOTS, { recursive: true });
const browser = launchBrowserForFile();
const ar = { ...JSON.parse(readFileSync("src/shared/i18n/messages/ar/itinerary.json", "utf8")) } as Record<string, string>;
const column = (page: Page, date: string) => page.locator(`[data-testid="day-column"][data-date="${date}"]`);

describe("right to left", () => {
  it("drags an idea onto a day in Arabic, and shows the calendar and the map mirrored", async () => {
    const context = await newContext(browser(), { locale: "ar-EG", viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Layla", lastName: "Haddad" });
      const trip = await createTripViaApi(context, { name: "مراكش", startDate: "2027-03-10", endDate: "2027-03-12" });
      await post(context.request, `/api/trips/${trip.id}/places`, { name: "Jardin Majorelle", lat: 31.6417, lng: -8.0033 });
      await post(context.request, `/api/trips/${trip.id}/places`, { name: "Bahia Palace", lat: 31.6216, lng: -7.9834, date: "2027-03-10" });

      await page.goto("/itinerary");
      await page.getByRole("tab", { name: ar["itinerary.days.tabDays"] }).click();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
      // The first day stands to the right of the second.
      const [first, second] = [await column(page, "2027-03-10").boundingBox(), await column(page, "2027-03-11").boundingBox()];
      expect(first!.x).toBeGreaterThan(second!.x);
      const handle = page.getByRole("button", { name: ar["itinerary.ideas.drag"]!.replace("{title}", "Jardin Majorelle") });
      await handle.hover();
      const from = (await handle.boundingBox())!;
      const to = (await column(page, "2027-03-11").boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 - 10, from.y + 10, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      await column(page, "2027-03-11").getByTestId("day-item-title").filter({ hasText: "Jardin Majorelle" }).waitFor();
      await page.screenshot({ path: `${SHOTS}/ar-days-1280.png`, fullPage: true });

      for (const [viewport, size] of [[DESKTOP, "1280"], [PHONE, "390"]] as const) {
        await page.setViewportSize(viewport);
        for (const path of ["/calendar", "/map"]) {
          await page.goto(path);
          await page.locator("main").first().waitFor();
          await page.waitForLoadState("networkidle");
          await page.screenshot({ path: `${SHOTS}/ar-${path.slice(1)}-${size}.png`, fullPage: true });
        }
      }
    } finally {
      await context.close();
    }
  }, 90_000);
});
