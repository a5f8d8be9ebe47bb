// Memories (docs/product/memories.md) as a group uses them: five photos made
// here with the time and place a camera writes (EXIF by piexifjs) are
// uploaded at once and land on their days and as pins on the day's map; the
// viewer goes through them by keyboard; a journal entry is written; the admin
// shares the story and the public page shows the photos, whose served files
// carry no GPS; the atlas counts the countries of two trips. Uploads on a bad
// network: photos picked offline wait on the device (the files in IndexedDB)
// as "Waiting to upload" and land when it is back; an upload cut off says so
// per photo, and "Try again" sends only the one that failed.
import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import exifr from "exifr";
import { createTripViaApi, DESKTOP, keptOnDevice, launchBrowserForFile, newContext, PHONE, post, screenshot, signUpViaApi, toast } from "./fixtures";
import { jpegWithExif } from "../src/server/test/photos";

const browser = launchBrowserForFile();

const PHOTOS = [
  { name: "tram.jpg", takenAt: "2027-05-01T09:10:00", lat: 38.7139, lng: -9.1334, colour: "#e9c46a" },
  { name: "castle.jpg", takenAt: "2027-05-01T11:40:00", lat: 38.7139, lng: -9.1335, colour: "#2a9d8f" },
  { name: "pasteis.jpg", takenAt: "2027-05-01T16:05:00", lat: 38.6976, lng: -9.2033, colour: "#f4a261" },
  { name: "fado.jpg", takenAt: "2027-05-02T21:30:00", lat: 38.7118, lng: -9.1303, colour: "#264653" },
  { name: "sintra.jpg", takenAt: "2027-05-02T13:00:00", lat: 38.7876, lng: -9.3906, colour: "#e76f51" },
] as const;

it("five photos land on their days and pins, a journal entry is written, the shared story shows them without locations, and the atlas counts two trips' countries", async () => {
  const context = await newContext(browser());
  const guestContext = await newContext(browser(), { viewport: PHONE });
  try {
    await signUpViaApi(context, { firstName: "Marta", lastName: "Memories" });
    const api = context.request;
    // Another trip, in another country, first: the atlas counts both; the newest (Lisbon) is the one open.
    const madridTrip = await createTripViaApi(context, { name: "Madrid", startDate: "2027-09-10", endDate: "2027-09-12" });
    const madrid = await post(api, "/api/locations", { tripId: madridTrip.id, city: "Madrid", country: "Spain" });
    await post(api, `/api/trips/${madridTrip.id}/itinerary`, { title: "Stay in Madrid", locationId: madrid.id, startDate: "2027-09-10", endDate: "2027-09-12" });
    const trip = await createTripViaApi(context, { name: "Lisbon long weekend", startDate: "2027-05-01", endDate: "2027-05-03" });
    const lisbon = await post(api, "/api/locations", { tripId: trip.id, city: "Lisbon", country: "Portugal" });
    await post(api, `/api/trips/${trip.id}/itinerary`, { title: "Stay in Lisbon", locationId: lisbon.id, startDate: "2027-05-01", endDate: "2027-05-03" });

    const page = await context.newPage();
    await page.goto("/itinerary");
    await page.getByRole("tab", { name: "Days" }).click();
    await page.getByTestId("days-view").waitFor();
    await page.getByRole("button", { name: "Show May 01, 2027 on the map" }).click();
    const memories = page.getByTestId("day-memories");
    await memories.getByText("Memories of May 01, 2027").waitFor();

    const files = await Promise.all(
      PHOTOS.map(async (p) => ({ name: p.name, mimeType: "image/jpeg", buffer: await jpegWithExif({ takenAt: p.takenAt, lat: p.lat, lng: p.lng }, { width: 1600, height: 1200 }, p.colour) })),
    );
    await memories.getByTestId("photo-input").setInputFiles(files);
    await toast(page, "5 photos added");
    await expect.poll(() => memories.getByTestId("day-photo").count()).toBe(3);
    const map = page.getByTestId("day-map-card");
    await expect.poll(() => map.getByTestId("photo-pin").count()).toBe(3);
    await screenshot(page, "memories-day-desktop");

    await page.getByRole("button", { name: "Show May 02, 2027 on the map" }).click();
    await memories.getByText("Memories of May 02, 2027").waitFor();
    await expect.poll(() => memories.getByTestId("day-photo").count()).toBe(2);
    await expect.poll(() => map.getByTestId("photo-pin").count()).toBe(2);

    // The viewer, by keyboard: in the order taken (Sintra at 13:00, then fado at 21:30).
    await memories.getByTestId("day-photo").first().click();
    const viewer = page.getByTestId("photo-viewer");
    await viewer.getByText("1 of 2").waitFor();
    await page.keyboard.press("ArrowRight");
    await viewer.getByText("2 of 2").waitFor();
    await page.keyboard.press("ArrowRight");
    await viewer.getByText("1 of 2").waitFor();
    await screenshot(page, "memories-viewer-desktop");
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    // A caption, from the viewer again.
    await memories.getByTestId("day-photo").first().click();
    await viewer.getByLabel("Caption").fill("Sintra in the mist");
    await viewer.getByRole("button", { name: "Save caption" }).click();
    await toast(page, "Saved");
    await viewer.getByRole("button", { name: "Close" }).click();
    await viewer.waitFor({ state: "detached" });

    // A journal entry with a mood.
    await memories.getByLabel("Your journal entry for the day (Markdown)").fill("**Fado** in Alfama, then the last tram home.");
    await memories.getByRole("radio", { name: "Mood 5 of 5" }).click();
    await memories.getByRole("button", { name: "Save entry" }).click();
    await toast(page, "Saved");
    const entry = memories.getByTestId("journal-entry");
    await entry.getByText("Marta Memories").waitFor();
    expect(await entry.locator("strong").innerText()).toBe("Fado");
    await page.setViewportSize(PHONE);
    await memories.scrollIntoViewIfNeeded();
    await screenshot(page, "memories-day-phone");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "memories-day-phone-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize(DESKTOP);

    // The admin publishes the page and shares the story.
    await page.goto("/family");
    const section = page.getByRole("region", { name: "Public page" });
    await section.getByRole("button", { name: "Publish page" }).click();
    await toast(page, "Public page published");
    const url = await section.getByLabel("Public page address").inputValue();
    const storySwitch = section.getByRole("switch", { name: /Share the story/ });
    expect(await storySwitch.getAttribute("aria-checked")).toBe("false");
    await storySwitch.click();
    await expect.poll(() => storySwitch.getAttribute("aria-checked")).toBe("true");

    // A relative reads it signed out on a phone: the photos and the entry, and no location anywhere.
    const guest = await guestContext.newPage();
    await guest.goto(new URL(url).pathname);
    await guest.getByRole("heading", { level: 1, name: "Lisbon long weekend" }).waitFor();
    const shown = guest.getByTestId("share-photo");
    await expect.poll(() => shown.count()).toBe(5);
    await guest.getByTestId("share-journal").getByText("in Alfama, then the last tram home.").waitFor();
    await guest.getByAltText("Sintra in the mist").waitFor();
    await screenshot(guest, "memories-public-phone");
    const html = await guest.content();
    for (const p of PHOTOS) {
      expect(html).not.toContain(String(p.lat));
      expect(html).not.toContain(String(p.lng));
    }
    for (const src of await shown.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute("src")!))) {
      const res = await guestContext.request.get(src);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/webp");
      expect(await exifr.gps(Buffer.from(await res.body())).catch(() => undefined)).toBeUndefined();
    }

    // The atlas: Portugal and Spain.
    await page.goto("/profile");
    await page.getByTestId("open-atlas").click();
    const totals = page.getByTestId("atlas-total-countries");
    await expect.poll(() => totals.locator("dd").innerText()).toBe("2");
    await expect.poll(() => page.getByTestId("atlas-country").count()).toBe(2);
    await page.getByTestId("atlas-country").filter({ hasText: "Portugal" }).waitFor();
    await page.getByTestId("atlas-country").filter({ hasText: "Spain" }).waitFor();
    await expect.poll(() => page.getByTestId("atlas-country-shape").count()).toBe(2);
    await screenshot(page, "memories-atlas-desktop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "memories-atlas-phone");
    await page.emulateMedia({ colorScheme: "dark" });
    await screenshot(page, "memories-atlas-phone-dark");
  } finally {
    await context.close();
    await guestContext.close();
  }
});

/** The page at 1280 and 390 wide, light and dark, scrolled to `testId`, as `name`-desktop, -desktop-dark, -phone-dark, -phone. */
async function screenshotsOf(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-desktop`);
  await page.emulateMedia({ colorScheme: "dark" });
  await screenshot(page, `${name}-desktop-dark`);
  await page.setViewportSize(PHONE);
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone-dark`);
  await page.emulateMedia({ colorScheme: "light" });
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

it("keeps photos picked offline on the device as waiting and uploads them when back online; a cut-off upload says so and Try again sends only that one", async () => {
  const context = await newContext(browser());
  try {
    await signUpViaApi(context, { firstName: "Nuno", lastName: "Network" });
    const trip = await createTripViaApi(context, { name: "Porto by train", startDate: "2027-06-01", endDate: "2027-06-03" });
    const porto = await post(context.request, "/api/locations", { tripId: trip.id, city: "Porto", country: "Portugal" });
    await post(context.request, `/api/trips/${trip.id}/itinerary`, { title: "Stay in Porto", locationId: porto.id, startDate: "2027-06-01", endDate: "2027-06-03" });
    const photo = async (name: string, colour: string) => ({ name, mimeType: "image/jpeg", buffer: await jpegWithExif({ takenAt: "2027-06-02T12:00:00" }, { width: 800, height: 600 }, colour) });

    const page = await context.newPage();
    await page.goto("/itinerary");
    await page.getByRole("tab", { name: "Days" }).click();
    await page.getByTestId("days-view").waitFor();
    await page.getByRole("button", { name: "Show Jun 02, 2027 on the map" }).click();
    const memories = page.getByTestId("day-memories");
    await memories.getByText("Memories of Jun 02, 2027").waitFor();

    // Offline (a train in a tunnel): the photos wait on the device, the files themselves in IndexedDB.
    await context.setOffline(true);
    const offline = [await photo("ribeira.jpg", "#e9c46a"), await photo("bridge.jpg", "#2a9d8f")];
    await memories.getByTestId("photo-input").setInputFiles(offline);
    await expect.poll(() => memories.getByTestId("photo-waiting").count()).toBe(2);
    await memories.getByTestId("photo-waiting").filter({ hasText: "ribeira.jpg" }).getByText("Waiting to upload").waitFor();
    await memories.getByText("2 photos are kept on this device and will upload when you're back online.").waitFor();
    await expect
      .poll(async () => (await keptOnDevice(page)).files)
      .toEqual(expect.arrayContaining(offline.map((f) => ({ name: f.name, size: f.buffer.length }))));
    await screenshotsOf(page, "photos-waiting", "memories-waiting");

    // Back online: they are sent and appear on the day.
    await context.setOffline(false);
    await expect.poll(() => memories.getByTestId("day-photo").count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => memories.getByTestId("photo-waiting").count()).toBe(0);
    await expect.poll(async () => (await keptOnDevice(page)).files).toEqual([]);

    // The first photo's upload is cut off on the way; the second goes through.
    const sent: string[] = [];
    let cutOff = false;
    await page.route("**/api/trips/*/photos", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      sent.push(route.request().headers()["idempotency-key"] ?? "");
      if (!cutOff) {
        cutOff = true;
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await memories.getByTestId("photo-input").setInputFiles([await photo("tram.jpg", "#f4a261"), await photo("douro.jpg", "#264653")]);
    const failed = memories.getByTestId("photo-upload-failed");
    await failed.filter({ hasText: "tram.jpg" }).getByText("The connection dropped before it arrived. It is not lost: try again.").waitFor();
    await memories.getByText("1 photo did not upload").waitFor();
    await toast(page, "1 photo added");
    expect(await failed.count()).toBe(1);
    await expect.poll(() => memories.getByTestId("day-photo").count()).toBe(3);
    await screenshotsOf(page, "photo-uploads", "memories-upload-failed");

    await memories.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => memories.getByTestId("day-photo").count()).toBe(4);
    await memories.getByTestId("photo-uploads").waitFor({ state: "detached" });
    // Three requests: the cut-off one, the one that went through, and the cut-off one again with its same key.
    expect(sent).toHaveLength(3);
    expect(sent[2]).toBe(sent[0]);
    const onServer = await context.request.get(`/api/trips/${trip.id}/photos`);
    expect(((await onServer.json()) as unknown[]).length).toBe(4);
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
