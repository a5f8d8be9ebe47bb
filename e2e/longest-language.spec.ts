// The longest language (the one whose catalogue is longest in characters, found
// here, not chosen by hand) on every signed-in page at 390 and at 1280 wide:
// nothing runs past the screen, and no control's label is cut short. A new page
// or a longer translation that does not fit fails here (docs/product/languages.md).
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_LIST } from "@shared/pages";
import { LANGUAGES, LOCALES } from "@shared/i18n/languages";
import { DESKTOP, PHONE, createTripViaApi, launchBrowserForFile, newContext, post, signUpViaApi } from "./fixtures";
import { overflowing, truncatedLabels } from "./overflow";

const browser = launchBrowserForFile();

const length = (language: string) => {
  const dir = join("src/shared/i18n/messages", language);
  return readdirSync(dir).reduce((n, f) => n + Object.values(JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, string>).join("").length, 0);
};
const LONGEST = [...LANGUAGES].sort((a, b) => length(b) - length(a))[0]!;

describe(`the longest language (${LONGEST})`, () => {
  it("fits every signed-in page at 390 and 1280 wide", async () => {
    const context = await newContext(browser(), { locale: LOCALES[LONGEST], viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Anne-Sophie", lastName: "Vandenberghe" });
      await context.request.put("/api/profile/preferences", { data: { language: LONGEST } });
      const trip = await createTripViaApi(context, { name: "Provence et Côte d’Azur", startDate: "2027-06-01", endDate: "2027-06-05", budget: "2500", currency: "EUR" });
      await post(context.request, `/api/trips/${trip.id}/reservations`, { name: "Hôtel du Palais", type: "hotel", reservationDate: "2027-06-01", reservationTime: "15:00", endDate: "2027-06-03", status: "confirmed" });
      await post(context.request, `/api/trips/${trip.id}/places`, { name: "Palais des Papes", lat: 43.9508, lng: 4.8075, date: "2027-06-02" });
      const problems: string[] = [];
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const p of PAGE_LIST.filter((def) => def.access === "signed-in" && !def.path.includes(":"))) {
          await page.goto(p.path);
          expect(new URL(page.url()).pathname, p.path).toBe(p.path);
          await page.locator("main").first().waitFor();
          await page.waitForLoadState("networkidle");
          const at = `${viewport.width} ${p.path}`;
          problems.push(...(await overflowing(page)).map((o) => `${at}: ${o}`), ...(await truncatedLabels(page)).map((o) => `${at}: ${o}`));
        }
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
