// Trip webhooks through the API (docs/product/notifications.md): receivers on
// private addresses refused on create and again at delivery; with
// WEBHOOK_ALLOW_PRIVATE a real receiver on 127.0.0.1 gets signed JSON, Slack's
// body, retries on a failing answer (the sender's clock moved by the test) and
// a give-up after 24 h; the deliveries list and the audit entries.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import type { CreatedWebhook, WebhookDelivery } from "@shared/webhooks";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { deliverDueWebhooks } from "./sender";

const PUBLIC_URL = "http://trips.roamwise.test";

/** A real HTTP receiver on loopback: records each request, answers the queued statuses (then 200). */
class Receiver {
  server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      this.received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = this.statuses.shift() ?? 200;
      res.end();
    });
  });
  received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  statuses: number[] = [];
  url = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new Receiver();
let open: TestApp;
let guarded: TestApp;
let ada: SignedUp, ben: SignedUp;
let tripId: string;

beforeAll(async () => {
  await receiver.start();
  open = await createTestApp({ publicUrl: PUBLIC_URL, webhooks: { allowPrivate: true } });
  guarded = await createTestApp({ publicUrl: PUBLIC_URL });
  ada = await signUp(open.app, { firstName: "Ada", lastName: "Lovelace" });
  ben = await signUp(open.app, { firstName: "Ben", lastName: "Brandt" });
  tripId = (await createTestTrip(open.app, ada, { name: "Madrid", currency: "EUR" })).id;
  expect((await request(open.app, "POST", `/api/trips/${tripId}/members`, ada, { userId: ben.user.email, role: "editor" })).statusCode).toBe(201);
});
afterAll(async () => {
  await open?.close();
  await guarded?.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received = [];
  receiver.statuses = [];
});

async function addWebhook(body: Record<string, unknown>): Promise<CreatedWebhook> {
  const res = await request(open.app, "POST", `/api/trips/${tripId}/webhooks`, ada, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function addExpense(description: string) {
  const res = await request(open.app, "POST", `/api/trips/${tripId}/expenses`, ben, {
    description,
    amount: "42.50",
    date: "2027-05-02",
    category: "food",
    paidBy: ben.user.id,
    split: { mode: "equal", members: [{ userId: ben.user.id }, { userId: ada.user.id }] },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const deliveries = async (id: string): Promise<WebhookDelivery[]> => (await request(open.app, "GET", `/api/webhooks/${id}/deliveries`, ada)).json();
const deliver = (now: Date, allowPrivate = true) => deliverDueWebhooks(open.database, PUBLIC_URL, { allowPrivate }, now);
const remove = async (id: string) => expect((await request(open.app, "DELETE", `/api/webhooks/${id}`, ada)).statusCode).toBe(204);

describe("adding a webhook", () => {
  it("refuses loopback, localhost, private and IPv6 loopback receivers without WEBHOOK_ALLOW_PRIVATE, naming url, and writes nothing", async () => {
    const owner = await signUp(guarded.app);
    const trip = await createTestTrip(guarded.app, owner, { name: "Closed" });
    for (const url of ["http://127.0.0.1:9/hook", "http://localhost:9/hook", "http://10.1.2.3/hook", "http://[::1]:9/hook", "http://169.254.169.254/latest", "http://[::ffff:127.0.0.1]/x"]) {
      const res = await request(guarded.app, "POST", `/api/trips/${trip.id}/webhooks`, owner, { url, format: "json", kinds: ["expense.added"] });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().fields), url).toEqual(["url"]);
    }
    expect(await sqlRows(guarded.database, sql`select id from webhooks`)).toEqual([]);
  });

  it("refuses what is not http(s), an unknown format and no kinds, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: "ftp://example.com/x", format: "json", kinds: ["expense.added"] }, "url"],
      [{ url: "not a url", format: "json", kinds: ["expense.added"] }, "url"],
      [{ url: `${receiver.url}/x`, format: "teams", kinds: ["expense.added"] }, "format"],
      [{ url: `${receiver.url}/x`, format: "json", kinds: [] }, "kinds"],
      [{ url: `${receiver.url}/x`, format: "json", kinds: ["trip.added"] }, "kinds.0"],
    ];
    for (const [body, field] of cases) {
      const res = await request(open.app, "POST", `/api/trips/${tripId}/webhooks`, ada, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it("shows the secret once: the list has none; created and deleted are audited", async () => {
    const hook = await addWebhook({ url: `${receiver.url}/audit?token=abc`, format: "json", kinds: ["expense.added"] });
    expect(hook).toMatchObject({ url: `${receiver.url}/audit?token=abc`, format: "json", kinds: ["expense.added"] });
    expect(hook.secret).toMatch(/^[0-9a-f]{64}$/);
    const list = (await request(open.app, "GET", `/api/trips/${tripId}/webhooks`, ada)).json();
    expect(list.find((h: { id: string }) => h.id === hook.id)).not.toHaveProperty("secret");
    await remove(hook.id);
    expect((await request(open.app, "GET", `/api/webhooks/${hook.id}/deliveries`, ada)).statusCode).toBe(404);
    const audit = await sqlRows<{ action: string; details: Record<string, string> }>(
      open.database,
      sql`select action, details from audit_log where target_id = ${hook.id} order by at`,
    );
    expect(audit.map((a) => a.action)).toEqual(["webhook.created", "webhook.deleted"]);
    // The receiver's token in its path or query never reaches the audit log.
    expect(JSON.stringify(audit)).not.toContain("token=abc");
  });
});

describe("deliveries", () => {
  it("sends signed JSON to a loopback receiver; the signature verifies with the secret", async () => {
    const hook = await addWebhook({ url: `${receiver.url}/json`, format: "json", kinds: ["expense.added"] });
    await addExpense("Tapas");
    expect(await deliver(new Date())).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.path).toBe("/json");
    const body = JSON.parse(got.body);
    expect(Object.keys(body).sort()).toEqual(["at", "body", "kind", "title", "tripId", "url"]);
    expect(body).toMatchObject({ kind: "expense.added", tripId, title: "Ben Brandt added “Tapas”: €42.50", body: "In “Madrid”", url: `${PUBLIC_URL}/expenses?trip=${tripId}&item=${body.url.split("item=")[1]}` });
    expect(got.headers["x-roamwise-signature"]).toBe(`sha256=${createHmac("sha256", hook.secret).update(got.body).digest("hex")}`);
    const [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ kind: "expense.added", status: "delivered", attempts: 1, lastStatus: 200 });
    await remove(hook.id);
  });

  it("sends Slack's { text } and only the kinds a webhook follows", async () => {
    const slack = await addWebhook({ url: `${receiver.url}/slack`, format: "slack", kinds: ["expense.added"] });
    const other = await addWebhook({ url: `${receiver.url}/members`, format: "discord", kinds: ["member.joined"] });
    await addExpense("Churros");
    await deliver(new Date());
    expect(receiver.received.map((r) => r.path)).toEqual(["/slack"]);
    const got = receiver.received[0]!;
    expect(got.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(got.body)).toEqual({ text: expect.stringContaining("*Ben Brandt added “Churros”: €42.50*\nIn “Madrid”\nhttp://trips.roamwise.test/expenses?trip=") });
    expect(got.headers["x-roamwise-signature"]).toBeUndefined();
    expect(await deliveries(other.id)).toEqual([]);
    await remove(slack.id);
    await remove(other.id);
  });

  it("retries a failing receiver with backoff, then marks it delivered on a 2xx", async () => {
    const hook = await addWebhook({ url: `${receiver.url}/flaky`, format: "json", kinds: ["expense.added"] });
    receiver.statuses = [500];
    await addExpense("Paella");
    const start = new Date();
    expect(await deliver(start)).toBe(1);
    expect(await deliveries(hook.id)).toMatchObject([{ status: "pending", attempts: 1, lastStatus: 500, finishedAt: null }]);
    // Not due again before the backoff (30 s) has passed.
    expect(await deliver(new Date(start.getTime() + 10_000))).toBe(0);
    expect(await deliver(new Date(start.getTime() + 31_000))).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(await deliveries(hook.id)).toMatchObject([{ status: "delivered", attempts: 2, lastStatus: 200 }]);
    await remove(hook.id);
  });

  it("gives up 24 h after queuing", async () => {
    const hook = await addWebhook({ url: `${receiver.url}/down`, format: "ntfy", kinds: ["expense.added"] });
    receiver.statuses = [503, 503];
    await addExpense("Vermut");
    const start = new Date();
    await deliver(start);
    await deliver(new Date(start.getTime() + 25 * 3_600_000));
    const [d] = await deliveries(hook.id);
    expect(d).toMatchObject({ status: "failed", attempts: 2, lastStatus: 503 });
    expect(receiver.received[0]!.headers.title).toBe("=?UTF-8?B?" + Buffer.from("Ben Brandt added “Vermut”: €42.50").toString("base64") + "?=");
    expect(receiver.received[0]!.body).toBe("In “Madrid”");
    await remove(hook.id);
  });

  it("checks the address again at delivery: without the switch a loopback receiver is not called", async () => {
    const hook = await addWebhook({ url: `${receiver.url}/again`, format: "json", kinds: ["expense.added"] });
    await addExpense("Bocadillo");
    expect(await deliver(new Date(), false)).toBe(1);
    expect(receiver.received).toEqual([]);
    expect(await deliveries(hook.id)).toMatchObject([{ status: "pending", attempts: 1, lastStatus: null }]);
    await remove(hook.id);
  });

  it("lists at most the last 20, newest first", async () => {
    const hook = await addWebhook({ url: `${receiver.url}/many`, format: "json", kinds: ["expense.added"] });
    for (let i = 0; i < 21; i++) await addExpense(`Coffee ${i}`);
    const list = await deliveries(hook.id);
    expect(list).toHaveLength(20);
    expect(list.every((d) => d.status === "pending")).toBe(true);
    await remove(hook.id);
  });
});

describe("the running sender", () => {
  it("delivers on its own when the change commits (woken by its NOTIFY)", async () => {
    const live = await createTestApp({ publicUrl: PUBLIC_URL, webhooks: { allowPrivate: true, send: true } });
    try {
      await live.app.ready();
      const owner = await signUp(live.app, { firstName: "Lia", lastName: "Live" });
      const trip = await createTestTrip(live.app, owner, { name: "Live", currency: "EUR" });
      const res = await request(live.app, "POST", `/api/trips/${trip.id}/webhooks`, owner, { url: `${receiver.url}/live`, format: "discord", kinds: ["expense.added"] });
      expect(res.statusCode, res.body).toBe(201);
      const arrived = new Promise<void>((resolve) => receiver.server.once("request", (req) => req.on("end", () => setImmediate(resolve))));
      const expense = await request(live.app, "POST", `/api/trips/${trip.id}/expenses`, owner, {
        description: "Gelato",
        amount: "4.00",
        date: "2027-05-02",
        category: "food",
        paidBy: owner.user.id,
        split: { mode: "equal", members: [{ userId: owner.user.id }] },
      });
      expect(expense.statusCode, expense.body).toBe(201);
      await arrived;
      expect(receiver.received.map((r) => [r.path, JSON.parse(r.body).content])).toEqual([["/live", expect.stringContaining("**Lia Live added “Gelato”: €4.00**")]]);
    } finally {
      await live.close();
    }
  });
});

