// A group living in one trip (docs/product/trip-chat.md, polls.md, ideas.md,
// guests.md): three members and a guest, Ana at her desk and Ben on his phone.
// Ana mentions Ben in the chat and he reacts, each seeing the other live; a
// poll on where to spend a day is voted from the phone, closed and its winner
// added to that day; Ana adds Rosa, who has no account, as a guest; Ben likes
// an idea from his phone and Ana sees it live, then drags it onto a day; a
// flight carries Ana and Rosa, so "Mine" shows it to Ana and not to Ben; a
// dinner is split with Rosa, Rosa's share is settled, and when Rosa joins with
// her own account Ana links the guest to her and every balance stays what it was.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { createTripViaApi, launchBrowserForFile, newContext, PHONE, post, screenshot, signUpViaApi } from "./fixtures";

const browser = launchBrowserForFile();
const year = new Date().getFullYear() + 1;
const d = (md: string) => `${year}-${md}`;

const ideasPanel = (page: Page) => page.getByTestId("ideas-panel");
const idea = (page: Page, name: string) => ideasPanel(page).getByTestId("idea").filter({ hasText: name });
const column = (page: Page, date: string) => page.locator(`[data-testid="day-column"][data-date="${date}"]`);
const card = (page: Page, name: string) => page.getByTestId("reservation-card").filter({ hasText: name });
const chatMessage = (page: Page, text: string) => page.getByTestId("chat-message").filter({ hasText: text });
const composer = (page: Page) => page.getByRole("combobox", { name: "Message" });
const pollCard = (page: Page, question: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: question }) });
const pollOption = (page: Page, question: string, text: string) => pollCard(page, question).getByTestId("poll-option").filter({ has: page.getByText(text, { exact: true }) });
const net = (page: Page, name: string) => page.getByTestId("balance-row").filter({ hasText: name }).getByTestId("balance-net");

async function openDays(page: Page) {
  await page.goto("/itinerary");
  await page.getByRole("tab", { name: "Days" }).click();
  await ideasPanel(page).waitFor();
}

async function addMember(owner: BrowserContext, tripId: string, email: string, role: "editor" | "viewer") {
  expect((await owner.request.post(`/api/trips/${tripId}/members`, { data: { userId: email, role } })).status()).toBe(201);
}

/** Each person's net figure as the Expenses page shows it, by name. */
async function nets(page: Page, names: readonly string[]) {
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, (await net(page, n).innerText()).trim()] as const)));
}

/** The signed-in person's id (GET /api/auth/user). */
async function myId(context: BrowserContext): Promise<string> {
  const res = await context.request.get("/api/auth/user");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function toggleMine(page: Page) {
  await page.getByTestId("mine-filter").last().click();
}

async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await handle.hover();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

describe("together: three members and a guest", () => {
  it("chat with a mention and a reaction, a poll won and planned, a guest, an idea liked and scheduled, a flight for two under Mine, an expense settled with the guest and the guest linked", async () => {
    const anaContext = await newContext(browser());
    const benContext = await newContext(browser(), { viewport: PHONE });
    const daniContext = await newContext(browser());
    const rosaContext = await newContext(browser());
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    try {
      await signUpViaApi(anaContext, { firstName: "Ana", lastName: "Silva" });
      const benUser = await signUpViaApi(benContext, { firstName: "Ben", lastName: "Okafor" });
      const daniUser = await signUpViaApi(daniContext, { firstName: "Dani", lastName: "Ortega" });
      const trip = await createTripViaApi(anaContext, { name: "Azores together", startDate: d("06-10"), endDate: d("06-13"), currency: "EUR" });
      await addMember(anaContext, trip.id, benUser.email, "editor");
      await addMember(anaContext, trip.id, daniUser.email, "editor");

      // The chat: Ana mentions Ben (picked from the completion); he sees it live and reacts; Ana sees the 👍 live.
      await ana.goto("/chat");
      await ben.goto("/chat");
      await composer(ana).click();
      await composer(ana).pressSequentially("Boat trip at 10, @Be");
      await ana.getByRole("listbox", { name: "Members to mention" }).getByRole("option", { name: "Ben Okafor" }).waitFor();
      await composer(ana).press("Enter");
      await composer(ana).pressSequentially("ok?");
      await composer(ana).press("Enter");
      await chatMessage(ben, "Boat trip at 10").waitFor({ timeout: 10_000 });
      expect(await chatMessage(ben, "Boat trip at 10").innerText()).toContain("@Ben Okafor");
      await chatMessage(ben, "Boat trip at 10").getByRole("button", { name: "Reactions" }).click();
      await ben.getByRole("button", { name: "React with 👍" }).click();
      await chatMessage(ana, "Boat trip at 10").getByRole("button", { name: "👍 1" }).waitFor({ timeout: 10_000 });

      // A poll: which place for the third day. Ben votes on his phone, Ana sees it live, closes it and plans the winner.
      await post(anaContext.request, `/api/trips/${trip.id}/places`, { name: "Sete Cidades", lat: 37.8556, lng: -25.7906 });
      const question = "Where on the third day?";
      await ana.goto("/polls");
      await ben.goto("/polls");
      await ana.getByRole("button", { name: "Open a poll" }).click();
      const pollForm = ana.getByRole("dialog");
      await pollForm.getByLabel("Question").fill(question);
      await pollForm.getByLabel("Option 1", { exact: true }).fill("Sete Cidades");
      await pollForm.getByRole("combobox", { name: "Place for option 1" }).click();
      await ana.getByRole("option", { name: "Sete Cidades" }).click();
      await pollForm.getByRole("combobox", { name: "Day for option 1" }).click();
      await ana.getByRole("option", { name: /Jun 12/ }).click();
      await pollForm.getByLabel("Option 2", { exact: true }).fill("Whale watching");
      await pollForm.getByRole("button", { name: "Open poll" }).click();
      await ben.getByRole("radio", { name: "Sete Cidades" }).check({ timeout: 10_000 });
      await expect.poll(() => pollOption(ana, question, "Sete Cidades").getByTestId("poll-votes").innerText(), { timeout: 10_000 }).toBe("1 vote");
      await pollCard(ana, question).getByRole("button", { name: "Close poll" }).click();
      await pollOption(ana, question, "Sete Cidades").getByText("Winner").waitFor();
      await ana.getByRole("button", { name: "Add Sete Cidades to the plan" }).click();
      await pollOption(ana, question, "Sete Cidades").getByText("On the plan").waitFor();

      // Ana adds Rosa, who travels without an account.
      await ana.goto("/family");
      await ana.getByRole("button", { name: "Add guest" }).click();
      const guestDialog = ana.getByRole("dialog", { name: "Add a guest" });
      await guestDialog.getByLabel("First name").fill("Rosa");
      await guestDialog.getByLabel("Last name (optional)").fill("Lima");
      await guestDialog.getByRole("button", { name: "Add guest" }).click();
      await guestDialog.waitFor({ state: "detached" });
      const guestCard = ana.getByTestId("member-card").filter({ has: ana.getByTestId("guest-badge") });
      await guestCard.filter({ hasText: "Rosa Lima" }).waitFor();

      // An idea: Ben likes it on his phone, Ana sees the like live and drags it onto the second day.
      await post(anaContext.request, `/api/trips/${trip.id}/places`, { name: "Lagoa do Fogo", lat: 37.7611, lng: -25.4747 });
      await openDays(ana);
      await openDays(ben);
      await idea(ben, "Lagoa do Fogo").getByTestId("idea-like").click();
      await expect.poll(() => idea(ana, "Lagoa do Fogo").getByTestId("idea-likes").innerText(), { timeout: 10_000 }).toBe("1");
      await dragOnto(ana, ana.getByRole("button", { name: "Drag Lagoa do Fogo onto a day" }), column(ana, d("06-11")));
      await column(ana, d("06-11")).getByTestId("day-item-title").filter({ hasText: "Lagoa do Fogo" }).waitFor();
      // The poll's winner is on its day too.
      await column(ana, d("06-12")).getByTestId("day-item-title").filter({ hasText: "Sete Cidades" }).waitFor();
      await idea(ben, "Lagoa do Fogo").waitFor({ state: "detached" });

      // A flight with Ana and Rosa on it, through the form; a ferry with Ben.
      await ana.goto("/reservations");
      await ana.getByRole("button", { name: "Add Reservation" }).first().click();
      const form = ana.getByRole("dialog");
      await form.getByLabel("Name *").fill("S4 128 to Ponta Delgada");
      await form.getByLabel("Type").click();
      await ana.getByRole("option", { name: "Flight" }).click();
      await form.getByLabel("Date *").fill(d("06-10"));
      await form.getByLabel("Time", { exact: true }).fill("09:15");
      const who = form.getByRole("group", { name: "Who is on it" });
      await who.getByRole("checkbox", { name: "Ana Silva" }).check();
      await who.getByRole("checkbox", { name: "Rosa Lima" }).check();
      await form.getByRole("button", { name: "Add Reservation" }).click();
      await form.waitFor({ state: "detached" });
      await card(ana, "S4 128").getByRole("list", { name: "Travellers: Ana Silva, Rosa Lima" }).waitFor();
      await post(benContext.request, `/api/trips/${trip.id}/reservations`, {
        name: "Atlânticoline ferry",
        type: "ferry",
        reservationDate: d("06-12"),
        reservationTime: "08:00",
        status: "confirmed",
        travellers: [await myId(benContext)],
      });

      // "Mine": Ana sees her flight and not Ben's ferry; Ben, on his phone, the reverse.
      await card(ana, "Atlânticoline ferry").waitFor();
      await toggleMine(ana);
      await card(ana, "S4 128").waitFor();
      await card(ana, "Atlânticoline ferry").waitFor({ state: "detached" });
      await ben.goto("/reservations");
      await card(ben, "S4 128").waitFor();
      await toggleMine(ben);
      await card(ben, "Atlânticoline ferry").waitFor();
      await card(ben, "S4 128").waitFor({ state: "detached" });
      await screenshot(ben, "together-mine-390");

      // A dinner Ana paid, split equally between Ana, Ben and Rosa (not Dani).
      await ana.goto("/expenses");
      await ana.getByRole("button", { name: "Add first expense" }).click();
      const expense = ana.getByRole("dialog", { name: "Add expense" });
      await expense.getByLabel("What was it?").fill("Cozido das Furnas");
      await expense.getByLabel("Amount").fill("90");
      await expense.getByLabel("Date").fill(d("06-11"));
      await expense.getByRole("checkbox", { name: "Dani Ortega" }).uncheck();
      // Dani's row stays, with no share.
      expect(await expense.getByTestId("split-share").allTextContents()).toEqual(["€30.00", "€30.00", "", "€30.00"]);
      await expense.getByRole("button", { name: "Add expense" }).click();
      await expense.waitFor({ state: "detached" });
      await expect.poll(() => net(ana, "Rosa Lima").innerText()).toContain("€30.00");

      // Rosa hands Ana her share in cash; Ana records it for her.
      await ana.getByRole("button", { name: "Record payment from Rosa Lima to Ana Silva" }).click();
      const payment = ana.getByRole("dialog", { name: "Record payment" });
      expect(await payment.getByLabel(/Amount/).inputValue()).toBe("30.00");
      await payment.getByRole("button", { name: "Record payment" }).click();
      await payment.waitFor({ state: "detached" });
      await net(ana, "Rosa Lima").filter({ hasText: "settled up" }).waitFor();
      await screenshot(ana, "together-expenses-1280");
      const before = await nets(ana, ["Ana Silva", "Ben Okafor", "Rosa Lima"]);

      // Rosa signs up; Ana adds her and links the guest to her account.
      const rosaUser = await signUpViaApi(rosaContext, { firstName: "Rosa", lastName: "Lima" });
      await addMember(anaContext, trip.id, rosaUser.email, "viewer");
      await ana.goto("/family");
      await guestCard.getByRole("button", { name: "Actions for Rosa Lima" }).click();
      await ana.getByRole("menuitem", { name: "Rosa Lima" }).click();
      await ana.getByRole("alertdialog").getByRole("button", { name: "Link" }).click();
      await guestCard.waitFor({ state: "detached" });

      // Balances are unchanged, and the flight is now Rosa's own.
      await ana.goto("/expenses");
      await net(ana, "Rosa Lima").waitFor();
      expect(await nets(ana, ["Ana Silva", "Ben Okafor", "Rosa Lima"])).toEqual(before);
      const reservations = (await (await rosaContext.request.get(`/api/trips/${trip.id}/reservations`)).json()) as { name: string; travellers: string[] }[];
      expect(reservations.find((r) => r.name.startsWith("S4 128"))!.travellers).toContain(await myId(rosaContext));
    } finally {
      await Promise.all([anaContext, benContext, daniContext, rosaContext].map((c) => c.close()));
    }
  }, 180_000);
});
