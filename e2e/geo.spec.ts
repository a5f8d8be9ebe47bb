// GPX, KML and GeoJSON on a day (docs/product/gpx-kml-geojson.md) as a member uses them: a GPX
// walk imported onto a Lisbon day puts its waypoints among the day's places
// and its track on the day's map; the day exported as GPX and as KML from the
// Export menu re-imports (onto the next day) to the same points; a track is
// removed. The street map's style and tiles come from the loopback map fixture
// server (WebGL through SwiftShader, as in days.spec). Screenshots at 390 and
// 1280 wide, light and dark.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Day } from "@shared/days";
import { startAppServer, type AppServer } from "./app-server";
import { createTripViaApi, DESKTOP, launchWebGlBrowser, newContext, PHONE, post, screenshot, settled, signUpViaApi } from "./fixtures";
import { startMapFixtureServer, type MapFixtureServer } from "./map-fixture-server";
import { GPX_WALK } from "../src/server/tracks/samples";

/** The toast itself (shown 5 s), not the screen reader's one-second copy, which a page busy drawing a map can let pass unseen. */
async function toast(page: Page, text: string) {
  await page.locator("li[data-state=open]").filter({ hasText: text }).first().waitFor();
}

let fixtures: MapFixtureServer;
let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  fixtures = await startMapFixtureServer();
  app = await startAppServer("geo", () => ({ MAP_STYLE_URL: `${fixtures.base}/style.json` }));
  browser = await launchWebGlBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fixtures?.stop();
});

/** The places of a day as name and point, in the day's order, and its tracks' points. */
const pointsOf = (day: Day) => ({
  places: day.items.filter((i) => i.kind === "place").map((i) => [i.title, i.place!.lat, i.place!.lng]),
  tracks: day.tracks.map((x) => [x.name, x.lines]),
});

async function exported(page: Page, testId: string): Promise<Buffer> {
  await page.getByTestId("geo-export").click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  return readFile((await download.path())!);
}

it("a GPX walk lands on a Lisbon day (places and the track on the map); the day exported as GPX and KML re-imports to the same points", async () => {
  const context = await newContext(browser, { baseURL: app.base });
  try {
    await signUpViaApi(context, { firstName: "Gil", lastName: "Geo" });
    const api = context.request;
    const trip = await createTripViaApi(context, { name: "Lisbon walks", startDate: "2027-05-01", endDate: "2027-05-03" });
    const lisbon = await post(api, "/api/locations", { tripId: trip.id, city: "Lisbon", country: "Portugal" });
    await post(api, `/api/trips/${trip.id}/itinerary`, { title: "Stay in Lisbon", locationId: lisbon.id, startDate: "2027-05-01", endDate: "2027-05-03" });
    await post(api, `/api/trips/${trip.id}/places`, { name: "Belem Tower", date: "2027-05-01", lat: 38.6916, lng: -9.216 });
    const days = async () => (await (await api.get(`/api/trips/${trip.id}/days`)).json()) as Day[];

    const page = await context.newPage();
    await page.goto("/itinerary");
    await page.getByRole("tab", { name: "Days" }).click();
    await page.getByTestId("days-view").waitFor();
    await page.getByRole("button", { name: "Show May 01, 2027 on the map" }).click();
    const card = page.getByTestId("day-map-card");

    await card.getByLabel("Import GPX/KML/GeoJSON").setInputFiles({ name: "alfama.gpx", mimeType: "application/gpx+xml", buffer: Buffer.from(GPX_WALK) });
    await toast(page, "Added 2 places and 1 track");
    // The waypoints follow the day's own place, in the file's order.
    const column = page.locator('[data-date="2027-05-01"]');
    await expect.poll(() => column.getByTestId("day-item-title").allTextContents()).toEqual(expect.arrayContaining(["Belem Tower", "Miradouro de Santa Luzia", "Sé & Cloister"]));
    // The track: on the map (its three points drawn) and listed under it.
    const map = card.getByTestId("day-map");
    await expect.poll(() => map.getAttribute("data-map"), { timeout: 20_000 }).toBe("street");
    await expect.poll(() => map.locator("[data-track-points]").getAttribute("data-track-points")).toBe("3");
    await card.getByTestId("day-track").filter({ hasText: "Alfama loop" }).waitFor();
    await expect.poll(() => card.getByTestId("day-pin").count()).toBeGreaterThanOrEqual(3);
    const first = pointsOf((await days()).find((d) => d.date === "2027-05-01")!);

    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const [size, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
        await page.setViewportSize(viewport);
        await settled(page);
        await screenshot(page, `geo-day-${size}-${scheme}`);
      }
    }
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ colorScheme: "light" });

    // Export the day as GPX and as KML; each re-imports onto another day to the same points.
    const gpx = await exported(page, "export-day-gpx");
    const kml = await exported(page, "export-day-kml");
    expect(gpx.toString()).toContain("<gpx");
    expect(kml.toString()).toContain("<kml");
    for (const [date, name, data] of [["2027-05-02", "day.gpx", gpx], ["2027-05-03", "day.kml", kml]] as const) {
      await page.getByRole("button", { name: `Show ${date === "2027-05-02" ? "May 02" : "May 03"}, 2027 on the map` }).click();
      await card.getByLabel("Import GPX/KML/GeoJSON").setInputFiles({ name, mimeType: "application/octet-stream", buffer: data });
      await toast(page, "Added 3 places and 1 track");
      await expect.poll(() => card.getByTestId("day-map").locator("[data-track-points]").getAttribute("data-track-points")).toBe("3");
      expect(pointsOf((await days()).find((d) => d.date === date)!), name).toEqual(first);
    }

    // A track removed leaves the map.
    await card.getByRole("button", { name: "Remove track Alfama loop" }).click();
    await toast(page, "Track Alfama loop removed");
    await card.getByTestId("day-tracks").waitFor({ state: "detached" });
  } finally {
    await context.close();
  }
});
