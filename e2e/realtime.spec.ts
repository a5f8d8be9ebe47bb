// Live collaboration (issue 10): two members side by side. One adds a city
// through the UI and a reservation and a chat message through the API; the
// other, who only keeps the dashboard open, sees all three appear without
// reloading, and each header shows the other member as present.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createTripViaApi, launchBrowser, newContext, screenshot, signUpViaApi } from "./fixtures";

const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The header's presence group, found by its accessible name. */
const presence = (page: Page, name: string) => page.getByRole("group", { name: `Also viewing this trip: ${name}` });

describe("live collaboration", () => {
  it("shows one member's changes and presence to the other without a reload", async () => {
    const adaContext = await newContext(browser);
    const bobContext = await newContext(browser);
    const ada = await adaContext.newPage();
    const bob = await bobContext.newPage();
    try {
      await signUpViaApi(adaContext, { firstName: "Ada", lastName: "Lovelace" });
      const bobUser = await signUpViaApi(bobContext, { firstName: "Bob", lastName: "Berg" });
      const trip = await createTripViaApi(adaContext, { name: "Live Lisbon", startDate: d("06-01"), endDate: d("06-10") });
      const invite = await adaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: bobUser.email, role: "editor" } });
      expect(invite.status()).toBe(201);

      // Bob keeps the dashboard open; it is empty for now.
      await bob.goto("/");
      await bob.getByRole("heading", { name: "Live Lisbon" }).or(bob.getByText("Live Lisbon").first()).first().waitFor();
      // Bob's first document stays the same page: a reload would reset this marker.
      await bob.evaluate(() => ((window as unknown as { rwMarker: string }).rwMarker = "no reload"));

      // Ada opens the itinerary: each sees the other in the header.
      await ada.goto("/itinerary");
      await presence(ada, "Bob Berg").waitFor();
      await presence(bob, "Ada Lovelace").waitFor();
      expect(await presence(bob, "Ada Lovelace").innerText()).toContain("AL");

      // Ada adds a city through the dialog.
      await ada.getByRole("button", { name: "Add First City" }).click();
      const dialog = ada.getByRole("dialog");
      await dialog.getByLabel("City").fill("Lisbon");
      await dialog.getByLabel("Country").fill("Portugal");
      await dialog.getByLabel("Arrival date").fill(d("06-01"));
      await dialog.getByLabel("Departure date").fill(d("06-05"));
      await dialog.getByRole("button", { name: "Add City" }).click();
      await dialog.waitFor({ state: "detached" });

      // …and a reservation and a chat message through the API.
      const reservation = await adaContext.request.post(`/api/trips/${trip.id}/reservations`, {
        data: { name: "Pasteis de Belem", type: "restaurant", reservationDate: d("06-02") },
      });
      expect(reservation.status()).toBe(201);
      const chat = await adaContext.request.post(`/api/trips/${trip.id}/chat`, { data: { content: "Who wants custard tarts?" } });
      expect(chat.status()).toBe(201);

      await bob.getByText("Lisbon, Portugal").first().waitFor();
      await bob.getByText("Pasteis de Belem").first().waitFor();
      await bob.getByText("Who wants custard tarts?").first().waitFor();
      expect(await bob.evaluate(() => (window as unknown as { rwMarker?: string }).rwMarker)).toBe("no reload");
      await screenshot(bob, "realtime-bob-dashboard");
      await screenshot(ada, "realtime-ada-itinerary");

      // Ada leaves: Bob's header no longer shows her.
      await ada.close();
      await presence(bob, "Ada Lovelace").waitFor({ state: "detached" });
    } finally {
      await adaContext.close();
      await bobContext.close();
    }
  });
});
