// Bookings by mail as a member meets them (docs/product/forwarding.md): the
// forwarding address in Profile, a booking mail forwarded over real SMTP
// (nodemailer) from the member's address to the app's own receiver on
// loopback, the Inbox showing it live, Add; a stranger's mail dropped; autoAdd
// filing the next one by itself. This spec starts its own app server with the receiver on.
import { afterAll, beforeAll, expect, it } from "vitest";
import nodemailer from "nodemailer";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE, createTripViaApi, launchBrowserForFile, newContext, screenshot, settled, signUpViaApi, toast, uniqueEmail } from "./fixtures";
import { startAppServer, type AppServer } from "./app-server";
import { freePort } from "./global-setup";
import { guestHouseMail, museumMail, type TestMail } from "../src/server/inbound/test-mails";
import { SmtpInbox, isVerificationMail } from "../src/server/test/smtp-inbox";

const browser = launchBrowserForFile();
let app: AppServer;
let smtpPort = 0;
/** Where the app's own mail goes (the sender confirmation link). */
let outgoing: SmtpInbox;

beforeAll(async () => {
  smtpPort = await freePort();
  outgoing = await new SmtpInbox(isVerificationMail).start();
  app = await startAppServer("inbox", (base) => ({
    PUBLIC_URL: base,
    SMTP_URL: outgoing.url,
    INBOUND_DOMAIN: "in.roamwise.test",
    INBOUND_SMTP_PORT: String(smtpPort),
  }));
}, 90_000);

afterAll(async () => {
  await app?.stop();
  await outgoing?.close();
});

/** Forwards over SMTP; resolves once the receiver has read and stored it (it answers the data then). */
async function forward(from: string, to: string, mail: TestMail) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from, to, subject: `Fwd: ${mail.subject}`, html: mail.html, text: mail.text });
  } finally {
    transport.close();
  }
}

async function shots(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, `${name}-${size}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(DESKTOP);
}

it("a forwarded booking shows in the Inbox and is added; a stranger's mail is dropped; autoAdd files the next by itself", async () => {
  const context = await newContext(browser(), { baseURL: app.base });
  try {
    const me = await signUpViaApi(context, { email: uniqueEmail("rita"), firstName: "Rita", lastName: "Boaventura" });
    const porto = await createTripViaApi(context, { name: "Porto in June", startDate: "2027-06-09", endDate: "2027-06-15" });
    const page = await context.newPage();

    await page.goto("/profile");
    const addressField = page.getByLabel("Forwarding address", { exact: true });
    await expect.poll(() => addressField.inputValue()).toMatch(/^trips\+[a-z0-9]{20}@in\.roamwise\.test$/);
    const address = await addressField.inputValue();
    await page.locator("#forwarding").scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, "forwarding-profile-desktop-light");

    await page.goto("/inbox");
    await page.getByText("Nothing has arrived yet.").waitFor();
    await shots(page, "inbox-empty");

    // Forwarded from the member's own address, while the Inbox is open: it appears live.
    await forward(me.email, address, guestHouseMail("2027-06-10", "2027-06-13"));
    const item = page.getByTestId("inbox-item").filter({ hasText: "Casa do Cais" });
    await item.getByText("Casa do Cais Guest House", { exact: true }).waitFor();
    await expect.poll(() => item.getByRole("combobox", { name: "Trip" }).textContent()).toContain("Porto in June");
    await settled(page);
    await shots(page, "inbox-new");

    await item.getByRole("button", { name: "Add" }).click();
    await toast(page, "1 booking added");
    await item.getByText("Added", { exact: true }).waitFor();
    const reservations = (await (await context.request.get(`/api/trips/${porto.id}/reservations`)).json()) as { name: string }[];
    expect(reservations.map((r) => r.name)).toEqual(["Casa do Cais Guest House"]);

    // A stranger's mail to the same address is dropped: once the receiver has answered, still one mail.
    await forward("someone@elsewhere.example", address, museumMail("2027-06-11"));
    await page.reload();
    await item.waitFor();
    expect(await page.getByTestId("inbox-item").count()).toBe(1);

    // autoAdd on in Profile: the museum visit goes into the one trip that covers it.
    await page.goto("/profile");
    const autoAdd = page.getByRole("switch", { name: "Add bookings straight to the one trip that covers their dates" });
    await autoAdd.click();
    await expect.poll(() => autoAdd.getAttribute("aria-checked")).toBe("true");
    await page.goto("/inbox");
    await item.waitFor();
    await forward(me.email, address, museumMail("2027-06-11"));
    const filed = page.getByTestId("inbox-item").filter({ hasText: "Serralves" });
    await filed.getByText("Added", { exact: true }).waitFor();
    const after = (await (await context.request.get(`/api/trips/${porto.id}/reservations`)).json()) as { name: string }[];
    expect(after.map((r) => r.name).sort()).toEqual(["Casa do Cais Guest House", "Serralves Museum timed entry"]);
    await settled(page);
    await shots(page, "inbox-added");

    // Another address the member forwards from: read once confirmed by the link mailed to it.
    await page.goto("/profile");
    await page.getByRole("textbox", { name: "Another address you forward from" }).fill("rita.work@office.example");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await toast(page, "A confirmation link was sent to rita.work@office.example.");
    await page.getByTestId("forwarding-sender").filter({ hasText: "Waiting for confirmation" }).waitFor();
    await page.locator("#forwarding").scrollIntoViewIfNeeded();
    await settled(page);
    await shots(page, "forwarding-profile");
    const mail = await outgoing.next("rita.work@office.example");
    expect(mail.subject).toBe("Confirm this address for Roamwise forwarding");
    const link = mail.text!.match(/http\S+\/forwarding\/confirm\?token=[A-Za-z0-9_%-]+/)![0];
    await page.goto(link);
    await page.getByText("Address confirmed: bookings forwarded from it are now read.").waitFor();
    await shots(page, "forwarding-confirmed");
    await forward("rita.work@office.example", address, guestHouseMail("2027-06-12", "2027-06-14", "RB-60002"));
    await page.goto("/inbox");
    await page.getByTestId("inbox-item").filter({ hasText: "RB-60002" }).waitFor();
  } finally {
    await context.close();
  }
}, 120_000);
