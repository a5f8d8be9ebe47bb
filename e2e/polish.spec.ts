// The app as a traveller meets it (issue 27): things seen on a 1280-wide
// laptop and a 390-wide phone that the other specs did not catch.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { fixturePath } from "../src/server/imports/fixtures";
import { createTripViaApi, DESKTOP, launchBrowserForFile, newContext, PHONE, screenshot, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
const PHONE_WIDTH = PHONE.width;

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

describe("the page ends where its content ends", () => {
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`on the dashboard and the assistant, however long the chat (${size})`, async () => {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      try {
        await signUpViaApi(context);
        const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
        const heights: Record<string, number> = {};
        for (const path of ["/", "/ai-assistant"]) {
          await page.goto(path);
          await page.getByRole("log").first().waitFor();
          heights[path] = await pageHeight(page);
        }
        // A chat longer than its box: the box scrolls, the page does not grow (its screen-reader labels once escaped it).
        for (let i = 0; i < 8; i++) {
          const res = await context.request.post(`/api/trips/${trip.id}/chat`, { data: { content: `When do we leave? (${i})` } });
          expect(res.status()).toBeLessThan(300);
        }
        for (const path of ["/", "/ai-assistant"]) {
          await page.goto(path);
          await page.getByRole("log").first().getByText("When do we leave? (7)").waitFor();
          const grown = (await pageHeight(page)) - heights[path]!;
          if (grown > 40) await screenshot(page, `blank-tail-${size}${path.replace(/\//g, "-")}`);
          expect(grown, `${path} grew by ${grown}px`).toBeLessThanOrEqual(40);
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe("the calendar shows the bookings", () => {
  it("puts a flight at its time and a stay on its check-in and check-out days, as the Days view does", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      const add = async (data: Record<string, unknown>) => expect((await context.request.post(`/api/trips/${trip.id}/reservations`, { data })).status()).toBe(201);
      await add({ name: "Hotel Baixa", type: "hotel", reservationDate: "2027-06-01", endDate: "2027-06-04" });
      await add({ name: "TP 1234 LIS → OPO", type: "flight", reservationDate: "2027-06-02", reservationTime: "07:35" });
      await add({ name: "Cancelled dinner", type: "restaurant", reservationDate: "2027-06-02", status: "cancelled" });
      await page.goto("/calendar");
      const day = (n: number) => page.locator(`[data-date="2027-06-0${n}"]`);
      await day(1).getByText("Hotel Baixa").waitFor();
      // As on the Days view: the stay on its check-in (the 1st) and check-out (the 4th) days.
      for (const [n, has] of [
        [1, true],
        [2, false],
        [3, false],
        [4, true],
      ] as const) {
        expect(await day(n).getByText("Hotel Baixa").count(), `June ${n}`).toBe(has ? 1 : 0);
      }
      expect(await day(2).getByText(/TP 1234/).count()).toBe(1);
      expect(await day(3).getByText(/TP 1234/).count()).toBe(0);
      expect(await page.getByText("Cancelled dinner").count()).toBe(0);
      await screenshot(page, "calendar-with-bookings-desktop");
      await day(2).click();
      const list = page.getByTestId("day-event");
      await list.filter({ hasText: "TP 1234" }).waitFor();
      expect(await list.filter({ hasText: "TP 1234" }).textContent()).toContain("07:35");
    } finally {
      await context.close();
    }
  });
});

describe("the calendar on a phone", () => {
  it("shows whole titles on two lines and scrolls the month sideways instead of cutting them", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      const add = async (data: Record<string, unknown>) => expect((await context.request.post(`/api/trips/${trip.id}/reservations`, { data })).status()).toBe(201);
      await add({ name: "Hotel Baixa Chiado", type: "hotel", reservationDate: "2027-06-01", endDate: "2027-06-04" });
      await add({ name: "TP 1234 LIS → OPO", type: "flight", reservationDate: "2027-06-02", reservationTime: "07:35" });
      await page.goto("/calendar");
      const bar = page.locator('[data-date="2027-06-01"]').getByText("Hotel Baixa Chiado");
      await bar.waitFor();
      // No bar's text is clipped: each fits its box, on up to two lines.
      const clipped = await page
        .locator('[role="gridcell"] span[title]')
        .evaluateAll((bars) => bars.filter((b) => b.scrollWidth > b.clientWidth || b.scrollHeight > b.clientHeight + 1).map((b) => b.textContent));
      expect(clipped).toEqual([]);
      // The month is wider than the phone and scrolls within its card, not the page.
      const scroller = page.getByTestId("month-grid-scroller");
      expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
      await screenshot(page, "calendar-phone");
    } finally {
      await context.close();
    }
  });
});

describe("the phone header", () => {
  it("switches the current trip from the trip's name", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await createTripViaApi(context, { name: "Kyoto in spring", startDate: "2028-04-01", endDate: "2028-04-09" });
      await page.goto("/budget");
      const header = page.locator("header").first();
      const current = header.getByRole("button", { name: / · Switch trip$/ });
      await current.waitFor();
      const before = (await current.textContent())!;
      const other = before.includes("Lisbon") ? "Kyoto in spring" : "Lisbon";
      await current.click();
      await page.getByRole("menuitemradio", { name: new RegExp(other) }).click();
      await header.getByRole("button", { name: `${other} · Switch trip` }).waitFor();
      await screenshot(page, "phone-header-trip-switched");
    } finally {
      await context.close();
    }
  });
});

describe("the chat on a phone", () => {
  it("keeps its input on screen, above the bottom bar, with the page at its top", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/ai-assistant");
      const input = page.getByRole("textbox", { name: "Message" });
      await input.waitFor();
      const bar = await page.getByRole("navigation", { name: "Mobile navigation" }).boundingBox();
      const box = (await input.boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(bar!.y);
      await screenshot(page, "chat-input-phone");
    } finally {
      await context.close();
    }
  });
});

describe("no dead controls", () => {
  it("searches the trip from the header: a reservation by its confirmation number, and its link opens it", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      for (const data of [
        { name: "Hotel Baixa", type: "hotel", reservationDate: "2027-06-01", confirmationNumber: "HB-778" },
        { name: "Cervejaria Ramiro", type: "restaurant", reservationDate: "2027-06-02" },
      ]) {
        expect((await context.request.post(`/api/trips/${trip.id}/reservations`, { data })).status()).toBe(201);
      }
      await page.goto("/");
      const search = page.getByRole("searchbox", { name: "Search this trip" });
      await search.fill("hb-778");
      const results = page.getByTestId("search-results");
      await results.getByRole("link", { name: /Hotel Baixa/ }).waitFor();
      expect(await results.getByRole("link").count()).toBe(1);
      // A place on a day (issue 23) is found too, and leads to the itinerary's days.
      const place = await context.request.post(`/api/trips/${trip.id}/places`, { data: { name: "Café A Brasileira", date: "2027-06-02", lat: 38.7107, lng: -9.1423, address: "Rua Garrett 120" } });
      expect(place.status(), await place.text()).toBe(201);
      await search.fill("garrett");
      await results.getByRole("link", { name: /Café A Brasileira.*Place/ }).waitFor();
      expect(await results.getByRole("link").count()).toBe(1);
      await search.fill("tokyo");
      await page.getByText("Nothing in this trip matches “tokyo”.").waitFor();
      await search.fill("baixa");
      await results.getByRole("link", { name: /Hotel Baixa/ }).click();
      await page.waitForURL(/\/reservations\?q=Hotel/);
      // The dashboard (which lists both) stays up until the Reservations page has loaded.
      await page.getByRole("heading", { name: "Trip Planning", level: 1 }).waitFor();
      await page.getByRole("heading", { name: "Hotel Baixa" }).waitFor();
      expect(await page.getByText("Cervejaria Ramiro").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("the chat's attach button opens the booking import, for those who may add reservations", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/ai-assistant");
      await page.getByRole("button", { name: "Attach a booking confirmation (e-mail, ticket or PDF)" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Read bookings" }).waitFor();
      expect(await dialog.locator('input[type="file"]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("shows the Getting-started hint until its step is done: once there is a trip, it is gone", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await page.goto("/");
      await page.getByTestId("getting-started").waitFor();
      await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/");
      await page.getByRole("heading", { name: "Lisbon" }).first().waitFor();
      expect(await page.getByTestId("getting-started").count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("small things", () => {
  it("has a favicon and app icons that load as images", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await page.goto("/login");
      const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="apple-touch-icon"]')].map((l) => l.href));
      expect(hrefs.length).toBeGreaterThanOrEqual(2);
      const manifestHref = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? null);
      const manifest = (await (await context.request.get(manifestHref!)).json()) as { icons: Array<{ src: string; purpose?: string }> };
      expect(manifest.icons.some((i) => i.purpose?.includes("maskable"))).toBe(true);
      for (const href of [...hrefs, ...manifest.icons.map((i) => new URL(i.src, manifestHref!).href)]) {
        const res = await context.request.get(href);
        expect(res.status(), href).toBe(200);
        expect(res.headers()["content-type"], href).toMatch(/^image\/(png|svg\+xml)/);
      }
    } finally {
      await context.close();
    }
  });

  it("gives each page its own title, with the trip's name", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await page.goto("/login");
      await page.waitForFunction(() => document.title === "Welcome back · Roamwise");
      await signUpViaApi(context);
      await createTripViaApi(context, { name: "Lisbon 2027", startDate: "2027-06-01", endDate: "2027-06-05" });
      for (const [path, title] of [
        ["/budget", "Budget Planning · Lisbon 2027 · Roamwise"],
        ["/reservations", "Trip Planning · Lisbon 2027 · Roamwise"],
      ] as const) {
        await page.goto(path);
        await page.waitForFunction((expected) => document.title === expected, title);
      }
    } finally {
      await context.close();
    }
  });
});

describe("input that makes sense", () => {
  it("warns of a reservation dated outside its trip and saves it only once the member confirms", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/reservations");
      await page.getByRole("button", { name: "Add Reservation" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Add Reservation" });
      // However long the form, its submit stays on the phone's screen (a sticky footer).
      const submitBox = await dialog.getByRole("button", { name: "Add Reservation" }).boundingBox();
      expect(submitBox!.y + submitBox!.height).toBeLessThanOrEqual(PHONE.height);
      await dialog.getByLabel("Name *").fill("Airport hotel");
      await dialog.getByLabel("Date *").fill("2027-05-31");
      const warning = dialog.getByTestId("outside-trip-warning");
      await warning.getByText("May 31, 2027 is outside this trip (Jun 1 - Jun 5, 2027). You can still save it.").waitFor();
      // The dialog's own submit asks first: nothing is saved yet.
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await warning.getByRole("button", { name: "Save anyway" }).waitFor();
      await screenshot(page, "reservation-outside-trip-phone");
      expect(await (await context.request.get(`/api/trips/${trip.id}/reservations`)).json()).toEqual([]);
      await warning.getByRole("button", { name: "Save anyway" }).click();
      await dialog.waitFor({ state: "detached" });
      const saved = (await (await context.request.get(`/api/trips/${trip.id}/reservations`)).json()) as Array<{ name: string; reservationDate: string }>;
      expect(saved).toEqual([expect.objectContaining({ name: "Airport hotel", reservationDate: "2027-05-31" })]);

      // A date inside the trip saves straight away, with no warning.
      await page.getByRole("button", { name: "Add Reservation" }).first().click();
      await dialog.getByLabel("Name *").fill("Hotel Baixa");
      await dialog.getByLabel("Date *").fill("2027-06-02");
      expect(await dialog.getByTestId("outside-trip-warning").count()).toBe(0);
      await dialog.getByRole("button", { name: "Add Reservation" }).click();
      await dialog.waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  });
});

describe("stays that make sense", () => {
  it("flags overlapping stays and unknown cities, and counts no more days than the trip has", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Portugal", startDate: "2027-06-01", endDate: "2027-06-06" });
      const stay = async (city: string, startDate: string, endDate: string) => {
        const location = await (await context.request.post("/api/locations", { data: { tripId: trip.id, city, country: "Portugal" } })).json();
        const res = await context.request.post(`/api/trips/${trip.id}/itinerary`, { data: { title: `Stay in ${city}`, startDate, endDate, locationId: location.id } });
        expect(res.status(), await res.text()).toBe(201);
      };
      await stay("Lisbon", "2027-06-01", "2027-06-04");
      await stay("Porto", "2027-06-03", "2027-06-06");
      await stay("Vila Nova de Nowhere", "2027-06-06", "2027-06-06");
      await page.goto("/itinerary");
      const rows = page.getByTestId("itinerary-stop");
      await rows.filter({ hasText: "Lisbon" }).getByTestId("stay-overlap").getByText("Overlaps the stay in Porto: check the dates").waitFor();
      await rows.filter({ hasText: "Porto" }).getByTestId("stay-overlap").getByText("Overlaps the stay in Lisbon").waitFor();
      // Leaving on the day the next stay starts is no overlap.
      expect(await rows.filter({ hasText: "Vila Nova de Nowhere" }).getByTestId("stay-overlap").count()).toBe(0);
      await rows.filter({ hasText: "Vila Nova de Nowhere" }).getByTestId("unverified-city").waitFor();
      expect(await rows.filter({ hasText: "Lisbon" }).getByTestId("unverified-city").count()).toBe(0);
      // 4 + 4 + 1 stay days, but the trip has 6: each date counts once.
      expect(await page.getByTestId("itinerary-summary").textContent()).toContain("6 days");
      await screenshot(page, "itinerary-overlaps-desktop");
    } finally {
      await context.close();
    }
  });
});

describe("no silent failures", () => {
  it("a write after the session ended says so, keeps the change waiting, and saves it once signed in again", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      const user = await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/lists");
      const packing = page.getByRole("region", { name: "Packing list" });
      await packing.getByRole("button", { name: "Add item" }).first().waitFor();
      // The session ends elsewhere (signed out in another tab; here, its cookie is dropped).
      await context.clearCookies();
      await packing.getByRole("button", { name: "Add item" }).first().click();
      const form = page.getByRole("dialog").filter({ has: page.getByLabel("What") });
      await form.getByLabel("What").fill("Travel pillow");
      await form.getByRole("button", { name: "Add", exact: true }).click();
      // Said in place, on this page: nothing is lost to a redirect.
      const again = page.getByRole("dialog", { name: "Your session has ended" });
      await again.getByText("Sign in again to carry on. What you entered stays here.").waitFor();
      await screenshot(page, "session-ended-desktop");
      expect(page.url()).toMatch(/\/lists$/);
      await again.getByLabel("Email").fill(user.email);
      await again.getByLabel("Password").fill(user.password);
      await again.getByRole("button", { name: "Sign in", exact: true }).click();
      await again.waitFor({ state: "detached" });
      // The item waited (as a write made offline does) and goes now: the form closes with it saved.
      await form.waitFor({ state: "detached" });
      await packing.getByText("Travel pillow").waitFor();
      const items = (await (await context.request.get(`/api/trips/${trip.id}/lists/packing`)).json()) as Array<{ text: string }>;
      expect(items.map((i) => i.text)).toEqual(["Travel pillow"]);
    } finally {
      await context.close();
    }
  });
});

describe("no silent failures (a form)", () => {
  it("keeps a form's values when its write meets an ended session, and sends them after signing in again", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      const user = await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/budget");
      await page.getByRole("button", { name: "Add Allocation" }).first().waitFor();
      await context.clearCookies();
      await page.getByRole("button", { name: "Add Allocation" }).first().click();
      const form = page.getByRole("dialog").filter({ has: page.getByLabel(/Planned amount/) });
      await form.getByLabel(/Planned amount/).fill("250");
      await form.getByRole("button", { name: /Add Allocation|Save/ }).last().click();
      const again = page.getByRole("dialog", { name: "Your session has ended" });
      await again.getByLabel("Password").fill(user.password);
      await screenshot(page, "session-ended-phone");
      await again.getByRole("button", { name: "Sign in", exact: true }).click();
      await again.waitFor({ state: "detached" });
      expect(await form.getByLabel(/Planned amount/).inputValue()).toBe("250");
      await form.getByRole("button", { name: /Add Allocation|Save/ }).last().click();
      await form.waitFor({ state: "detached" });
      const budget = (await (await context.request.get(`/api/trips/${trip.id}/budget`)).json()) as Array<{ plannedAmount: string }>;
      expect(budget.map((b) => b.plannedAmount)).toEqual(["250.00"]);
    } finally {
      await context.close();
    }
  });
});

describe("the dashboard at 1280 × 800", () => {
  it("cuts no budget amount, and its floating add-trip button covers nothing", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05", currency: "EUR", budget: "25000" });
      for (const data of [
        { category: "hotels", plannedAmount: "18258.91", realizedAmount: "12345.67" },
        { category: "food", plannedAmount: "4000", realizedAmount: "1234.56" },
      ]) {
        expect((await context.request.post(`/api/trips/${trip.id}/budget`, { data })).status()).toBe(201);
      }
      await page.goto("/");
      const tracker = page.getByTestId("budget-tracker-card");
      await tracker.getByText("€22,258.91").waitFor();
      // Every amount is shown whole: nothing wider than its box.
      const cut = await tracker.locator("dd").evaluateAll((dds) => dds.filter((d) => d.scrollWidth > d.clientWidth).map((d) => d.textContent));
      expect(cut).toEqual([]);
      await tracker.getByText("€13,580.23").waitFor();

      // Nothing a member reads or presses lies under the floating button.
      const fab = page.getByRole("button", { name: "Add trip", exact: true });
      const box = (await fab.boundingBox())!;
      const covered = await page.evaluate((b) => {
        const fabEl = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2)!.closest("button")!;
        const hits = new Set<string>();
        for (const [x, y] of [[b.x + 4, b.y + 4], [b.x + b.width - 4, b.y + 4], [b.x + b.width / 2, b.y + b.height / 2], [b.x + 4, b.y + b.height - 4], [b.x + b.width - 4, b.y + b.height - 4]]) {
          for (const el of document.elementsFromPoint(x!, y!)) {
            if (fabEl.contains(el)) continue;
            const readable = el.matches("a, button, input, textarea, select, label, h1, h2, h3, h4, p, li, dd, dt, span, time, img, svg");
            if (readable) hits.add(`${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 40)}`);
          }
        }
        return [...hits];
      }, box);
      expect(covered).toEqual([]);
      await screenshot(page, "dashboard-1280x800");
    } finally {
      await context.close();
    }
  });
});

describe("where a page opens", () => {
  for (const [size, viewport] of [
    ["desktop", { width: DESKTOP.width, height: 500 }],
    ["phone", PHONE],
  ] as const) {
    it(`opens a new page at its top, and back returns to where the last one was (${size})`, async () => {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
      try {
        await signUpViaApi(context);
        await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
        await page.goto("/");
        await page.getByRole("log").first().waitFor();
        const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
        expect(room, "the dashboard is taller than the window").toBeGreaterThan(300);
        await page.evaluate(() => window.scrollTo(0, 300));
        await page.waitForFunction(() => Math.round(window.scrollY) === 300);
        // A link in the app (not a reload): the next page starts at its top, not 300 px down.
        await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/budget"]')!.click());
        await page.waitForURL("**/budget");
        await page.getByRole("heading", { name: "Budget Planning" }).first().waitFor();
        expect(await scrollY()).toBe(0);
        await page.goBack();
        await page.waitForFunction(() => location.pathname === "/");
        await page.waitForFunction(() => Math.round(window.scrollY) === 300, undefined, { timeout: 5000 });
      } finally {
        await context.close();
      }
    });
  }
});

describe("words that are true", () => {
  it("labels the member in the user menu with their role in the current trip, not as its organizer", async () => {
    const admin = await newContext(browser(), { viewport: DESKTOP });
    const editor = await newContext(browser(), { viewport: DESKTOP });
    try {
      await signUpViaApi(admin);
      const trip = await createTripViaApi(admin, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      const bruno = await signUpViaApi(editor, { firstName: "Bruno", lastName: "Costa" });
      expect((await admin.request.post(`/api/trips/${trip.id}/members`, { data: { userId: bruno.email, role: "editor" } })).status()).toBe(201);
      const page = await editor.newPage();
      await page.goto("/");
      const menu = page.getByRole("button", { name: /User menu/ });
      await menu.getByText("Editor", { exact: true }).waitFor();
      expect(await menu.getByText("Trip Organizer").count()).toBe(0);
      const adminPage = await admin.newPage();
      await adminPage.goto("/");
      await adminPage.getByRole("button", { name: /User menu/ }).getByText("Admin", { exact: true }).waitFor();
    } finally {
      await admin.close();
      await editor.close();
    }
  });
});

describe("words that are true, round 2", () => {
  it("logs joining by link as joining, tells a new member only of what came after, and keeps the badge off the bell", async () => {
    const admin = await newContext(browser(), { viewport: DESKTOP });
    const joiner = await newContext(browser(), { viewport: DESKTOP });
    try {
      await signUpViaApi(admin, { firstName: "Ana", lastName: "Silva" });
      const trip = await createTripViaApi(admin, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      const addReservations = async (from: number, count: number) => {
        for (let i = from; i < from + count; i++) {
          const res = await admin.request.post(`/api/trips/${trip.id}/reservations`, { data: { name: `Dinner ${i}`, type: "restaurant", reservationDate: "2027-06-02" } });
          expect(res.status()).toBe(201);
        }
      };
      await addReservations(1, 12);
      const link = await admin.request.post(`/api/trips/${trip.id}/invite-links`, { data: { role: "editor" } });
      expect(link.status(), await link.text()).toBe(201);
      const { token } = (await link.json()) as { token: string };
      await signUpViaApi(joiner, { firstName: "Bruno", lastName: "Costa" });
      expect((await joiner.request.post(`/api/invite-links/${token}/accept`)).status()).toBeLessThan(300);

      // The admin reads that Bruno joined, not that he "added a member", in the dashboard's recent changes.
      const adminPage = await admin.newPage();
      await adminPage.goto("/");
      const joined = adminPage.getByTestId("recent-changes").getByTestId("activity-entry").filter({ hasText: "Bruno Costa" });
      await joined.getByText("joined the trip").waitFor();
      expect(await joined.getByText("added a member").count()).toBe(0);

      // Bruno is told nothing of the twelve dinners planned before he came.
      const page = await joiner.newPage();
      await page.goto("/");
      const bell = page.getByTestId("notifications-bell");
      await bell.waitFor();
      await page.getByRole("heading", { name: "Lisbon" }).first().waitFor();
      await page.getByTestId("activity-entry").first().or(page.getByRole("log").first()).first().waitFor();
      expect(await bell.getAttribute("aria-label")).toBe("Notifications");

      // What happens after he joined is new to him; beyond nine the badge reads 9+ at the bell's corner, not over it.
      await addReservations(13, 10);
      await page.reload();
      await page.waitForFunction(() => document.querySelector('[data-testid="notifications-bell"]')?.getAttribute("aria-label") === "Notifications, 10 new");
      const badge = bell.locator("span[aria-hidden]");
      expect(await badge.textContent()).toBe("9+");
      const b = (await badge.boundingBox())!;
      const icon = (await bell.locator("svg").boundingBox())!;
      const overlap = Math.max(0, Math.min(b.x + b.width, icon.x + icon.width) - Math.max(b.x, icon.x)) * Math.max(0, Math.min(b.y + b.height, icon.y + icon.height) - Math.max(b.y, icon.y));
      expect(overlap / (icon.width * icon.height), "share of the bell under the badge").toBeLessThanOrEqual(0.1);
      await screenshot(page, "bell-badge-desktop");
    } finally {
      await admin.close();
      await joiner.close();
    }
  });

  it("says a chat message sent offline was not sent for want of a connection, and keeps it in the box", async () => {
    // Offline, the browser's own update check of the service worker may fail to fetch its script: that is the point.
    const context = await newContext(browser(), { viewport: PHONE, expectedErrors: /error occurred when fetching the script/ });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/ai-assistant");
      const input = page.getByRole("textbox", { name: "Message" });
      await input.waitFor();
      // The app loads its offline parts after the first render; once the service worker controls the page it
      // serves them (and any other chunk) offline, so going offline earlier would only test that race.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await context.setOffline(true);
      await input.fill("Where do we eat tonight?");
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByRole("status").filter({ hasText: "You are offline: the message was not sent. Send it again once you are connected." }).first().waitFor();
      expect(await page.getByRole("status").filter({ hasText: "Failed to send message" }).count()).toBe(0);
      expect(await input.inputValue()).toBe("Where do we eat tonight?");
      await screenshot(page, "chat-offline-phone");
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });

  it("shows a rating only where one exists, the files' count, and a stay's check-out date", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      const add = async (data: Record<string, unknown>) => {
        const res = await context.request.post(`/api/trips/${trip.id}/reservations`, { data });
        expect(res.status()).toBe(201);
        return (await res.json()) as { id: string };
      };
      const hotel = await add({ name: "Hotel Baixa", type: "hotel", reservationDate: "2027-06-01", endDate: "2027-06-04" });
      await add({ name: "TP 1234 LIS → OPO", type: "flight", reservationDate: "2027-06-02", reservationTime: "07:35" });
      await add({ name: "Comboio to Porto", type: "transport", reservationDate: "2027-06-04" });
      const upload = await context.request.post(`/api/reservations/${hotel.id}/files`, {
        multipart: { file: { name: "voucher.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") } },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      await page.goto("/reservations");
      const card = (name: string) => page.getByRole("article", { name });
      await card("Hotel Baixa").waitFor();
      // No empty "0/5.0": a flight or a train has no stars until rated, nothing reads 0/5.0.
      expect(await page.getByText("0/5.0").count()).toBe(0);
      expect(await card("TP 1234 LIS → OPO").getByRole("group", { name: /Your rating/ }).count()).toBe(0);
      expect(await card("Comboio to Porto").getByRole("group", { name: /Your rating/ }).count()).toBe(0);
      // A hotel can still be rated.
      await card("Hotel Baixa").getByRole("button", { name: "Rate 4 of 5" }).click();
      await card("Hotel Baixa").getByText("4/5.0").waitFor();
      // The files button counts them; the stay shows its check-out.
      await card("Hotel Baixa").getByRole("button", { name: "Files of Hotel Baixa" }).getByText("Files (1)").waitFor();
      await card("Hotel Baixa").getByText(/Jun\s1\s*[–-]\s*(Jun\s)?4,\s2027/).waitFor();
      await screenshot(page, "reservation-cards-desktop");
    } finally {
      await context.close();
    }
  });
});

describe("search → place", () => {
  it("opens a found place on its day in the Itinerary, and shows dates in the reader's language", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP, locale: "de-DE" });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      const place = await context.request.post(`/api/trips/${trip.id}/places`, { data: { name: "Belém Tower", date: "2027-06-03", lat: 38.6916, lng: -9.2160, address: "Av. Brasília" } });
      expect(place.status(), await place.text()).toBe(201);
      expect((await context.request.post(`/api/trips/${trip.id}/reservations`, { data: { name: "Belém lunch", type: "restaurant", reservationDate: "2027-06-03" } })).status()).toBe(201);
      await page.goto("/");
      await page.getByRole("searchbox").first().fill("belém");
      const results = page.getByTestId("search-results");
      await results.getByRole("link", { name: /Belém Tower/ }).waitFor();
      // No ISO date in the results: "3. Juni 2027", not "2027-06-03".
      const text = (await results.textContent())!;
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text).toContain("2027");
      await results.getByRole("link", { name: /Belém Tower/ }).click();
      await page.waitForURL((u) => u.pathname === "/itinerary");
      // The Days tab, with that day chosen (its map shown) and on screen.
      await page.getByRole("tab", { selected: true }).filter({ hasText: "Tage" }).waitFor();
      const day = page.locator('[data-date="2027-06-03"]');
      await day.getByText("Belém Tower").waitFor();
      await day.locator('button[aria-pressed="true"]').waitFor();
      await page.waitForFunction(() => {
        const box = document.querySelector('[data-date="2027-06-03"]')!.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth;
      });
    } finally {
      await context.close();
    }
  });
});

/** Texts cut by their box (an ellipsis or overflow) under `root`. */
const cutTexts = (root: import("playwright-core").Locator) =>
  root.locator("*").evaluateAll((els) => els.filter((e) => e.children.length === 0 && e.textContent!.trim() !== "" && e.clientWidth > 1 && (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)).map((e) => e.textContent));

describe("1280 wide", () => {
  it("shows each recent reservation's name, time and cost on the dashboard, none of it cut", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05", currency: "EUR" });
      const res = await context.request.post(`/api/trips/${trip.id}/reservations`, {
        data: { name: "LH1177 Porto → Frankfurt am Main", type: "flight", reservationDate: "2027-06-04", reservationTime: "07:35", cost: "1234.56" },
      });
      expect(res.status()).toBe(201);
      await page.goto("/");
      const item = page.getByRole("link", { name: /LH1177 Porto → Frankfurt am Main/ });
      await item.getByText("€1,234.56").waitFor();
      await item.getByText(/07:35/).waitFor();
      expect(await cutTexts(item)).toEqual([]);
      await screenshot(page, "dashboard-recent-1280");
    } finally {
      await context.close();
    }
  });

  it("keeps the trip's whole name in the header with two co-viewers present", async () => {
    const contexts = await Promise.all([0, 1, 2].map(() => newContext(browser(), { viewport: DESKTOP })));
    const [admin, ...others] = contexts as [typeof contexts[0], ...typeof contexts];
    try {
      await signUpViaApi(admin);
      const trip = await createTripViaApi(admin, { name: "Lisbon & Porto", startDate: "2027-06-01", endDate: "2027-06-05" });
      for (const [i, other] of others.entries()) {
        const who = await signUpViaApi(other, { firstName: ["Bruno", "Carla"][i], lastName: "Costa" });
        expect((await admin.request.post(`/api/trips/${trip.id}/members`, { data: { userId: who.email, role: "editor" } })).status()).toBe(201);
        await (await other.newPage()).goto("/");
      }
      const page = await admin.newPage();
      await page.goto("/");
      await page.getByTestId("presence").locator('[data-slot="avatar"], span.rounded-full').first().waitFor();
      await page.waitForFunction(() => (document.querySelector('[data-testid="presence"]')?.getAttribute("aria-label") ?? "").includes("Carla"));
      const name = page.locator("header").getByRole("button", { name: "Lisbon & Porto · Switch trip" });
      await name.waitFor();
      expect(await cutTexts(name)).toEqual([]);
      await screenshot(page, "header-co-viewers-1280");
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });

  it("keeps the import dialog's buttons on screen at 800 px high: its body scrolls, not its footer", async () => {
    const context = await newContext(browser(), { viewport: DESKTOP });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await createTripViaApi(context, { name: "Lisbon", startDate: "2026-12-01", endDate: "2026-12-06" });
      await page.goto("/reservations");
      await page.getByRole("button", { name: "Import" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.locator('input[type="file"]').setInputFiles(fixturePath("hotel-confirmation.eml"));
      await dialog.getByRole("button", { name: "Read bookings" }).click();
      const add = dialog.getByRole("button", { name: "Add 1 reservation" });
      await add.waitFor();
      for (const button of [add, dialog.getByRole("button", { name: "Back" })]) {
        const box = (await button.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, "the button's bottom").toBeLessThanOrEqual(DESKTOP.height);
      }
      await screenshot(page, "import-review-1280x800");
    } finally {
      await context.close();
    }
  });
});

describe("the calendar month on a phone", () => {
  it("says the week scrolls sideways, and the cue goes once the last day is in view", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await createTripViaApi(context, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      await page.goto("/calendar");
      await page.locator('[data-date="2027-06-05"]').waitFor();
      const cue = page.getByTestId("month-scroll-cue");
      await cue.getByText("Swipe sideways for the whole week").waitFor();
      const cueBox = (await cue.boundingBox())!;
      expect(cueBox.x + cueBox.width).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, "calendar-month-cue-phone");
      // Scrolled to its end, nothing more lies to the right: the cue goes.
      await page.getByTestId("month-grid-scroller").evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await cue.waitFor({ state: "hidden" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });
});

describe("generated texts in the reader's language", () => {
  it("words a city's stay ('Stay in Lisbon', 'Visiting Lisbon, Portugal') in German for a German member, on the Days and in the .ics", async () => {
    const admin = await newContext(browser(), { viewport: DESKTOP });
    const german = await newContext(browser(), { viewport: PHONE, locale: "de-DE" });
    try {
      await signUpViaApi(admin);
      const trip = await createTripViaApi(admin, { name: "Lisbon", startDate: "2027-06-01", endDate: "2027-06-05" });
      // As the English city form writes them.
      const location = await (await admin.request.post("/api/locations", { data: { tripId: trip.id, city: "Lisbon", country: "Portugal", lat: 38.7223, lng: -9.1393 } })).json();
      const stay = await admin.request.post(`/api/trips/${trip.id}/itinerary`, {
        data: { title: "Stay in Lisbon", description: "Visiting Lisbon, Portugal", startDate: "2027-06-01", endDate: "2027-06-04", locationId: location.id },
      });
      expect(stay.status(), await stay.text()).toBe(201);
      const ana = await signUpViaApi(german, { firstName: "Anna", lastName: "Schmidt" });
      expect((await admin.request.post(`/api/trips/${trip.id}/members`, { data: { userId: ana.email, role: "viewer" } })).status()).toBe(201);

      const page = await german.newPage();
      await page.goto("/itinerary?day=2027-06-01");
      const day = page.locator('[data-date="2027-06-01"]');
      await day.getByText("Aufenthalt in Lisbon").first().waitFor();
      expect(await page.getByText("Stay in Lisbon").count()).toBe(0);
      const ics = await (await german.request.get(`/api/trips/${trip.id}/calendar.ics`, { headers: { "accept-language": "de-DE" } })).text();
      expect(ics).toContain("Aufenthalt in Lisbon");
      // (A comma is escaped in the .ics: "Besuch in Lisbon\\, Portugal".)
      expect(ics).toContain("Besuch in Lisbon");
      expect(ics).not.toContain("Stay in Lisbon");
      // The English member still reads it as written.
      const days = (await (await admin.request.get(`/api/trips/${trip.id}/days`)).json()) as Array<{ items: Array<{ title: string }> }>;
      expect(days[0]!.items.map((i) => i.title)).toContain("Stay in Lisbon");
    } finally {
      await admin.close();
      await german.close();
    }
  });
});
