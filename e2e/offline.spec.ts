// The trip in a pocket (docs/product/offline.md, issue 24) in a real Chromium: the app
// installs (Page.getInstallabilityErrors over CDP says none), its worker
// precaches the shell, and a trip opened online reads again after a reload
// with the network off (context.setOffline), from the data kept on the device,
// under the "Offline — showing what was saved at HH:mm" banner. Changes made
// offline wait on the device ("waiting to sync", also across a reload) and
// land exactly once when the network is back, seen live by a second member.
import { describe, expect, it } from "vitest";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS } from "./global-setup";
import { startAppServer } from "./app-server";
import { deployNewVersion, NEW_BUILD } from "./deploy";
import { baseURL, createTripViaApi, DESKTOP, keptOnDevice, launchBrowserForFile, newContext, PHONE, screenshot, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
const year = new Date().getFullYear() + 1;

/** Waits until the service worker is active: from then on it answers pages the network does not. */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Whether the copy kept on the device holds an answer of `path` (a GET the page made). */
const isSavedOnDevice = async (page: Page, path: string): Promise<boolean> => (await keptOnDevice(page)).paths.includes(path);

/** The keys of the device's store ("current", "data:<userId>", "writes:<userId>"). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("roamwise-offline");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains("keyval")) return [];
      return await new Promise<string[]>((resolve) => {
        const request = db.transaction("keyval").objectStore("keyval").getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String).sort());
      });
    } finally {
      db.close();
    }
  });
}

/**
 * Clicks an item's box and says whether it shows ticked once the click has been handled: read by a timer set as the
 * click begins, so after the click's own work (its handlers and what they await) and before any timer the page sets
 * meanwhile (timers of equal delay run in the order set). TanStack Query tells React of a change on such a timer;
 * Playwright's check() reads the box in a task of its own, before or after that timer depending on how busy the page
 * is — right after a reload, busy — and a person sees the frames in between, or clicks again.
 */
async function tickedOnceClickHandled(page: Page, text: string): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as unknown as { shownOnceHandled?: Promise<boolean> };
    w.shownOnceHandled = new Promise((resolve) => {
      const read = (e: Event) => setTimeout(() => resolve((e.target as HTMLInputElement).checked), 0);
      document.addEventListener("click", read, { capture: true, once: true });
    });
  });
  await page.getByRole("region", { name: "Packing list" }).getByRole("checkbox", { name: `Mark “${text}” as done` }).click();
  return page.evaluate(() => (window as unknown as { shownOnceHandled: Promise<boolean> }).shownOnceHandled);
}

/** The itinerary page's card of a city stay. */
const stop = (page: Page, city: string) => page.getByTestId("itinerary-stop").filter({ has: page.getByRole("heading", { name: city, exact: true }) });

/** Waits until the copy kept on the device holds an answer of `path`. */
async function savedOnDevice(page: Page, path: string) {
  await expect.poll(() => isSavedOnDevice(page, path), { timeout: 15_000, interval: 100 }).toBe(true);
}

/** What the device keeps: the trip data's copy as JSON (bytes), and the origin's IndexedDB and worker caches as Chromium counts them. */
async function storedBytes(page: Page): Promise<{ copy: number; indexedDB: number; caches: number }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("roamwise-offline");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const read = (key: string) =>
      new Promise<unknown>((resolve) => {
        const request = db.transaction("keyval").objectStore("keyval").get(key);
        request.onsuccess = () => resolve(request.result);
      });
    const userId = (await read("current")) as string;
    const copy = new TextEncoder().encode(JSON.stringify(await read(`data:${userId}`))).length;
    db.close();
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { copy, indexedDB: estimate.usageDetails?.indexedDB ?? -1, caches: estimate.usageDetails?.caches ?? -1 };
  });
}

async function seedTrip(context: BrowserContext) {
  const trip = await createTripViaApi(context, { name: "Lisbon by tram", currency: "EUR", startDate: `${year}-06-01`, endDate: `${year}-06-05` });
  const hotel = await context.request.post(`/api/trips/${trip.id}/reservations`, {
    data: { name: "Hotel Avenida", reservationDate: `${year}-06-01`, type: "hotel", address: "Avenida da Liberdade 123, Lisboa", confirmationNumber: "AV-77231" },
  });
  expect(hotel.status()).toBe(201);
  const dinner = await context.request.post(`/api/trips/${trip.id}/itinerary`, {
    data: { title: "Fado dinner in Alfama", startDate: `${year}-06-02`, startTime: "20:30", endTime: "22:30", allDay: false },
  });
  expect(dinner.status(), await dinner.text()).toBe(201);
  return trip;
}

/** Ana's trip with these packing items, its list open and kept on the device, ready to go offline. */
async function packingListOnDevice(context: BrowserContext, page: Page, items: string[]) {
  await signUpViaApi(context, { firstName: "Ana", lastName: "Silva" });
  const trip = await seedTrip(context);
  for (const text of items) {
    const added = await context.request.post(`/api/trips/${trip.id}/lists/packing`, { data: { text } });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.goto("/lists");
  await page.getByText(items.at(-1)!).first().waitFor();
  await serviceWorkerReady(page);
  await savedOnDevice(page, `/api/trips/${trip.id}/lists/packing`);
  return trip;
}

/** The packing list as the server has it: each item's text and whether it is done. */
async function packingOnServer(context: BrowserContext, tripId: string): Promise<[string, boolean][]> {
  const items = (await (await context.request.get(`/api/trips/${tripId}/lists/packing`)).json()) as { text: string; done: boolean }[];
  return items.map((i) => [i.text, i.done]);
}

describe("the trip in a pocket", () => {
  it("is installable: Chromium reports no installability errors", async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (newContext's).
    const profile = mkdtempSync(join(tmpdir(), "roamwise-install-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: inject("chromiumPath"), args: CHROMIUM_ARGS, baseURL: baseURL() });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await signUpViaApi(context);
      await page.goto("/");
      await serviceWorkerReady(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
      const manifest = await (await context.request.get("/manifest.webmanifest")).json();
      expect(manifest.icons.filter((i: { purpose: string }) => i.purpose === "maskable")).toHaveLength(2);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  // The retry fetches each part at a fresh address: Chromium (150) keeps the failed fetch of the first, so importing
  // the same address again fails at once without a request (main.tsx, inBackground).
  it("loses the network as the page opens: the worker and the kept copy load once back online, with no error", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      // The two parts the page fetches once it is up (the installable app's worker, the copy kept on the device)
      // fail as they do when the connection drops just then.
      const background = /\/assets\/(pwa|offline-cache)-[\w-]{8}\.js$/;
      const refused: string[] = [];
      await context.route(background, (route) => {
        refused.push(route.request().url());
        return route.abort("internetdisconnected");
      });
      // The page waits for the device to come back online with a one-time "online" listener per failed part:
      // counted here, so the network returns only once the page is listening (else the test, not the page, misses it).
      await page.addInitScript(() => {
        const add = window.addEventListener.bind(window);
        const waiting = window as unknown as { onlineWaits: number };
        waiting.onlineWaits = 0;
        window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
          if (type === "online" && typeof options === "object" && options.once) waiting.onlineWaits++;
          add(type, listener, options);
        }) as typeof window.addEventListener;
      });
      await page.goto("/");
      await expect.poll(() => refused.length, { timeout: 15_000 }).toBe(2);
      await expect.poll(() => page.evaluate(() => (window as unknown as { onlineWaits: number }).onlineWaits), { timeout: 15_000 }).toBe(2);
      await context.unroute(background);
      await context.setOffline(true);
      await expect.poll(() => page.evaluate(() => navigator.onLine), { timeout: 15_000 }).toBe(false);
      await context.setOffline(false);
      await serviceWorkerReady(page);
      await expect.poll(() => keptKeys(page), { timeout: 15_000 }).toContain("current");
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("reads a trip's reservations and day plan after a reload without network", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    // When the hotel's name first appears in the page, in ms after the navigation started.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (document.body?.innerText.includes("Hotel Avenida")) {
          (window as unknown as { firstRender: number }).firstRender = performance.now();
          seen.disconnect();
        }
      });
      seen.observe(document, { childList: true, subtree: true, characterData: true });
    });
    try {
      await signUpViaApi(context);
      const trip = await seedTrip(context);
      await page.goto("/reservations");
      await page.getByText("Hotel Avenida").first().waitFor();
      await serviceWorkerReady(page);
      await savedOnDevice(page, `/api/trips/${trip.id}/reservations`);
      await page.goto("/calendar");
      await page.locator(`[data-date="${year}-06-02"]`).click();
      await page.keyboard.press("Escape");
      await page.getByTestId("day-event").filter({ hasText: "Fado dinner in Alfama" }).waitFor();
      // The calendar shows the days read model.
      await savedOnDevice(page, `/api/trips/${trip.id}/days`);

      await context.setOffline(true);
      await page.goto("/reservations");
      await page.getByText("Hotel Avenida").first().waitFor();
      const firstRender = await page.evaluate(() => (window as unknown as { firstRender: number }).firstRender);
      await page.getByText("AV-77231").first().waitFor();
      const banner = page.getByRole("status").filter({ hasText: "Offline — showing what was saved at" });
      expect(await banner.innerText()).toMatch(/Offline — showing what was saved at \d{2}:\d{2}/);
      await screenshot(page, "offline-reservations");

      await page.goto("/calendar");
      await banner.waitFor();
      // A day's click shows its plan below the month (and opens the add-event dialog over it).
      await page.locator(`[data-date="${year}-06-02"]`).click();
      await page.keyboard.press("Escape");
      await page.getByTestId("day-event").filter({ hasText: "Fado dinner in Alfama" }).filter({ hasText: "20:30" }).waitFor();
      await screenshot(page, "offline-calendar");

      const sizes = await storedBytes(page);
      console.log(`offline: first render ${Math.round(firstRender)} ms after navigation start; the trip's copy ${sizes.copy} B (IndexedDB ${sizes.indexedDB} B), the app's caches ${sizes.caches} B`);
      await page.setViewportSize(PHONE);
      await screenshot(page, "offline-calendar-phone");
      expect(firstRender).toBeLessThan(1000);

      // Meanwhile, from another device: back online, the open page catches up with it, with no reload.
      const tram = await context.request.post(`/api/trips/${trip.id}/itinerary`, {
        data: { title: "Tram 28 to Belém", startDate: `${year}-06-02`, startTime: "10:00", endTime: "11:00", allDay: false },
      });
      expect(tram.status(), await tram.text()).toBe(201);
      await context.setOffline(false);
      await page.getByTestId("day-event").filter({ hasText: "Tram 28 to Belém" }).waitFor({ timeout: 10_000 });
      await banner.waitFor({ state: "detached" });
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("queues a reservation and an expense made offline and sends each exactly once when back online", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser());
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await seedTrip(anaContext);
      const joined = await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "editor" } });
      expect(joined.status(), await joined.text()).toBe(201);

      // Ana opens the pages online once; Ben watches the reservations.
      await ana.goto("/expenses");
      await ana.getByText("No expenses yet").waitFor();
      await savedOnDevice(ana, `/api/trips/${trip.id}/balances`);
      await ana.goto("/reservations");
      await ana.getByText("Hotel Avenida").first().waitFor();
      await serviceWorkerReady(ana);
      await savedOnDevice(ana, `/api/trips/${trip.id}/reservations`);
      // What the expenses page kept is still there after another page was loaded from the server.
      await savedOnDevice(ana, `/api/trips/${trip.id}/balances`);
      await ben.goto("/reservations");
      await ben.getByText("Hotel Avenida").first().waitFor();

      // Offline: a reload, then a reservation and an expense.
      await anaContext.setOffline(true);
      await ana.reload();
      await ana.getByText("Hotel Avenida").first().waitFor();
      await ana.getByRole("button", { name: "Add Reservation" }).first().click();
      let dialog = ana.getByRole("dialog");
      await dialog.getByLabel("Name *").fill("Tram 28 tour");
      await dialog.getByLabel("Date *").fill(`${year}-06-03`);
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await dialog.waitFor({ state: "detached" });
      await ana.getByTestId("waiting-to-sync").filter({ hasText: "Tram 28 tour" }).waitFor();
      await ana.getByRole("link", { name: /^Expenses/ }).click();
      await ana.getByText("No expenses yet").waitFor();
      await ana.getByRole("button", { name: "Add first expense" }).click();
      dialog = ana.getByRole("dialog", { name: "Add expense" });
      await dialog.getByLabel("What was it?").fill("Taxi from the airport");
      await dialog.getByLabel("Amount").fill("25.40");
      await dialog.getByLabel("Date").fill(`${year}-06-01`);
      await dialog.getByRole("button", { name: "Add expense" }).click();
      await dialog.waitFor({ state: "detached" });
      await ana.getByTestId("waiting-to-sync").filter({ hasText: "Taxi from the airport" }).waitFor();
      await screenshot(ana, "offline-waiting-to-sync");

      // Still waiting after a reload without network: the device kept them, in order.
      await ana.reload();
      await ana.getByText("2 changes waiting to sync").waitFor();
      expect(await ana.getByTestId("waiting-to-sync").allInnerTexts()).toEqual([
        expect.stringContaining("Tram 28 tour"),
        expect.stringContaining("Taxi from the airport"),
      ]);
      // Nothing reached the server yet.
      const before = (await (await benContext.request.get(`/api/trips/${trip.id}/reservations`)).json()) as { name: string }[];
      expect(before.map((r) => r.name)).toEqual(["Hotel Avenida"]);

      // Online: both are sent, once each.
      await anaContext.setOffline(false);
      await ana.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      await ana.getByText("Taxi from the airport").first().waitFor();
      const reservations = (await (await benContext.request.get(`/api/trips/${trip.id}/reservations`)).json()) as { name: string }[];
      expect(reservations.filter((r) => r.name === "Tram 28 tour")).toHaveLength(1);
      const expenses = (await (await benContext.request.get(`/api/trips/${trip.id}/expenses`)).json()) as { description: string; amount: string }[];
      expect(expenses.filter((e) => e.description === "Taxi from the airport").map((e) => e.amount)).toEqual(["25.40"]);

      // Ben sees both: the reservation live, the expense on its page.
      await ben.getByText("Tram 28 tour").first().waitFor();
      await ben.goto("/expenses");
      await ben.getByText("Taxi from the airport").first().waitFor();
      expect(await ben.getByText("Taxi from the airport").count()).toBe(1);
    } catch (error) {
      await screenshot(ana, "offline-failure-ana");
      throw error;
    } finally {
      await anaContext.setOffline(false);
      await anaContext.close();
      await benContext.close();
    }
  });

  it("ticks and adds packing items offline, and sends each once when back online", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      const trip = await packingListOnDevice(context, page, ["Sunscreen"]);

      await context.setOffline(true);
      await page.reload();
      // At once, as a person does: the box shows the tick as it is clicked (tick-box.tsx), however busy the page.
      const packing = page.getByRole("region", { name: "Packing list" });
      await packing.getByRole("checkbox", { name: "Mark “Sunscreen” as done" }).check();
      await packing.getByRole("checkbox", { name: "Mark “Sunscreen” as not done" }).waitFor();
      await packing.getByRole("button", { name: "Add item" }).click();
      const dialog = page.getByRole("dialog", { name: "Add to the packing list" });
      await dialog.getByLabel("What").fill("Beach towel");
      await dialog.getByRole("button", { name: "Add", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByTestId("waiting-to-sync").filter({ hasText: "Beach towel" }).waitFor();
      expect(await page.getByTestId("waiting-to-sync").allInnerTexts()).toEqual([expect.stringContaining("Sunscreen"), expect.stringContaining("Beach towel")]);
      // Nothing reached the server yet.
      expect(await packingOnServer(context, trip.id)).toEqual([["Sunscreen", false]]);

      await context.setOffline(false);
      await page.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      await packing.getByText("Beach towel").waitFor();
      expect(await packingOnServer(context, trip.id)).toEqual([
        ["Sunscreen", true],
        ["Beach towel", false],
      ]);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("adds a guest offline: it waits on the device and reaches the trip once when back online", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Ana", lastName: "Silva" });
      const trip = await createTripViaApi(context, { name: "With Grandma", startDate: `${year}-08-01`, endDate: `${year}-08-05` });
      const guestsOnServer = async () =>
        ((await (await context.request.get(`/api/trips/${trip.id}/members`)).json()) as { status: string; user: { firstName: string } }[])
          .filter((m) => m.status === "guest")
          .map((m) => m.user.firstName);
      await page.goto("/family");
      await page.getByRole("button", { name: "Add guest" }).waitFor();
      // Kept on the device, as a member who opened the page online has it: then the connection goes.
      await serviceWorkerReady(page);
      await savedOnDevice(page, `/api/trips/${trip.id}/members`);

      await context.setOffline(true);
      await page.getByRole("button", { name: "Add guest" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a guest" });
      await dialog.getByLabel("First name").fill("Rosa");
      await dialog.getByRole("button", { name: "Add guest" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByTestId("waiting-to-sync").filter({ hasText: "Rosa" }).filter({ hasText: "Guest" }).waitFor();
      expect(await guestsOnServer()).toEqual([]);

      await context.setOffline(false);
      await page.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      await page.getByTestId("member-card").filter({ hasText: "Rosa" }).waitFor();
      expect(await guestsOnServer()).toEqual(["Rosa"]);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("shows a tick the moment it is made, right after a reload online and offline, and sends each once", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      const trip = await packingListOnDevice(context, page, ["Sunscreen", "Water bottle"]);
      const packing = page.getByRole("region", { name: "Packing list" });
      const serverList = () => packingOnServer(context, trip.id);

      // Online, the page the server rendered.
      await page.reload();
      await packing.getByRole("checkbox", { name: "Mark “Sunscreen” as done" }).waitFor();
      expect(await tickedOnceClickHandled(page, "Sunscreen")).toBe(true);
      await packing.getByRole("checkbox", { name: "Mark “Sunscreen” as not done" }).waitFor();
      await expect.poll(serverList).toEqual([
        ["Sunscreen", true],
        ["Water bottle", false],
      ]);
      // Its write ends when the list has been read again: one cut off by going offline is kept and sent again.
      await page.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      // And the device has written down that nothing waits: a reload before that puts the sent write back (sent again
      // harmlessly with its key, but counted as waiting).
      await expect.poll(async () => (await keptOnDevice(page)).writes).toBe(0);

      // Offline, the page put back from the kept copy.
      await context.setOffline(true);
      await page.reload();
      await packing.getByRole("checkbox", { name: "Mark “Water bottle” as done" }).waitFor();
      expect(await tickedOnceClickHandled(page, "Water bottle")).toBe(true);
      await page.getByText("1 change waiting to sync").waitFor();
      await packing.getByRole("checkbox", { name: "Mark “Water bottle” as not done" }).waitFor();

      await context.setOffline(false);
      await page.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      expect(await serverList()).toEqual([
        ["Sunscreen", true],
        ["Water bottle", true],
      ]);
      // Sent once: a second write of the tick (a second click on a box that looked unticked) would have met the
      // first's new version and shown as a conflict.
      expect(await page.getByTestId("sync-conflict").count()).toBe(0);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("ticks an item offline and unticks it again: both are sent, the second over the first's version, not as a conflict", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      const trip = await packingListOnDevice(context, page, ["Sunscreen"]);

      await context.setOffline(true);
      await page.reload();
      const packing = page.getByRole("region", { name: "Packing list" });
      await packing.getByRole("checkbox", { name: "Mark “Sunscreen” as done" }).check();
      // Changed her mind: both changes wait, each made over the version the device had.
      await packing.getByRole("checkbox", { name: "Mark “Sunscreen” as not done" }).uncheck();
      await page.getByText("2 changes waiting to sync").waitFor();

      await context.setOffline(false);
      await page.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      // The untick is the last word: nobody else changed the item, so there is nothing to choose between.
      await expect.poll(() => packingOnServer(context, trip.id)).toEqual([["Sunscreen", false]]);
      await packing.getByRole("checkbox", { name: "Mark “Sunscreen” as done" }).waitFor();
      expect(await page.getByTestId("sync-conflict").count()).toBe(0);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("shows an edit made offline that meets another member's edit as a conflict, and keeps mine when asked", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser());
    const ana = await anaContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await seedTrip(anaContext);
      expect((await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "editor" } })).status()).toBe(201);
      await ana.goto("/reservations");
      await ana.getByText("Hotel Avenida").first().waitFor();
      await serviceWorkerReady(ana);
      await savedOnDevice(ana, `/api/trips/${trip.id}/reservations`);

      await anaContext.setOffline(true);
      await ana.getByRole("button", { name: "Actions for Hotel Avenida" }).click();
      await ana.getByRole("menuitem", { name: "Edit" }).click();
      const dialog = ana.getByRole("dialog");
      await dialog.getByLabel("Name *").fill("Hotel Avenida Palace");
      await dialog.getByRole("button", { name: "Save" }).click();
      await dialog.waitFor({ state: "detached" });
      await ana.getByTestId("waiting-to-sync").filter({ hasText: "Hotel Avenida" }).waitFor();

      // Meanwhile Ben, online, renames it.
      const [stored] = (await (await benContext.request.get(`/api/trips/${trip.id}/reservations`)).json()) as { id: string; updatedAt: string }[];
      const theirs = await benContext.request.patch(`/api/reservations/${stored!.id}`, { data: { name: "Avenida Suites" }, headers: { "if-match": stored!.updatedAt } });
      expect(theirs.status()).toBe(200);

      await anaContext.setOffline(false);
      const conflict = ana.getByTestId("sync-conflict");
      await conflict.waitFor();
      expect(await conflict.innerText()).toContain("yours “Hotel Avenida Palace”, theirs “Avenida Suites”");
      await screenshot(ana, "offline-conflict");
      await conflict.getByRole("button", { name: "Keep mine" }).click();
      await conflict.waitFor({ state: "detached" });
      await ana.getByText("Hotel Avenida Palace").first().waitFor();
      await expect
        .poll(async () => ((await (await benContext.request.get(`/api/trips/${trip.id}/reservations`)).json()) as { name: string }[]).map((r) => r.name))
        .toEqual(["Hotel Avenida Palace"]);
    } finally {
      await anaContext.setOffline(false);
      await anaContext.close();
      await benContext.close();
    }
  });

  it("adds and edits city stays and adds an event offline, each marked on its own row, and they land once, seen by another member", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser());
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await seedTrip(anaContext);
      expect((await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "editor" } })).status()).toBe(201);
      // Lisbon and Sintra are the trip's cities (two stays), Porto is not known on the device.
      for (const [city, title, start, end] of [
        ["Lisbon", "Stay in Lisbon", "01", "03"],
        ["Sintra", "Day trip to Sintra", "02", "02"],
      ] as const) {
        const location = await anaContext.request.post("/api/locations", { data: { tripId: trip.id, name: `${city}, Portugal`, city, country: "Portugal" } });
        expect(location.status(), await location.text()).toBe(201);
        const item = await anaContext.request.post(`/api/trips/${trip.id}/itinerary`, {
          data: { title, startDate: `${year}-06-${start}`, endDate: `${year}-06-${end}`, allDay: true, locationId: (await location.json()).id },
        });
        expect(item.status(), await item.text()).toBe(201);
      }
      await ana.goto("/calendar");
      await ana.locator(`[data-date="${year}-06-02"]`).waitFor();
      await ana.goto("/itinerary");
      await stop(ana, "Lisbon").waitFor();
      await serviceWorkerReady(ana);
      await savedOnDevice(ana, `/api/trips/${trip.id}/itinerary`);
      await savedOnDevice(ana, `/api/trips/${trip.id}/days`);
      await ben.goto("/itinerary");
      await stop(ben, "Lisbon").waitFor();

      await anaContext.setOffline(true);
      await ana.reload();
      await stop(ana, "Lisbon").waitFor();
      // A city the trip has: the stay is queued with its known location.
      const addStay = async (city: string, start: string, end: string) => {
        await ana.getByRole("button", { name: "Add City" }).first().click();
        const dialog = ana.getByRole("dialog");
        await dialog.getByLabel("City").fill(city);
        await dialog.getByLabel("Country").fill("Portugal");
        await dialog.getByLabel("Arrival date").fill(`${year}-06-${start}`);
        await dialog.getByLabel("Departure date").fill(`${year}-06-${end}`);
        await dialog.getByRole("button", { name: "Add City" }).click();
        return dialog;
      };
      await (await addStay("sintra", "04", "04")).waitFor({ state: "detached" });
      const pendingStay = ana.getByTestId("pending-create").filter({ hasText: "sintra" });
      await pendingStay.getByText("Waiting to sync").waitFor();
      // A city it does not know needs the server: said on the field, nothing queued.
      const porto = await addStay("Porto", "05", "05");
      await porto.getByText("Adding a new city needs a connection.").waitFor();
      await screenshot(ana, "offline-new-city");
      await porto.getByRole("button", { name: "Cancel" }).click();
      await porto.waitFor({ state: "detached" });
      // An edit of a stay: the mark on its own card.
      await ana.getByRole("button", { name: "Edit Lisbon" }).click();
      const edit = ana.getByRole("dialog");
      await edit.getByLabel("Departure date").fill(`${year}-06-02`);
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await edit.waitFor({ state: "detached" });
      await stop(ana, "Lisbon").getByText("Waiting to sync").waitFor();
      await screenshot(ana, "offline-itinerary-waiting");
      await ana.setViewportSize(PHONE);
      await screenshot(ana, "offline-itinerary-waiting-phone");
      await ana.setViewportSize(DESKTOP);
      // An event on the calendar.
      await ana.getByRole("link", { name: /^Calendar/ }).first().click();
      await ana.locator(`[data-date="${year}-06-03"]`).click();
      const event = ana.getByRole("dialog", { name: "Add Event" });
      await event.getByLabel("Title").fill("Tile museum");
      await event.getByRole("button", { name: "Add Event" }).click();
      await event.waitFor({ state: "detached" });
      await ana.getByTestId("pending-create").filter({ hasText: "Tile museum" }).getByText("Waiting to sync").waitFor();
      await screenshot(ana, "offline-calendar-waiting");
      expect(await ana.getByTestId("waiting-to-sync").count()).toBe(3);
      // Nothing reached the server yet.
      const before = (await (await benContext.request.get(`/api/trips/${trip.id}/itinerary`)).json()) as { title: string }[];
      expect(before.map((i) => i.title).sort()).toEqual(["Day trip to Sintra", "Fado dinner in Alfama", "Stay in Lisbon"]);

      await anaContext.setOffline(false);
      await ana.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      await ana.getByTestId("day-event").filter({ hasText: "Tile museum" }).waitFor();
      expect(await ana.getByTestId("row-waiting-to-sync").count()).toBe(0);
      const after = (await (await benContext.request.get(`/api/trips/${trip.id}/itinerary`)).json()) as { title: string; endDate: string; locationId: string | null }[];
      expect(after.map((i) => i.title).sort()).toEqual(["Day trip to Sintra", "Fado dinner in Alfama", "Stay in Lisbon", "Stay in sintra", "Tile museum"]);
      expect(after.find((i) => i.title === "Stay in Lisbon")!.endDate).toBe(`${year}-06-02`);
      // The stay uses Sintra's location: no second Sintra.
      const locations = (await (await benContext.request.get(`/api/trips/${trip.id}/locations`)).json()) as { city: string }[];
      expect(locations.map((l) => l.city).sort()).toEqual(["Lisbon", "Sintra"]);
      // Ben sees the new stay live: Sintra twice now.
      await expect.poll(() => stop(ben, "Sintra").count()).toBe(2);
    } catch (error) {
      await screenshot(ana, "offline-itinerary-failure");
      throw error;
    } finally {
      await anaContext.setOffline(false);
      await anaContext.close();
      await benContext.close();
    }
  });

  it("offers a version deployed while the app is open, switches to it whole on Reload, and keeps the changes waiting to sync", async () => {
    // A server of its own over a copy of the build, so the deploy does not change the other tests' app.
    const clientDir = mkdtempSync(join(tmpdir(), "roamwise-deploy-"));
    cpSync(process.env.E2E_CLIENT_DIR || "dist/client", clientDir, { recursive: true });
    const server = await startAppServer("update", () => ({ CLIENT_DIR: clientDir }));
    const context = await newContext(browser(), { baseURL: server.base });
    const page = await context.newPage();
    /** The scripts this document loaded, as paths. */
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".js")).map((e) => new URL(e.name).pathname));
    const build = () => page.evaluate(() => (globalThis as { roamwiseBuild?: string }).roamwiseBuild ?? null);
    try {
      await signUpViaApi(context, { firstName: "Ana", lastName: "Silva" });
      const trip = await seedTrip(context);
      await page.goto("/reservations");
      await page.getByText("Hotel Avenida").first().waitFor();
      await serviceWorkerReady(page);
      await savedOnDevice(page, `/api/trips/${trip.id}/reservations`);

      // The deploy: new files, the server started again on them (same address, same data).
      const deploy = deployNewVersion(clientDir);
      await server.restart();
      expect(await scripts()).toContain(deploy.oldEntry);
      // What the hourly check (pwa.ts) does, now.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      const prompt = page.getByRole("status").filter({ hasText: "A new version of Roamwise is ready." });
      await prompt.waitFor();
      await screenshot(page, "offline-update-prompt");

      // Until then the open page stays the old version, whole: a page not opened yet comes from the old worker's
      // cache (the server has only the new files now).
      expect((await context.request.get(deploy.oldEntry)).status()).toBe(404);
      await page.getByRole("link", { name: /^Expenses/ }).click();
      await page.getByText("No expenses yet").waitFor();
      expect(await build()).toBeNull();

      // A change made offline, then Reload: still offline, the new version starts from the new worker's cache.
      await context.setOffline(true);
      await page.getByRole("link", { name: /^Reservations/ }).click();
      await page.getByRole("button", { name: "Add Reservation" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Name *").fill("Tram 28 tour");
      await dialog.getByLabel("Date *").fill(`${year}-06-03`);
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await dialog.waitFor({ state: "detached" });
      await page.getByTestId("waiting-to-sync").filter({ hasText: "Tram 28 tour" }).waitFor();
      await prompt.getByRole("button", { name: "Reload" }).click();
      await expect.poll(() => build().catch(() => null), { timeout: 15_000 }).toBe(NEW_BUILD);
      // Here Chromium's emulated offline leaves navigator.onLine true in the reloaded page (requests fail all the same):
      // the app finds out by asking the server (connection.ts), as on a network that gets nowhere.
      await page.getByText("1 change waiting to sync").waitFor();
      await page.getByText("Hotel Avenida").first().waitFor();
      expect(await prompt.count()).toBe(0);
      const loaded = await scripts();
      expect(loaded).toContain(deploy.newEntry);
      // No chunk of the old version in the new page: every renamed one is loaded under its new name.
      expect(deploy.oldFiles.length).toBeGreaterThan(1);
      expect(loaded.filter((path) => deploy.oldFiles.includes(path))).toEqual([]);
      const worker = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        const cached = (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)))).flat();
        return { controlled: !!navigator.serviceWorker.controller, waiting: !!registration.waiting, cached };
      });
      expect(worker).toMatchObject({ controlled: true, waiting: false });
      expect(worker.cached).toContain(deploy.newEntry);
      expect(worker.cached).not.toContain(deploy.oldEntry);
      await screenshot(page, "offline-updated");

      // Back online, the change made under the old version lands once.
      await context.setOffline(false);
      await page.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      const reservations = (await (await context.request.get(`/api/trips/${trip.id}/reservations`)).json()) as { name: string }[];
      expect(reservations.map((r) => r.name).sort()).toEqual(["Hotel Avenida", "Tram 28 tour"]);
    } catch (error) {
      await screenshot(page, "offline-update-failure");
      throw error;
    } finally {
      await context.setOffline(false);
      await context.close();
      await server.stop();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it("forgets the kept copy when another account signs in on the device, and on sign-out", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Ana", lastName: "Silva" });
      const ana = (await (await context.request.get("/api/auth/user")).json()) as { id: string };
      const trip = await seedTrip(context);
      await page.goto("/reservations");
      await page.getByText("Hotel Avenida").first().waitFor();
      await savedOnDevice(page, `/api/trips/${trip.id}/reservations`);

      // Another account on the same browser: Ana's copy goes.
      await signUpViaApi(context, { firstName: "Ben", lastName: "Okafor" });
      const ben = (await (await context.request.get("/api/auth/user")).json()) as { id: string };
      await page.goto("/");
      await expect.poll(() => keptKeys(page)).toEqual(["current", `data:${ben.id}`]);
      expect(await keptKeys(page)).not.toContain(`data:${ana.id}`);

      // Sign-out: nothing of Ben's stays either.
      await page.getByRole("button", { name: /user menu/i }).click();
      await page.getByRole("menuitem", { name: "Sign Out" }).click();
      await page.waitForURL("**/login");
      await expect.poll(() => keptKeys(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
