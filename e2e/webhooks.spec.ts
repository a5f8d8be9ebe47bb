// A trip admin sends the trip's notices to a chat tool (docs/product/notifications.md):
// adds a webhook on the Family page, copies its secret (shown once), and after
// an expense sees its delivery in the card's last deliveries; the receiver (a
// real HTTP server on loopback, allowed by WEBHOOK_ALLOW_PRIVATE on this
// server of its own) got Slack's body. Screenshots at 390 and 1280, light and dark.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startAppServer, type AppServer } from "./app-server";
import { PHONE, createTripViaApi, launchBrowserForFile, newContext, post, settled, signUpViaApi, toast } from "./fixtures";

const browser = launchBrowserForFile();
let app: AppServer;
let receiver: Server;
let receiverUrl: string;
const bodies: string[] = [];
let delivered: () => void;
const firstDelivery = new Promise<void>((resolve) => (delivered = resolve));

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      bodies.push(body);
      res.end();
      delivered();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/slack`;
  app = await startAppServer("webhooks", (base) => ({ WEBHOOK_ALLOW_PRIVATE: "true", PUBLIC_URL: base }));
}, 90_000);
afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

it("adds a Slack webhook, shows its secret once and lists its delivery", async () => {
  const context = await newContext(browser(), { baseURL: app.base });
  try {
    await signUpViaApi(context, { firstName: "Wanda", lastName: "Hook" });
    const me = (await (await context.request.get("/api/auth/user")).json()) as { id: string };
    const trip = await createTripViaApi(context, { name: "Sevilla", currency: "EUR" });
    const page = await context.newPage();
    await page.goto(`/family?trip=${trip.id}`);
    const card = page.getByRole("region", { name: "Webhooks" });
    await card.waitFor();

    // A private address is refused only without the switch; here it is allowed. A bad one names the field.
    await card.getByLabel("Receiver address").fill("ftp://example.com");
    await card.getByRole("button", { name: "Add webhook" }).click();
    await card.getByText("Enter an http:// or https:// address").waitFor();

    await card.getByLabel("Receiver address").fill(receiverUrl);
    await card.getByLabel("Format").click();
    await page.getByRole("option", { name: "Slack" }).click();
    await card.getByRole("button", { name: "Add webhook" }).click();
    await toast(page, "Webhook added");
    const secret = await card.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await card.getByRole("listitem", { name: receiverUrl }).waitFor();

    await post(context.request, `/api/trips/${trip.id}/expenses`, {
      description: "Tapas",
      amount: "18.00",
      date: "2027-05-02",
      category: "food",
      paidBy: me.id,
      split: { mode: "equal", members: [{ userId: me.id }] },
    });
    await firstDelivery;
    expect(JSON.parse(bodies[0]!)).toEqual({ text: expect.stringContaining("*Wanda Hook added “Tapas”: €18.00*") });

    await card.getByRole("button", { name: "Last deliveries" }).click();
    await card.getByRole("list", { name: "Last deliveries" }).getByText("Delivered").waitFor();

    // A reload forgets the secret: it is shown only once.
    await page.reload();
    await card.waitFor();
    expect(await card.getByLabel("Signing secret").count()).toBe(0);

    for (const [name, viewport] of [
      ["webhooks-1280", { width: 1280, height: 800 }],
      ["webhooks-390", PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const scheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`/family?trip=${trip.id}`);
        await settled(page);
        await card.getByRole("button", { name: "Last deliveries" }).click();
        await card.getByText("Delivered").waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await card.screenshot({ path: `test-results/screenshots/${name}-${scheme}.png` });
      }
    }
  } finally {
    await context.close();
  }
}, 120_000);
