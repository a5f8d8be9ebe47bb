// The app's three hot reads written by hand at the limit, on the app's own tables:
// Fastify + pg, named prepared statements, a JSON-schema serializer. Each does the
// same checks as the app (session, membership where trip-scoped, read with the session
// in one statement as the app does; a required second factor) and answers the same
// JSON byte for byte (reads.mjs compares the raw bodies). Unlike the app it keeps no
// session cache: every request reads its session.
// Usage: node lean.mjs PORT DATABASE_URL
import { createHash } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import Fastify from "fastify";
import pg from "pg";

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

const str = { type: ["string", "null"] };
const int = { type: ["integer", "null"] };
const num = { type: ["number", "null"] };
const obj = (props) => ({ type: "object", properties: props });
const place = { type: ["object", "null"], properties: { name: str, lat: num, lng: num, timeZone: str } };
// Property order is the app's (src/shared): the bodies are compared byte for byte.
const reservation = obj({
  id: str, tripId: str, name: str, type: str, status: str, reservationDate: str, reservationTime: str, endDate: str,
  endTime: str, from: place, to: place, durationMinutes: int, seat: str, carriage: str, platform: str,
  confirmationNumber: str, cost: str, description: str, notes: str, address: str, reviewRating: num, reviewCount: int,
  openingHours: str, location: { type: ["object", "null"], properties: { city: str, country: str } }, userRating: int,
  fileCount: { type: "integer" }, travellers: { type: "array", items: { type: "string" } },
  createdAt: str, updatedAt: str,
});
const member = obj({ id: str, role: str, joinedAt: str, user: obj({ id: str, firstName: str, lastName: str, email: str }) });
const trip = obj({
  id: str, name: str, description: str, startDate: str, endDate: str, budget: str, currency: str, spentAmount: str,
  createdAt: str, updatedAt: str, myRole: str, members: { type: "array", items: member },
});
const user = obj({
  id: str, email: str, firstName: str, lastName: str, isAdmin: { type: "boolean" }, emailVerified: { type: "boolean" },
  twoFactor: obj({ totp: { type: "boolean" }, passkeys: { type: "integer" } }), twoFactorSetupRequired: { type: "boolean" },
});

const iso = (d) => d.toISOString();
const q = (name, text) => (values) => pool.query({ name, text, values });
// The signed-in user with what the API tells about them: admin, e-mail verified, second factors, and whether
// the instance requires a second factor this account lacks. `role` is the caller's role in trip $2 when asked
// (read in the same statement, as the app does for a trip-scoped request).
const sessionSql = (role) => `select u.id, u.email, u.first_name, u.last_name, u.is_admin, u.email_verified_at is not null as email_verified,
  f.totp, f.passkeys, coalesce((select i.require_two_factor from instance_settings i where i.id = 1), false) and not (f.totp or f.passkeys > 0) as setup_required
  ${role ? ", (select m.role from trip_members m where m.trip_id = $2 and m.user_id = u.id) as role" : ""}
  from sessions s join users u on u.id = s.user_id
  cross join lateral (select exists (select 1 from totp_factors t where t.user_id = u.id and t.enabled_at is not null) as totp,
    (select count(*)::int from passkeys p where p.user_id = u.id) as passkeys) f
  where s.token_hash = $1 and s.expires_at > now() and not u.disabled`;
const sessionQ = q("lean_session", sessionSql(false));
const sessionRoleQ = q("lean_session_role", sessionSql(true));
const listQ = q("lean_list", `select r.id, r.trip_id, r.name, r.type, r.status, r.reservation_date::text, r.reservation_time,
  r.end_date::text, r.end_time, r.from_name, r.from_lat, r.from_lng, r.from_time_zone, r.to_name, r.to_lat, r.to_lng, r.to_time_zone,
  r.seat, r.carriage, r.platform, r.confirmation_number, r.cost::text, r.description, r.notes, r.address, r.review_rating::float8, r.review_count,
  r.opening_hours, r.location_city, r.location_country, r.created_at, r.updated_at,
  (select rating from reservation_ratings rr where rr.reservation_id = r.id and rr.user_id = $2) as user_rating,
  (select count(*)::int from reservation_files f where f.reservation_id = r.id) as file_count,
  coalesce((select json_agg(coalesce(t.user_id, t.guest_id) order by t.position) from reservation_travellers t where t.reservation_id = r.id), '[]'::json) as travellers
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session's user (with the role in `tripId` when given), or null after answering 401. */
async function signedIn(req, reply, tripId) {
  const token = /rw_session=([A-Za-z0-9_-]{43})/.exec(req.headers.cookie ?? "")?.[1];
  const hash = token && createHash("sha256").update(token).digest("hex");
  const s = !token ? null : tripId === undefined ? await sessionQ([hash]) : await sessionRoleQ([hash, tripId]);
  if (!s?.rows[0]) {
    reply.code(401).send({ message: "no session" });
    return null;
  }
  return s.rows[0];
}

/** Like the app, every read but the user's own is refused while a required second factor is missing. */
function setUp(u, reply) {
  if (!u.setup_required) return true;
  reply.code(403).send({ message: "two_factor_setup_required" });
  return false;
}

app.get("/lean/user", { schema: { response: { 200: user } } }, async (req, reply) => {
  const u = await signedIn(req, reply);
  if (!u) return reply;
  return { id: u.id, email: u.email, firstName: u.first_name, lastName: u.last_name, isAdmin: u.is_admin, emailVerified: u.email_verified,
    twoFactor: { totp: u.totp, passkeys: u.passkeys }, twoFactorSetupRequired: u.setup_required };
});

app.get("/lean/trips", { schema: { response: { 200: { type: "array", items: trip } } } }, async (req, reply) => {
  const u = await signedIn(req, reply);
  if (!u || !setUp(u, reply)) return reply;
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

const placeOf = (name, lat, lng, timeZone) => (name !== null && lat !== null && lng !== null && timeZone !== null ? { name, lat, lng, timeZone } : null);
/**
 * The instant a wall time names in its zone, in ms, with the app's own library (@date-fns/tz). Not SQL's
 * `at time zone`: it settles a wall time that falls twice (New York 01:30 on 2027-11-07) on the other instant,
 * so its minutes would differ from the app's. It costs ~20 µs a call; only journeys with both times pay it.
 */
const instant = (date, time, timeZone) =>
  new TZDate(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10), +time.slice(0, 2), +time.slice(3, 5), timeZone).getTime();

app.get("/lean/trips/:tripId/reservations", { schema: { response: { 200: { type: "array", items: reservation } } } }, async (req, reply) => {
  const { tripId } = req.params;
  // A malformed id is nobody's trip (and would fail the uuid cast).
  const u = await signedIn(req, reply, UUID.test(tripId) ? tripId : null);
  if (!u || !setUp(u, reply)) return reply;
  if (!u.role) return reply.code(404).send({ message: "not found" });
  const r = await listQ([tripId, u.id]);
  return r.rows.map((x) => {
    const from = placeOf(x.from_name, x.from_lat, x.from_lng, x.from_time_zone);
    const to = placeOf(x.to_name, x.to_lat, x.to_lng, x.to_time_zone);
    // Departure to arrival, each on its own place's clock; the arrival day is the end date, else the departure day.
    const durationMinutes = x.reservation_time && x.end_time && from && to
      ? Math.round((instant(x.end_date ?? x.reservation_date, x.end_time, to.timeZone) - instant(x.reservation_date, x.reservation_time, from.timeZone)) / 60_000)
      : null;
    return { id: x.id, tripId: x.trip_id, name: x.name, type: x.type, status: x.status,
      reservationDate: x.reservation_date, reservationTime: x.reservation_time, endDate: x.end_date, endTime: x.end_time,
      from, to, durationMinutes, seat: x.seat, carriage: x.carriage, platform: x.platform,
      confirmationNumber: x.confirmation_number, cost: x.cost, description: x.description, notes: x.notes, address: x.address,
      reviewRating: x.review_rating, reviewCount: x.review_count, openingHours: x.opening_hours,
      location: x.location_city || x.location_country ? { city: x.location_city, country: x.location_country } : null,
      userRating: x.user_rating, fileCount: x.file_count, travellers: x.travellers, createdAt: iso(x.created_at), updatedAt: iso(x.updated_at) };
  });
});

await app.listen({ port: Number(port), host: "127.0.0.1" });
