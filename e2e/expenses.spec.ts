// Group money (issue 21, docs/product/budget-and-expenses.md), as three friends would use it: Ana logs
// a hotel in euros, a dinner Ben paid in yen at the ECB's reference rate the
// dialog fetched (from a loopback server serving the bank's file format), and
// a taxi in dollars on a day with no published rate, typing the rate herself;
// the balances and the suggested transfers are right to the cent; Cyrielle, a
// viewer, may log only what she pays and record only her own transfer; recording
// the transfers brings every net to zero and "All settled up". Ben, on his
// phone, reaches Expenses through the bar's More sheet and sees every change
// live, without a reload. Screenshots of the page and the dialog at 1280×800
// and 390×844 go to test-results/screenshots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, PHONE, screenshot, signUpViaApi, toast } from "./fixtures";
import { startServerWithRates, type FxAppServer } from "./fx-server";

const browser = launchBrowserForFile();
let app: FxAppServer;
beforeAll(async () => {
  app = await startServerWithRates();
});
afterAll(async () => {
  await app?.stop();
});

/** The fixture's days are 2026-11-20, -23 and -24; the trip is around them. */
const TRIP = { name: "Tokyo with friends", startDate: "2026-11-18", endDate: "2026-11-28", currency: "EUR" };

const CY = "Cyrielle Vandenberghe-Lemaire";

/** Nothing wider than the window (or the dialog): no sideways scrolling, nothing cut off. */
async function expectNoOverflow(page: Page, dialog?: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (dialog) expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

const balance = (page: Page, name: string) => page.getByTestId("balance-row").filter({ hasText: name });

async function expectNet(page: Page, name: string, text: string) {
  await balance(page, name).getByTestId("balance-net").filter({ hasText: text }).waitFor();
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

describe("group money journey", () => {
  it("logs expenses in three currencies, shows the balances to the cent and settles up live", async () => {
    const anaContext = await newContext(browser(), { baseURL: app.base });
    const benContext = await newContext(browser(), { baseURL: app.base, viewport: PHONE });
    const cyContext = await newContext(browser(), { baseURL: app.base });
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      // A long name, as real ones can be: nothing may overflow for it.
      const cyUser = await signUpViaApi(cyContext, { firstName: "Cyrielle", lastName: "Vandenberghe-Lemaire" });
      const trip = await createTripViaApi(anaContext, TRIP);
      for (const [user, role] of [[benUser, "editor"], [cyUser, "viewer"]] as const) {
        const res = await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: user.email, role } });
        expect(res.status(), await res.text()).toBe(201);
      }

      // Ben, on his phone, goes from Budget to Expenses through More; the sheet closes on the way.
      await ben.goto("/budget");
      await ben.getByRole("navigation", { name: "Mobile navigation" }).getByRole("button", { name: "More" }).click();
      const sheet = ben.getByRole("dialog", { name: "More" });
      for (const page of ["Dashboard", "Interactive Map", "Calendar & Events", "Expenses", "Family & Sharing"]) {
        await sheet.getByRole("link", { name: new RegExp(`^${page}`) }).waitFor();
      }
      await sheet.getByRole("link", { name: /^Expenses/ }).click();
      await ben.waitForURL("**/expenses");
      await sheet.waitFor({ state: "detached" });
      await ben.getByText("No expenses yet").waitFor();
      // Ben's page stays the same document from here on: a reload would lose this marker.
      await ben.evaluate(() => ((window as unknown as { rwMarker: string }).rwMarker = "no reload"));

      await ana.goto("/expenses");
      await ana.getByText("No expenses yet").waitFor();

      // 1. The hotel, in euros, split equally among the three: 100.00 each.
      await ana.getByRole("button", { name: "Add first expense" }).click();
      let dialog = ana.getByRole("dialog", { name: "Add expense" });
      await dialog.getByLabel("What was it?").fill("Hotel Gracery");
      await dialog.getByLabel("Amount").fill("300");
      await dialog.getByLabel("Date").fill("2026-11-20");
      await choose(ana, dialog, "Category", "Hotels");
      await dialog.getByTestId("split-total").filter({ hasText: "€300.00" }).waitFor();
      expect(await dialog.getByTestId("split-share").allTextContents()).toEqual(["€100.00", "€100.00", "€100.00"]);
      await dialog.getByRole("button", { name: "Add expense" }).click();
      await toast(ana, "Expense added");
      await dialog.waitFor({ state: "detached" });

      // Ben sees it appear without reloading.
      await ben.getByTestId("expense-row").filter({ hasText: "Hotel Gracery" }).waitFor();

      // 2. Dinner in yen, paid by Ben, at the ECB's rate for its day, fetched by the dialog:
      //    1 JPY = 1 / 161.92 EUR = 0.006176; 18000 × 0.006176 = 111.168 → €111.17; 37.06 / 37.06 / 37.05.
      await ana.getByRole("button", { name: "Add expense" }).click();
      dialog = ana.getByRole("dialog", { name: "Add expense" });
      await dialog.getByLabel("What was it?").fill("Sushi dinner");
      await dialog.getByLabel("Amount").fill("18000");
      await dialog.getByLabel("Currency").fill("JPY");
      await dialog.getByLabel("Date").fill("2026-11-23");
      await dialog.getByTestId("expense-rate-note").filter({ hasText: "ECB reference rate for Nov 23, 2026" }).waitFor();
      expect(await dialog.getByLabel("Rate: 1 JPY in EUR").inputValue()).toBe("0.006176");
      await dialog.getByTestId("expense-converted-preview").filter({ hasText: "€111.17" }).waitFor();
      await choose(ana, dialog, "Category", "Food & Dining");
      await choose(ana, dialog, "Paid by", "Ben Okafor");
      expect(await dialog.getByTestId("split-share").allTextContents()).toEqual(["€37.06", "€37.06", "€37.05"]);
      await expectNoOverflow(ana, dialog);
      await screenshot(ana, "expenses-dialog-desktop");
      await dialog.getByRole("button", { name: "Add expense" }).click();
      await toast(ana, "Expense added");
      await dialog.waitFor({ state: "detached" });
      const sushi = ana.getByTestId("expense-row").filter({ hasText: "Sushi dinner" });
      expect(await sushi.getByTestId("expense-amount").textContent()).toBe("¥18,000");
      expect(await sushi.getByTestId("expense-converted").textContent()).toBe("€111.17");
      await sushi.getByText("Paid by Ben Okafor").waitFor();

      // Editing keeps the rate frozen at entry: even after trying another currency and coming back.
      await sushi.getByRole("button", { name: "Actions for Sushi dinner" }).click();
      await ana.getByRole("menuitem", { name: "Edit" }).click();
      dialog = ana.getByRole("dialog", { name: "Edit expense" });
      await dialog.getByTestId("expense-rate-note").filter({ hasText: "The rate frozen when the expense was logged." }).waitFor();
      await dialog.getByLabel("Currency").fill("USD");
      await dialog.getByTestId("expense-rate-note").filter({ hasText: "ECB reference rate for Nov 23, 2026" }).waitFor();
      await dialog.getByLabel("Currency").fill("JPY");
      expect(await dialog.getByLabel("Rate: 1 JPY in EUR").inputValue()).toBe("0.006176");
      await dialog.getByLabel("What was it?").fill("Sushi dinner at the market");
      await dialog.getByRole("button", { name: "Save" }).click();
      await toast(ana, "Expense updated");
      await dialog.waitFor({ state: "detached" });
      expect(await sushi.getByTestId("expense-converted").textContent()).toBe("€111.17");

      // 3. A taxi in dollars on a day the bank published no rate for: the dialog asks, Ana types 0.9
      //    (45 × 0.9 = €40.50), split by shares, Ana 1 and Cy 2: 13.50 and 27.00; Ben is not in it.
      await ana.getByRole("button", { name: "Add expense" }).click();
      dialog = ana.getByRole("dialog", { name: "Add expense" });
      await dialog.getByLabel("What was it?").fill("Airport taxi");
      await dialog.getByLabel("Amount").fill("45");
      await dialog.getByLabel("Currency").fill("USD");
      await dialog.getByLabel("Date").fill("2026-11-10");
      await dialog.getByTestId("expense-rate-note").filter({ hasText: "Exchange rate unavailable — enter the rate" }).waitFor();
      // Saving without a rate is refused on the rate field, before anything is sent.
      await dialog.getByRole("button", { name: "Add expense" }).click();
      await dialog.getByText("Rate must be a number greater than 0").waitFor();
      await dialog.getByLabel("Rate: 1 USD in EUR").fill("0.9");
      await dialog.getByTestId("expense-converted-preview").filter({ hasText: "€40.50" }).waitFor();
      await choose(ana, dialog, "Category", "Transportation");
      await choose(ana, dialog, "How", "Shares");
      await dialog.getByRole("checkbox", { name: "Ben Okafor" }).uncheck();
      await dialog.getByLabel("Value for Ana Silva").fill("1");
      await dialog.getByLabel(`Value for ${CY}`).fill("2");
      await dialog.getByLabel(`Share of ${CY}`).filter({ hasText: "€27.00" }).waitFor();
      expect(await dialog.getByLabel("Share of Ana Silva").textContent()).toBe("€13.50");
      await dialog.getByRole("button", { name: "Add expense" }).click();
      await toast(ana, "Expense added");
      await dialog.waitFor({ state: "detached" });
      await ana.getByTestId("expense-row").filter({ hasText: "Airport taxi" }).getByText(`Split by shares: Ana Silva and ${CY}`).waitFor();

      // Newest first, by date.
      const order = await ana.getByTestId("expense-row").allTextContents();
      expect([/^Sushi dinner/, /^Hotel Gracery/, /^Airport taxi/].map((re, i) => re.test(order[i] ?? ""))).toEqual([true, true, true]);

      // Balances: paid Ana 340.50, Ben 111.17, Cy 0; shares 150.56, 137.06, 164.05.
      await expectNet(ana, "Ana Silva", "gets back €189.94");
      await expectNet(ana, "Ben Okafor", "owes €25.89");
      await expectNet(ana, CY, "owes €164.05");
      await balance(ana, "Ana Silva").getByText("Paid €340.50 · Share €150.56").waitFor();
      expect(await balance(ana, "Ana Silva").getByTestId("balance-net").getAttribute("class")).toContain("text-success");
      expect(await balance(ana, CY).getByTestId("balance-net").getAttribute("class")).toContain("text-destructive");
      const settlements = ana.getByTestId("settlement");
      expect(await settlements.count()).toBe(2);
      expect(await settlements.allTextContents()).toEqual([
        expect.stringMatching(/Cyrielle Vandenberghe-Lemaire.*Ana Silva.*€164\.05/),
        expect.stringMatching(/Ben Okafor.*Ana Silva.*€25\.89/),
      ]);
      // Ben sees the same, live.
      await expectNet(ben, CY, "owes €164.05");

      // Filters: the yen only; then transport.
      await ana.getByRole("combobox", { name: "Currency" }).click();
      await ana.getByRole("option", { name: "JPY" }).click();
      await ana.getByText("1 of 3 shown").waitFor();
      await ana.getByRole("button", { name: "Clear filters" }).click();
      await ana.getByRole("combobox", { name: "Category" }).click();
      await ana.getByRole("option", { name: "Transportation" }).click();
      await ana.getByText("1 of 3 shown").waitFor();
      await ana.getByRole("button", { name: "Clear filters" }).click();
      await ana.getByTestId("expense-row").nth(2).waitFor();

      // Cyrielle is a viewer: she logs only what she pays and records only transfers she is in.
      const cy = await cyContext.newPage();
      await cy.goto("/expenses");
      await cy.getByTestId("expense-row").filter({ hasText: "Hotel Gracery" }).waitFor();
      expect(await cy.getByRole("button", { name: /^Actions for/ }).count()).toBe(0);
      await cy.getByRole("button", { name: `Record payment from ${CY} to Ana Silva` }).waitFor();
      expect(await cy.getByRole("button", { name: "Record payment from Ben Okafor to Ana Silva" }).count()).toBe(0);
      await cy.getByRole("button", { name: "Add expense" }).click();
      const cyDialog = cy.getByRole("dialog", { name: "Add expense" });
      const payer = cyDialog.getByLabel("Paid by", { exact: true });
      expect([await payer.isDisabled(), await payer.textContent()]).toEqual([true, CY]);
      await cyDialog.getByRole("button", { name: "Cancel" }).click();
      await cy.close();

      await expectNoOverflow(ana);
      await expectNoOverflow(ben);
      await screenshot(ana, "expenses-page-desktop");
      await screenshot(ben, "expenses-page-phone");

      // Settle up: record each suggested transfer, pre-filled.
      await ana.getByRole("button", { name: `Record payment from ${CY} to Ana Silva` }).click();
      let payment = ana.getByRole("dialog", { name: "Record payment" });
      expect(await payment.getByLabel(/Amount/).inputValue()).toBe("164.05");
      await payment.getByRole("button", { name: "Record payment" }).click();
      await toast(ana, "Payment recorded");
      await payment.waitFor({ state: "detached" });
      await ana.getByTestId("expense-row").filter({ hasText: `${CY} paid Ana Silva` }).waitFor();
      await expectNet(ana, CY, "settled up");

      await ana.getByRole("button", { name: "Record payment from Ben Okafor to Ana Silva" }).click();
      payment = ana.getByRole("dialog", { name: "Record payment" });
      expect(await payment.getByLabel(/Amount/).inputValue()).toBe("25.89");
      await payment.getByRole("button", { name: "Record payment" }).click();
      await toast(ana, "Payment recorded");
      await payment.waitFor({ state: "detached" });

      await ana.getByText("All settled up").waitFor();
      // Paid and share stay the spending; the payments are shown apart.
      await balance(ana, "Ana Silva").getByText("Paid €340.50 · Share €150.56 · Received €189.94").waitFor();
      await balance(ana, CY).getByText("Paid €0.00 · Share €164.05 · Sent €164.05").waitFor();
      for (const name of ["Ana Silva", "Ben Okafor", CY]) await expectNet(ana, name, "settled up");
      // And on Ben's phone, still without a reload.
      await ben.getByText("All settled up").waitFor();
      await ben.getByTestId("expense-row").filter({ hasText: "Ben Okafor paid Ana Silva" }).waitFor();
      expect(await ben.evaluate(() => (window as unknown as { rwMarker?: string }).rwMarker)).toBe("no reload");

      // The dialog on a phone.
      await ben.getByRole("button", { name: "Add expense" }).click();
      dialog = ben.getByRole("dialog", { name: "Add expense" });
      await dialog.getByLabel("What was it?").fill("Matcha ice cream");
      await dialog.getByLabel("Amount").fill("1200");
      await dialog.getByLabel("Currency").fill("JPY");
      await dialog.getByLabel("Date").fill("2026-11-24");
      await dialog.getByTestId("expense-rate-note").filter({ hasText: "ECB reference rate for Nov 24, 2026" }).waitFor();
      await choose(ben, dialog, "How", "Exact amounts");
      await expectNoOverflow(ben, dialog);
      await screenshot(ben, "expenses-dialog-phone");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });

      // The CSV export is the trip's expenses and payments.
      const csv = await anaContext.request.get(new URL(await ana.getByRole("link", { name: "Export CSV" }).getAttribute("href") ?? "", app.base).href);
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain("Sushi dinner");

      // The budget shows the same spending (docs/product/budget-and-expenses.md): logged in each category, payments in none,
      // the same total on the Budget page and the dashboard's tracker: 111.17 + 300.00 + 40.50.
      await ana.goto("/budget");
      const food = ana.getByTestId("budget-allocation").filter({ has: ana.getByRole("heading", { name: "Food & Dining", exact: true }) });
      await food.waitFor();
      expect(await food.textContent()).toContain("€111.17 / €0.00");
      await ana.getByText("€451.67").first().waitFor();
      await ana.goto("/");
      const tracker = ana.getByTestId("budget-tracker-card");
      await tracker.getByText("€451.67", { exact: true }).waitFor();
      await screenshot(ana, "expenses-budget-dashboard");
    } finally {
      await anaContext.close();
      await benContext.close();
      await cyContext.close();
    }
  });

  it("brings a Splitwise export over: a name mapped by hand, every row added, the balances the file's own", async () => {
    const anaContext = await newContext(browser(), { baseURL: app.base });
    const phoneContext = await newContext(browser(), { baseURL: app.base, viewport: PHONE });
    const cleoContext = await newContext(browser(), { baseURL: app.base });
    const ana = await anaContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(phoneContext, { firstName: "Ben", lastName: "Ito" });
      // Splitwise calls her "Cleo Roy": no member has that name, so Ana says who she is.
      const cleoUser = await signUpViaApi(cleoContext, { firstName: "Cleopatra", lastName: "Roy" });
      const trip = await createTripViaApi(anaContext, { ...TRIP, name: "Lisbon, from Splitwise" });
      for (const user of [benUser, cleoUser]) {
        const res = await anaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: user.email, role: "editor" } });
        expect(res.status(), await res.text()).toBe(201);
      }
      await ana.goto("/expenses");
      await ana.getByText("No expenses yet").waitFor();
      await ana.getByRole("button", { name: "Import" }).click();
      const dialog = ana.getByRole("dialog", { name: "Import from Splitwise or Tricount" });
      await dialog.getByLabel("Choose CSV file").setInputFiles("src/server/imports/fixtures/splitwise-lisbon.csv");
      await dialog.getByText("Splitwise: 5 expenses and 1 payment.").waitFor();
      // Ana Silva and Ben Ito are matched by name; Add waits for Cleo Roy.
      const add = dialog.getByRole("button", { name: "Add to the trip" });
      expect(await add.isDisabled()).toBe(true);
      await choose(ana, dialog, "Cleo Roy", "Cleopatra Roy");
      await screenshot(ana, "expenses-import-desktop");
      await expectNoOverflow(ana, dialog);
      await add.click();
      await toast(ana, "7 entries added");
      await expectNet(ana, "Ana Silva", "gets back €65.17");
      await expectNet(ana, "Ben Ito", "owes €22.98");
      await expectNet(ana, "Cleopatra Roy", "owes €42.19");
      await ana.getByText("Airport taxi, two cards").first().waitFor();

      // The same dialog on a phone: the mapping and the rows fit its width.
      const ben = await phoneContext.newPage();
      await ben.goto("/expenses");
      await ben.getByRole("button", { name: "Import" }).click();
      const phoneDialog = ben.getByRole("dialog", { name: "Import from Splitwise or Tricount" });
      await phoneDialog.getByLabel("Choose CSV file").setInputFiles("src/server/imports/fixtures/tricount-lisbon.csv");
      await phoneDialog.getByText("Tricount: 2 expenses and 1 payment.").waitFor();
      await phoneDialog.getByText("1 line is left out (income or empty).").waitFor();
      await screenshot(ben, "expenses-import-phone");
      await expectNoOverflow(ben, phoneDialog);
    } finally {
      await anaContext.close();
      await phoneContext.close();
      await cleoContext.close();
    }
  });
});

