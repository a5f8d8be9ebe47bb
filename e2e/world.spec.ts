// The world around the plan (docs/product/weather.md, docs/product/itinerary-and-days.md) as a member
// sees it: a stay in Lisbon over a Portuguese public holiday shows each day's
// sunrise and sunset in Lisbon's time and the holiday in the day view and the
// calendar, and the weather from an Open-Meteo service on loopback on the day
// view and the dashboard; a member whose browser is in New York sees the
// item times on their own clock too. Screenshots at 390 and 1280, light and dark.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Holidays from "date-holidays";
import { addCalendarDays, todayInTimeZone } from "@shared/dates";
import { openMeteo } from "../src/server/test/open-meteo-server";
import { startAppServer, type AppServer } from "./app-server";
import { createTripViaApi, DESKTOP, launchBrowserForFile, newContext, PHONE, post, screenshot, settled, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
let weather: Awaited<ReturnType<typeof openMeteo>>;
let app: AppServer;

// The next Portuguese public holiday at least three days ahead: the trip is planned around it.
const today = todayInTimeZone("Europe/Lisbon");
const holiday = new Holidays("PT")
  .getHolidays(Number(today.slice(0, 4)))
  .concat(new Holidays("PT").getHolidays(Number(today.slice(0, 4)) + 1))
  .find((h) => h.type === "public" && h.date.slice(0, 10) >= addCalendarDays(today, 3))!;
const holidayDate = holiday.date.slice(0, 10);
const [start, end] = [addCalendarDays(holidayDate, -1), addCalendarDays(holidayDate, 1)];

beforeAll(async () => {
  weather = await openMeteo();
  app = await startAppServer("world", () => ({ WEATHER_URL: weather.url, CLIMATE_URL: weather.url }));
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await weather?.close();
});

describe("the world around the plan", () => {
  it("a day in Lisbon shows its sun, its holiday and its weather; a member in New York also sees times on their clock", async () => {
    const context = await newContext(browser(), { baseURL: app.base, timezoneId: "America/New_York", viewport: DESKTOP });
    await signUpViaApi(context);
    const trip = await createTripViaApi(context, { name: "Lisbon", startDate: start, endDate: end });
    const lisbon = await post(context.request, "/api/locations", { tripId: trip.id, city: "Lisbon", country: "Portugal" });
    await post(context.request, `/api/trips/${trip.id}/itinerary`, { title: "Lisbon", startDate: start, endDate: end, allDay: true, locationId: lisbon.id });
    await post(context.request, `/api/trips/${trip.id}/itinerary`, { title: "Fado night", startDate: holidayDate, startTime: "21:30", endTime: "23:00", allDay: false });
    const days = (await (await context.request.get(`/api/trips/${trip.id}/days`)).json()) as { date: string; city: { sunrise: string; sunset: string } }[];
    const sun = days.find((d) => d.date === holidayDate)!.city;

    const page = await context.newPage();
    await page.goto("/itinerary");
    await page.getByRole("tab", { name: "Days" }).click();
    const day = page.locator(`[data-testid="day-column"][data-date="${holidayDate}"]`);
    await expect.poll(() => day.getByTestId("day-sunrise").innerText()).toContain(sun.sunrise);
    expect(await day.getByTestId("day-sunset").innerText()).toContain(sun.sunset);
    expect(await day.getByTestId("day-world").innerText()).toContain("Lisbon time");
    expect(await day.getByTestId("day-holiday").innerText()).toBe(`Public holiday: ${holiday.name}`);
    // Lisbon 21:30 is 16:30 in New York (winter) or 16:30 in summer too (both shift together, bar a few weeks).
    await expect.poll(() => day.getByTestId("day-item").filter({ hasText: "Fado night" }).innerText()).toMatch(/21:30 · 1[56]:30 your time/);
    await expect.poll(() => day.getByTestId("day-weather").first().innerText()).toMatch(/°C · \d+(\.\d)? mm/);
    await settled(page);
    await screenshot(page, "world-day-1280-light");

    await page.goto("/calendar");
    await expect.poll(() => page.getByTestId("calendar-holiday").first().getAttribute("title")).toBe(`Public holiday: ${holiday.name}`);

    await page.goto("/");
    const card = page.getByTestId("dashboard-weather");
    await expect.poll(() => card.getByTestId("day-weather").count()).toBe(3);
    await settled(page);
    await screenshot(page, "world-dashboard-1280-light");

    for (const [name, viewport] of [["390", PHONE], ["1280", DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/itinerary");
      await page.getByRole("tab", { name: "Days" }).click();
      await day.getByTestId("day-holiday").waitFor();
      await screenshot(page, `world-day-${name}-dark`);
      await page.emulateMedia({ colorScheme: "light" });
      await screenshot(page, `world-day-${name}-light`);
    }
    await context.close();
  });
});
