// Idempotency-Key over the real API (docs/product/offline.md): a repeat gets the first
// answer and writes nothing, racing repeats write once, a key is per user and
// per method + path, another body is a 422, and only the answers the product description
// names are kept.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Trip } from "@shared/trips";
import { connect } from "node:net";
import { once } from "node:events";
import { addTripMember, createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { multipart } from "../test/multipart";
import { jpegWithExif } from "../test/photos";

let t: TestApp;
let admin: SignedUp;
let other: SignedUp;
let trip: Trip;

const send = (method: "POST" | "PATCH" | "PUT" | "DELETE", url: string, who: SignedUp, key: string | undefined, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, ...(key !== undefined ? { "idempotency-key": key } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const reservationCount = async (tripId: string, name: string) =>
  (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from reservations where trip_id = ${tripId} and name = ${name}`))[0]!.n;

let keyNumber = 0;
const freshKey = () => `key-${Date.now()}-${++keyNumber}`;

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
  trip = await createTestTrip(t.app, admin, { name: "Offline" });
});
afterAll(() => t.close());

describe("Idempotency-Key", () => {
  it("answers a repeat with the first status and body and writes once", async () => {
    const key = freshKey();
    const body = { name: "Hotel Once", reservationDate: "2027-05-01" };
    const first = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toMatch(/application\/json/);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await reservationCount(trip.id, "Hotel Once")).toBe(1);
  });

  it("writes once when the repeat races the original", async () => {
    const key = freshKey();
    const body = { name: "Hotel Race", reservationDate: "2027-05-02" };
    const answers = await Promise.all(Array.from({ length: 4 }, () => send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await reservationCount(trip.id, "Hotel Race")).toBe(1);
  });

  it("makes a repeat wait while the first request is still running, then answers it the first answer", async () => {
    const key = freshKey();
    const body = { name: "Hotel Slow", reservationDate: "2027-05-02" };
    const first = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body);
    // As if the first request had claimed the key and not answered yet.
    await sqlRows(t.database, sql`update idempotency_keys set status = null, body = null where key = ${key}`);
    const waiting = send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body);
    let settled = false;
    void waiting.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(settled).toBe(false);
    await sqlRows(t.database, sql`update idempotency_keys set status = 201, body = ${first.body} where key = ${key}`);
    const repeat = await waiting;
    expect(repeat.statusCode).toBe(201);
    expect(repeat.body).toBe(first.body);
    expect(await reservationCount(trip.id, "Hotel Slow")).toBe(1);
  });

  it("treats the same body in another key order as the same request", async () => {
    const key = freshKey();
    const first = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, { name: "Hotel Order", reservationDate: "2027-05-03" });
    const again = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, { reservationDate: "2027-05-03", name: "Hotel Order" });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it("refuses a used key with a different body (422) and writes nothing", async () => {
    const key = freshKey();
    await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, { name: "Hotel First", reservationDate: "2027-05-04" });
    const other = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, { name: "Hotel Second", reservationDate: "2027-05-04" });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "idempotency_key_reused" });
    expect(await reservationCount(trip.id, "Hotel Second")).toBe(0);
  });

  it("keeps a key per user and per method + path", async () => {
    const key = freshKey();
    const theirs = await createTestTrip(t.app, other, { name: "Theirs" });
    const mine = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, { name: "Hotel Shared Key", reservationDate: "2027-05-05" });
    const sameKeyOtherUser = await send("POST", `/api/trips/${theirs.id}/reservations`, other, key, { name: "Hotel Shared Key", reservationDate: "2027-05-05" });
    expect(mine.statusCode).toBe(201);
    expect(sameKeyOtherUser.statusCode).toBe(201);
    expect(sameKeyOtherUser.json().id).not.toBe(mine.json().id);
    // Another path with the same key and another body is a different key, not a 422.
    const itinerary = await send("POST", `/api/trips/${trip.id}/itinerary`, admin, key, { title: "Dinner", startDate: "2027-05-05" });
    expect(itinerary.statusCode, itinerary.body).toBe(201);
    // Same path, another method.
    const id = mine.json().id as string;
    const patched = await send("PATCH", `/api/reservations/${id}`, admin, key, { name: "Hotel Renamed" });
    expect(patched.statusCode, patched.body).toBe(200);
    const deleted = await send("DELETE", `/api/reservations/${id}`, admin, key);
    expect(deleted.statusCode).toBe(204);
  });

  it("replays a DELETE's 204 rather than a 404 for the row it removed", async () => {
    const created = await send("POST", `/api/trips/${trip.id}/reservations`, admin, undefined, { name: "Hotel Gone", reservationDate: "2027-05-06" });
    const id = created.json().id as string;
    const key = freshKey();
    expect((await send("DELETE", `/api/reservations/${id}`, admin, key)).statusCode).toBe(204);
    const again = await send("DELETE", `/api/reservations/${id}`, admin, key);
    expect(again.statusCode).toBe(204);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect((await send("DELETE", `/api/reservations/${id}`, admin, freshKey())).statusCode).toBe(404);
  });

  it("stores a 400 and replays it", async () => {
    const key = freshKey();
    const first = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, { reservationDate: "2027-05-07" });
    expect(first.statusCode).toBe(400);
    const [row] = await sqlRows<{ status: number }>(t.database, sql`select status from idempotency_keys where key = ${key}`);
    expect(row?.status).toBe(400);
    const again = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, { reservationDate: "2027-05-07" });
    expect(again.statusCode).toBe(400);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
  });

  it("does not store a 403: the same key works once the member may write", async () => {
    const member = await signUp(t.app);
    await addTripMember(t.database, trip.id, member.user.id, "viewer");
    const key = freshKey();
    const body = { name: "Hotel Later", reservationDate: "2027-05-08" };
    expect((await send("POST", `/api/trips/${trip.id}/reservations`, member, key, body)).statusCode).toBe(403);
    expect(await sqlRows(t.database, sql`select 1 from idempotency_keys where key = ${key}`)).toHaveLength(0);
    await sqlRows(t.database, sql`update trip_members set role = 'editor' where trip_id = ${trip.id} and user_id = ${member.user.id}`);
    expect((await send("POST", `/api/trips/${trip.id}/reservations`, member, key, body)).statusCode).toBe(201);
  });

  it("does not store a 409: a stale If-Match can be retried with the same key", async () => {
    const created = (await send("POST", `/api/trips/${trip.id}/reservations`, admin, undefined, { name: "Hotel V", reservationDate: "2027-05-09" })).json();
    const key = freshKey();
    const stale = await send("PATCH", `/api/reservations/${created.id}`, admin, key, { name: "Hotel V2" }, { "if-match": "2000-01-01T00:00:00.000Z" });
    expect(stale.statusCode).toBe(409);
    const retried = await send("PATCH", `/api/reservations/${created.id}`, admin, key, { name: "Hotel V2" }, { "if-match": created.updatedAt });
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it("forgets a key after 24 hours", async () => {
    const key = freshKey();
    const body = { name: "Hotel Tomorrow", reservationDate: "2027-05-10" };
    await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body);
    await sqlRows(t.database, sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`);
    const again = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await reservationCount(trip.id, "Hotel Tomorrow")).toBe(2);
  });

  it("replays compressed answers whole", async () => {
    const key = freshKey();
    const body = { name: "Hotel Long", reservationDate: "2027-05-11", notes: "n".repeat(3000) };
    const first = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body, { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    const again = await send("POST", `/api/trips/${trip.id}/reservations`, admin, key, body);
    expect(again.json().id).toBe(JSON.parse(gunzipSync(first.rawPayload).toString("utf8")).id);
    expect(again.json().notes).toHaveLength(3000);
  });

  it("replays an upload sent again with the same key, though the browser chose another multipart boundary", async () => {
    const key = freshKey();
    const tripWithDays = await createTestTrip(t.app, admin, { name: "Photos again", startDate: "2027-05-01", endDate: "2027-05-02" });
    const photo = await jpegWithExif({}, { width: 64, height: 48 });
    const sendPhoto = () => {
      // A new FormData every time: a new boundary, of the same length as browsers make them.
      const body = multipart([{ name: "tram.jpg", data: photo, type: "image/jpeg" }], { date: "2027-05-01" });
      return send("POST", `/api/trips/${tripWithDays.id}/photos`, admin, key, body.payload, body.headers);
    };
    const first = await sendPhoto();
    expect(first.statusCode, first.body).toBe(201);
    const again = await sendPhoto();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    const photos = await request(t.app, "GET", `/api/trips/${tripWithDays.id}/photos`, admin);
    expect(photos.json()).toHaveLength(1);
  });

  it("keeps no answer to an upload cut off before it arrived whole: sent again whole with its key, it is added", async () => {
    const key = freshKey();
    const tripWithDays = await createTestTrip(t.app, admin, { name: "Cut off", startDate: "2027-05-01", endDate: "2027-05-02" });
    const body = multipart([{ name: "tram.jpg", data: await jpegWithExif({}, { width: 640, height: 480 }), type: "image/jpeg" }], { date: "2027-05-01" });
    const url = `/api/trips/${tripWithDays.id}/photos`;
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const { port } = new URL(address);
      // Half the body, then the connection drops (a train into a tunnel).
      const socket = connect(Number(port), "127.0.0.1");
      await once(socket, "connect");
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin.cookie}\r\nIdempotency-Key: ${key}\r\n` +
          `Content-Type: ${body.headers["content-type"]}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
      );
      socket.write(body.payload.subarray(0, body.payload.length >> 1));
      await new Promise((r) => setTimeout(r, 100));
      socket.destroy();
      // The server has seen the end of the request; its answer (to nobody) is settled.
      await expect.poll(async () => (await sqlRows<{ n: number }>(t.database, sql`select count(*)::int as n from idempotency_keys where key = ${key} and status is null`))[0]!.n, { timeout: 5000 }).toBe(0);
    } finally {
      await t.app.server.close();
    }
    const whole = await send("POST", url, admin, key, body.payload, body.headers);
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("answers a malformed key with a 400 naming the header", async () => {
    const res = await send("POST", `/api/trips/${trip.id}/reservations`, admin, "with space", { name: "Hotel X", reservationDate: "2027-05-12" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("Idempotency-Key");
    expect(await reservationCount(trip.id, "Hotel X")).toBe(0);
  });
});
