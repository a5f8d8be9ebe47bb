// The reservations journey as a user lives it: add a hotel and a restaurant
// through the dialog, filter and search, rate and clear a rating, edit,
// change the status, export the filtered list as CSV and read the file,
// then delete with confirmation. The trip is seeded through the API.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import type { Reservation } from "@shared/reservations";
import { createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast } from "./fixtures";

const year = new Date().getFullYear() + 1;
const HOTEL_DATE = `${year}-07-01`;
const DINNER_DATE = `${year}-07-02`;

const browser = launchBrowserForFile();

async function listViaApi(context: BrowserContext, tripId: string): Promise<Reservation[]> {
  const res = await context.request.get(`/api/trips/${tripId}/reservations`);
  expect(res.status()).toBe(200);
  return res.json();
}

const card = (page: Page, name: string) => page.getByRole("article", { name });

async function openMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
}

async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export" }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, "utf8") };
}

describe("reservations journey", () => {
  it("adds, filters, rates, edits, changes status, exports and deletes", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Rome in July", currency: "EUR" });

      await page.goto("/reservations");
      await page.getByRole("heading", { name: "No Reservations Found" }).waitFor();
      await page.getByText("Start planning your trip by adding your first reservation.").waitFor();

      // A hotel: the form's defaults are type Hotel and status Confirmed.
      await page.getByRole("button", { name: "Add Reservation" }).first().click();
      let dialog = page.getByRole("dialog");
      expect(await dialog.getByLabel("Type").textContent()).toContain("Hotel");
      expect(await dialog.getByLabel("Status").textContent()).toContain("Confirmed");
      // Required fields first.
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await toast(page, "Please fill in required fields");
      expect(await dialog.getByText("Please fill in required fields").count()).toBe(2);

      await dialog.getByLabel("Name *").fill("Hotel Artemide");
      await dialog.getByLabel("Date *").fill(HOTEL_DATE);
      await dialog.getByLabel("Time").fill("15:00");
      await dialog.getByLabel("End date").fill(`${year}-07-04`);
      await dialog.getByLabel("City").fill("Rome");
      await dialog.getByLabel("Country").fill("Italy");
      await dialog.getByLabel("Confirmation number").fill("ART-123");
      await dialog.getByLabel("Cost").fill("1240.5");
      await dialog.getByLabel("Notes").fill("Quiet room, please");
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await toast(page, "Reservation added successfully");
      await dialog.waitFor({ state: "detached" });
      const hotel = card(page, "Hotel Artemide");
      await hotel.waitFor();
      const hotelText = await hotel.textContent();
      // A stay shows its check-out too: from the 1st to the 4th.
      expect(hotelText).toMatch(new RegExp(`Jul\\s1\\s-\\sJul\\s4,\\s${year} at 15:00`));
      expect(hotelText).toContain("Conf: ART-123");
      expect(hotelText).toContain("€1,240.50");
      expect(hotelText).toContain("Quiet room, please");
      expect(hotelText).toContain("Confirmed");

      // A restaurant.
      await page.getByRole("button", { name: "Add Reservation" }).first().click();
      dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name *").fill("Trattoria Da Enzo");
      await dialog.getByLabel("Type").click();
      await page.getByRole("option", { name: "Restaurant" }).click();
      await dialog.getByLabel("Date *").fill(DINNER_DATE);
      await dialog.getByLabel("Time").fill("20:30");
      await dialog.getByLabel("Cost").fill("85");
      await dialog.getByLabel("Description").fill("Roman classics, with a comma");
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await dialog.waitFor({ state: "detached" });
      await card(page, "Trattoria Da Enzo").waitFor();

      const stored = await listViaApi(context, trip.id);
      expect(stored.map((r) => [r.name, r.type, r.status, r.cost])).toEqual([
        ["Hotel Artemide", "hotel", "confirmed", "1240.50"],
        ["Trattoria Da Enzo", "restaurant", "confirmed", "85.00"],
      ]);
      expect(stored[0]!.location).toEqual({ city: "Rome", country: "Italy" });

      // Sub-tab counts, then filter by sub-tab, by the type select, and search.
      expect(await page.getByTestId("count-all").textContent()).toBe("2");
      expect(await page.getByTestId("count-hotel").textContent()).toBe("1");
      expect(await page.getByTestId("count-restaurant").textContent()).toBe("1");
      expect(await page.getByTestId("count-attraction").textContent()).toBe("0");
      await page.getByRole("tab", { name: /Restaurants/ }).click();
      await hotel.waitFor({ state: "detached" });
      expect(await page.getByTestId("reservation-card").count()).toBe(1);
      await page.getByRole("combobox", { name: "Filter by type" }).click();
      await page.getByRole("option", { name: "Hotels" }).click();
      await card(page, "Trattoria Da Enzo").waitFor({ state: "detached" });
      await hotel.waitFor();
      await page.getByRole("tab", { name: /^All/ }).click();
      await page.getByLabel("Search reservations").last().fill("enzo");
      await hotel.waitFor({ state: "detached" });
      expect(await page.getByTestId("count-all").textContent()).toBe("1");
      await page.getByLabel("Search reservations").last().fill("sushi");
      await page.getByText("No reservations match your search criteria.").waitFor();
      await page.getByLabel("Search reservations").last().fill("");
      await hotel.waitFor();

      // Rate 4, then click the same star again to clear it.
      await hotel.getByRole("button", { name: "Rate 4 of 5" }).click();
      await toast(page, "Rating updated successfully");
      await hotel.getByText("4/5.0").waitFor();
      expect((await listViaApi(context, trip.id))[0]!.userRating).toBe(4);
      await hotel.getByRole("button", { name: "Clear your rating (4 of 5)" }).click();
      // Cleared, no rating is shown (not an empty "0/5.0"), and the stars stay to rate again.
      await hotel.getByText("4/5.0").waitFor({ state: "detached" });
      expect(await hotel.getByText("0/5.0").count()).toBe(0);
      await hotel.getByRole("button", { name: "Rate 4 of 5" }).waitFor();
      expect((await listViaApi(context, trip.id))[0]!.userRating).toBeNull();

      // Edit through the card menu.
      await openMenu(page, "Hotel Artemide");
      await page.getByRole("menuitem", { name: "Edit" }).click();
      dialog = page.getByRole("dialog");
      expect(await dialog.getByLabel("Name *").inputValue()).toBe("Hotel Artemide");
      await dialog.getByLabel("Name *").fill("Hotel Artemide Roma");
      await dialog.getByLabel("Cost").fill("1300");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.waitFor({ state: "detached" });
      const edited = card(page, "Hotel Artemide Roma");
      await edited.getByText("€1,300.00").waitFor();

      // Status change through the menu.
      await openMenu(page, "Hotel Artemide Roma");
      await page.getByRole("menuitem", { name: "Mark as Pending" }).click();
      await edited.getByText("Pending", { exact: true }).waitFor();
      expect((await listViaApi(context, trip.id))[0]!.status).toBe("pending");
      await screenshot(page, "reservations-list");

      // Export the whole list, then a filtered one, and read the files.
      const all = await exportCsv(page);
      expect(all.name).toMatch(/^reservations-rome-in-july-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = all.text.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toMatch(/^Name,Type,Status,Date,Time,End Date,Confirmation Number,Cost,Currency,City,Country,/);
      expect(lines[1]).toMatch(new RegExp(`^Hotel Artemide Roma,Hotel,Pending,${HOTEL_DATE},15:00,${year}-07-04,ART-123,1300.00,EUR,Rome,Italy,`));
      expect(lines[2]).toContain(`Trattoria Da Enzo,Restaurant,Confirmed,${DINNER_DATE},20:30,,,85.00,EUR,,,,"Roman classics, with a comma"`);
      expect(lines.filter(Boolean)).toHaveLength(3);

      await page.getByRole("tab", { name: /Restaurants/ }).click();
      await edited.waitFor({ state: "detached" });
      const filtered = await exportCsv(page);
      const rows = filtered.text.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatch(/^Trattoria Da Enzo,Restaurant,/);
      await page.getByRole("tab", { name: /^All/ }).click();

      // Delete asks first; Cancel keeps it, Delete removes it.
      await openMenu(page, "Trattoria Da Enzo");
      await page.getByRole("menuitem", { name: "Delete" }).click();
      let confirm = page.getByRole("alertdialog");
      await confirm.getByText("This action cannot be undone").waitFor();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await confirm.waitFor({ state: "detached" });
      expect(await listViaApi(context, trip.id)).toHaveLength(2);
      await openMenu(page, "Trattoria Da Enzo");
      await page.getByRole("menuitem", { name: "Delete" }).click();
      confirm = page.getByRole("alertdialog");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await card(page, "Trattoria Da Enzo").waitFor({ state: "detached" });
      const left = await listViaApi(context, trip.id);
      expect(left.map((r) => r.name)).toEqual(["Hotel Artemide Roma"]);

      // The dashboard card shows what is left.
      await page.goto("/");
      await page.getByText("Recent Reservations").waitFor();
      await page.getByRole("link", { name: /Hotel Artemide Roma/ }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows a viewer the list and lets them rate, without write controls", async () => {
    const ownerCtx = await newContext(browser());
    const viewerCtx = await newContext(browser());
    const page = await viewerCtx.newPage();
    try {
      await signUpViaApi(ownerCtx);
      const trip = await createTripViaApi(ownerCtx, { name: "Shared trip" });
      const res = await ownerCtx.request.post(`/api/trips/${trip.id}/reservations`, {
        data: { name: "Museum pass", type: "attraction", reservationDate: HOTEL_DATE },
      });
      expect(res.status()).toBe(201);
      const viewer = await signUpViaApi(viewerCtx);
      const invite = await ownerCtx.request.post(`/api/trips/${trip.id}/members`, { data: { userId: viewer.email, role: "viewer" } });
      // The members API belongs to another issue; without it this case has nothing to check.
      if (invite.status() === 404) return;
      expect(invite.status()).toBeLessThan(300);

      await page.goto("/reservations");
      const museum = card(page, "Museum pass");
      await museum.waitFor();
      expect(await page.getByRole("button", { name: "Add Reservation" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Actions for Museum pass" }).count()).toBe(0);
      await museum.getByRole("button", { name: "Rate 5 of 5" }).click();
      await museum.getByText("5/5.0").waitFor();
    } finally {
      await ownerCtx.close();
      await viewerCtx.close();
    }
  });

  it("adds a flight from Lisbon to New York by its two ends: each time on its own clock, eight hours in the air", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Atlantic", startDate: `${year}-01-10`, endDate: `${year}-01-20` });
      await page.goto("/reservations");
      await page.getByRole("button", { name: "Add Reservation" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name *").fill("TP 209");
      await dialog.getByLabel("Type").click();
      await page.getByRole("option", { name: "Flight" }).click();
      await dialog.getByLabel("Date *").fill(`${year}-01-12`);
      await dialog.getByLabel("Time", { exact: true }).fill("10:00");
      // Each end is found with the trip's place search (the bundled cities here, matched by their whole name).
      for (const [label, query, pick] of [["From", "Lisbon", "Lisbon"], ["To", "New York City", "New York City"]] as const) {
        await dialog.getByLabel(label, { exact: true }).fill(query);
        await dialog.getByRole("list", { name: `Places for ${label}` }).getByRole("button", { name: new RegExp(`^${pick}`) }).first().click();
      }
      await dialog.getByLabel("Arrival time").fill("13:00");
      await screenshot(page, "reservation-flight-form");
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await dialog.waitFor({ state: "detached" });
      const flight = card(page, "TP 209");
      await flight.getByText("8 h").waitFor();
      expect(await flight.textContent()).toContain("Lisbon 10:00 → New York City 13:00");
      const [stored] = await listViaApi(context, trip.id);
      expect([stored!.from?.timeZone, stored!.to?.timeZone, stored!.durationMinutes]).toEqual(["Europe/Lisbon", "America/New_York", 480]);
    } finally {
      await context.close();
    }
  });
});

