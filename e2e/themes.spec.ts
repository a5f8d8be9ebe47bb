// Light and dark (docs/product/appearance.md). The theme chosen in Profile is saved on the
// server and is in the first HTML (no flash, no script), and wins over the
// device's; "Same as device" follows the device's setting live. Then every
// page, signed in and out, at 1280 and 390 wide in both themes (the device's
// setting, which every page follows unless the member chose otherwise): saved to test-results/themes/ for a person
// to look at, and checked for text a person cannot read (contrast under 3:1
// with what is behind it).
import { beforeAll, describe, expect, it } from "vitest";
import { mkdirSync } from "node:fs";
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { DESKTOP, PHONE, createTripViaApi, launchBrowserForFile, newContext, post, settled, signUpViaApi } from "./fixtures";

const SHOTS = "test-results/themes";
const browser = launchBrowserForFile();

async function saveTheme(request: APIRequestContext, theme: "light" | "dark" | "system") {
  const res = await request.put("/api/profile/preferences", { data: { theme } });
  if (!res.ok()) throw new Error(`PUT preferences: ${res.status()} ${await res.text()}`);
}

/** The relative luminance of the body's background (0 black … 1 white). */
function bodyLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    canvas.fillStyle = getComputedStyle(document.body).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(canvas.getImageData(0, 0, 1, 1).data).map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}
const looksDark = async (page: Page) => (await bodyLuminance(page)) < 0.05;

interface LowContrast {
  text: string;
  ratio: number;
  fg: string;
  bg: string;
  where: string;
}

/**
 * Every visible text node whose colour has a contrast under 3:1 with what is
 * behind it: its own and its ancestors' backgrounds (a gradient counts by its
 * worst stop), composited with their transparency and opacity. Colours are
 * read through a canvas, so any CSS colour (oklch, color-mix) is measured as
 * painted. Disabled controls are exempt (WCAG 1.4.3); text inside SVG drawings
 * (map labels) is left out: what is behind it is not an ancestor.
 */
function lowContrastText(page: Page): Promise<LowContrast[]> {
  return page.evaluate(() => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    type RGBA = [number, number, number, number];
    const rgba = (color: string): RGBA => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = Array.from(ctx.getImageData(0, 0, 1, 1).data);
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: RGBA, below: RGBA): RGBA => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: RGBA) =>
      [r, g, b]
        .map((v) => v / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const GRADIENT_STOP = /(?:oklch|oklab|rgba?|hsla?|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;
    /** The backgrounds behind an element, nearest first, down to the first opaque one (a gradient's stops as candidates). */
    const backdrops = (el: Element): RGBA[] => {
      const layers: RGBA[] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const opacity = Number(style.opacity);
        const stops = style.backgroundImage.includes("gradient") ? style.backgroundImage.match(GRADIENT_STOP) ?? [] : [];
        if (stops.length > 0) {
          // Behind the text, one of the stops: each is a candidate, returned below as alternatives.
          return stops.map((stop) => layers.reduceRight<RGBA>((below, top) => over(top, below), rgba(stop)));
        }
        const color = rgba(style.backgroundColor);
        color[3] *= opacity;
        if (color[3] > 0) layers.push(color);
        if (color[3] >= 1) break;
      }
      let base: RGBA = [255, 255, 255, 1];
      for (let i = layers.length - 1; i >= 0; i--) base = over(layers[i]!, base);
      return [base];
    };
    const found: { text: string; ratio: number; fg: string; bg: string; where: string }[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || seen.has(el) || !/\p{L}|\p{N}/u.test(text)) continue;
      seen.add(el);
      if (el.closest("svg, script, style, noscript, [disabled], [aria-disabled='true'], [data-disabled]")) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      // Screen-reader-only text is clipped to a pixel.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.clip !== "auto" && style.clip !== "") continue;
      let opacity = 1;
      for (let n: Element | null = el; n; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
      const fg = rgba(style.color);
      fg[3] *= opacity;
      const worst = backdrops(el)
        .map((bg) => ({ bg, ratio: contrast(over(fg, bg), bg) }))
        .sort((a, b) => a.ratio - b.ratio)[0]!;
      if (worst.ratio < 3) {
        const where = [el.tagName.toLowerCase(), el.getAttribute("data-testid"), el.className && typeof el.className === "string" ? el.className.slice(0, 80) : ""]
          .filter(Boolean)
          .join(" ");
        found.push({ text: text.slice(0, 60), ratio: Math.round(worst.ratio * 100) / 100, fg: style.color, bg: `rgb(${worst.bg.slice(0, 3).map(Math.round).join(" ")})`, where });
      }
    }
    return found;
  });
}

/** Opens a page the way the app's links do (the router follows the address), without loading the document again. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const themeTrigger = (page: Page) => page.getByRole("combobox", { name: "Theme" });

async function chooseTheme(page: Page, option: "Light" | "Dark" | "Same as device") {
  await themeTrigger(page).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect.poll(() => themeTrigger(page).innerText()).toBe(option);
}

describe("the theme switch", () => {
  it("dark is saved, in the first HTML after a reload, and 'Same as device' follows the device live", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context);
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto("/profile");
      expect(await looksDark(page)).toBe(false);

      await chooseTheme(page, "Dark");
      // At once, without a reload.
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
      await expect.poll(() => looksDark(page)).toBe(true);
      expect(((await (await context.request.get("/api/profile/preferences")).json()) as { theme: string }).theme).toBe("dark");

      // The server's HTML already carries it, so the first paint is dark (with the device still light).
      const response = await page.reload();
      expect(await response!.text()).toMatch(/<html lang="en" dir="ltr" class="dark">/);
      expect(await looksDark(page)).toBe(true);
      expect(await themeTrigger(page).innerText()).toBe("Dark");

      // "Same as device": the device's setting, changed while the page is open.
      await chooseTheme(page, "Same as device");
      await expect.poll(() => looksDark(page)).toBe(false);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect.poll(() => looksDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: "light" });
      await expect.poll(() => looksDark(page)).toBe(false);
      await page.emulateMedia({ colorScheme: "dark" });
      const again = await page.reload();
      expect(await again!.text()).toMatch(/<html lang="en" dir="ltr">/);
      expect(await looksDark(page)).toBe(true);

      // Light stays light on a dark device.
      await chooseTheme(page, "Light");
      await expect.poll(() => looksDark(page)).toBe(false);
      await page.reload();
      expect(await looksDark(page)).toBe(false);

      // Signed out, the sign-in page follows the device again.
      await saveTheme(context.request, "dark");
      await page.reload();
      expect(await looksDark(page)).toBe(true);
      await page.emulateMedia({ colorScheme: "light" });
      await page.getByRole("button", { name: "Sign Out" }).click();
      await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
      expect(await looksDark(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

/** One trip with something on every page, and its public page. */
async function seed(context: BrowserContext): Promise<{ tripId: string; publicPath: string }> {
  const r = context.request;
  const trip = await createTripViaApi(context, { name: "Lisbon & Porto", startDate: "2027-05-01", endDate: "2027-05-06", budget: "2500", currency: "EUR" });
  const tripId = trip.id;
  for (const [city, startDate, endDate] of [
    ["Lisbon", "2027-05-01", "2027-05-03"],
    ["Porto", "2027-05-04", "2027-05-06"],
  ] as const) {
    const loc = await post(r, "/api/locations", { tripId, city, country: "Portugal" });
    await post(r, `/api/trips/${tripId}/itinerary`, { title: `Stay in ${city}`, locationId: loc.id, startDate, endDate, allDay: true });
  }
  await post(r, `/api/trips/${tripId}/itinerary`, { title: "Fado night", startDate: "2027-05-02", startTime: "21:00", allDay: false });
  const hotel = await post(r, `/api/trips/${tripId}/reservations`, {
    name: "Hotel Avenida Palace",
    type: "hotel",
    reservationDate: "2027-05-01",
    endDate: "2027-05-03",
    cost: "480.00",
    confirmationNumber: "AV-2291",
    status: "confirmed",
  });
  await post(r, `/api/trips/${tripId}/reservations`, { name: "Time Out Market", type: "restaurant", reservationDate: "2027-05-02", reservationTime: "19:30", cost: "60.00", status: "pending" });
  await post(r, `/api/trips/${tripId}/reservations`, { name: "Alfa Pendular", type: "transport", reservationDate: "2027-05-04", reservationTime: "08:39", status: "cancelled" });
  const file = await r.post(`/api/reservations/${hotel.id}/files`, {
    multipart: { file: { name: "booking.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") } },
  });
  if (!file.ok()) throw new Error(`file: ${file.status()} ${await file.text()}`);
  await post(r, `/api/trips/${tripId}/budget`, { category: "hotels", plannedAmount: "1200", realizedAmount: "480" });
  await post(r, `/api/trips/${tripId}/budget`, { category: "food", plannedAmount: "300", realizedAmount: "360" });
  await post(r, `/api/trips/${tripId}/expenses`, { description: "Dinner at Time Out", amount: "60.00", date: "2027-05-02", category: "food" });
  await post(r, `/api/trips/${tripId}/lists/packing/fill`, { template: "city" });
  await post(r, `/api/trips/${tripId}/lists/todo`, { text: "Book the Fado tickets", due: "2027-05-01" });
  // Two polls: one open with a vote, one closed whose winner (an idea on a day) offers Add to plan.
  const pena = await post(r, `/api/trips/${tripId}/places`, { name: "Pena Palace", lat: 38.7876, lng: -9.3906 });
  const sintra = (await post(r, `/api/trips/${tripId}/polls`, { question: "Which day for Sintra?", options: [{ text: "Pena Palace", placeId: pena.id, date: "2027-05-02" }, { text: "Skip it" }] })) as unknown as {
    id: string;
    options: { id: string }[];
  };
  const open = (await post(r, `/api/trips/${tripId}/polls`, { question: "Dinner tonight?", options: [{ text: "Fish" }, { text: "Pasta" }], multiple: true })) as unknown as { id: string; options: { id: string }[] };
  for (const [poll, option] of [[sintra, 0], [open, 1]] as const) {
    const voted = await r.put(`/api/polls/${poll.id}/vote`, { data: { optionIds: [poll.options[option]!.id] } });
    if (!voted.ok()) throw new Error(`vote: ${voted.status()} ${await voted.text()}`);
  }
  await post(r, `/api/polls/${sintra.id}/close`, {});
  await post(r, `/api/trips/${tripId}/notes`, { title: "Fado house rules", body: "**No talking** during a song; [tickets](https://example.org/fado)", date: "2027-05-02", pinned: true });
  await post(r, `/api/trips/${tripId}/chat`, { content: "What is our next reservation?" });
  await post(r, `/api/trips/${tripId}/quotes/flights`, {
    origin: "LIS",
    destination: "OPO",
    departureDate: "2027-05-04",
    passengers: 2,
    cabinClass: "economy",
    price: "128.40",
    airline: "TAP Air Portugal",
    directFlight: true,
  });
  const share = await post(r, `/api/trips/${tripId}/share`, {});
  const status = (await (await r.get(`/api/trips/${tripId}/share`)).json()) as { link: { url: string } | null };
  if (!status.link) throw new Error(`share: ${JSON.stringify(share)}`);
  return { tripId, publicPath: new URL(status.link.url).pathname };
}

const SIGNED_IN = (tripId: string) =>
  [
    { name: "dashboard", path: "/", h1: "Dashboard", shows: "Lisbon & Porto" },
    { name: "trips", path: "/trips", h1: "Trip History", shows: "Lisbon & Porto" },
    { name: "itinerary", path: "/itinerary", h1: "Itinerary", shows: "Final Destination" },
    { name: "itinerary-days", path: "/itinerary", h1: "Itinerary", shows: "Fado night", tab: "Days" },
    { name: "calendar", path: "/calendar", h1: "Trip Calendar", shows: "May 2027" },
    { name: "reservations", path: "/reservations", h1: "Trip Planning", shows: "Hotel Avenida Palace" },
    { name: "files", path: "/reservations", h1: "Trip Planning", shows: "Hotel Avenida Palace", files: "Files of Hotel Avenida Palace" },
    { name: "budget", path: "/budget", h1: "Budget Planning", shows: "Food & Dining" },
    { name: "expenses", path: "/expenses", h1: "Expenses", shows: "Dinner at Time Out" },
    { name: "lists", path: "/lists", h1: "Packing & To-dos", shows: "Book the Fado tickets" },
    { name: "polls", path: "/polls", h1: "Polls", shows: "Which day for Sintra?" },
    { name: "notes", path: "/notes", h1: "Notes", shows: "Fado house rules" },
    { name: "map", path: "/map", h1: "Interactive Map", shows: "Porto" },
    { name: "quotes", path: `/trips/${tripId}/quotes`, h1: "Price Quotes", shows: "TAP Air Portugal" },
    { name: "assistant", path: "/ai-assistant", h1: "AI Assistant", shows: "What is our next reservation?" },
    { name: "family", path: "/family", h1: "Family & Collaborators", shows: "Public page" },
    { name: "notifications", path: "/notifications", h1: "Notifications", shows: "Your notices, across your trips" },
    { name: "inbox", path: "/inbox", h1: "Inbox", shows: "This server does not receive mail" },
    { name: "profile", path: "/profile", h1: "Profile & Settings", shows: "Theme" },
    { name: "about", path: "/about", h1: "About & Credits", shows: "Roamwise" },
    { name: "not-found", path: "/no-such-page", h1: "Page not found", shows: "Page not found" },
  ] as const;

describe("every page in both themes", () => {
  let owner: BrowserContext;
  let seeded: { tripId: string; publicPath: string };
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    owner = await newContext(browser());
    await signUpViaApi(owner, { firstName: "Inês", lastName: "Noite" });
    seeded = await seed(owner);
    return () => owner.close();
  });

  for (const theme of ["light", "dark"] as const) {
    for (const [size, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      // The four at once, each in its own context (the owner follows the device: "Same as device").
      it.concurrent(`${theme} at ${viewport.width} wide: every page readable`, async ({ expect }) => {
        const context = await newContext(browser(), { viewport });
        const page = await context.newPage();
        const problems: Record<string, LowContrast[]> = {};
        const check = async (name: string) => {
          await settled(page);
          await page.screenshot({ path: `${SHOTS}/${theme}-${size}-${name}.png`, fullPage: true });
          const low = await lowContrastText(page);
          if (low.length > 0) problems[name] = low;
        };
        try {
          await context.addCookies(await owner.cookies());
          await page.emulateMedia({ colorScheme: theme });
          for (const route of SIGNED_IN(seeded.tripId)) {
            // The first page as the server renders it; the others as the app opens them (quicker than a load each).
            if (route.name === "dashboard") await page.goto(route.path);
            else await openInApp(page, route.path);
            await page.getByRole("heading", { level: 1, name: route.h1, exact: true }).waitFor();
            if ("tab" in route) await page.getByRole("tab", { name: route.tab }).click();
            if ("files" in route) {
              await page.getByRole("button", { name: route.files }).first().click();
              await page.getByRole("dialog").getByText("booking.pdf").waitFor();
            }
            await page
              .getByText(route.shows)
              .locator("visible=true")
              .first()
              .waitFor()
              .catch(async (error: unknown) => {
                await page.screenshot({ path: `${SHOTS}/${theme}-${size}-${route.name}-failed.png`, fullPage: true });
                throw error;
              });
            expect(await looksDark(page), `${route.name} is ${theme}`).toBe(theme === "dark");
            await check(route.name);
          }

          // Signed out, pages follow the device too.
          await context.clearCookies();
          for (const [name, path, shown] of [
            ["login", "/login", page.getByRole("button", { name: "Sign in", exact: true })],
            ["register", "/register", page.getByRole("button", { name: "Create account" })],
            ["forgot-password", "/forgot-password", page.getByRole("button", { name: "Send reset link" })],
            ["not-found-signed-out", "/no-such-page", page.getByRole("heading", { name: "Page not found" })],
          ] as const) {
            await page.goto(path);
            await shown.waitFor();
            expect(await looksDark(page), `${name} is ${theme}`).toBe(theme === "dark");
            await check(name);
          }
          await page.goto(seeded.publicPath);
          await page.getByRole("heading", { level: 1, name: "Lisbon & Porto" }).waitFor();
          expect(await looksDark(page), `public page is ${theme}`).toBe(theme === "dark");
          await check("public-page");
          // A new member's first dashboard (the brand band with the first trip's button).
          await signUpViaApi(context);
          await page.goto("/");
          await page.getByRole("button", { name: "Create Your First Trip" }).waitFor();
          expect(await looksDark(page), `first dashboard is ${theme}`).toBe(theme === "dark");
          await check("dashboard-first-trip");
        } finally {
          await context.close();
        }
        expect(problems, JSON.stringify(problems, null, 2)).toEqual({});
      });
    }
  }
});
