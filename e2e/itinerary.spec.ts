// Itinerary, calendar and map as a new user lays out a three-city trip: add
// the cities in the dialog, see order, badges and day counts; an out-of-range
// arrival is refused by the dialog and by the API; an event added on the
// Calendar page shows on its day; the Map page shows three pins and distances.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast } from "./fixtures";

const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;
const fmt = (md: string) => {
  const [m, day] = md.split("-");
  return `${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1]} ${day}, ${year}`;
};

const browser = launchBrowserForFile();

async function addCity(page: Page, button: string, city: string, country: string, start: string, end: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("City").fill(city);
  await dialog.getByLabel("Country").fill(country);
  await dialog.getByLabel("Arrival date").fill(start);
  await dialog.getByLabel("Departure date").fill(end);
  await dialog.getByRole("button", { name: "Add City" }).click();
  await toast(page, "City added to itinerary");
  await dialog.waitFor({ state: "detached" });
}

describe("itinerary, calendar and map", () => {
  it("lays out three cities, refuses an out-of-range arrival, adds an event and shows the route on the map", async () => {
    const context = await newContext(browser(), { timezoneId: "America/Los_Angeles" });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Iberia", startDate: d("06-01"), endDate: d("06-12") });

      await page.goto("/itinerary");
      await page.getByRole("heading", { name: "No Cities Added Yet" }).waitFor();
      // Added out of order: the list sorts by arrival.
      await addCity(page, "Add First City", "Porto", "Portugal", d("06-05"), d("06-07"));
      await addCity(page, "Add City", "Lisbon", "Portugal", d("06-01"), d("06-04"));
      await addCity(page, "Add City", "Madrid", "Spain", d("06-08"), d("06-12"));

      const stops = page.getByTestId("itinerary-stop");
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="itinerary-stop"]').length === 3);
      const texts = await stops.allInnerTexts();
      expect(texts[0]).toContain("Lisbon");
      expect(texts[0]).toContain("Starting Point");
      expect(texts[0]).toContain(`${fmt("06-01")} – ${fmt("06-04")} · 4 days`);
      expect(texts[1]).toContain("Porto");
      expect(texts[1]).toContain("3 days");
      expect(texts[1]).not.toMatch(/Starting Point|Final Destination/);
      expect(texts[2]).toContain("Madrid");
      expect(texts[2]).toContain("Final Destination");
      expect(texts[2]).toContain("5 days");
      expect(await page.getByTestId("itinerary-summary").innerText()).toContain("3 cities · 12 days");
      expect(await page.getByText("3 stops").count()).toBe(1);
      await screenshot(page, "itinerary-three-cities");

      // An arrival after the trip end: the dialog refuses it and stays open.
      await page.getByRole("button", { name: "Add City" }).click();
      const dialog = page.getByRole("dialog");
      expect(await dialog.getByLabel("Arrival date").getAttribute("min")).toBe(d("06-01"));
      expect(await dialog.getByLabel("Arrival date").getAttribute("max")).toBe(d("06-12"));
      await dialog.getByLabel("City").fill("Seville");
      await dialog.getByLabel("Country").fill("Spain");
      await dialog.getByLabel("Arrival date").fill(d("06-20"));
      await dialog.getByRole("button", { name: "Add City" }).click();
      const rangeMessage = `Arrival date must be between ${fmt("06-01")} and ${fmt("06-12")} (your trip dates)`;
      await dialog.getByText(rangeMessage).waitFor();
      await toast(page, "Date Out of Range");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await stops.count()).toBe(3);

      // The API refuses it too.
      const loc = await (await context.request.post("/api/locations", { data: { tripId: trip.id, city: "Seville", country: "Spain" } })).json();
      const refused = await context.request.post(`/api/trips/${trip.id}/itinerary`, {
        data: { title: "Stay in Seville", startDate: d("06-20"), locationId: loc.id },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).fields).toEqual({ startDate: rangeMessage });

      // Calendar: click a day, add an event, see it on that day.
      await page.getByRole("link", { name: /Calendar & Events/ }).click();
      await page.getByRole("heading", { name: "Trip Calendar" }).waitFor();
      await page.locator(`[data-date="${d("06-03")}"]`).click();
      const eventDialog = page.getByRole("dialog");
      expect(await eventDialog.getByLabel("Start date").inputValue()).toBe(d("06-03"));
      // The end date, end time and all-day fields are there too.
      await eventDialog.getByLabel("End date").waitFor();
      await eventDialog.getByLabel("End time").waitFor();
      await eventDialog.getByLabel("All day").waitFor();
      await eventDialog.getByLabel("Title").fill("Fado night");
      await eventDialog.getByLabel("Start time").fill("21:00");
      await eventDialog.getByRole("button", { name: "Add Event" }).click();
      await toast(page, "Event added to calendar");
      await eventDialog.waitFor({ state: "detached" });
      await page.locator(`[data-date="${d("06-03")}"]`).getByText("Fado night").waitFor();
      await page.getByTestId("day-event").filter({ hasText: "Fado night" }).filter({ hasText: "21:00" }).waitFor();
      expect(await page.locator(`[data-date="${d("06-04")}"]`).getByText("Fado night").count()).toBe(0);
      await screenshot(page, "calendar-event");

      // Map: three pins on the real map, the count, and the distances.
      await page.getByRole("link", { name: /Interactive Map/ }).click();
      await page.getByTestId("world-map").waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="countries"] path').length > 100);
      expect(await page.getByTestId("map-pin").count()).toBe(3);
      expect(await page.getByTestId("destination-count").innerText()).toBe("3 cities");
      const pins = await page.getByTestId("map-pin").evaluateAll((els) =>
        els.map((el) => ({ city: el.getAttribute("data-city"), box: el.getBoundingClientRect() })),
      );
      const at = (city: string) => pins.find((p) => p.city === city)!.box;
      // Real geography: Porto is north of Lisbon, Madrid east of both.
      expect(at("Porto").y).toBeLessThan(at("Lisbon").y);
      expect(at("Madrid").x).toBeGreaterThan(at("Porto").x);
      await page.getByRole("button", { name: "Travel Times" }).click();
      // The legs come from the server's one leg function: the day plan's "km · min by car", labelled an estimate.
      await page.getByTestId("travel-leg").last().getByText(/min by car/).waitFor();
      const legs = await page.getByTestId("travel-leg").allInnerTexts();
      expect(legs).toHaveLength(2);
      expect(legs[0]).toContain("Lisbon → Porto");
      expect(legs[0]).toMatch(/27\d\.\d km · \d+ min by car\s*estimate/i);
      expect(legs[0]).not.toContain("road or rail");
      expect(legs[1]).toContain("Porto → Madrid");
      expect(legs[1]).toMatch(/42\d\.\d km · \d+ min by car/);
      const directions = page.getByRole("link", { name: "Get Directions" });
      expect(await directions.getAttribute("target")).toBe("_blank");
      expect(await directions.getAttribute("href")).toContain("https://www.google.com/maps/dir/");
      await screenshot(page, "map-three-pins");
    } finally {
      await context.close();
    }
  });
});
