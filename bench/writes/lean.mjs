// The app's two hottest writes written by hand at the limit, on the app's own tables:
// Fastify + pg, named prepared statements, a JSON-schema validator and serializer.
// Each does the app's work for the case writes.mjs sends (a trip of one member, no
// travellers, no journey ends): session, role check, then ONE transaction holding the
// write, the activity row, the webhook look-up and the pg_notify on the realtime
// channel, exactly as src/server/realtime/publish.ts writes it. The bodies answer the
// same JSON as the app (writes.mjs compares them byte for byte, ids and times masked).
// Usage: node lean.mjs PORT DATABASE_URL
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });
const CHANNEL = "roamwise_realtime";

const str = { type: ["string", "null"] };
const int = { type: ["integer", "null"] };
const num = { type: ["number", "null"] };
const place = { type: ["object", "null"], properties: { name: str, lat: num, lng: num, timeZone: str } };
// Property order is the app's (src/shared): the bodies are compared byte for byte.
const reservation = {
  type: "object",
  properties: {
    id: str, tripId: str, name: str, type: str, status: str, reservationDate: str, reservationTime: str, endDate: str, endTime: str,
    from: place, to: place, durationMinutes: int, seat: str, carriage: str, platform: str, confirmationNumber: str, cost: str,
    description: str, notes: str, address: str, reviewRating: num, reviewCount: int, openingHours: str,
    location: { type: ["object", "null"], properties: { city: str, country: str } }, userRating: int, fileCount: { type: "integer" },
    travellers: { type: "array", items: { type: "string" } }, createdAt: str, updatedAt: str,
  },
};
const listItem = {
  type: "object",
  properties: { id: str, tripId: str, list: str, text: str, assigneeId: str, done: { type: "boolean" }, due: str, createdBy: str, updatedAt: str },
};
const opt = (s) => ({ anyOf: [s, { type: "null" }] });
const text = (max) => opt({ type: "string", maxLength: max });
const reservationInput = {
  type: "object",
  required: ["name", "reservationDate"],
  properties: {
    name: { type: "string", minLength: 1, maxLength: 200 },
    type: { enum: ["hotel", "restaurant", "attraction", "transport", "flight", "train", "car", "other"] },
    status: { enum: ["pending", "confirmed", "cancelled"] },
    reservationDate: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    reservationTime: opt({ type: "string", pattern: "^\\d{2}:\\d{2}$" }),
    endDate: opt({ type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    confirmationNumber: text(100), cost: opt({ type: "string", pattern: "^\\d{1,10}(\\.\\d{1,2})?$" }),
    description: text(5000), notes: text(5000), address: text(500),
    location: opt({ type: "object", properties: { city: text(200), country: text(200) } }),
  },
};

const iso = (d) => d.toISOString();
const q = (c, name, text, values) => c.query({ name, text, values });
const SESSION = `select u.id from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now()`;
const MEMBER = "select role from trip_members where trip_id = $1 and user_id = $2";

async function signedIn(req, reply) {
  const token = /rw_session=([A-Za-z0-9_-]{43})/.exec(req.headers.cookie ?? "")?.[1];
  const s = token ? await q(pool, "lean_session", SESSION, [createHash("sha256").update(token).digest("hex")]) : null;
  if (!s?.rows[0]) {
    reply.code(401).send({ message: "no session" });
    return null;
  }
  return s.rows[0].id;
}

/** One transaction on one client: BEGIN … COMMIT, ROLLBACK on any throw. */
async function inTransaction(work) {
  const c = await pool.connect();
  try {
    await c.query("begin");
    const out = await work(c);
    await c.query("commit");
    return out;
  } catch (e) {
    await c.query("rollback");
    throw e;
  } finally {
    c.release();
  }
}

/** The activity row and the NOTIFY, as publishChange writes them (payload key order included). */
async function publish(c, change, title, detail) {
  await q(c, "lean_activity", "insert into activity (trip_id, user_id, resource, action, item_id, title, detail) values ($1, $2, $3, $4, $5, $6, $7)",
    [change.tripId, change.by, change.resource, change.action, change.id, title ? title.slice(0, 200) : null, detail ?? null]);
  await q(c, "lean_notify", "select pg_notify($1, $2)", [CHANNEL, JSON.stringify({ k: "change", ...change })]);
}

const RES_COLUMNS = `id, trip_id, name, type, status, reservation_date::text, reservation_time, end_date::text, end_time, seat, carriage, platform,
  confirmation_number, cost::text, description, notes, address, review_rating::float8, review_count, opening_hours, location_city, location_country,
  created_at, updated_at`;

app.post("/lean/trips/:tripId/reservations", { schema: { body: reservationInput, response: { 201: reservation } } }, async (req, reply) => {
  const userId = await signedIn(req, reply);
  if (!userId) return reply;
  const { tripId } = req.params;
  const m = await q(pool, "lean_member", MEMBER, [tripId, userId]);
  if (!m.rows[0]) return reply.code(404).send({ message: "not found" });
  if (m.rows[0].role === "viewer") return reply.code(403).send({ message: "forbidden" });
  const b = req.body;
  if (b.endDate && b.endDate < b.reservationDate) return reply.code(400).send({ message: "endDate" });
  const row = await inTransaction(async (c) => {
    const r = (await q(c, "lean_res_insert", `insert into reservations (trip_id, name, type, status, reservation_date, reservation_time, end_date,
      confirmation_number, cost, description, notes, address, location_city, location_country, created_by)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning ${RES_COLUMNS}`,
      [tripId, b.name, b.type ?? "hotel", b.status ?? "confirmed", b.reservationDate, b.reservationTime ?? null, b.endDate ?? null,
        b.confirmationNumber ?? null, b.cost ?? null, b.description ?? null, b.notes ?? null, b.address ?? null,
        b.location?.city ?? null, b.location?.country ?? null, userId])).rows[0];
    await publish(c, { tripId, resource: "reservations", action: "created", id: r.id, by: userId }, b.name);
    // tellReservationChanged: the trip's webhooks, then the other members (none in a trip of one).
    await q(c, "lean_hooks", `select id, language from webhooks where trip_id = $1 and kinds @> '["reservation.changed"]'::jsonb`, [tripId]);
    await q(c, "lean_others", "select user_id from trip_members where trip_id = $1 and user_id <> $2", [tripId, userId]);
    return r;
  });
  return reply.code(201).send({ id: row.id, tripId: row.trip_id, name: row.name, type: row.type, status: row.status,
    reservationDate: row.reservation_date, reservationTime: row.reservation_time, endDate: row.end_date, endTime: row.end_time,
    from: null, to: null, durationMinutes: null, seat: row.seat, carriage: row.carriage, platform: row.platform,
    confirmationNumber: row.confirmation_number, cost: row.cost, description: row.description, notes: row.notes, address: row.address,
    reviewRating: row.review_rating, reviewCount: row.review_count, openingHours: row.opening_hours,
    location: row.location_city || row.location_country ? { city: row.location_city, country: row.location_country } : null,
    userRating: null, fileCount: 0, travellers: [], createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) });
});

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const toItem = (r) => ({ id: r.id, tripId: r.trip_id, list: r.list, text: r.text, assigneeId: r.assignee_id ?? r.assignee_guest_id,
  done: r.done, due: r.due, createdBy: r.created_by, updatedAt: iso(r.updated_at) });
const ITEM_COLUMNS = "id, trip_id, list, text, assignee_id, assignee_guest_id, done, due::text, created_by, updated_at";

app.patch("/lean/list-items/:id", {
  schema: { body: { type: "object", additionalProperties: false, properties: { done: { type: "boolean" } } }, response: { 200: listItem } },
}, async (req, reply) => {
  const userId = await signedIn(req, reply);
  if (!userId) return reply;
  const { id } = req.params;
  const t = await q(pool, "lean_item_trip", "select trip_id from list_items where id = $1", [id]);
  const tripId = t.rows[0]?.trip_id;
  const m = tripId ? await q(pool, "lean_member", MEMBER, [tripId, userId]) : null;
  if (!m?.rows[0]) return reply.code(404).send({ message: "not found" });
  const raw = req.headers["if-match"];
  const expected = raw === undefined ? undefined : raw.trim().replace(/^"(.*)"$/, "$1");
  if (expected !== undefined && !ISO_MS.test(expected)) return reply.code(400).send({ message: "If-Match" });
  return inTransaction(async (c) => {
    const row = (await q(c, "lean_item_lock", `select ${ITEM_COLUMNS} from list_items where id = $1 and trip_id = $2 for update`, [id, tripId])).rows[0];
    if (!row) return reply.code(404).send({ message: "not found" });
    if (expected !== undefined && iso(row.updated_at) !== expected) return reply.code(409).send({ code: "conflict", current: toItem(row) });
    if (m.rows[0].role === "viewer" && row.assignee_id !== null && row.assignee_id !== userId) return reply.code(403).send({ message: "forbidden" });
    if (req.body.done === undefined) return toItem(row);
    const u = (await q(c, "lean_item_tick", `update list_items set done = $2,
      updated_at = greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', updated_at) + interval '1 millisecond')
      where id = $1 returning ${ITEM_COLUMNS}`, [id, req.body.done])).rows[0];
    await publish(c, { tripId, resource: "lists", action: "updated", id, by: userId }, u.text, req.body.done ? "ticked" : "unticked");
    return toItem(u);
  });
});

await app.listen({ port: Number(port), host: "127.0.0.1" });
