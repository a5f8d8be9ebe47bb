// Lists (docs/product/lists.md) and the notifications, as a group would
// use them: Ana fills the packing list from the beach template and ticks
// Sunscreen; Ben, on his phone, sees both without a reload. Ana gives Ben a
// to-do, which shows on his dashboard's "My open to-dos". Cleo, a viewer,
// has no Add button, ticks an unassigned item (Ana sees it live) and cannot
// tick Ben's. Then Ben gives Ana a to-do: her bell counts it live with who and
// when, "View all notifications" lists it, and the trip's changes are the
// dashboard's "Recent changes". Screenshots at 1280×800 and
// 390×844 go to test-results/screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, PHONE, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();

const year = new Date().getFullYear() + 1;
const TRIP = { name: "Algarve coast", startDate: `${year}-07-01`, endDate: `${year}-07-10` };

const tick = (page: Page, text: string) => page.getByRole("checkbox", { name: `Mark “${text}” as done` });
const ticked = (page: Page, text: string) => page.getByRole("checkbox", { name: `Mark “${text}” as not done` });
const region = (page: Page, name: "Packing list" | "To-dos") => page.getByRole("region", { name });

async function join(owner: BrowserContext, tripId: string, email: string, role: "editor" | "viewer") {
  const res = await owner.request.post(`/api/trips/${tripId}/members`, { data: { userId: email, role } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("lists and notifications", () => {
  let anaContext: BrowserContext;
  let benContext: BrowserContext;
  let cleoContext: BrowserContext;
  let tripId: string;
  let ben: { email: string };

  beforeAll(async () => {
    anaContext = await newContext(browser());
    benContext = await newContext(browser(), { viewport: PHONE });
    cleoContext = await newContext(browser());
    await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
    ben = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
    const cleo = await signUpViaApi(cleoContext, { firstName: "Cleo", lastName: "Roy" });
    tripId = (await createTripViaApi(anaContext, TRIP)).id;
    await join(anaContext, tripId, ben.email, "editor");
    await join(anaContext, tripId, cleo.email, "viewer");
  });
  afterAll(async () => {
    await Promise.all([anaContext?.close(), benContext?.close(), cleoContext?.close()]);
  });

  it("packs together live; a viewer ticks an unassigned item but cannot add", async () => {
    const ana = await anaContext.newPage();
    const benPage = await benContext.newPage();
    const cleo = await cleoContext.newPage();

    // Ben, on his phone, reaches Lists through the bar's More sheet.
    await benPage.goto("/budget");
    await benPage.getByRole("navigation", { name: "Mobile navigation" }).getByRole("button", { name: "More" }).click();
    await benPage.getByRole("dialog", { name: "More" }).getByRole("link", { name: /^Lists/ }).click();
    await benPage.getByRole("heading", { name: "Packing & To-dos", level: 1 }).waitFor();
    await benPage.getByText("Nothing to pack yet").waitFor();
    await screenshot(benPage, "lists-empty-phone");
    // Ben's page stays the same document from here on: a reload would lose this marker.
    await benPage.evaluate(() => ((window as unknown as { rwMarker: string }).rwMarker = "no reload"));

    // Ana fills the packing list from the beach template.
    await ana.goto("/lists");
    await ana.getByRole("heading", { name: "Packing & To-dos", level: 1 }).waitFor();
    await ana.getByRole("button", { name: "Fill from template or trip" }).click();
    const fill = ana.getByRole("dialog", { name: "Fill the packing list" });
    await fill.getByLabel("Fill from", { exact: true }).click();
    await ana.getByRole("option", { name: "Template: beach", exact: true }).click();
    await screenshot(ana, "lists-fill-dialog-desktop");
    await fill.getByRole("button", { name: "Fill", exact: true }).click();
    await toast(ana, "Packing list filled");
    await tick(ana, "Sunscreen").waitFor();
    expect(await region(ana, "Packing list").getByTestId("list-item").count()).toBe(9);

    // Ben sees the list arrive, then Ana's tick, live.
    await tick(benPage, "Sunscreen").waitFor();
    await tick(ana, "Sunscreen").click();
    await ticked(ana, "Sunscreen").waitFor();
    await ticked(benPage, "Sunscreen").waitFor();
    expect(await region(benPage, "Packing list").getByText("1 of 9 packed").count()).toBe(1);

    // Ana gives Ben a to-do with a due date; it shows on his side live.
    await region(ana, "To-dos").getByRole("button", { name: "Add to-do" }).click();
    const add = ana.getByRole("dialog", { name: "Add a to-do" });
    await add.getByLabel("What").fill("Book the ferry to Culatra");
    await add.getByLabel("For", { exact: true }).click();
    await ana.getByRole("option", { name: "Ben Okafor", exact: true }).click();
    // The hint names the last day in the reader's format, not as ISO (a day before the trip is fine: a visa).
    const hint = await add.getByText(/^Before or during the trip: by .+ at the latest$/).textContent();
    expect(hint).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // A day after the trip is refused by the server, on the field.
    await add.getByLabel("Due date (optional)").fill(`${year}-07-11`);
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await add.getByText("Due date must be on or before the trip's last day").waitFor();
    await add.getByLabel("Due date (optional)").fill(`${year}-07-03`);
    await add.getByRole("button", { name: "Add", exact: true }).click();
    await add.waitFor({ state: "detached" });
    await tick(benPage, "Book the ferry to Culatra").waitFor();
    await region(benPage, "To-dos").getByText("Ben Okafor").waitFor();
    await screenshot(ana, "lists-desktop");
    await screenshot(benPage, "lists-phone");
    await expectNoOverflow(ana);
    await expectNoOverflow(benPage);
    expect(await benPage.evaluate(() => (window as unknown as { rwMarker?: string }).rwMarker)).toBe("no reload");

    // Cleo, a viewer: no Add or Fill, ticks the unassigned Towel (Ana sees it), not Ben's to-do.
    await cleo.goto("/lists");
    await tick(cleo, "Beach towel").waitFor();
    expect(await cleo.getByRole("button", { name: /Add item|Add to-do|Fill from/ }).count()).toBe(0);
    expect(await tick(cleo, "Book the ferry to Culatra").isDisabled()).toBe(true);
    await tick(cleo, "Beach towel").click();
    await ticked(cleo, "Beach towel").waitFor();
    await ticked(ana, "Beach towel").waitFor();
    // The server refuses her what the page does not offer.
    const refused = await cleoContext.request.post(`/api/trips/${tripId}/lists/packing`, { data: { text: "Kite" } });
    expect(refused.status()).toBe(403);

    // Ben's dashboard lists his open to-do.
    await benPage.goto("/");
    const card = benPage.getByTestId("my-todos-card");
    await card.getByText("Book the ferry to Culatra").waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(benPage, "dashboard-my-todos-phone");
  });

  it("tells a member of a to-do given to them, live in the bell, and keeps the trip's changes on the dashboard", async () => {
    const ana = await anaContext.newPage();
    expect((await anaContext.request.post("/api/notifications/read", { data: { all: true } })).status()).toBe(204);
    await ana.goto("/");
    await ana.getByTestId("my-todos-card").waitFor();
    await ana.getByRole("button", { name: "Notifications", exact: true }).waitFor();

    // Ben gives Ana a to-do; her bell counts it and names him, live.
    const before = Date.now();
    const res = await benContext.request.post(`/api/trips/${tripId}/lists/todo`, { data: { text: "Snorkel mask", assigneeId: (await (await anaContext.request.get("/api/auth/user")).json()).id } });
    expect(res.status()).toBe(201);
    await ana.getByRole("button", { name: "Notifications, 1 new" }).click();
    const notice = ana.getByRole("list", { name: "Your latest notices" }).getByTestId("notice").first();
    await notice.getByText("Ben Okafor assigned you “Snorkel mask”").waitFor();
    const when = Date.parse((await notice.locator("time").getAttribute("datetime"))!);
    expect(when).toBeGreaterThanOrEqual(before - 2000);
    expect(when).toBeLessThanOrEqual(Date.now() + 2000);
    await screenshot(ana, "notifications-menu-desktop");

    await ana.getByRole("link", { name: "View all notifications" }).click();
    await ana.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    await ana.getByRole("list", { name: "Your notices" }).getByText("Ben Okafor assigned you “Snorkel mask”").waitFor();
    await screenshot(ana, "notifications-page-desktop");

    // The trip's own changes, by who made them, are the dashboard's "Recent changes".
    await ana.goto("/");
    const recent = ana.getByRole("list", { name: "Recent changes" });
    await recent.getByText("“Snorkel mask”").waitFor();
    await recent.getByText("Cleo Roy ticked off an item").waitFor();

    const phone = await benContext.newPage();
    await phone.goto("/");
    await phone.getByRole("list", { name: "Recent changes" }).getByText("“Snorkel mask”").waitFor();
    await expectNoOverflow(phone);
    await screenshot(phone, "dashboard-recent-changes-phone");
  });
});
