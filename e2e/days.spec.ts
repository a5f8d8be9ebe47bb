// Day by day (docs/product/itinerary-and-days.md) as a new user tries it: a three-day city trip gets
// places on each day from search, is reordered by dragging and by keyboard
// (Undo in the toast), shows the day's numbered pins and route on a street
// map, is optimised and undone. Two app servers of its own: one whose map
// style, tiles, geocoder and routing are served on loopback by the fixture
// server (WebGL through SwiftShader), one with no map server at all, where
// the built-in world outline shows the same pins and the legs are estimates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { startAppServer, type AppServer } from "./app-server";
import { freePort } from "./global-setup";
import { createTripViaApi, DESKTOP, launchWebGlBrowser, newContext, PHONE, screenshot, signUpViaApi } from "./fixtures";
import { SIGHTS, startMapFixtureServer, type MapFixtureServer } from "./map-fixture-server";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical accessibility problems axe finds on the page, and whether the page scrolls sideways. */
async function checkPage(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, { resultTypes: ["violations"] }),
  )) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;

let fixtures: MapFixtureServer;
let online: AppServer;
let offline: AppServer;
let browser: Browser;

beforeAll(async () => {
  fixtures = await startMapFixtureServer();
  const nowhere = await freePort();
  [online, offline] = await Promise.all([
    startAppServer("days-online", () => ({
      MAP_STYLE_URL: `${fixtures.base}/style.json`,
      GEOCODER_URL: fixtures.base,
      ROUTING_URL: fixtures.base,
    })),
    // A port nothing listens on: the style cannot load, as with no network.
    startAppServer("days-offline", () => ({ MAP_STYLE_URL: `http://127.0.0.1:${nowhere}/style.json` })),
  ]);
  // WebGL in headless Chromium without a GPU: ANGLE on SwiftShader (this file only; the others keep the shared flags).
  browser = await launchWebGlBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([online?.stop(), offline?.stop()]);
  await fixtures?.stop();
});

/**
 * Waits for the toast holding `text`: the toast itself, shown for 5 s, not the screen reader's copy of its text
 * (role status, fixtures' toast()) that stands for one second — and is hidden while a dialog is still open.
 */
async function toast(page: Page, text: string) {
  await page.locator("li[data-state=open]").filter({ hasText: text }).first().waitFor();
}

const column = (page: Page, date: string) => page.locator(`[data-testid="day-column"][data-date="${date}"]`);
const titles = (page: Page, date: string) => column(page, date).getByTestId("day-item-title").allInnerTexts();
async function dayTitles(context: BrowserContext, tripId: string, date: string): Promise<string[]> {
  const days = (await (await context.request.get(`/api/trips/${tripId}/days`)).json()) as { date: string; items: { title: string }[] }[];
  return days.find((x) => x.date === date)!.items.map((i) => i.title);
}
async function waitForTitles(page: Page, date: string, expected: string[]) {
  await expect.poll(() => titles(page, date), { timeout: 10_000 }).toEqual(expected);
}

/**
 * Picks up the focused handle, presses `key` once, drops: as a person would,
 * each key once the last one shows, with a pause between (the sensor measures
 * first). Shown: picked up, the handle is pressed; moved, the places of its day
 * make room for it, or (another day's places do not) the announcement says it
 * is over another day. The sensor may reach the next place by scrolling the
 * page smoothly, and the place moves only as the scroll comes in: when the
 * browser is slow to draw (a busy machine, the day maps on SwiftShader) that
 * is later than any pause, and a drop before it leaves the place where it was
 * — nothing moves, no order call goes.
 */
async function keyboardMove(page: Page, key: string) {
  const row = await page.evaluateHandle(() => document.activeElement!.closest("[data-testid=day-item]")!);
  const shown = {
    pickedUp: (li: Element) => li.querySelector("[aria-pressed=true]") !== null,
    moved: (li: Element) => {
      // The transforms the sensor sets (not the animated ones): another place of the day stepped aside.
      const shifted = (el: Element) => {
        const m = new DOMMatrixReadOnly((el as HTMLElement).style.transform);
        return m.m41 !== 0 || m.m42 !== 0;
      };
      if ([...document.querySelectorAll("[data-testid=day-item]")].some((other) => other !== li && shifted(other))) return true;
      // Or what is said now is of this place (not a move before) and names another day.
      const own = li.closest("[data-testid=day-column]")!;
      const said = document.querySelector("[id^=DndLiveRegion]")?.textContent ?? "";
      const title = li.querySelector("[data-testid=day-item-title]")!.textContent!;
      return said.includes(title) && [...document.querySelectorAll("[data-testid=day-column]")].some((day) => day !== own && said.includes(day.getAttribute("aria-label")!));
    },
    dropped: () => true,
  };
  try {
    for (const [k, state, what] of [["Space", shown.pickedUp, "picked up"], [key, shown.moved, "moved"], ["Space", shown.dropped, "dropped"]] as const) {
      await page.keyboard.press(k);
      await page.waitForFunction(state, row, { polling: 100 }).catch((error: Error) => {
        throw new Error(`The place was not shown ${what} after ${k}: ${error.message}`);
      });
      await page.waitForTimeout(700);
    }
  } finally {
    await row.dispose();
  }
}

/** Drags the item by its handle with the mouse onto the first item of its day. */
async function dragToTop(page: Page, date: string, title: string) {
  const handle = page.getByRole("button", { name: `Move ${title}`, exact: true });
  // Hovering scrolls the handle into view first (adding a place to the third day scrolled the row of days).
  await column(page, date).scrollIntoViewIfNeeded();
  await handle.hover();
  await page.waitForTimeout(500);
  const from = (await handle.boundingBox())!;
  const to = (await column(page, date).getByTestId("day-item").first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 4, { steps: 10 });
  await page.mouse.up();
}

async function openDays(page: Page) {
  await page.goto("/itinerary");
  await page.getByRole("tab", { name: "Days" }).click();
  await page.getByTestId("days-view").waitFor();
}

async function addPlace(page: Page, date: string, dayLabel: string, query: string, pick: string) {
  await page.getByRole("button", { name: `Add a place to ${dayLabel}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("place-search").fill(query);
  await dialog.getByTestId("place-result").filter({ hasText: pick }).first().click();
  await dialog.waitFor({ state: "detached" });
  await column(page, date).getByTestId("day-item-title").filter({ hasText: pick }).waitFor();
}

const label = (md: string) => {
  const [m, day] = md.split("-");
  return `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1]} ${day}, ${year}`;
};


/** Sights of Florence a day starts with, and the café search does not know (no geocoder has it; it is not a city). */
const FLORENCE = [
  { name: "Duomo", lat: 43.77314, lng: 11.25597 },
  { name: "Ponte Vecchio", lat: 43.76792, lng: 11.25314 },
  { name: "Uffizi", lat: 43.76778, lng: 11.25529 },
] as const;
const GILLI = { name: "Caffè Gilli", lat: 43.77137, lng: 11.25436 };

async function florenceDay(context: BrowserContext, name: string) {
  const trip = await createTripViaApi(context, { name, startDate: d("05-01"), endDate: d("05-03") });
  for (const s of FLORENCE) {
    const res = await context.request.post(`/api/trips/${trip.id}/places`, { data: { ...s, date: d("05-01") } });
    expect(res.status()).toBe(201);
  }
  return trip;
}

/**
 * Opens "Add a place" on the first day, searches for the café (nothing found),
 * goes on to pick it on the map, and waits for that map to settle as `kind`.
 */
async function openPicker(page: Page, kind: "street" | "outline") {
  await page.getByRole("button", { name: `Add a place to ${label("05-01")}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("place-search").fill(GILLI.name);
  await dialog.getByText("Nothing found").waitFor();
  await dialog.getByRole("button", { name: "Pick it on the map" }).click();
  expect(await dialog.getByLabel("Name").inputValue()).toBe(GILLI.name);
  const map = dialog.getByTestId("pick-map");
  await expect.poll(() => map.getAttribute("data-map"), { timeout: 20_000 }).toBe(kind);
  if (kind === "outline") await dialog.locator('[data-testid="outline-map"][data-countries="loaded"]').waitFor();
  return { dialog, map };
}

/** Clicks the map halfway between the day's first two pins (Duomo and Ponte Vecchio): where the café is, near enough. */
async function pickBetweenFirstPins(page: Page, map: Locator) {
  await map.scrollIntoViewIfNeeded();
  const pins = map.getByTestId("day-pin");
  expect(await pins.count()).toBe(3);
  const [a, b] = [(await pins.nth(0).boundingBox())!, (await pins.nth(1).boundingBox())!];
  await page.mouse.click((a.x + a.width / 2 + b.x + b.width / 2) / 2, (a.y + a.height / 2 + b.y + b.height / 2) / 2);
}

/** The point the fields show, which must be the midpoint of Duomo and Ponte Vecchio (the projection inverted right). */
async function expectMidpointPicked(dialog: Locator) {
  const lat = Number(await dialog.getByLabel("Latitude").inputValue());
  const lng = Number(await dialog.getByLabel("Longitude").inputValue());
  expect(Math.abs(lat - (FLORENCE[0].lat + FLORENCE[1].lat) / 2)).toBeLessThan(0.0003);
  expect(Math.abs(lng - (FLORENCE[0].lng + FLORENCE[1].lng) / 2)).toBeLessThan(0.0003);
}

/** Every pin lies whole inside the map's box (none clipped at an edge): the view is fitted to the day's pins. */
async function expectPinsInside(map: Locator) {
  const box = (await map.boundingBox())!;
  for (const pin of await map.getByTestId("day-pin").all()) {
    const p = (await pin.boundingBox())!;
    expect(p.x, "left").toBeGreaterThanOrEqual(box.x);
    expect(p.y, "top").toBeGreaterThanOrEqual(box.y);
    expect(p.x + p.width, "right").toBeLessThanOrEqual(box.x + box.width);
    expect(p.y + p.height, "bottom").toBeLessThanOrEqual(box.y + box.height);
  }
}

describe("day by day", () => {
  it("desktop, map services on loopback: places from search, drag and keyboard reorder with Undo, street map with route, optimise and undo", async () => {
    const context = await newContext(browser, { baseURL: online.base, viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon long weekend", startDate: d("05-01"), endDate: d("05-03") });
      await openDays(page);
      expect(await page.getByTestId("day-column").count()).toBe(3);

      // Places on each day, found through the (loopback) geocoder.
      await addPlace(page, d("05-01"), label("05-01"), "castelo", "Castelo de São Jorge");
      await addPlace(page, d("05-01"), label("05-01"), "time out", "Time Out Market");
      await addPlace(page, d("05-01"), label("05-01"), "graça", "Miradouro da Graça");
      await addPlace(page, d("05-01"), label("05-01"), "comércio", "Praça do Comércio");
      await addPlace(page, d("05-02"), label("05-02"), "belém", "Belém Tower");
      await addPlace(page, d("05-02"), label("05-02"), "jerónimos", "Jerónimos Monastery");
      await addPlace(page, d("05-03"), label("05-03"), "lx", "LX Factory");
      const day1 = d("05-01");
      await waitForTitles(page, day1, ["Castelo de São Jorge", "Time Out Market", "Miradouro da Graça", "Praça do Comércio"]);

      // The day's street map: the fixture style and tiles, four numbered pins, the routed legs (no estimate).
      // (The map shows the day a place was last added to, the third: the first is chosen again.)
      await page.getByRole("heading", { name: `Route of ${label("05-03")}` }).waitFor();
      await page.getByRole("button", { name: `Show ${label("05-01")} on the map` }).click();
      const map = page.getByTestId("day-map-card").getByTestId("day-map");
      await expect.poll(() => map.getAttribute("data-map"), { timeout: 20_000 }).toBe("street");
      expect(await map.getByTestId("day-pin").allInnerTexts()).toEqual(["1", "2", "3", "4"]);
      await expectPinsInside(map);
      expect(await map.innerText()).toContain("Fixture tiles © Roamwise tests");
      expect(fixtures.requests.some((p) => p.startsWith("/tiles/"))).toBe(true);
      const legs = column(page, day1).getByTestId("day-leg");
      expect(await legs.count()).toBe(3);
      expect((await legs.allInnerTexts()).join(" ")).not.toContain("estimate");
      expect(fixtures.requests.some((p) => p.startsWith("/route/v1/foot/"))).toBe(true);
      await screenshot(page, "days-desktop-street-map");
      await checkPage(page);

      // Drag Praça do Comércio (4th) onto the first item with the mouse.
      const handle = (title: string) => page.getByRole("button", { name: `Move ${title}`, exact: true });
      await dragToTop(page, day1, "Praça do Comércio");
      await toast(page, "Moved Praça do Comércio");
      await waitForTitles(page, day1, ["Praça do Comércio", "Castelo de São Jorge", "Time Out Market", "Miradouro da Graça"]);
      expect(await dayTitles(context, trip.id, day1)).toEqual(["Praça do Comércio", "Castelo de São Jorge", "Time Out Market", "Miradouro da Graça"]);
      await page.getByRole("button", { name: "Undo" }).click();
      await waitForTitles(page, day1, ["Castelo de São Jorge", "Time Out Market", "Miradouro da Graça", "Praça do Comércio"]);

      // By keyboard: Time Out Market picked up with space, one down, dropped; the announcement says so.
      await handle("Time Out Market").focus();
      await keyboardMove(page, "ArrowDown");
      await toast(page, "Moved Time Out Market");
      await waitForTitles(page, day1, ["Castelo de São Jorge", "Miradouro da Graça", "Time Out Market", "Praça do Comércio"]);
      // Said where it went, as the others making room show it: third of the day's four.
      expect(await page.locator("[id^=DndLiveRegion]").innerText()).toMatch(/Time Out Market dropped on .*, place 3 of 4\./);

      // And across days by keyboard: LX Factory from the third day to the second.
      await handle("LX Factory").focus();
      await keyboardMove(page, "ArrowLeft");
      await toast(page, "Moved LX Factory");
      await expect.poll(() => dayTitles(context, trip.id, d("05-03"))).toEqual([]);
      expect(await dayTitles(context, trip.id, d("05-02"))).toContain("LX Factory");

      // Optimise order: from the castle, the shortest way is Graça, then Comércio, then Time Out; Undo restores.
      await page.getByRole("button", { name: "Optimise order" }).click();
      await waitForTitles(page, day1, ["Castelo de São Jorge", "Miradouro da Graça", "Praça do Comércio", "Time Out Market"]);
      // The pointer rests on the toast, which keeps it (and its Undo) open past its 5 s while the screenshot is taken.
      await toast(page, "Order optimised for the shortest route");
      await page.locator("li[data-state=open]").filter({ hasText: "Order optimised" }).hover();
      await screenshot(page, "days-desktop-optimised");
      await page.getByRole("button", { name: "Undo" }).click();
      await waitForTitles(page, day1, ["Castelo de São Jorge", "Miradouro da Graça", "Time Out Market", "Praça do Comércio"]);

      // The Map page shows the chosen day on the street map with its pins and legs.
      await page.goto("/map");
      await page.getByTestId("map-days").getByRole("button").nth(1).click();
      const dayMap = page.getByTestId("day-map");
      await expect.poll(() => dayMap.getAttribute("data-map"), { timeout: 20_000 }).toBe("street");
      expect(await dayMap.getByTestId("day-pin").count()).toBe(4);
      expect(await page.getByTestId("day-legs").getByTestId("day-leg").count()).toBe(3);
      await page.waitForTimeout(500);
      await screenshot(page, "map-page-day-street");

      // The calendars read the same days: the places of May 2 on the Calendar page and on the Reservations page's
      // Calendar tab (which once showed reservations and events only).
      // In the server's order of the day (LX Factory was moved onto it above).
      const day2Titles = await dayTitles(context, trip.id, d("05-02"));
      expect([...day2Titles].sort()).toEqual(["Belém Tower", "Jerónimos Monastery", "LX Factory"]);
      const shownOn = async (cell: Locator) => {
        await cell.click();
        await page.getByTestId("day-event").filter({ hasText: "Belém Tower" }).waitFor();
        return page.getByTestId("day-event").locator("p.font-medium").allInnerTexts();
      };
      await page.goto("/calendar");
      expect(await shownOn(page.getByRole("gridcell").and(page.locator(`[data-date="${d("05-02")}"]`)))).toEqual(day2Titles);
      await page.goto("/reservations");
      await page.getByRole("tab", { name: "Calendar" }).click();
      expect(await shownOn(page.getByRole("gridcell").and(page.locator(`[data-date="${d("05-02")}"]`)))).toEqual(day2Titles);
      await screenshot(page, "reservations-calendar-days");
    } catch (error) {
      await screenshot(page, `days-failure-${Date.now()}`);
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);

  it("phone, no map server at all: the world outline with the same pins, estimated legs, a swipeable list of days", async () => {
    const context = await newContext(browser, { baseURL: offline.base, viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon by phone", startDate: d("05-01"), endDate: d("05-03") });
      for (const s of SIGHTS.slice(0, 3)) {
        const res = await context.request.post(`/api/trips/${trip.id}/places`, { data: { name: s.name, lat: s.lat, lng: s.lon, date: d("05-01") } });
        expect(res.status()).toBe(201);
      }
      await openDays(page);
      const map = page.getByTestId("day-map-card").getByTestId("day-map");
      await expect.poll(() => map.getAttribute("data-map"), { timeout: 20_000 }).toBe("outline");
      expect(await map.getByTestId("day-pin").count()).toBe(3);
      await map.locator('[data-testid="outline-map"][data-countries="loaded"]').waitFor();
      await expectPinsInside(map.getByTestId("outline-map"));
      expect(await map.innerText()).toContain("The street map could not load");
      // A day's stops lie a few hundred metres apart: far finer than the outline's coast, which would put them in the
      // sea. So at this scale it paints neither land nor sea under them, and says why.
      expect(await map.getByTestId("outline-map").getAttribute("data-detail")).toBe("none");
      expect(await map.innerText()).toContain("too coarse at this scale");
      const legs = column(page, d("05-01")).getByTestId("day-leg");
      expect(await legs.allInnerTexts()).toEqual([expect.stringContaining("estimate"), expect.stringContaining("estimate")]);
      // One column fills the phone's width; the next is a swipe away. A column rests where the page's cards do,
      // 16 px in from the edge, not flush with it (a swipe snaps there too). The trip's ideas lead the row, then the days.
      const box = (await column(page, d("05-01")).boundingBox())!;
      expect(box.width).toBeGreaterThan(PHONE.width * 0.75);
      expect(box.width).toBeLessThanOrEqual(PHONE.width);
      const margin = (await page.getByTestId("day-map-card").boundingBox())!.x;
      expect(Math.abs((await page.getByTestId("ideas-panel").boundingBox())!.x - margin)).toBeLessThan(1);
      await page.getByTestId("day-columns").evaluate((el) => el.scrollBy({ left: 200 }));
      await expect.poll(async () => Math.abs((await column(page, d("05-01")).boundingBox())!.x - margin)).toBeLessThan(1);
      await page.getByTestId("day-columns").evaluate((el) => el.scrollBy({ left: 200 }));
      await expect.poll(async () => Math.abs((await column(page, d("05-02")).boundingBox())!.x - margin)).toBeLessThan(1);
      await page.getByTestId("day-columns").evaluate((el) => el.scrollTo({ left: 0 }));
      await page.locator('[data-testid="outline-map"][data-countries="loaded"]').waitFor();
      await screenshot(page, "days-phone-outline");
      await checkPage(page);

      // Reorder by keyboard on the phone too, and Undo.
      await page.getByRole("button", { name: `Move ${SIGHTS[0].name}`, exact: true }).focus();
      await keyboardMove(page, "ArrowDown");
      await toast(page, `Moved ${SIGHTS[0].name}`);
      await expect.poll(() => dayTitles(context, trip.id, d("05-01"))).toEqual([SIGHTS[1].name, SIGHTS[0].name, SIGHTS[2].name]);
      await page.getByRole("button", { name: "Undo" }).click();
      await expect.poll(() => dayTitles(context, trip.id, d("05-01"))).toEqual([SIGHTS[0].name, SIGHTS[1].name, SIGHTS[2].name]);

      // A place added by mistake goes again.
      await page.getByRole("button", { name: `Remove ${SIGHTS[2].name}` }).click();
      await expect.poll(() => dayTitles(context, trip.id, d("05-01"))).toEqual([SIGHTS[0].name, SIGHTS[1].name]);
      await waitForTitles(page, d("05-01"), [SIGHTS[0].name, SIGHTS[1].name]);

      // With the keyboard alone, a place on the second day: named, its point typed, Enter. The day it went to is then
      // the one in view and on the map, so the member sees where it went.
      await page.getByRole("button", { name: `Add a place to ${label("05-02")}` }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByTestId("place-search").fill("LX Factory");
      await dialog.getByRole("button", { name: "Pick it on the map" }).focus();
      await page.keyboard.press("Enter");
      await dialog.getByLabel("Latitude").fill(String(SIGHTS[6].lat));
      await dialog.getByLabel("Longitude").fill(String(SIGHTS[6].lon));
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      await waitForTitles(page, d("05-02"), ["LX Factory"]);
      await page.getByRole("heading", { name: `Route of ${label("05-02")}` }).waitFor();
      await expect.poll(async () => Math.abs((await column(page, d("05-02")).boundingBox())!.x - margin)).toBeLessThan(1);
      expect(await page.getByTestId("day-map-card").getByTestId("day-pin").count()).toBe(1);

      await page.goto("/map");
      await page.getByTestId("map-days").getByRole("button").nth(1).click();
      await expect.poll(() => page.getByTestId("day-map").getAttribute("data-map"), { timeout: 20_000 }).toBe("outline");
      expect(await page.getByTestId("day-map").getByTestId("day-pin").count()).toBe(2);
      await page.locator('[data-testid="outline-map"][data-countries="loaded"]').waitFor();
      await screenshot(page, "map-page-day-outline-phone");
    } catch (error) {
      await screenshot(page, `days-failure-${Date.now()}`);
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
  it("desktop, street map: a café search does not know is named, its point picked on the map, and it joins the day with its pin and legs", async () => {
    const context = await newContext(browser, { baseURL: online.base, viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await florenceDay(context, "Florence on foot");
      await openDays(page);
      const { dialog, map } = await openPicker(page, "street");
      expect(await map.getByTestId("day-pin").count()).toBe(3);

      // Nothing picked yet: the form says what is missing, on the field; a latitude past the pole is refused by name.
      await dialog.getByRole("button", { name: "Add place" }).click();
      await dialog.getByText("Pick the point on the map or enter its coordinates").waitFor();
      await dialog.getByLabel("Latitude").fill("95");
      await dialog.getByLabel("Longitude").fill("11.25");
      await dialog.getByRole("button", { name: "Add place" }).click();
      await dialog.getByText("Latitude must be a number between -90 and 90").waitFor();

      await pickBetweenFirstPins(page, map);
      await expectMidpointPicked(dialog);
      await map.getByTestId("picked-point").waitFor();
      await dialog.getByLabel("Address (optional)").fill("Via Roma 1r, Firenze");
      await page.waitForTimeout(300);
      await screenshot(page, "days-pick-desktop-street");
      await checkPage(page);
      // Watched for from before the click: the toast is gone after 5 s, and a loaded machine may be slower than that.
      const added = toast(page, `${GILLI.name} added`);
      await dialog.getByRole("button", { name: "Add place" }).click();
      await dialog.waitFor({ state: "detached" });
      await added;

      // On the day, last, with its pin and the (routed) legs to it.
      await waitForTitles(page, d("05-01"), [...FLORENCE.map((s) => s.name), GILLI.name]);
      const dayMap = page.getByTestId("day-map-card").getByTestId("day-map");
      await expect.poll(() => dayMap.getByTestId("day-pin").count(), { timeout: 20_000 }).toBe(4);
      expect(await column(page, d("05-01")).getByTestId("day-leg").count()).toBe(3);
      const days = (await (await context.request.get(`/api/trips/${trip.id}/days`)).json()) as { items: { title: string; place: { lat: number; lng: number } | null }[] }[];
      const gilli = days[0]!.items.find((i) => i.title === GILLI.name)!;
      expect(Math.abs(gilli.place!.lat - GILLI.lat)).toBeLessThan(0.002);
      expect(Math.abs(gilli.place!.lng - GILLI.lng)).toBeLessThan(0.002);
    } catch (error) {
      await screenshot(page, `days-failure-${Date.now()}`);
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);

  it("phone, no map server: the café's point is picked on the world outline, zoomed, corrected by typing, and it joins the day", async () => {
    const context = await newContext(browser, { baseURL: offline.base, viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await florenceDay(context, "Florence by phone");
      await openDays(page);
      const { dialog, map } = await openPicker(page, "outline");
      expect(await map.innerText()).toContain("The street map could not load");

      // Zoom in: the day's pins spread apart (the outline is framed on them, and zooms about the middle).
      const gap = async () => {
        const [a, b] = [(await map.getByTestId("day-pin").nth(0).boundingBox())!, (await map.getByTestId("day-pin").nth(1).boundingBox())!];
        return Math.hypot(a.x - b.x, a.y - b.y);
      };
      const before = await gap();
      await dialog.getByRole("button", { name: "Zoom out" }).click();
      expect(await gap()).toBeLessThan(before * 0.6);
      await dialog.getByRole("button", { name: "Back to the day's stops" }).click();
      expect(Math.abs((await gap()) - before)).toBeLessThan(1);

      await pickBetweenFirstPins(page, map);
      await expectMidpointPicked(dialog);
      await map.getByTestId("picked-point").waitFor();
      // A scale bar says what a click's distance from the stops is on the ground (the outline has no streets to go by).
      expect(await map.getByTestId("outline-scale").textContent()).toMatch(/^\d+ (m|km)$/);
      // A point typed far outside the view (Fiesole, 5 km away) is brought into it, so the mark is seen where it went.
      await dialog.getByLabel("Latitude").fill("43.8066");
      await dialog.getByLabel("Longitude").fill("11.2925");
      const outline = (await map.getByTestId("outline-map").boundingBox())!;
      await expect
        .poll(async () => {
          const at = await map.getByTestId("picked-point").boundingBox();
          return !!at && at.x >= outline.x && at.x + at.width <= outline.x + outline.width && at.y >= outline.y && at.y + at.height <= outline.y + outline.height;
        })
        .toBe(true);
      // Back to the day's stops, where the café is.
      await dialog.getByRole("button", { name: "Back to the day's stops" }).click();
      // The keyboard's way: the exact point typed, with a decimal comma; the mark follows, a little north of the
      // midpoint of the first two stops (the café is 90 m north of it).
      await dialog.getByLabel("Latitude").fill("43,77137");
      await dialog.getByLabel("Longitude").fill(String(GILLI.lng));
      const centreY = async (l: Locator) => {
        const b = (await l.boundingBox())!;
        return b.y + b.height / 2;
      };
      await expect
        .poll(async () => {
          const [y1, y2, y] = await Promise.all([centreY(map.getByTestId("day-pin").nth(0)), centreY(map.getByTestId("day-pin").nth(1)), centreY(map.getByTestId("picked-point"))]);
          return (y1 + y2) / 2 - y;
        })
        .toBeGreaterThan(5);
      await screenshot(page, "days-pick-phone-outline");
      await checkPage(page);
      await dialog.getByRole("button", { name: "Add place" }).click();
      await dialog.waitFor({ state: "detached" });

      await waitForTitles(page, d("05-01"), [...FLORENCE.map((s) => s.name), GILLI.name]);
      const dayMap = page.getByTestId("day-map-card").getByTestId("day-map");
      await expect.poll(() => dayMap.getByTestId("day-pin").count()).toBe(4);
      const legs = column(page, d("05-01")).getByTestId("day-leg");
      expect(await legs.count()).toBe(3);
      expect((await legs.allInnerTexts())[2]).toContain("estimate");
      const days = (await (await context.request.get(`/api/trips/${trip.id}/days`)).json()) as { items: { title: string; place: { lat: number; lng: number } | null }[] }[];
      expect(days[0]!.items.find((i) => i.title === GILLI.name)!.place).toEqual({ name: GILLI.name, lat: GILLI.lat, lng: GILLI.lng });
      await column(page, d("05-01")).scrollIntoViewIfNeeded();
      await screenshot(page, "days-pick-phone-added");
    } catch (error) {
      await screenshot(page, `days-failure-${Date.now()}`);
      throw error;
    } finally {
      await context.close();
    }
  }, 120_000);
  it("two members reorder the same day at once, in two browsers: both end with the one order the server keeps", async () => {
    // Ana (admin) and Ben (editor), each on their own desktop browser context.
    const anaContext = await newContext(browser, { baseURL: offline.base, viewport: DESKTOP });
    const benContext = await newContext(browser, { baseURL: offline.base, viewport: DESKTOP });
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    let release = () => {};
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await createTripViaApi(anaContext, { name: "Lisbon together", startDate: d("05-01"), endDate: d("05-03") });
      const joined = await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "editor" } });
      expect(joined.status(), await joined.text()).toBe(201);
      const day = d("05-01");
      const start = SIGHTS.slice(0, 4).map((s) => s.name);
      for (const s of SIGHTS.slice(0, 4)) {
        const res = await anaContext.request.post(`/api/trips/${trip.id}/places`, { data: { name: s.name, lat: s.lat, lng: s.lon, date: day } });
        expect(res.status()).toBe(201);
      }
      await Promise.all([openDays(ana), openDays(ben)]);
      await Promise.all([waitForTitles(ana, day, start), waitForTitles(ben, day, start)]);

      // Each page's order call is held until both have sent theirs, then both go on together: the two moves are
      // truly at once (each page showing only its own move), whatever the machine's speed.
      const gate = new Promise<void>((resolve) => (release = resolve));
      const arrivals: Promise<void>[] = [];
      for (const page of [ana, ben]) {
        let arrived!: () => void;
        arrivals.push(new Promise<void>((resolve) => (arrived = resolve)));
        await page.route(
          "**/api/trips/*/days/*/order",
          async (route) => {
            arrived();
            await gate;
            await route.continue();
          },
          { times: 1 },
        );
      }
      const anaOrder = [start[3]!, start[0]!, start[1]!, start[2]!];
      const benOrder = [start[1]!, start[0]!, start[2]!, start[3]!];
      // Ben moves the first down one with the keyboard; Ana drags the fourth to the top with the mouse. Neither
      // order call goes out until both are sent. Each acts in a window in front, as each person's own is (keys pressed
      // while Ana's window was in front did not reach Ben's drag handle).
      await ben.bringToFront();
      await ben.getByRole("button", { name: `Move ${start[0]}`, exact: true }).focus();
      await keyboardMove(ben, "ArrowDown");
      // Ben's call is out (and held) before Ana's window comes to the front: a window behind may not finish its drop.
      const sent = (call: Promise<void>, who: string) =>
        Promise.race([call, new Promise((_, reject) => setTimeout(() => reject(new Error(`${who}'s order call was not sent`)), 10_000))]);
      await sent(arrivals[1]!, "Ben");
      await ana.bringToFront();
      await dragToTop(ana, day, start[3]!);
      await sent(arrivals[0]!, "Ana");
      expect(await titles(ana, day)).toEqual(anaOrder);
      expect(await titles(ben, day)).toEqual(benOrder);
      release();

      // Both pages settle on one order, the server's, which is one of the two whole orders (never a mix).
      await expect
        .poll(async () => {
          const [a, b, server] = await Promise.all([titles(ana, day), titles(ben, day), dayTitles(anaContext, trip.id, day)]);
          return JSON.stringify(a) === JSON.stringify(server) && JSON.stringify(b) === JSON.stringify(server) ? server : { ana: a, ben: b, server };
        }, { timeout: 15_000 })
        .toSatisfy((v) => Array.isArray(v) && [JSON.stringify(anaOrder), JSON.stringify(benOrder)].includes(JSON.stringify(v)));
      // And they stay there: no late answer puts an old order back.
      await ana.waitForTimeout(1500);
      const final = await dayTitles(anaContext, trip.id, day);
      expect(await titles(ana, day)).toEqual(final);
      expect(await titles(ben, day)).toEqual(final);
      await screenshot(ben, "days-two-members-converged");
    } catch (error) {
      await screenshot(ana, `days-failure-${Date.now()}`);
      await screenshot(ben, `days-failure-${Date.now()}`);
      throw error;
    } finally {
      // A held order call would keep the contexts from closing.
      release();
      await Promise.all([anaContext.close(), benContext.close()]);
    }
  }, 120_000);
});
