// Notifications as two members meet them (docs/product/notifications.md):
// Ada adds a booking and an expense she shares with Bruno; Bruno, who reads
// Roamwise in German, sees his bell count both live without a reload, and his
// mail sink (a real SMTP server on loopback) receives both in German with
// their links, and so does his browser's push endpoint (a real push service
// on loopback; the subscription is registered through the API with the test's
// own keys, since headless Chromium cannot subscribe to a push service of our
// choosing), decrypted with those keys; Ada, who made them and is subscribed
// too, is told nothing; the trip's webhook receiver gets the booking, signed
// with its secret. Opening a notice takes
// Bruno to the thing on its trip. Screenshots of /notifications and Profile →
// Notifications (with "push on this device") at 390 and 1280 wide, light and
// dark, go to test-results/screenshots.
import { afterAll, beforeAll, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTripViaApi, launchBrowserForFile, newContext, PHONE, post, screenshot, settled, signUpViaApi } from "./fixtures";
import { startServerWithMail, type MailServer } from "./mail-server";
import { openPush, pushBrowser, PushService } from "../src/server/test/push-service";

const browser = launchBrowserForFile();
let app: MailServer;
const pushService = new PushService();
/** The trip's webhook receiver on loopback: the first delivery's body and signature. */
let delivered: (d: { body: string; signature: string }) => void;
const delivery = new Promise<{ body: string; signature: string }>((resolve) => (delivered = resolve));
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    delivered({ body: Buffer.concat(chunks).toString("utf8"), signature: String(req.headers["x-roamwise-signature"]) });
    res.end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  await pushService.start();
  // The server trusts the loopback push service's certificate and may post to a loopback address.
  const ca = join(mkdtempSync(join(tmpdir(), "push-ca-")), "ca.pem");
  writeFileSync(ca, pushService.cert);
  app = await startServerWithMail({ WEBHOOK_ALLOW_PRIVATE: "true", NODE_EXTRA_CA_CERTS: ca });
}, 90_000);

afterAll(async () => {
  await app?.stop();
  await pushService.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const year = new Date().getFullYear() + 1;

it("counts another member's booking and expense live in the bell, e-mails and pushes them in the reader's language, tells the actor nothing, and signs the trip's webhook delivery", async () => {
  const adaContext = await newContext(browser(), { baseURL: app.base });
  const brunoContext = await newContext(browser(), { baseURL: app.base });
  try {
    await signUpViaApi(adaContext, { firstName: "Ada", lastName: "Lovelace" });
    const bruno = await signUpViaApi(brunoContext, { firstName: "Bruno", lastName: "Berger" });
    const put = async (url: string, data: unknown) => expect((await brunoContext.request.put(url, { data })).status()).toBe(200);
    await put("/api/profile/preferences", { language: "de" });
    await put("/api/profile/notifications", { "reservation.changed": { email: "now", push: true }, "expense.added": { email: "now", push: true } });
    const brunosPhone = pushBrowser(pushService, "/push/bruno");
    expect((await brunoContext.request.post("/api/push/subscriptions", { data: brunosPhone.json })).status()).toBe(201);
    const adasPhone = pushBrowser(pushService, "/push/ada");
    expect((await adaContext.request.post("/api/push/subscriptions", { data: adasPhone.json })).status()).toBe(201);
    expect((await adaContext.request.put("/api/profile/notifications", { data: { "reservation.changed": { email: "now", push: true } } })).status()).toBe(200);
    const trip = await createTripViaApi(adaContext, { name: "Lisboa", startDate: `${year}-05-01`, endDate: `${year}-05-08` });
    const added = await adaContext.request.post(`/api/trips/${trip.id}/members`, { data: { userId: bruno.email, role: "editor" } });
    expect(added.status()).toBe(201);
    const hook = (await post(adaContext.request, `/api/trips/${trip.id}/webhooks`, {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      format: "json",
      kinds: ["reservation.changed"],
    })) as { id: string; secret: string };
    // Start from nothing unread: "you were added" is not what this journey counts.
    expect((await brunoContext.request.post("/api/notifications/read", { data: { all: true } })).status()).toBe(204);

    const page = await brunoContext.newPage();
    await page.goto("/");
    await settled(page);
    const bell = page.getByTestId("notifications-bell");
    await expect.poll(() => bell.getAttribute("aria-label")).toBe("Benachrichtigungen");

    const booking = await post(adaContext.request, `/api/trips/${trip.id}/reservations`, { name: "Hotel Alfama", type: "hotel", reservationDate: `${year}-05-01` });
    await page.waitForFunction(() => document.querySelector('[data-testid="notifications-count"]')?.textContent === "1");
    await post(adaContext.request, `/api/trips/${trip.id}/expenses`, { description: "Pastéis de nata", amount: "12.40", date: `${year}-05-02`, category: "food" });
    await page.waitForFunction(() => document.querySelector('[data-testid="notifications-count"]')?.textContent === "2");
    expect(await bell.getAttribute("aria-label")).toBe("Benachrichtigungen, 2 neu");

    // The actor is told nothing of her own changes.
    const adaNotices = (await (await adaContext.request.get("/api/notifications")).json()) as { unread: number; items: unknown[] };
    expect(adaNotices.unread).toBe(0);
    expect(adaNotices.items).toEqual([]);

    // Bruno's e-mails, in German, each with its link into the app ("you were added" came first).
    await app.inbox.next(bruno.email, 3);
    const mails = app.inbox.to(bruno.email);
    const bookingMail = mails.find((m) => m.subject === "Ada Lovelace hat die Buchung „Hotel Alfama“ hinzugefügt");
    expect(bookingMail?.text).toContain(`${app.base}/reservations?trip=${trip.id}&item=${booking.id}`);
    const expenseMail = mails.find((m) => m.subject?.startsWith("Ada Lovelace hat „Pastéis de nata“ hinzugefügt: 12,40"));
    expect(expenseMail?.text).toContain("Du teilst die Ausgabe, in „Lisboa“.");
    const adaEmail = ((await (await adaContext.request.get("/api/auth/user")).json()) as { email: string }).email;
    expect(app.inbox.to(adaEmail)).toEqual([]);

    // Bruno's pushes, in German, each with its link; none to Ada's subscribed phone.
    const pushes = (await pushService.pushesTo("/push/bruno", 2)).map((body) => openPush(brunosPhone, body));
    expect(pushes.map((p) => p.title)).toEqual(["Ada Lovelace hat die Buchung „Hotel Alfama“ hinzugefügt", expect.stringMatching(/^Ada Lovelace hat „Pastéis de nata“ hinzugefügt: 12,40/)]);
    expect(pushes[0]!.url).toBe(`${app.base}/reservations?trip=${trip.id}&item=${booking.id}`);
    expect(pushes[1]!.body).toBe("Du teilst die Ausgabe, in „Lisboa“.");
    expect(pushService.received.filter((r) => r.path === "/push/ada")).toEqual([]);

    // The trip's webhook got the booking, signed with its secret, in Ada's words for the whole trip.
    const { body, signature } = await delivery;
    expect(signature).toBe(`sha256=${createHmac("sha256", hook.secret).update(body).digest("hex")}`);
    expect(JSON.parse(body)).toMatchObject({ kind: "reservation.changed", tripId: trip.id, title: "Ada Lovelace added the booking “Hotel Alfama”" });

    // The bell lists them; opening the booking's notice goes to it and marks it read.
    await bell.click();
    const notice = page.getByTestId("notice").filter({ hasText: "Hotel Alfama" });
    await notice.getByRole("link").click();
    await page.waitForURL((u) => u.pathname === "/reservations" && u.searchParams.get("trip") === trip.id);
    await page.waitForFunction(() => document.querySelector('[data-testid="notifications-count"]')?.textContent === "1");

    for (const [name, viewport] of [
      ["notifications-1280", { width: 1280, height: 800 }],
      ["notifications-390", PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto("/notifications");
        await settled(page);
        await page.getByTestId("notice").first().waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `${name}-${scheme}`);
        // Profile → Notifications: each kind's e-mail and push fit beside its name.
        await page.goto("/profile");
        await page.getByTestId("notification-kinds").waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.getByTestId("notification-kinds").screenshot({ path: `test-results/screenshots/profile-${name}-${scheme}.png` });
        // "Push on this device" beside the e-mail switch, with its hint.
        await page.getByRole("switch", { name: "Push auf diesem Gerät" }).waitFor();
        await page.getByTestId("notification-settings").screenshot({ path: `test-results/screenshots/profile-push-${name}-${scheme}.png` });
      }
    }
  } finally {
    await adaContext.close();
    await brunoContext.close();
  }
}, 120_000);
