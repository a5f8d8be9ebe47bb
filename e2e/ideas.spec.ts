// Ideas (docs/product/ideas.md) with two members side by side: Ben's 👍 on an idea shows on
// Ana's screen live, Ana drags the idea onto a day with the mouse and it leaves the ideas for
// that day; a Google Maps saved-places file (Takeout GeoJSON) becomes ideas; the panel on a
// phone, dark, with "Schedule on…" instead of dragging. Screenshots at 1280 and 390, light and dark.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, PHONE, post, screenshot, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;

const panel = (page: Page) => page.getByTestId("ideas-panel");
const idea = (page: Page, name: string) => panel(page).getByTestId("idea").filter({ hasText: name });
const column = (page: Page, date: string) => page.locator(`[data-testid="day-column"][data-date="${date}"]`);

async function openDays(page: Page) {
  await page.goto("/itinerary");
  await page.getByRole("tab", { name: "Days" }).click();
  await panel(page).waitFor();
}

/** Takeout's "Saved Places.json", as Google writes it: a FeatureCollection of points with properties.location. */
const SAVED_PLACES = JSON.stringify({
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [-9.1335, 38.7139] },
      properties: { google_maps_url: "http://maps.google.com/?cid=1", location: { name: "Castelo de São Jorge", address: "R. de Santa Cruz do Castelo, Lisboa" } },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [-9.1459, 38.7069] },
      properties: { google_maps_url: "http://maps.google.com/?cid=2", location: { name: "Time Out Market", address: "Av. 24 de Julho 49, Lisboa" } },
    },
  ],
});

describe("ideas", () => {
  it("a second member's like shows live; dragged onto a day it is planned there; a Google Maps list becomes ideas", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser());
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await createTripViaApi(anaContext, { name: "Lisbon ideas", startDate: d("05-01"), endDate: d("05-03") });
      expect((await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "editor" } })).status()).toBe(201);
      const pena = await post(anaContext.request, `/api/trips/${trip.id}/places`, { name: "Pena Palace", lat: 38.7876, lng: -9.3906 });

      await openDays(ana);
      await openDays(ben);
      await expect.poll(() => idea(ana, "Pena Palace").getByTestId("idea-likes").innerText()).toBe("0");

      // Ben likes it; Ana's count goes to 1 without a reload.
      await idea(ben, "Pena Palace").getByTestId("idea-like").click();
      await expect.poll(() => idea(ben, "Pena Palace").getByTestId("idea-like").getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => idea(ana, "Pena Palace").getByTestId("idea-likes").innerText(), { timeout: 10_000 }).toBe("1");
      expect(await idea(ana, "Pena Palace").getByTestId("idea-like").getAttribute("aria-pressed")).toBe("false");
      await screenshot(ana, "ideas-1280-light");

      // Ana drags it onto the second day by its handle.
      const handle = ana.getByRole("button", { name: "Drag Pena Palace onto a day" });
      await handle.hover();
      const from = (await handle.boundingBox())!;
      const to = (await column(ana, d("05-02")).boundingBox())!;
      await ana.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await ana.mouse.down();
      await ana.mouse.move(from.x + from.width / 2 + 10, from.y + 10, { steps: 5 });
      await ana.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await ana.mouse.up();
      await column(ana, d("05-02")).getByTestId("day-item-title").filter({ hasText: "Pena Palace" }).waitFor();
      await idea(ana, "Pena Palace").waitFor({ state: "detached" });
      // On Ben's screen too, and in the days answer.
      await column(ben, d("05-02")).getByTestId("day-item-title").filter({ hasText: "Pena Palace" }).waitFor();
      const days = (await (await anaContext.request.get(`/api/trips/${trip.id}/days`)).json()) as { date: string; items: { id: string }[] }[];
      expect(days.find((x) => x.date === d("05-02"))!.items.map((i) => i.id)).toContain(pena.id);

      // Ana imports a Google Maps saved-places file.
      await ana.locator('input[type=file][aria-label="Import a list"]').setInputFiles({ name: "Saved Places.json", mimeType: "application/json", buffer: Buffer.from(SAVED_PLACES) });
      await idea(ana, "Castelo de São Jorge").waitFor();
      await idea(ana, "Time Out Market").waitFor();
      await idea(ben, "Time Out Market").waitFor();
      await ana.emulateMedia({ colorScheme: "dark" });
      await screenshot(ana, "ideas-1280-dark");
    } finally {
      await anaContext.close();
      await benContext.close();
    }
  }, 90_000);

  it("on a phone: 'Schedule on…' puts an idea on the day chosen", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Cleo", lastName: "Park" });
      const trip = await createTripViaApi(context, { name: "Porto ideas", startDate: d("07-01"), endDate: d("07-02") });
      await post(context.request, `/api/trips/${trip.id}/places`, { name: "Livraria Lello", lat: 41.1469, lng: -8.6149, address: "R. das Carmelitas 144, Porto" });
      await openDays(page);
      await idea(page, "Livraria Lello").waitFor();
      await screenshot(page, "ideas-390-light");
      await page.emulateMedia({ colorScheme: "dark" });
      await screenshot(page, "ideas-390-dark");
      await page.getByRole("button", { name: "Schedule Livraria Lello on a day" }).click();
      await page.getByRole("menuitem").nth(1).click();
      await column(page, d("07-02")).getByTestId("day-item-title").filter({ hasText: "Livraria Lello" }).waitFor();
      await idea(page, "Livraria Lello").waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  }, 60_000);
});
