// The app's three hot reads written by hand at the limit, on the app's own tables:
// Fastify + pg, named prepared statements, a JSON-schema serializer. Each does the
// same checks as the app (session, membership where trip-scoped) and answers the
// same JSON byte for byte (reads.mjs compares the raw bodies).
// Usage: node lean.mjs PORT DATABASE_URL
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

const str = { type: ["string", "null"] };
const int = { type: ["integer", "null"] };
const num = { type: ["number", "null"] };
const obj = (props) => ({ type: "object", properties: props });
// Property order is the app's (src/shared): the bodies are compared byte for byte.
const reservation = obj({
  id: str, tripId: str, name: str, type: str, status: str, reservationDate: str, reservationTime: str, endDate: str,
  confirmationNumber: str, cost: str, description: str, notes: str, address: str, reviewRating: num, reviewCount: int,
  openingHours: str, location: { type: ["object", "null"], properties: { city: str, country: str } }, userRating: int,
  createdAt: str, updatedAt: str,
});
const member = obj({ id: str, role: str, joinedAt: str, user: obj({ id: str, firstName: str, lastName: str, email: str }) });
const trip = obj({
  id: str, name: str, description: str, startDate: str, endDate: str, budget: str, currency: str, spentAmount: str,
  createdAt: str, updatedAt: str, myRole: str, members: { type: "array", items: member },
});
const user = obj({ id: str, email: str, firstName: str, lastName: str });

const iso = (d) => d.toISOString();
const q = (name, text) => (values) => pool.query({ name, text, values });
const sessionQ = q("lean_session", `select u.id, u.email, u.first_name, u.last_name from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > now()`);
const memberQ = q("lean_member", "select role from trip_members where trip_id = $1 and user_id = $2");
const listQ = q("lean_list", `select r.id, r.trip_id, r.name, r.type, r.status, r.reservation_date::text, r.reservation_time,
  r.end_date::text, r.confirmation_number, r.cost::text, r.description, r.notes, r.address, r.review_rating::float8, r.review_count,
  r.opening_hours, r.location_city, r.location_country, r.created_at, r.updated_at,
  (select rating from reservation_ratings rr where rr.reservation_id = r.id and rr.user_id = $2) as user_rating
  from reservations r where r.trip_id = $1
  order by r.reservation_date, r.reservation_time asc nulls first, r.created_at, r.id`);
const tripsQ = q("lean_trips", `select t.id, t.name, t.description, t.start_date::text, t.end_date::text, t.budget::text, t.currency,
  ((select coalesce(sum(b.realized_amount), 0) from budget_allocations b where b.trip_id = t.id)
    + (select coalesce(sum(e.amount_in_trip_currency), 0) from expenses e where e.trip_id = t.id and e.kind = 'expense'))::numeric(20, 2)::text as spent,
  t.created_at, t.updated_at, m.role from trips t join trip_members m on m.trip_id = t.id and m.user_id = $1
  order by t.created_at desc, t.id desc`);
const membersQ = q("lean_members", `select m.trip_id, m.id, m.role, m.joined_at, u.id as user_id, u.first_name, u.last_name, u.email
  from trip_members m join users u on u.id = m.user_id where m.trip_id = any($1::uuid[])
  order by case when m.role = 'admin' then 0 else 1 end, m.joined_at, m.id`);

async function signedIn(req, reply) {
  const token = /rw_session=([A-Za-z0-9_-]{43})/.exec(req.headers.cookie ?? "")?.[1];
  const s = token ? await sessionQ([createHash("sha256").update(token).digest("hex")]) : null;
  if (!s?.rows[0]) {
    reply.code(401).send({ message: "no session" });
    return null;
  }
  return s.rows[0];
}

app.get("/lean/user", { schema: { response: { 200: user } } }, async (req, reply) => {
  const u = await signedIn(req, reply);
  if (!u) return reply;
  return { id: u.id, email: u.email, firstName: u.first_name, lastName: u.last_name };
});

app.get("/lean/trips", { schema: { response: { 200: { type: "array", items: trip } } } }, async (req, reply) => {
  const u = await signedIn(req, reply);
  if (!u) return reply;
  const trips = (await tripsQ([u.id])).rows;
  const byTrip = new Map(trips.map((t) => [t.id, []]));
  if (trips.length) {
    for (const m of (await membersQ([trips.map((t) => t.id)])).rows) {
      byTrip.get(m.trip_id).push({ id: m.id, role: m.role, joinedAt: iso(m.joined_at),
        user: { id: m.user_id, firstName: m.first_name, lastName: m.last_name, email: m.email } });
    }
  }
  return trips.map((t) => ({ id: t.id, name: t.name, description: t.description, startDate: t.start_date, endDate: t.end_date,
    budget: t.budget, currency: t.currency, spentAmount: t.spent, createdAt: iso(t.created_at), updatedAt: iso(t.updated_at), myRole: t.role, members: byTrip.get(t.id) }));
});

app.get("/lean/trips/:tripId/reservations", { schema: { response: { 200: { type: "array", items: reservation } } } }, async (req, reply) => {
  const u = await signedIn(req, reply);
  if (!u) return reply;
  const m = await memberQ([req.params.tripId, u.id]);
  if (!m.rows[0]) return reply.code(404).send({ message: "not found" });
  const r = await listQ([req.params.tripId, u.id]);
  return r.rows.map((x) => ({ id: x.id, tripId: x.trip_id, name: x.name, type: x.type, status: x.status,
    reservationDate: x.reservation_date, reservationTime: x.reservation_time, endDate: x.end_date,
    confirmationNumber: x.confirmation_number, cost: x.cost, description: x.description, notes: x.notes, address: x.address,
    reviewRating: x.review_rating, reviewCount: x.review_count, openingHours: x.opening_hours,
    location: x.location_city || x.location_country ? { city: x.location_city, country: x.location_country } : null,
    userRating: x.user_rating, createdAt: iso(x.created_at), updatedAt: iso(x.updated_at) }));
});

await app.listen({ port: Number(port), host: "127.0.0.1" });
