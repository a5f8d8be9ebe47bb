// The whole product, as a new user meets it (issue 9): sign up and create a
// trip through the UI, seed the rest through the API (cities, events,
// reservations, allocations, a member, chat, saved quotes), then visit every
// signed-in route of docs/product/screens.md at 1280×800 and 390×844. Each page is saved to
// test-results/whole-product/ for a person to look at, checked by axe-core for
// serious or critical violations, and checked for raw error text. Then: the
// main dialogs trap focus, close on Escape and give focus back; failure
// toasts carry the server's message.
import { beforeAll, describe, expect, it } from "vitest";
import { readFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, baseURL, launchBrowserForFile, newContext, post, settled, signUpViaApi, uniqueEmail } from "./fixtures";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const SHOTS = "test-results/whole-product";

const browser = launchBrowserForFile();
beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Signs up and creates the trip through the UI, as a new user would. */
async function signUpAndCreateTrip(page: Page, email: string): Promise<string> {
  await page.goto("/register");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct horse");
  await page.getByLabel("Confirm password").fill("correct horse");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("button", { name: "Create Your First Trip" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Trip name").fill("Portugal Road Trip");
  await dialog.getByLabel("Description").fill("Lisbon to Porto along the coast, with a night in Coimbra");
  await dialog.getByLabel("Start date").fill("2027-05-01");
  await dialog.getByLabel("End date").fill("2027-05-10");
  await dialog.getByLabel("Budget").fill("3000");
  await dialog.getByRole("button", { name: "Create Trip" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("heading", { name: "Portugal Road Trip" }).first().waitFor();
  const trips = (await (await page.request.get("/api/trips")).json()) as { id: string; name: string }[];
  return trips.find((t) => t.name === "Portugal Road Trip")!.id;
}

/** Everything else a planned trip has, through the API. */
async function seedTrip(context: BrowserContext, tripId: string) {
  const r = context.request;
  const cities = [
    ["Lisbon", "2027-05-01", "2027-05-04", "Pastel de nata at Belém"],
    ["Coimbra", "2027-05-05", "2027-05-05", "University library"],
    ["Porto", "2027-05-06", "2027-05-10", "Port cellars in Gaia"],
  ] as const;
  for (const [city, startDate, endDate, notes] of cities) {
    const loc = await post(r, "/api/locations", { tripId, city, country: "Portugal" });
    await post(r, `/api/trips/${tripId}/itinerary`, { title: `Stay in ${city}`, description: notes, locationId: loc.id, startDate, endDate, allDay: true });
  }
  await post(r, `/api/trips/${tripId}/itinerary`, { title: "Fado night", description: "Alfama", startDate: "2027-05-02", startTime: "21:00", allDay: false });
  await post(r, `/api/trips/${tripId}/itinerary`, { title: "Train to Coimbra", startDate: "2027-05-05", startTime: "09:15", allDay: false });
  const reservations = [
    { name: "Hotel Avenida Palace", type: "hotel", reservationDate: "2027-05-01", endDate: "2027-05-04", cost: "480.00", confirmationNumber: "AV-2291", status: "confirmed" },
    { name: "Time Out Market", type: "restaurant", reservationDate: "2027-05-02", reservationTime: "19:30", cost: "60.00", status: "pending", notes: "Table for two" },
    { name: "Livraria Lello", type: "attraction", reservationDate: "2027-05-07", reservationTime: "10:00", cost: "15.00", status: "confirmed" },
    { name: "Alfa Pendular to Porto", type: "transport", reservationDate: "2027-05-06", reservationTime: "08:39", cost: "34.50", status: "cancelled" },
  ];
  for (const res of reservations) await post(r, `/api/trips/${tripId}/reservations`, res);
  await post(r, `/api/trips/${tripId}/budget`, { category: "hotels", plannedAmount: "1200", realizedAmount: "480", city: "Lisbon, Portugal" });
  await post(r, `/api/trips/${tripId}/budget`, { category: "food", plannedAmount: "500", realizedAmount: "60" });
  await post(r, `/api/trips/${tripId}/budget`, { category: "activities", plannedAmount: "150", realizedAmount: "190" });
  // A companion with an account, and one invited by email before signing up.
  const companion = await browser().newContext({ baseURL: baseURL() });
  const friend = await signUpViaApi(companion, { firstName: "Grace", lastName: "Hopper" });
  await companion.close();
  await post(r, `/api/trips/${tripId}/members`, { userId: friend.email, role: "editor" });
  await post(r, `/api/trips/${tripId}/members`, { userId: uniqueEmail("cousin"), role: "viewer" });
  await post(r, `/api/trips/${tripId}/chat`, { content: "What is our next reservation?" });
  await post(r, `/api/trips/${tripId}/lists/packing/fill`, { template: "city" });
  await post(r, `/api/trips/${tripId}/lists/todo`, { text: "Book the Fado tickets", due: "2027-05-01" });
  await post(r, `/api/trips/${tripId}/quotes/flights`, {
    origin: "LIS",
    destination: "OPO",
    departureDate: "2027-05-06",
    returnDate: "2027-05-10",
    passengers: 2,
    cabinClass: "economy",
    price: "128.40",
    airline: "TAP Air Portugal",
    directFlight: true,
  });
  await post(r, `/api/trips/${tripId}/quotes/hotels`, {
    hotelName: "Pestana Vintage Porto",
    location: "Porto",
    checkInDate: "2027-05-06",
    checkOutDate: "2027-05-10",
    guests: 2,
    rooms: 1,
    roomType: "Double room, river view",
    price: "760.00",
    pricePerNight: "190.00",
    rating: 4.6,
    amenities: ["Free Wi-Fi", "Breakfast", "River view", "Bar", "Gym"],
  });
}

interface Violation {
  page: string;
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

async function axe(page: Page, label: string): Promise<Violation[]> {
  // Evaluated through DevTools rather than added as a <script>: the page's CSP refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
      resultTypes: ["violations"],
    }),
  )) as { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ page: label, id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}

/** No raw errors a person could not act on, and no sideways scrolling. */
async function noRawErrors(page: Page, label: string) {
  const text = await page.locator("body").innerText();
  expect(text, label).not.toContain("[object Object]");
  expect(text, label).not.toMatch(/\n\s+at \S+ \(/);
  expect(text, label).not.toMatch(/\b[45]\d\d: \{/);
  expect(text, label).not.toContain("undefined");
  expect(text, label).not.toContain("NaN");
  // Nothing wider than the screen: a phone user should never scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label}: page is wider than the viewport`).toBeLessThanOrEqual(0);
}

const ROUTES = (tripId: string) =>
  [
    { name: "dashboard", path: "/", h1: "Dashboard", shows: "Portugal Road Trip" },
    { name: "trips", path: "/trips", h1: "Trip History", shows: "Portugal Road Trip" },
    { name: "itinerary", path: "/itinerary", h1: "Itinerary", shows: "Coimbra" },
    { name: "calendar", path: "/calendar", h1: "Trip Calendar", shows: "May 2027" },
    { name: "map", path: "/map", h1: "Interactive Map", shows: "Porto" },
    { name: "reservations", path: "/reservations", h1: "Trip Planning", shows: "Hotel Avenida Palace" },
    { name: "budget", path: "/budget", h1: "Budget Planning", shows: "Food & Dining" },
    { name: "quotes", path: `/trips/${tripId}/quotes`, h1: "Price Quotes", shows: "TAP Air Portugal" },
    { name: "lists", path: "/lists", h1: "Packing & To-dos", shows: "Book the Fado tickets" },
    { name: "family", path: "/family", h1: "Family & Collaborators", shows: "Grace Hopper" },
    { name: "notifications", path: "/notifications", h1: "Notifications", shows: "Your notices, across your trips" },
    { name: "ai-assistant", path: "/ai-assistant", h1: "AI Assistant", shows: "What is our next reservation?" },
    { name: "profile", path: "/profile", h1: "Profile & Settings", shows: "Notifications" },
  ] as const;

describe("the whole product", () => {
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`every page at ${size} (${viewport.width}×${viewport.height}) has real data, no raw errors and no serious axe violation`, async () => {
      const context = await newContext(browser(), { viewport });
      const page = await context.newPage();
      const violations: Violation[] = [];
      try {
        const tripId = await signUpAndCreateTrip(page, uniqueEmail(`whole-${size}`));
        await seedTrip(context, tripId);
        for (const route of ROUTES(tripId)) {
          await page.goto(route.path);
          await page.getByRole("heading", { level: 1, name: route.h1, exact: true }).waitFor();
          await page.getByText(route.shows, { exact: false }).locator("visible=true").first().waitFor();
          await settled(page);
          await page.screenshot({ path: `${SHOTS}/${size}-${route.name}.png`, fullPage: true });
          await noRawErrors(page, `${size} ${route.path}`);
          violations.push(...(await axe(page, `${size} ${route.path}`)));
        }
        // The signed-out screens and the 404 page too.
        await page.goto("/no-such-page");
        await page.getByRole("heading", { name: "Page not found" }).waitFor();
        await page.screenshot({ path: `${SHOTS}/${size}-not-found.png`, fullPage: true });
        violations.push(...(await axe(page, `${size} 404`)));
        const signedOut = await newContext(browser(), { viewport });
        const loginPage = await signedOut.newPage();
        for (const path of ["/login", "/register"]) {
          await loginPage.goto(path);
          await loginPage.getByRole("button", { name: path === "/login" ? "Sign in" : "Create account", exact: true }).waitFor();
          await loginPage.screenshot({ path: `${SHOTS}/${size}-${path.slice(1)}.png`, fullPage: true });
          violations.push(...(await axe(loginPage, `${size} ${path}`)));
        }
        await signedOut.close();
      } finally {
        await context.close();
      }
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  }

  it("dialogs trap focus, close on Escape and return focus to their opener", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await post(context.request, "/api/trips", { name: "Dialog trip", startDate: "2027-05-01", endDate: "2027-05-10" });
      await page.goto("/");
      await page.getByRole("heading", { name: "Dialog trip" }).first().waitFor();
      const dialogs = [
        { path: "/trips", opener: "New Trip", title: "Create New Trip" },
        { path: "/itinerary", opener: "Add City", title: /Add City/ },
        { path: "/reservations", opener: "Add Reservation", title: /Add Reservation/ },
        { path: "/family", opener: "Invite Member", title: "Invite Member" },
      ];
      for (const d of dialogs) {
        await page.goto(d.path);
        const opener = page.getByRole("button", { name: d.opener, exact: true }).first();
        await opener.waitFor();
        // Opened from the keyboard, as a keyboard user would.
        await opener.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        await dialog.getByRole("heading", { name: d.title }).waitFor();
        const insideDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
        expect(await insideDialog(), `${d.path}: focus moves into the dialog`).toBe(true);
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press("Tab");
          expect(await insideDialog(), `${d.path}: Tab ${i + 1} stays in the dialog`).toBe(true);
        }
        for (let i = 0; i < 5; i++) {
          await page.keyboard.press("Shift+Tab");
          expect(await insideDialog(), `${d.path}: Shift+Tab stays in the dialog`).toBe(true);
        }
        // Escape must reach the dialog, not a select that happens to be open.
        await page.keyboard.press("Escape");
        if (await dialog.isVisible()) await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await expect.poll(() => opener.evaluate((el) => el === document.activeElement), { message: `${d.path}: focus returns to the opener` }).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it("failure toasts name the failure and carry the server's message", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      const trip = await post(context.request, "/api/trips", { name: "Toast trip" });
      await page.goto("/family");
      await page.getByRole("button", { name: "Invite Member", exact: true }).first().click();
      const dialog = page.getByRole("dialog");
      // A user id that looks right but belongs to nobody: the server says why.
      await dialog.getByLabel("Email or user ID").fill("00000000-0000-4000-8000-000000000000");
      await dialog.getByRole("button", { name: "Send Invite" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Failed to invite member" }).first();
      await toast.waitFor();
      expect(await toast.innerText()).toContain("No user with this ID");
      await page.keyboard.press("Escape");

      // A failure with no JSON body still reads as a sentence, never "[object Object]" or a bare status.
      await page.route(`**/api/trips/${trip.id}`, (route) =>
        route.request().method() === "PATCH" ? route.fulfill({ status: 502, body: "" }) : route.fallback(),
      );
      await page.goto("/trips");
      await page.getByRole("button", { name: "Trip actions for Toast trip" }).click();
      await page.getByRole("menuitem", { name: "Edit Trip" }).click();
      await page.getByRole("dialog").getByLabel("Trip name").fill("Renamed");
      await page.getByRole("dialog").getByRole("button", { name: "Save Changes" }).click();
      const failed = page.getByRole("status").filter({ hasText: "Failed to update trip" }).first();
      await failed.waitFor();
      const text = await failed.innerText();
      expect(text).not.toContain("[object Object]");
      expect(text).not.toMatch(/^\s*502\s*$/m);
    } finally {
      await context.close();
    }
  });

  it("a page whose code fails to load says so and offers a reload, inside the app frame", async () => {
    // The failed import is logged, and React reports that it gave up hydrating the page (error 422).
    const context = await newContext(browser(), { expectedErrors: /budget-page-.*\.js|Minified React error #422/ });
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await post(context.request, "/api/trips", { name: "Broken chunk trip" });
      await page.route("**/assets/budget-page-*.js", (route) => route.fulfill({ status: 500, body: "" }));
      await page.goto("/budget");
      await page.getByRole("heading", { name: "This page could not be shown" }).waitFor();
      await page.getByRole("button", { name: "Reload" }).waitFor();
      // The navigation still works, and the next page renders normally.
      await page.getByRole("link", { name: /Family/ }).first().click();
      await page.getByRole("heading", { level: 1, name: "Family & Collaborators" }).waitFor();
      await noRawErrors(page, "after a failed chunk");
    } finally {
      await context.close();
    }
  });

  it("profile: a notification switch survives a reload, Sign Out works, Delete Account needs the typed email", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      const me = await signUpViaApi(context);
      await post(context.request, "/api/trips", { name: "Profile trip" });
      await page.goto("/profile");
      const reminders = page.getByRole("switch", { name: "Push for Check-in tomorrow" });
      await expect.poll(() => reminders.getAttribute("aria-checked")).toBe("true");
      await reminders.click();
      await expect.poll(() => reminders.getAttribute("aria-checked")).toBe("false");
      // Saved on the server, not in the page: a reload (and the API) still say off.
      await expect
        .poll(async () => ((await (await context.request.get("/api/profile/notifications")).json()) as Record<string, { push: boolean }>)["reminder.checkin"]!.push)
        .toBe(false);
      await page.reload();
      await expect.poll(() => page.getByRole("switch", { name: "Push for Check-in tomorrow" }).getAttribute("aria-checked")).toBe("false");
      expect(await page.getByRole("switch", { name: "Email notifications" }).getAttribute("aria-checked")).toBe("true");

      await page.getByRole("button", { name: "Delete Account" }).click();
      const dialog = page.getByRole("dialog");
      const confirm = dialog.getByRole("button", { name: "Delete my account" });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(/to confirm/).fill("someone-else@example.com");
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel(/to confirm/).fill(me.email.toUpperCase());
      await confirm.click();
      await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/login");
      // The account is gone: its password no longer signs in.
      const again = await context.request.post("/api/auth/login", { data: { email: me.email, password: me.password } });
      expect(again.status()).toBe(401);
    } finally {
      await context.close();
    }

    // Sign Out, with a fresh account.
    const other = await newContext(browser());
    const otherPage = await other.newPage();
    try {
      await signUpViaApi(other);
      await otherPage.goto("/profile");
      await otherPage.getByRole("button", { name: "Sign Out" }).click();
      await otherPage.getByRole("button", { name: "Sign in", exact: true }).waitFor();
      expect((await other.request.get("/api/auth/user")).status()).toBe(401);
    } finally {
      await other.close();
    }
  });
});
