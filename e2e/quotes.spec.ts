// Price quotes journey (issue 8), offline: from Reservations to the quotes
// page, search flights with the estimator, save one, book it (an estimate asks
// what was actually paid first; Cancel writes nothing), and find it on the
// Reservations page and in the budget's Air Tickets to the cent. Also a
// hotel search on a phone, and the not-found message for a foreign trip.
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { formatMoney } from "@shared/money";
import { PHONE, createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();

describe("price quotes journey", () => {
  it("searches flights offline, saves one, books it, and sees it in Reservations and the budget", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, {
        name: "London calling",
        startDate: "2027-06-01",
        endDate: "2027-06-10",
        currency: "USD",
      });

      // Reachable from the Reservations page.
      await page.goto("/reservations");
      await page.getByRole("link", { name: "Get price quotes" }).click();
      await page.waitForURL(`**/trips/${trip.id}/quotes`);
      await page.getByRole("tab", { name: "Flights" }).waitFor();
      await page.getByText("No saved flights yet").waitFor();

      // Required fields first (docs/product/quotes.md).
      await page.getByRole("button", { name: "Search Flights" }).click();
      await toast(page, "Missing information");
      await page.getByText("Please fill in all required fields").first().waitFor();

      // An unknown place is named.
      await page.getByLabel("From").fill("New York");
      await page.getByLabel("To").fill("Qwertyvale");
      await page.getByRole("button", { name: "Search Flights" }).click();
      await page.getByText('No airport found for "Qwertyvale"', { exact: false }).first().waitFor();

      await page.getByLabel("To").fill("London");
      await page.getByLabel("Passengers").fill("2");
      await page.getByRole("button", { name: "Search Flights" }).click();
      await toast(page, "Flight search complete");
      await page.getByRole("status").filter({ hasText: /Found \d+ flight options/ }).first().waitFor();
      const results = page.getByTestId("flight-result");
      await results.first().waitFor();
      expect(await results.count()).toBeGreaterThanOrEqual(2);
      const first = results.first();
      expect(await first.textContent()).toContain("Estimated fare (any airline)");
      await first.getByText("Sample prices", { exact: true }).waitFor();
      await first.getByText("Direct", { exact: true }).waitFor();
      await screenshot(page, "quotes-flight-results-desktop");

      await first.getByRole("button", { name: "Save" }).click();
      await toast(page, "Flight saved");
      const saved = page.getByTestId("saved-flight");
      await saved.first().waitFor();
      expect(await saved.count()).toBe(1);
      const list = await context.request.get(`/api/trips/${trip.id}/quotes/flights`);
      const [quote] = (await list.json()) as Array<{ price: string; id: string }>;
      const price = formatMoney(quote!.price, "USD");
      expect(await saved.first().textContent()).toContain(price);
      // One currency marker: "$1,234.50", not "$1,234.50 USD".
      expect(await saved.first().textContent()).not.toContain(`${price} USD`);
      expect(await results.first().textContent()).not.toMatch(/\d USD/);
      expect(await saved.first().textContent()).toContain("2 passengers");

      // An estimate is not booked in one click: a dialog asks what was paid, by whom, and the status.
      await saved.first().getByRole("button", { name: "Book" }).click();
      let dialog = page.getByRole("dialog", { name: "Book this estimate" });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/Price paid/).inputValue()).toBe(quote!.price);
      // Cancel writes nothing.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await (await context.request.get(`/api/trips/${trip.id}/reservations`)).json()).toEqual([]);
      expect(await (await context.request.get(`/api/trips/${trip.id}/expenses`)).json()).toEqual([]);

      await saved.first().getByRole("button", { name: "Book" }).click();
      dialog = page.getByRole("dialog", { name: "Book this estimate" });
      await dialog.getByLabel(/Price paid/).fill("-1");
      await dialog.getByRole("button", { name: "Book" }).click();
      await dialog.getByText("Price must be a number of at least 0 with at most 2 decimal places").waitFor();
      await dialog.getByLabel(/Price paid/).fill("1234.50");
      await dialog.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "Pending" }).click();
      await dialog.getByRole("button", { name: "Book" }).click();
      await toast(page, "Flight booked!");
      await dialog.waitFor({ state: "detached" });
      await saved.first().getByText("Booked", { exact: true }).first().waitFor();
      await screenshot(page, "quotes-flight-booked-desktop");

      // The reservation is there, pending, with the price actually paid as its cost.
      await page.goto("/reservations");
      const card = page.getByText("Flight New York → London").first();
      await card.waitFor();
      await page.getByText("$1,234.50").first().waitFor();
      const [reservation] = (await (await context.request.get(`/api/trips/${trip.id}/reservations`)).json()) as Array<{ status: string; cost: string }>;
      expect(reservation).toMatchObject({ status: "pending", cost: "1234.50" });

      // And the amount paid is in the budget's Air Tickets: logged as an expense (docs/product/budget-and-expenses.md), nothing planned.
      await page.goto("/budget");
      const row = page.getByTestId("budget-allocation").filter({ has: page.getByRole("heading", { name: "Air Tickets", exact: true }) });
      await row.waitFor();
      expect(await row.textContent()).toContain("$1,234.50 / $0.00");
      await screenshot(page, "quotes-budget-after-booking");
    } finally {
      await context.close();
    }
  });

  it("searches and saves hotels on a phone, and says when a trip is not found", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-04" });
      await page.goto(`/trips/${trip.id}/quotes`);
      await page.getByRole("tab", { name: "Hotels" }).click();
      await page.getByLabel("Location").fill("Lisbon, Portugal");
      await page.getByLabel("Guests").fill("2");
      await page.getByRole("button", { name: "Search Hotels" }).click();
      await toast(page, "Hotel search complete");
      const results = page.getByTestId("hotel-result");
      await results.first().waitFor();
      expect(await results.count()).toBe(4);
      expect(await results.nth(3).textContent()).toContain("Luxury hotel (estimate)");
      expect(await results.nth(3).textContent()).toMatch(/\+\d+ more/);
      await screenshot(page, "quotes-hotel-results-phone");
      await results.nth(2).getByRole("button", { name: "Save" }).click();
      await toast(page, "Hotel saved");
      await page.getByTestId("saved-hotel").first().waitFor();
      await page.getByTestId("saved-hotel").first().getByRole("button", { name: "Delete" }).click();
      await toast(page, "Quote deleted");
      await page.getByText("No saved hotels yet").waitFor();

      await page.goto(`/trips/${randomUUID()}/quotes`);
      await page.getByText("Trip not found").waitFor();
    } finally {
      await context.close();
    }
  });
});
