// Every script shows, whatever fonts the device has (docs/product/languages.md, ADR 063):
// Debian's Chromium has no Japanese, Chinese or Arabic font, so a trip named in all three
// shows real glyphs only through the fonts the app ships. Each piece of them is fetched
// for the characters a page shows; a page in Latin letters fetches none. The screenshot
// is saved under test-results/screenshots/ for a person to look at.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, createTripViaApi, launchBrowserForFile, newContext, screenshot, settled, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
let context: BrowserContext;
let page: Page;
const fontsFetched: string[] = [];

beforeAll(async () => {
  context = await newContext(browser(), { viewport: DESKTOP });
  page = await context.newPage();
  page.on("request", (req) => {
    if (req.resourceType() === "font") fontsFetched.push(new URL(req.url()).pathname);
  });
  await signUpViaApi(context);
});
afterAll(async () => {
  await context?.close();
});

/** Opens `path`, waits until it and its fonts have loaded, and returns the fonts fetched meanwhile. */
async function fontsFor(path: string): Promise<string[]> {
  fontsFetched.length = 0;
  await page.goto(path);
  await settled(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return [...fontsFetched];
}

describe("fonts", () => {
  it("fetch nothing for a trip named in Latin letters", async () => {
    const trip = await createTripViaApi(context, { name: "Lisbon & Porto 2027" });
    expect(await fontsFor(`/trips/${trip.id}/quotes`)).toEqual([]);
    await expect.poll(() => page.getByText("Lisbon & Porto 2027").first().isVisible()).toBe(true);
  });

  it("show a trip named in Japanese, Chinese and Arabic with the shipped fonts", async () => {
    const name = "京都の秋 · 成都之夏 · رحلة إلى مراكش";
    const trip = await createTripViaApi(context, { name });
    const fetched = await fontsFor(`/trips/${trip.id}/quotes`);
    await expect.poll(() => page.getByText(name).first().isVisible()).toBe(true);
    expect(fetched.some((f) => /noto-sans-jp-\d+-wght/.test(f)), fetched.join(", ")).toBe(true);
    // Only the pieces holding these characters (of about a hundred per CJK font).
    expect(fetched.length).toBeLessThan(20);
    // Arabic comes from the device's DejaVu Sans here (Debian has it); a device without an
    // Arabic font fetches Noto Sans Arabic's piece the same way.
    expect(await page.evaluate(() => document.fonts.check(`16px "Noto Sans JP Variable"`, "京都の秋"))).toBe(true);
    await screenshot(page, "fonts-every-script");
  });
});
