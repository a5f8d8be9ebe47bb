// Budget journey (issue 5): add three allocations through the dialog, edit one
// inline, go over budget and see the red texts on the page and the dashboard,
// then delete one with confirmation. Totals are checked to the cent.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();

async function expectText(locator: Locator, text: string) {
  await locator.filter({ hasText: text }).first().waitFor();
  expect(await locator.textContent()).toContain(text);
}

async function isRed(locator: Locator): Promise<boolean> {
  return (await locator.getAttribute("class"))?.split(/\s+/).includes("text-destructive") ?? false;
}

async function addAllocation(
  page: Page,
  opener: string,
  a: { category?: string; city?: string; planned: string; realized?: string; notes?: string },
) {
  await page.getByRole("button", { name: opener }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  if (a.category) {
    await dialog.getByLabel("Category").click();
    await page.getByRole("option", { name: a.category }).click();
  }
  if (a.city) {
    await dialog.getByLabel("City (optional)").click();
    await page.getByRole("option", { name: a.city }).click();
  }
  await dialog.getByLabel(/Planned amount/).fill(a.planned);
  if (a.realized) await dialog.getByLabel(/Realized amount/).fill(a.realized);
  if (a.notes) await dialog.getByLabel("Notes").fill(a.notes);
  await dialog.getByRole("button", { name: "Add Allocation" }).click();
  await toast(page, "Budget allocation created");
  await dialog.waitFor({ state: "detached" });
}

const row = (page: Page, name: string) =>
  page.getByTestId("budget-allocation").filter({ has: page.getByRole("heading", { name, exact: true }) });

describe("budget journey", () => {
  it("adds, edits inline, goes over budget and deletes allocations", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", budget: "1000", currency: "USD" });
      const loc = await context.request.post("/api/locations", { data: { tripId: trip.id, city: "Lisbon", country: "Portugal" } });
      const { id: locationId } = (await loc.json()) as { id: string };
      const item = await context.request.post(`/api/trips/${trip.id}/itinerary`, {
        data: { title: "Stay in Lisbon", startDate: null, endDate: null, allDay: true, locationId },
      });
      expect(item.status(), await item.text()).toBe(201);

      await page.goto("/budget");
      await page.getByText("No budget allocations yet").waitFor();

      // The planned amount is required, with the product description's message.
      await page.getByRole("button", { name: "Add First Allocation" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Add Allocation" }).click();
      await page.getByText("Please enter a planned amount").waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });

      await addAllocation(page, "Add First Allocation", { planned: "500", realized: "450.10", notes: "Flights" });
      await addAllocation(page, "Add Allocation", { category: "Hotels", city: "Lisbon, Portugal", planned: "300.10" });
      await addAllocation(page, "Add Allocation", { category: "Food & Dining", planned: "200", realized: "0.20" });

      await expect(page.getByTestId("budget-allocation").count()).resolves.toBe(3);
      await expectText(page.getByTestId("total-planned"), "$1,000.10");
      await expectText(page.getByTestId("total-spent"), "$450.30");
      // With a trip budget, Remaining is the budget minus Spent; the planned total is what is allocated.
      await expectText(page.getByTestId("trip-budget-total"), "$1,000.00");
      await expectText(page.getByTestId("total-remaining"), "$549.70");
      expect(await isRed(page.getByTestId("total-remaining"))).toBe(false);
      await page.getByText("45.0% used").waitFor();
      await page.getByText("55.0% remaining").waitFor();
      await expectText(row(page, "Hotels"), "Lisbon, Portugal");
      await expectText(row(page, "Hotels"), "$0.00 / $300.10");
      await expectText(row(page, "Hotels"), "$300.10 left");
      await expectText(page.getByTestId("trip-budget"), "Planned exceeds trip budget by $0.10");

      // Inline edit: Cancel leaves the row as it was; Save changes it.
      await row(page, "Hotels").getByRole("button", { name: "Edit Hotels" }).click();
      const editor = page.getByTestId("budget-allocation-editor");
      await editor.getByLabel(/Spent/).fill("999");
      // One allocation at a time: the other rows cannot be edited meanwhile.
      expect(await row(page, "Air Tickets").getByRole("button", { name: "Edit Air Tickets" }).isDisabled()).toBe(true);
      await editor.getByRole("button", { name: "Cancel" }).click();
      await expectText(row(page, "Hotels"), "$300.10 left");

      await row(page, "Hotels").getByRole("button", { name: "Edit Hotels" }).click();
      await editor.getByLabel(/Spent/).fill("700");
      await editor.getByRole("button", { name: "Save" }).click();
      await toast(page, "Budget allocation updated");
      await editor.waitFor({ state: "detached" });

      // Over budget: red texts on the row, the Remaining card and the usage.
      const overText = row(page, "Hotels").getByText("$399.90 over");
      await overText.waitFor();
      expect(await isRed(overText)).toBe(true);
      await expectText(page.getByTestId("total-spent"), "$1,150.30");
      await expectText(page.getByTestId("total-remaining"), "$150.30 over");
      expect(await isRed(page.getByTestId("total-remaining"))).toBe(true);
      await page.getByText("115.0% used").waitFor();
      await page.getByText("0.0% remaining").waitFor();
      await screenshot(page, "budget-over");

      // The dashboard tracker: red "Over budget by", the last three newest first.
      await page.getByRole("link", { name: /Dashboard/ }).first().click();
      const card = page.getByTestId("budget-tracker-card");
      await card.waitFor();
      const overBy = card.getByText("Over budget by $150.30");
      await overBy.waitFor();
      expect(await isRed(overBy)).toBe(true);
      await card.getByText("115.0% used").waitFor();
      const latest = await card.getByRole("list", { name: "Latest categories" }).getByRole("listitem").allTextContents();
      expect(latest.map((t) => t.split("$")[0])).toEqual(["Food & Dining", "Hotels", "Air Tickets"]);
      await card.getByRole("link", { name: "Manage" }).click();
      await page.waitForURL((url) => url.pathname === "/budget");

      // Delete with confirmation; Cancel first keeps it.
      await row(page, "Food & Dining").getByRole("button", { name: "Delete Food & Dining" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("alertdialog").waitFor({ state: "detached" });
      await expect(page.getByTestId("budget-allocation").count()).resolves.toBe(3);
      await row(page, "Food & Dining").getByRole("button", { name: "Delete Food & Dining" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await toast(page, "Budget allocation deleted");
      await row(page, "Food & Dining").waitFor({ state: "detached" });
      await expect(page.getByTestId("budget-allocation").count()).resolves.toBe(2);
      await expectText(page.getByTestId("total-planned"), "$800.10");
      await expectText(page.getByTestId("total-spent"), "$1,150.10");
      await expectText(page.getByTestId("total-remaining"), "$150.10 over");
      await expectText(page.getByTestId("trip-budget"), "$199.90 of trip budget unallocated");
      await screenshot(page, "budget-after-delete");
    } catch (error) {
      await screenshot(page, "budget-failure");
      throw error;
    } finally {
      await context.close();
    }
  });
});
