// Bookings in, as a new user would (issue 22's Done when): drop an airline
// e-mail with two legs, a hotel confirmation, a restaurant booking, an event
// ticket .ics and a boarding pass; the preview shows them with their local
// dates and times; they are added; a second drop of the e-mail is flagged as
// already in the trip; the e-ticket PDF, attached to a flight, downloads.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import type { Reservation } from "@shared/reservations";
import { fixturePath } from "../src/server/imports/fixtures";
import { createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();

const DROP = ["airline-two-legs.eml", "hotel-confirmation.eml", "restaurant.html", "concert-ticket.ics", "boarding-pass-field-date.pkpass"];

describe("importing bookings", () => {
  it("reads a typical drop, adds it, flags a second drop, and keeps the ticket on the flight", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon and on", currency: "EUR", startDate: "2026-12-01", endDate: "2026-12-06" });
      await page.goto("/reservations");
      await page.getByRole("button", { name: "Import" }).click();
      let dialog = page.getByRole("dialog");
      await dialog.locator('input[type="file"]').setInputFiles(DROP.map(fixturePath));
      for (const name of DROP) await dialog.getByText(name, { exact: true }).waitFor();
      await dialog.getByRole("button", { name: "Read bookings" }).click();
      await dialog.getByText("6 bookings found").waitFor();

      const cards = dialog.getByTestId("import-candidate");
      expect(await cards.count()).toBe(6);
      const first = cards.nth(0);
      expect(await first.getByLabel("Name *").inputValue()).toBe("TP1234 Lisbon → Frankfurt am Main");
      expect(await first.getByLabel("Date *").inputValue()).toBe("2026-12-03");
      expect(await first.getByLabel("Time").inputValue()).toBe("07:35");
      expect(await cards.nth(1).getByLabel("Time").inputValue()).toBe("13:15");
      expect(await cards.nth(2).getByLabel("Name *").inputValue()).toBe("Hotel Avenida Palace");
      // Without a model, the attached e-ticket PDF is said to need one.
      expect(await dialog.getByTestId("import-unreadable").textContent()).toContain("Reading this file needs an AI model");
      // Dates outside the trip are warned of, as the reservation form does: the hotel checks out on
      // the 8th and the Porto flight is in January; the others are within Dec 1–6.
      expect(await dialog.getByTestId("outside-trip-warning").count()).toBe(2);
      expect(await cards.nth(5).getByTestId("outside-trip-warning").textContent()).toContain("is outside this trip");
      expect(await first.getByTestId("outside-trip-warning").count()).toBe(0);
      // Every field is editable before anything is saved.
      await cards.nth(3).getByLabel("Name *").fill("Cervejaria Ramiro (seafood)");
      await screenshot(page, "import-preview");

      await dialog.getByRole("button", { name: "Add 6 reservations" }).click();
      await toast(page, "6 reservations added");
      await dialog.waitFor({ state: "detached" });
      const res = await context.request.get(`/api/trips/${trip.id}/reservations`);
      const saved = (await res.json()) as Reservation[];
      expect(saved.map((r) => [r.type, r.name, r.reservationDate, r.reservationTime])).toEqual([
        ["flight", "TP1234 Lisbon → Frankfurt am Main", "2026-12-03", "07:35"],
        ["flight", "TP7650 Frankfurt am Main → New York", "2026-12-03", "13:15"],
        ["restaurant", "Cervejaria Ramiro (seafood)", "2026-12-04", "20:30"],
        ["attraction", "Fado night at Clube de Fado", "2026-12-04", "22:30"],
        ["hotel", "Hotel Avenida Palace", "2026-12-05", "15:00"],
        ["flight", "IB3101 Porto → Madrid", "2027-01-15", "06:10"],
      ]);
      const flight = page.getByRole("article", { name: "TP1234 Lisbon → Frankfurt am Main" });
      expect(await flight.textContent()).toContain("Dec 03, 2026 at 07:35");

      // The same e-mail again: both legs are already in the trip, and nothing is ticked.
      await page.getByRole("button", { name: "Import" }).click();
      dialog = page.getByRole("dialog");
      await dialog.locator('input[type="file"]').setInputFiles(fixturePath("airline-two-legs.eml"));
      await dialog.getByRole("button", { name: "Read bookings" }).click();
      await dialog.getByText("2 bookings found").waitFor();
      expect(await dialog.getByTestId("import-duplicate").count()).toBe(2);
      expect(await dialog.getByRole("button", { name: "Add 0 reservations" }).isDisabled()).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });

      // The kept e-mail is on the flight; the e-ticket PDF is added there and downloads as it was.
      await page.getByRole("button", { name: "Files of TP1234 Lisbon → Frankfurt am Main" }).click();
      dialog = page.getByRole("dialog");
      await dialog.getByText("airline-two-legs.eml").waitFor();
      await dialog.locator('input[type="file"]').setInputFiles(fixturePath("e-ticket.pdf"));
      await toast(page, "e-ticket.pdf added");
      await dialog.getByText("e-ticket.pdf").waitFor();
      const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download e-ticket.pdf" }).click()]);
      expect(download.suggestedFilename()).toBe("e-ticket.pdf");
      expect(readFileSync((await download.path())!).equals(readFileSync(fixturePath("e-ticket.pdf")))).toBe(true);
      await screenshot(page, "reservation-files");
    } finally {
      await context.close();
    }
  });

  it("keeps local times from a boarding pass written in UTC: departure on Frankfurt's clock, landing on New York's", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "To New York", currency: "EUR", startDate: "2026-12-01", endDate: "2026-12-10" });
      // 09:05 UTC is 10:05 in Frankfurt (UTC+1); 17:40 UTC is 12:40 in New York (UTC-5): 8 h 35 min in the air.
      const pass = {
        formatVersion: 1,
        organizationName: "Lufthansa",
        semantics: {
          airlineCode: "LH",
          flightNumber: 400,
          departureAirportCode: "FRA",
          destinationAirportCode: "JFK",
          originalDepartureDate: "2026-12-04T09:05:00Z",
          originalArrivalDate: "2026-12-04T17:40:00Z",
          departureGate: "Z25",
          seats: [{ seatNumber: "31K" }],
        },
        boardingPass: { transitType: "PKTransitTypeAir" },
      };
      await page.goto("/reservations");
      await page.getByRole("button", { name: "Import" }).click();
      const dialog = page.getByRole("dialog");
      const file = { name: "LH400.pkpass", mimeType: "application/vnd.apple.pkpass", buffer: Buffer.from(zipSync({ "pass.json": strToU8(JSON.stringify(pass)) })) };
      await dialog.locator('input[type="file"]').setInputFiles(file);
      await dialog.getByRole("button", { name: "Read bookings" }).click();
      const card = dialog.getByTestId("import-candidate");
      await card.waitFor();
      expect(await card.getByLabel("Date *").inputValue()).toBe("2026-12-04");
      expect(await card.getByLabel("Time").inputValue()).toBe("10:05");
      await dialog.getByRole("button", { name: "Add 1 reservation" }).click();
      await toast(page, "1 reservation added");
      const saved = (await (await context.request.get(`/api/trips/${trip.id}/reservations`)).json()) as Reservation[];
      expect(saved.map((r) => [r.type, r.reservationTime, r.endDate, r.endTime, r.seat, r.durationMinutes, r.from?.timeZone, r.to?.timeZone])).toEqual([
        ["flight", "10:05", "2026-12-04", "12:40", "31K", 515, "Europe/Berlin", "America/New_York"],
      ]);
    } finally {
      await context.close();
    }
  });
});
