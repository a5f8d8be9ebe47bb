// Notes (docs/product/notes.md) with two members side by side: Ana (an editor) writes a pinned note in
// Markdown on a day mentioning Ben — the preview shows it rendered, and a typed script, a javascript: link
// and an onerror attribute stay harmless — and Ben (a viewer), told of the mention, sees it live on his Notes page and on that day in
// the Days view, whose title opens the note. An edit over a version changed meanwhile shows the
// house's conflict message. A note written offline waits on the device and is sent once back online.
// Screenshots at 1280 and 390, light and dark.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTripViaApi, keptOnDevice, launchBrowserForFile, newContext, PHONE, screenshot, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();
const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;

const TITLE = "Meet at Rossio";
const BODY = "**Under the clock** at 9\n\n- bring the tram cards\n- [the tram](https://example.org/28)\n\n<script>window.__pwned = 1</script>\n[bad](javascript:window.__pwned=2)\n<img src=x onerror=\"window.__pwned=3\">";

const note = (page: Page, title: string) => page.getByTestId("note").filter({ has: page.getByRole("heading", { name: title }) });
const column = (page: Page, date: string) => page.locator(`[data-testid="day-column"][data-date="${date}"]`);

/** Nothing of the typed HTML runs or survives as an element in the note. */
async function expectHarmless(page: Page) {
  const body = note(page, TITLE);
  expect(await body.locator("script, img, [onerror], a[href^='javascript']").count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
}

describe("notes", () => {
  it("a pinned Markdown note on a day: written by one member, live on the other's Notes page and on that day", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser());
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const trip = await createTripViaApi(anaContext, { name: "Lisbon notes", startDate: d("05-01"), endDate: d("05-03") });
      expect((await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: benUser.email, role: "viewer" } })).status()).toBe(201);

      await ana.goto("/notes");
      await ben.goto("/notes");
      await ben.getByText("No notes yet.").waitFor();
      // A viewer reads; only editors write.
      expect(await ben.getByRole("button", { name: "New note" }).count()).toBe(0);

      // Ana writes it, looks at the preview, puts it on the second day and pins it.
      await ana.getByRole("button", { name: "New note" }).click();
      await ana.getByLabel("Title").fill(TITLE);
      await ana.getByRole("textbox", { name: "Text" }).fill(BODY);
      await ana.getByRole("button", { name: "Preview" }).click();
      await ana.getByTestId("note-preview").locator("strong", { hasText: "Under the clock" }).waitFor();
      expect(await ana.getByTestId("note-preview").locator("script, img, a[href^='javascript']").count()).toBe(0);
      await ana.getByRole("button", { name: "Write" }).click();
      await ana.getByRole("combobox", { name: "Day" }).click();
      await ana.getByRole("option").nth(2).click();
      await ana.getByRole("switch", { name: "Pin to the top" }).click();
      await ana.getByRole("group", { name: "Mention (they are told)" }).getByRole("checkbox", { name: "Ben Okafor" }).check();
      await ana.getByRole("button", { name: "Add note" }).click();
      await toast(ana, "Note added");
      await note(ana, TITLE).waitFor();

      // Ben sees it without a reload: pinned, on its day, the Markdown rendered, nothing run.
      await note(ben, TITLE).waitFor({ timeout: 10_000 });
      await note(ben, TITLE).getByText("Pinned").waitFor();
      await note(ben, TITLE).locator("strong", { hasText: "Under the clock" }).waitFor();
      expect(await note(ben, TITLE).getByRole("link", { name: "the tram" }).getAttribute("href")).toBe("https://example.org/28");
      await expectHarmless(ben);
      await expectHarmless(ana);
      // Ben was mentioned: told, with a link to the note itself.
      const notices = (await (await benContext.request.get("/api/notifications")).json()) as { items: { kind: string; title: string; url: string }[] };
      expect(notices.items.filter((n) => n.kind === "mention")).toEqual([expect.objectContaining({ title: "Ana Silva mentioned you", url: expect.stringMatching(/^\/notes\?trip=.*&item=/) })]);
      await screenshot(ana, "notes-1280-light");
      await ben.emulateMedia({ colorScheme: "dark" });
      await screenshot(ben, "notes-1280-dark");

      // On its day in Ben's Days view; its title opens the note.
      await ben.goto("/itinerary");
      await ben.getByRole("tab", { name: "Days" }).click();
      const onDay = column(ben, d("05-02")).getByRole("link", { name: `Open the note “${TITLE}”` });
      await onDay.waitFor();
      expect(await column(ben, d("05-01")).getByRole("link", { name: `Open the note “${TITLE}”` }).count()).toBe(0);
      await onDay.click();
      await ben.waitForURL(/\/notes\?item=/);
      await note(ben, TITLE).waitFor();

      // The page as the server renders it holds none of the typed HTML either.
      const html = await (await benContext.request.get(`/notes?item=x`)).text();
      expect(html).not.toContain("<script>window.__pwned");
      expect(html).not.toMatch(/<img[^>]*onerror/);

      // Ana edits while the note is changed meanwhile (through the API, as another device would): the house's conflict message.
      await note(ana, TITLE).getByRole("button", { name: `Actions for “${TITLE}”` }).click();
      await ana.getByRole("menuitem", { name: "Edit" }).click();
      const [current] = (await (await anaContext.request.get(`/api/trips/${trip.id}/notes`)).json()) as { id: string }[];
      expect((await anaContext.request.patch(`/api/notes/${current!.id}`, { data: { pinned: false } })).status()).toBe(200);
      await ana.getByLabel("Title").fill("Meet at Rossio, 9:00");
      await ana.getByRole("button", { name: "Save" }).click();
      await ana.getByRole("alert").filter({ hasText: "Someone else changed this meanwhile" }).waitFor();
    } finally {
      await anaContext.close();
      await benContext.close();
    }
  }, 90_000);

  it("on a phone, light and dark", async () => {
    const context = await newContext(browser(), { viewport: PHONE });
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Cleo", lastName: "Park" });
      const trip = await createTripViaApi(context, { name: "Porto notes", startDate: d("07-01"), endDate: d("07-02") });
      const post = (data: unknown) => context.request.post(`/api/trips/${trip.id}/notes`, { data });
      expect((await post({ title: "Wifi", body: "Network *Casa*, password on the fridge" })).status()).toBe(201);
      expect((await post({ title: "Port cellars", body: "1. Taylor's\n2. Graham's", date: d("07-02"), pinned: true })).status()).toBe(201);
      await page.goto("/notes");
      await note(page, "Port cellars").waitFor();
      // Pinned first.
      expect(await page.getByTestId("note").first().getByRole("heading").innerText()).toBe("Port cellars");
      await screenshot(page, "notes-390-light");
      await page.emulateMedia({ colorScheme: "dark" });
      await screenshot(page, "notes-390-dark");
      await page.getByRole("button", { name: "New note" }).click();
      await page.getByLabel("Title").waitFor();
      await screenshot(page, "notes-form-390-dark");
    } finally {
      await context.close();
    }
  }, 60_000);

  it("written offline: it waits on the device and reaches the trip once when back online", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    try {
      await signUpViaApi(context, { firstName: "Dara", lastName: "Lee" });
      const trip = await createTripViaApi(context, { name: "Madeira notes", startDate: d("09-01"), endDate: d("09-03") });
      const onServer = async () => ((await (await context.request.get(`/api/trips/${trip.id}/notes`)).json()) as { title: string }[]).map((n) => n.title);
      await page.goto("/notes");
      await page.getByText("No notes yet.").waitFor();
      // Kept on the device, as a member who opened the page online has it: then the connection goes.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expect.poll(async () => (await keptOnDevice(page)).paths.includes(`/api/trips/${trip.id}/notes`), { timeout: 15_000 }).toBe(true);

      await context.setOffline(true);
      await page.getByRole("button", { name: "New note" }).click();
      await page.getByLabel("Title").fill("Levada walk");
      await page.getByRole("textbox", { name: "Text" }).fill("Bring a *torch* for the tunnels");
      await page.getByRole("button", { name: "Add note" }).click();
      await page.getByLabel("Title").waitFor({ state: "detached" });
      await page.getByTestId("waiting-to-sync").filter({ hasText: "Levada walk" }).filter({ hasText: "Note" }).waitFor();
      expect(await onServer()).toEqual([]);

      await context.setOffline(false);
      await page.getByTestId("waiting-to-sync").first().waitFor({ state: "detached" });
      await note(page, "Levada walk").locator("em", { hasText: "torch" }).waitFor();
      expect(await onServer()).toEqual(["Levada walk"]);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  }, 60_000);
});
