// Copy a trip as a template (docs/product/trips-and-members.md): a viewer
// copies the trip from its card's menu with a new start date, lands in the
// copy as its admin, and finds the plan there with its dates moved.
import { expect, it } from "vitest";
import { createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();

it("copies a trip from My Trips with a new start date", async () => {
  const context = await newContext(browser());
  try {
    await signUpViaApi(context, { firstName: "Tina", lastName: "Template" });
    const trip = await createTripViaApi(context, { name: "Rome in May", startDate: "2027-05-10", endDate: "2027-05-14", currency: "EUR" });
    const made = await context.request.post(`/api/trips/${trip.id}/reservations`, {
      data: { name: "Hotel Campo", type: "hotel", reservationDate: "2027-05-10", endDate: "2027-05-14", confirmationNumber: "HC-88", cost: "640.00" },
    });
    expect(made.status()).toBe(201);

    const page = await context.newPage();
    await page.goto("/trips");
    await page.getByRole("button", { name: "Trip actions for Rome in May" }).click();
    await page.getByRole("menuitem", { name: "Copy as a new trip" }).click();
    const dialog = page.getByRole("dialog", { name: "Copy “Rome in May”" });
    expect(await dialog.getByLabel("Trip name").inputValue()).toBe("Rome in May (copy)");
    await dialog.getByLabel("Trip name").fill("Rome next year");
    await dialog.getByLabel("New start date").fill("2028-05-08");
    await screenshot(page, "copy-trip-dialog");
    await dialog.getByRole("button", { name: "Copy trip" }).click();
    await toast(page, "“Rome next year” created");
    await page.waitForURL((url) => url.pathname === "/");

    const trips = (await (await context.request.get("/api/trips")).json()) as { id: string; name: string; startDate: string; endDate: string; myRole: string }[];
    const copy = trips.find((t) => t.name === "Rome next year")!;
    expect(copy).toMatchObject({ startDate: "2028-05-08", endDate: "2028-05-12", myRole: "admin" });
    const reservations = (await (await context.request.get(`/api/trips/${copy.id}/reservations`)).json()) as Record<string, unknown>[];
    expect(reservations).toHaveLength(1);
    expect(reservations[0]).toMatchObject({ name: "Hotel Campo", status: "pending", confirmationNumber: null, cost: "640.00", reservationDate: "2028-05-08", endDate: "2028-05-12" });
  } finally {
    await context.close();
  }
});
