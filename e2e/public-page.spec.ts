// The public page (docs/product/sharing.md, ADR 028) as people use it: an admin publishes
// the trip on the Family page and copies the link; a relative opens it signed
// out on a phone and sees the days, cities, map and reservations but no
// confirmation number, cost, note or e-mail; the admin turns it off and the
// page is gone at once. Then the trip is printed (print media: no navigation
// or buttons, the trip sheet) and downloaded as a PDF from the itinerary.
import { expect, it } from "vitest";
import { createTripViaApi, DESKTOP, launchBrowserForFile, newContext, PHONE, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();

const PRIVATE = { confirmationNumber: "CONF-7731-XQ", cost: "612.50", notes: "Door code 4471" };

it("an admin publishes the trip, a signed-out relative reads it without private data, the admin turns it off and the page is gone", async () => {
  const adminContext = await newContext(browser());
  const guestContext = await newContext(browser(), { viewport: PHONE });
  try {
    await adminContext.grantPermissions(["clipboard-read", "clipboard-write"]);
    const adminUser = await signUpViaApi(adminContext, { firstName: "Olivia", lastName: "Admin" });
    const trip = await createTripViaApi(adminContext, { name: "Lisbon & Porto with the kids", startDate: "2027-05-01", endDate: "2027-05-05" });
    const api = adminContext.request;
    const lisbon = await (await api.post("/api/locations", { data: { tripId: trip.id, city: "Lisbon", country: "Portugal" } })).json();
    const porto = await (await api.post("/api/locations", { data: { tripId: trip.id, city: "Porto", country: "Portugal" } })).json();
    for (const data of [
      { title: "Stay in Lisbon", locationId: lisbon.id, startDate: "2027-05-01", endDate: "2027-05-03" },
      { title: "Stay in Porto", locationId: porto.id, startDate: "2027-05-04", endDate: "2027-05-05" },
      { title: "Tram 28 ride", startDate: "2027-05-02", startTime: "09:30", endTime: "11:00", allDay: false },
    ]) {
      expect((await api.post(`/api/trips/${trip.id}/itinerary`, { data })).status()).toBe(201);
    }
    const hotel = { name: "Hotel Avenida", type: "hotel", reservationDate: "2027-05-01", reservationTime: "15:00", endDate: "2027-05-04", address: "Av. da Liberdade 123, Lisboa", ...PRIVATE };
    expect((await api.post(`/api/trips/${trip.id}/reservations`, { data: hotel })).status()).toBe(201);

    // The admin publishes on the Family page; the link is copied.
    const admin = await adminContext.newPage();
    await admin.goto("/family");
    const section = admin.getByRole("region", { name: "Public page" });
    await section.getByText("Not published: only members can see this trip.").waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(admin, "public-page-family-off-desktop");
    await section.getByRole("button", { name: "Publish page" }).click();
    await toast(admin, "Public page published");
    const url = await section.getByLabel("Public page address").inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await section.getByText("On", { exact: true }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(admin, "public-page-family-on-desktop");
    await admin.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await screenshot(admin, "public-page-family-on-phone");
    await admin.setViewportSize(DESKTOP);

    // A relative, signed out, on a phone.
    const guest = await guestContext.newPage();
    const path = new URL(url).pathname;
    const response = await guest.goto(path);
    expect(response!.status()).toBe(200);
    expect(response!.headers()["x-robots-tag"]).toMatch(/noindex/);
    expect(new URL(guest.url()).pathname).toBe(path);
    await guest.getByRole("heading", { level: 1, name: "Lisbon & Porto with the kids" }).waitFor();
    await guest.getByText("May 1 - May 5, 2027").first().waitFor();
    expect(await guest.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    expect(await guest.locator('meta[property="og:title"]').getAttribute("content")).toBe("Lisbon & Porto with the kids");
    expect(await guest.locator('meta[property="og:description"]').getAttribute("content")).toBe("May 1 - May 5, 2027 · Lisbon, Porto");
    expect(await guest.getByTestId("share-day").count()).toBe(5);
    await guest.getByTestId("share-day").nth(1).getByText("Tram 28 ride").waitFor();
    await guest.getByTestId("share-day").nth(1).getByText("09:30–11:00").waitFor();
    const reservation = guest.getByTestId("share-reservation");
    await reservation.getByText("Hotel Avenida").waitFor();
    await reservation.getByText("Av. da Liberdade 123, Lisboa").waitFor();
    await guest.getByTestId("share-map").waitFor();
    const text = await guest.locator("body").innerText();
    const html = await guest.content();
    for (const secret of [PRIVATE.confirmationNumber, PRIVATE.cost, "612,50", PRIVATE.notes, adminUser.email]) {
      expect(text, secret).not.toContain(secret);
      expect(html, secret).not.toContain(secret);
    }
    // No cost in any form in what a person reads (the map's path data may hold such digits).
    expect(text).not.toContain("612");
    expect(await guest.locator("script").count()).toBe(0);
    await screenshot(guest, "public-page-phone");
    await guest.setViewportSize(DESKTOP);
    await screenshot(guest, "public-page-desktop");
    await guest.setViewportSize(PHONE);

    // The admin turns it off: the same address is gone at once.
    await section.getByRole("button", { name: "Turn off" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Turn off" }).click();
    await toast(admin, "Public page turned off");
    await section.getByRole("button", { name: "Publish page" }).waitFor();
    const gone = await guest.reload();
    expect(gone!.status()).toBe(404);
    await guest.getByRole("heading", { name: "This trip is not shared" }).waitFor();
    expect(await guest.locator("body").innerText()).not.toContain("Hotel Avenida");
    await screenshot(guest, "public-page-gone-phone");
  } finally {
    await guestContext.close();
    await adminContext.close();
  }
});

it("a member prints the trip as a clean document and downloads it as a PDF", async () => {
  const context = await newContext(browser());
  try {
    await signUpViaApi(context, { firstName: "Pia", lastName: "Printer" });
    const trip = await createTripViaApi(context, { name: "Glovebox copy", startDate: "2027-06-01", endDate: "2027-06-02" });
    const api = context.request;
    const rome = await (await api.post("/api/locations", { data: { tripId: trip.id, city: "Rome", country: "Italy" } })).json();
    expect((await api.post(`/api/trips/${trip.id}/itinerary`, { data: { title: "Stay in Rome", locationId: rome.id, startDate: "2027-06-01", endDate: "2027-06-02" } })).status()).toBe(201);
    const dinner = { name: "Trattoria da Enzo", type: "restaurant", reservationDate: "2027-06-01", reservationTime: "20:00", address: "Via dei Vascellari 29", confirmationNumber: "ENZO-12" };
    expect((await api.post(`/api/trips/${trip.id}/reservations`, { data: dinner })).status()).toBe(201);

    const page = await context.newPage();
    await page.goto("/itinerary");
    const pdfLink = page.getByRole("link", { name: "Export PDF" });
    await pdfLink.waitFor();
    await page.getByRole("button", { name: "Print", exact: true }).waitFor();
    await screenshot(page, "itinerary-print-buttons-desktop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "itinerary-print-buttons-phone");
    await page.setViewportSize(DESKTOP);

    // The PDF the button downloads.
    const href = await pdfLink.getAttribute("href");
    expect(href).toBe(`/api/trips/${trip.id}/export.pdf`);
    const [download] = await Promise.all([page.waitForEvent("download"), pdfLink.click()]);
    // The name as typed (filename*); older clients get the ASCII "glovebox-copy.pdf".
    expect(download.suggestedFilename()).toBe("Glovebox copy.pdf");
    const pdf = await api.get(href!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Printed: no navigation, header or buttons; the trip sheet with the confirmation number.
    await page.emulateMedia({ media: "print" });
    const sheet = page.getByTestId("trip-print-sheet");
    await sheet.getByText("Trattoria da Enzo · Restaurant").first().waitFor();
    await sheet.getByText("Confirmation: ENZO-12").first().waitFor();
    await sheet.getByText("Via dei Vascellari 29").first().waitFor();
    for (const hidden of [page.locator("aside"), page.locator("header"), page.getByRole("button", { name: "Print", exact: true }), page.getByRole("link", { name: "Export PDF" })]) {
      expect(await hidden.first().isVisible()).toBe(false);
    }
    // The sheet uses the paper's width: no room kept for the side navigation.
    expect((await sheet.boundingBox())!.x).toBeLessThan(80);
    await screenshot(page, "itinerary-printed");
    await page.emulateMedia({ media: "screen" });
    expect(await sheet.isVisible()).toBe(false);
  } finally {
    await context.close();
  }
});
