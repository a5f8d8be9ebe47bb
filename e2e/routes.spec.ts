// Travel by mode (docs/product/itinerary-and-days.md) as a member sees it: a day in Lisbon
// with three stops shows a walking leg from an OSRM server and, once the
// member picks "Public transport" for the second leg, a transit leg from a
// MOTIS server — both on loopback, answering in their real formats — and the
// day's travel total. Screenshots at 390 and 1280, light and dark.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, todayInTimeZone } from "@shared/dates";
import { motisServer, osrmServer, OSRM_ROUTES, type Loopback } from "../src/server/test/routers-server";
import { startAppServer, type AppServer } from "./app-server";
import { createTripViaApi, DESKTOP, launchBrowserForFile, newContext, PHONE, post, screenshot, settled, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
let osrm: Loopback;
let motis: Loopback;
let app: AppServer;

const date = addCalendarDays(todayInTimeZone("Europe/Lisbon"), 10);
const TRANSIT_MINUTES = 23;
const WALK_MINUTES = Math.round(OSRM_ROUTES.foot.duration / 60);

beforeAll(async () => {
  [osrm, motis] = await Promise.all([osrmServer(), motisServer({ minutes: TRANSIT_MINUTES })]);
  app = await startAppServer("routes", () => ({ ROUTING_URL: osrm.url, TRANSIT_URL: motis.url }));
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await Promise.all([osrm?.close(), motis?.close()]);
});

describe("routes by mode", () => {
  it("a Lisbon day shows a walking leg and, once chosen, a transit leg from the loopback routers, and the day's total", async () => {
    const context = await newContext(browser(), { baseURL: app.base, timezoneId: "Europe/Lisbon", viewport: DESKTOP });
    await signUpViaApi(context);
    const trip = await createTripViaApi(context, { name: "Lisbon", startDate: date, endDate: date });
    for (const [name, lat, lng, startTime] of [["Rossio", 38.7139, -9.1394, "10:30"], ["Chiado", 38.7107, -9.1426, null], ["Graça", 38.7166, -9.1307, null]] as const) {
      await post(context.request, `/api/trips/${trip.id}/places`, { name, lat, lng, date, ...(startTime ? { startTime } : {}) });
    }

    const page = await context.newPage();
    await page.goto("/itinerary");
    await page.getByRole("tab", { name: "Days" }).click();
    const day = page.locator(`[data-testid="day-column"][data-date="${date}"]`);
    const legs = day.getByTestId("day-leg");
    await expect.poll(() => legs.count()).toBe(2);
    // Both legs are under 2 km: walked, from OSRM's foot profile, not estimates.
    expect(await legs.nth(0).innerText()).toContain(`${WALK_MINUTES} min on foot`);
    expect(await legs.nth(0).innerText()).not.toContain("estimate");
    expect(await day.getByTestId("day-travel-total").innerText()).toBe(`Travel ${2 * WALK_MINUTES} min`);

    await day.getByRole("combobox", { name: "How to get from Chiado to Graça" }).selectOption({ label: "Public transport" });
    await expect.poll(() => legs.nth(1).getAttribute("data-mode")).toBe("transit");
    expect(await legs.nth(1).innerText()).toContain(`${TRANSIT_MINUTES} min by public transport`);
    expect(await legs.nth(1).innerText()).not.toContain("estimate");
    await expect.poll(() => day.getByTestId("day-travel-total").innerText()).toBe(`Travel ${WALK_MINUTES + TRANSIT_MINUTES} min`);
    // Chiado has no time of its own: the trip leaves at 09:00 Lisbon time.
    expect(motis.seen.some((u) => u.pathname === "/api/v1/plan" && u.searchParams.get("fromPlace") === "38.7107,-9.1426")).toBe(true);
    // The choice is kept: after a reload the leg is still by transit.
    await page.reload();
    await page.getByRole("tab", { name: "Days" }).click();
    await expect.poll(() => legs.nth(1).getAttribute("data-mode")).toBe("transit");

    for (const [name, viewport] of [["390", PHONE], ["1280", DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await day.getByTestId("day-travel-total").waitFor();
        await settled(page);
        await screenshot(page, `routes-day-${name}-${scheme}`);
      }
    }
    await context.close();
  });
});
