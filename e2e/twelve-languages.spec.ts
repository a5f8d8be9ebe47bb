// The six languages added to the first six (docs/product/languages.md), as a
// traveller whose browser speaks one meets them: the sign-in page comes in it
// from the server, sign-up goes through the form's own labels in it, and the
// main pages show in it at phone width with nothing cut off. Arabic reads right
// to left: the page says dir="rtl" and the desktop's side navigation stands on
// the right. Screenshots go to test-results/languages/ for a person to look at.
import { describe, expect, it } from "vitest";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DESKTOP, PHONE, launchBrowserForFile, newContext, uniqueEmail } from "./fixtures";
import { overflowing } from "./overflow";

const SHOTS = "test-results/languages";
mkdirSync(SHOTS, { recursive: true });
const browser = launchBrowserForFile();

/** A language's whole catalogue, as its JSON files hold it. */
function catalogue(language: string): Record<string, string> {
  const dir = join("src/shared/i18n/messages", language);
  return Object.assign({}, ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as Record<string, string>));
}

const NEW_LANGUAGES = [
  { language: "nl", locale: "nl-NL" },
  { language: "pl", locale: "pl-PL" },
  { language: "tr", locale: "tr-TR" },
  { language: "ja", locale: "ja-JP" },
  { language: "zh-CN", locale: "zh-CN" },
  { language: "ar", locale: "ar-EG" },
] as const;

/** The pages a newcomer opens first. */
const MAIN_PAGES = ["/", "/itinerary", "/reservations", "/expenses", "/lists", "/family", "/profile"];

describe.each(NEW_LANGUAGES)("a browser in $language", ({ language, locale }) => {
  const m = catalogue(language);

  it("gets sign-in from the server in it, signs up through the form, and walks the main pages with nothing cut off", async () => {
    const context = await newContext(browser(), { locale, viewport: PHONE });
    const page = await context.newPage();
    try {
      const html = await (await page.request.get("/login", { headers: { "accept-language": locale } })).text();
      expect(html).toMatch(new RegExp(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"`));
      expect(html).toContain(m["auth.page.login"]!);

      await page.goto("/register");
      await page.getByLabel(m["auth.field.firstName"]!, { exact: true }).fill("Ana");
      await page.getByLabel(m["auth.field.lastName"]!, { exact: true }).fill("Silva");
      await page.getByLabel(m["auth.field.email"]!, { exact: true }).fill(uniqueEmail(language));
      await page.getByLabel(m["auth.field.password"]!, { exact: true }).fill("correct horse");
      await page.getByLabel(m["auth.field.confirmPassword"]!, { exact: true }).fill("correct horse");
      await page.getByRole("button", { name: m["auth.register.submit"] }).click();
      await page.waitForURL("/");
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([language, language === "ar" ? "rtl" : "ltr"]);

      const trip = await context.request.post("/api/trips", { data: { name: "Kyoto · 京都 · كيوتو", startDate: "2027-10-03", endDate: "2027-10-12", budget: "3000", currency: "JPY" } });
      expect(trip.status()).toBe(201);

      const problems: string[] = [];
      for (const path of MAIN_PAGES) {
        await page.goto(path);
        expect(new URL(page.url()).pathname, path).toBe(path);
        await page.locator("main").first().waitFor();
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `${SHOTS}/${language}-${path === "/" ? "dashboard" : path.slice(1)}-390.png`, fullPage: true });
        problems.push(...(await overflowing(page)).map((o) => `${path}: ${o}`));
      }
      expect(problems).toEqual([]);

      if (language === "ar") {
        // At desktop width the side navigation stands on the right, the way Arabic reads.
        await page.setViewportSize(DESKTOP);
        await page.goto("/");
        const aside = await page.locator("aside").first().boundingBox();
        expect(aside!.x).toBeGreaterThan(DESKTOP.width / 2);
        await page.screenshot({ path: `${SHOTS}/ar-dashboard-1280.png`, fullPage: true });
        await page.goto("/itinerary");
        await page.locator("main").first().waitFor();
        await page.screenshot({ path: `${SHOTS}/ar-itinerary-1280.png`, fullPage: true });
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});
