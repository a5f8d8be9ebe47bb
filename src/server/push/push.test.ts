// Web push through the API (docs/product/notifications.md): a member's browser
// subscribes with keys the test makes (node:crypto ECDH, as a browser does), a
// real push service on 127.0.0.1 (HTTPS with the test's own certificate)
// receives what the sender posts, and the test decrypts it with the
// subscription's private key: the notice's words in the reader's language and
// its link. The actor is never pushed; a 404/410 removes the subscription; any
// other failure is retried later; bad subscriptions are 400s naming the field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPublicKey, verify } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { PushService, openPush as open, pushBrowser } from "../test/push-service";
import { deliverDuePushes, type PushSettings } from "./sender";

const browser = (name: string) => pushBrowser(service, `/push/${name}`);

const PUBLIC_URL = "https://trips.roamwise.test";

const service = new PushService();
const silent = { info: () => {}, warn: () => {}, error: () => {} };
let t: TestApp;
let settings: PushSettings;
let ada: SignedUp, ben: SignedUp;
let tripId: string;

const deliver = () => deliverDuePushes(t.database, PUBLIC_URL, settings, silent);

async function ok(who: SignedUp, method: "POST" | "PUT" | "DELETE" | "GET", url: string, body?: unknown) {
  const res = await request(t.app, method, url, who, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

async function subscriptionCount(endpoint: string): Promise<number> {
  return (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from push_subscriptions where endpoint = ${endpoint}`))[0]!.n;
}

beforeAll(async () => {
  await service.start();
  settings = { vapid: {}, allowPrivate: true, ca: service.cert };
  t = await createTestApp({ publicUrl: PUBLIC_URL, push: settings });
  ada = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
  ben = await signUp(t.app, { firstName: "Ben", lastName: "Brandt" });
  tripId = (await createTestTrip(t.app, ada, { name: "Madrid", currency: "EUR" })).id;
  await ok(ada, "POST", `/api/trips/${tripId}/members`, { userId: ben.user.email, role: "editor" });
  // Both want pushes of bookings; Ben reads German.
  for (const who of [ada, ben]) await ok(who, "PUT", "/api/profile/notifications", { "reservation.changed": { email: "off", push: true } });
  await ok(ben, "PUT", "/api/profile/preferences", { language: "de" });
});
afterAll(async () => {
  await t?.close();
  await service.close();
});
beforeEach(async () => {
  // Pushes queued by the set-up (being added to the trip) are not what these tests look at.
  await deliver();
  service.received = [];
  service.statuses = [];
});

describe("web push", () => {
  it("answers one public key, made once and kept", async () => {
    const first = (await ok(ben, "GET", "/api/push/key")).json<{ publicKey: string }>().publicKey;
    const again = (await ok(ada, "GET", "/api/push/key")).json<{ publicKey: string }>().publicKey;
    expect(again).toBe(first);
    expect(Buffer.from(first, "base64url")).toHaveLength(65);
    const kept = await sqlRows<{ public_key: string }>(t.database, sql`select public_key from push_vapid_keys`);
    expect(kept).toEqual([{ public_key: first }]);
    expect((await request(t.app, "GET", "/api/push/key")).statusCode).toBe(401);
  });

  it("pushes a booking to the other member, encrypted to their browser, in their language, signed with the server's key; the actor gets nothing", async () => {
    const bens = browser("ben-1");
    const adas = browser("ada-1");
    expect((await request(t.app, "POST", "/api/push/subscriptions", ben, bens.json)).statusCode).toBe(201);
    expect((await request(t.app, "POST", "/api/push/subscriptions", ada, adas.json)).statusCode).toBe(201);

    const made = (await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Hotel Sol", reservationDate: "2027-05-01" })).json<{ id: string }>();
    expect(await deliver()).toBe(1);

    expect(service.received.map((r) => r.path)).toEqual(["/push/ben-1"]);
    const push = service.received[0]!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(open(bens, push.body)).toEqual({
      title: "Ada Lovelace hat die Buchung „Hotel Sol“ hinzugefügt",
      body: "In „Madrid“",
      url: `${PUBLIC_URL}/reservations?trip=${tripId}&item=${made.id}`,
      tag: expect.any(String),
    });
    // The VAPID signature: a JWT for the push service's origin, made with the key the browser subscribed with.
    const publicKey = (await ok(ben, "GET", "/api/push/key")).json<{ publicKey: string }>().publicKey;
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(String(push.headers.authorization))!;
    expect(k).toBe(publicKey);
    const [header, claims, signature] = jwt!.split(".");
    expect(JSON.parse(Buffer.from(claims!, "base64url").toString())).toMatchObject({ aud: service.url });
    const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64(publicKey, 1, 33), y: b64(publicKey, 33, 65) }, format: "jwk" });
    expect(verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature!, "base64url"))).toBe(true);
  });

  it("pushes nothing for a kind whose push is off, nor after the browser unsubscribes", async () => {
    const bens = browser("ben-2");
    await ok(ben, "POST", "/api/push/subscriptions", bens.json);
    // Expenses have no push by default.
    await ok(ada, "POST", `/api/trips/${tripId}/expenses`, { description: "Tapas", amount: "30", date: "2027-05-02", paidBy: ben.user.id });
    await deliver();
    expect(service.received.filter((r) => r.path === "/push/ben-2")).toEqual([]);

    // Someone else cannot remove Ben's subscription; Ben can.
    expect((await request(t.app, "DELETE", "/api/push/subscriptions", ada, { endpoint: bens.endpoint })).statusCode).toBe(204);
    expect(await subscriptionCount(bens.endpoint)).toBe(1);
    expect((await request(t.app, "DELETE", "/api/push/subscriptions", ben, { endpoint: bens.endpoint })).statusCode).toBe(204);
    expect(await subscriptionCount(bens.endpoint)).toBe(0);
    await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Museo del Prado", reservationDate: "2027-05-03" });
    await deliver();
    expect(service.received.filter((r) => r.path === "/push/ben-2")).toEqual([]);
  });

  it("removes a subscription its push service answers 410 to, and retries one that answers 500", async () => {
    await sqlRows(t.database, sql`delete from push_subscriptions`);
    const gone = browser("gone");
    await ok(ben, "POST", "/api/push/subscriptions", gone.json);
    service.statuses = [410];
    await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Train to Toledo", reservationDate: "2027-05-04" });
    expect(await deliver()).toBe(1);
    expect(service.received).toHaveLength(1);
    expect(await subscriptionCount(gone.endpoint)).toBe(0);
    expect(await sqlRows(t.database, sql`select id from push_outbox where sent_at is null`)).toEqual([]);

    const flaky = browser("flaky");
    await ok(ben, "POST", "/api/push/subscriptions", flaky.json);
    service.statuses = [500];
    await ok(ada, "POST", `/api/trips/${tripId}/reservations`, { name: "Bus to Segovia", reservationDate: "2027-05-05" });
    await deliver();
    expect(await subscriptionCount(flaky.endpoint)).toBe(1);
    const [queued] = await sqlRows<{ attempts: number; later: boolean; sent_at: string | null }>(
      t.database,
      sql`select attempts, next_attempt_at > now() as later, sent_at from push_outbox o join push_subscriptions s on s.id = o.subscription_id where s.endpoint = ${flaky.endpoint}`,
    );
    expect(queued).toEqual({ attempts: 1, later: true, sent_at: null });
    // Its retry is due: the same push, now delivered.
    await sqlRows(t.database, sql`update push_outbox set next_attempt_at = now() where sent_at is null`);
    expect(await deliver()).toBe(1);
    expect(open(flaky, service.received.at(-1)!.body).title).toBe("Ada Lovelace hat die Buchung „Bus to Segovia“ hinzugefügt");
  });

  it("keeps the newest ten browsers of an account, dropping the one subscribed longest ago", async () => {
    const carl = await signUp(t.app);
    const phones = Array.from({ length: 11 }, (_, i) => browser(`carl-${i}`));
    for (const phone of phones) await ok(carl, "POST", "/api/push/subscriptions", phone.json);
    const kept = await sqlRows<{ endpoint: string }>(t.database, sql`select endpoint from push_subscriptions where user_id = ${carl.user.id} order by endpoint`);
    expect(kept.map((r) => r.endpoint)).toEqual(phones.slice(1).map((p) => p.endpoint).sort());
  });

  it("refuses a subscription without an https endpoint, with bad keys, or on a private network (without the switch), naming the field, and keeps nothing", async () => {
    const b = browser("bad");
    const cases: [unknown, string][] = [
      [{ ...b.json, endpoint: "http://push.example/x" }, "endpoint"],
      [{ ...b.json, endpoint: 42 }, "endpoint"],
      [{ ...b.json, keys: { p256dh: "short", auth: b.json.keys.auth } }, "keys.p256dh"],
      [{ ...b.json, keys: { p256dh: b.json.keys.p256dh } }, "keys.auth"],
      [{ endpoint: b.endpoint }, "keys"],
    ];
    for (const [body, field] of cases) {
      const res = await request(t.app, "POST", "/api/push/subscriptions", ben, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json<{ fields: Record<string, unknown> }>().fields)).toEqual([field]);
    }
    expect((await request(t.app, "DELETE", "/api/push/subscriptions", ben, { endpoint: "nope" })).statusCode).toBe(400);

    const guarded = await createTestApp({ publicUrl: PUBLIC_URL });
    try {
      const carl = await signUp(guarded.app);
      const res = await request(guarded.app, "POST", "/api/push/subscriptions", carl, b.json);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ endpoint: expect.stringContaining("private, loopback or link-local") });
      expect(await sqlRows(guarded.database, sql`select id from push_subscriptions`)).toEqual([]);
    } finally {
      await guarded.close();
    }
    expect(await subscriptionCount(b.endpoint)).toBe(0);
  });
});

/** Bytes `from`..`to` of a base64url key, base64url again (a JWK's coordinates). */
function b64(key: string, from: number, to: number): string {
  return Buffer.from(key, "base64url").subarray(from, to).toString("base64url");
}
