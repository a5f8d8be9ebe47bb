// The day plan read written by hand at the limit, on the app's own tables: Fastify + pg, named
// prepared statements, a JSON-schema serializer. Two round trips: the session, membership and
// trip dates in one row, then every dated thing of the trip (stays, events, reservations, places,
// to-dos, notes, chosen leg modes, tracks) in one UNION ALL. The same checks as the app (a session,
// a member of the trip) and the same JSON byte for byte (days.mjs compares the raw bodies).
// What it leaves out, and so the seed leaves out too: photos and journal entries (it answers 501
// when a trip has any), outside routers (legs are the labelled estimate, as the app's are without
// ROUTING_URL), and stay titles written by the app in another language (the seed's are typed).
// Usage: node lean.mjs PORT DATABASE_URL
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";
import tzLookup from "@photostructure/tz-lookup";
import Holidays from "date-holidays";
import { getTimes } from "suncalc";
import countries from "i18n-iso-countries";
import { TZDate } from "@date-fns/tz";

const [port, url] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

// ── the answer's shape, in the app's property order (src/shared/days.ts) ──
const str = { type: "string" };
const nstr = { type: ["string", "null"] };
const num = { type: "number" };
const obj = (props, required = Object.keys(props)) => ({ type: "object", properties: props, required });
const arr = (items) => ({ type: "array", items });
const end = obj({ name: str, timeZone: str, date: str, time: nstr });
const item = obj(
  {
    id: str, kind: str, title: str, startTime: nstr, endTime: nstr,
    place: { type: ["object", "null"], properties: { name: str, lat: num, lng: num } },
    position: { type: "integer" }, stay: str, address: nstr, reservationType: str, timeZone: nstr,
    journey: { type: ["object", "null"], properties: { from: end, to: end, minutes: { type: ["integer", "null"] } } },
    until: nstr, note: nstr, done: { type: "boolean" },
  },
  ["id", "kind", "title", "startTime", "endTime", "place", "position"],
);
const leg = obj({ fromId: str, toId: str, km: num, minutes: { type: "integer" }, estimate: { type: "boolean" }, mode: str, geometry: { type: ["array", "null"] } });
const city = { type: ["object", "null"], properties: { name: str, country: str, lat: num, lng: num, timeZone: str, sunrise: nstr, sunset: nstr } };
const track = obj({ id: str, name: str, lines: arr(arr(arr(num))) });
const day = obj({
  date: str, city, holidays: arr(obj({ name: str })), items: arr(item), legs: arr(leg), tracks: arr(track),
  travelMinutes: { type: "integer" }, photos: arr({ type: "object" }), journal: arr({ type: "object" }),
});

const q = (name, text) => (values) => pool.query({ name, text, values });
const accessQ = q("lean_days_access", `select u.id, m.role, t.start_date::text as start_date, t.end_date::text as end_date
  from sessions s join users u on u.id = s.user_id
  left join trip_members m on m.trip_id = $2 and m.user_id = u.id
  left join trips t on t.id = m.trip_id
  where s.token_hash = $1 and s.expires_at > now()`);
// One row per dated thing; `src` says which: i itinerary item, r reservation, p place, t to-do, n note,
// m chosen leg mode, k track, x "has photos or journal entries". Columns mean what the branch says.
const itemsQ = q("lean_days_items", `
  select 'i' as src, i.id::text, i.title, i.description as note, i.start_date::text as d1, i.end_date::text as d2, i.start_time as t1,
    i.end_time as t2, i.all_day as flag, i.day_position as rank, i.created_at::text as created, i.location_id is not null as stay,
    l.city, l.country, l.lat, l.lng, null::text as address, null::text as rtype, null::text as fn, null::float8 as flat, null::float8 as flng,
    null::text as ftz, null::text as tn, null::float8 as tlat, null::float8 as tlng, null::text as ttz, null::jsonb as lines
  from itinerary_items i left join locations l on l.id = i.location_id where i.trip_id = $1 and i.start_date is not null
  union all
  select 'r', r.id::text, r.name, null, r.reservation_date::text, r.end_date::text, r.reservation_time, r.end_time, null, null, r.created_at::text,
    false, null, null, null, null, r.address, r.type, r.from_name, r.from_lat, r.from_lng, r.from_time_zone, r.to_name, r.to_lat, r.to_lng, r.to_time_zone, null
  from reservations r where r.trip_id = $1 and r.status <> 'cancelled'
  union all
  select 'p', p.id::text, p.name, null, p.date::text, null, p.start_time, null, null, p.position, p.created_at::text,
    false, null, null, p.lat, p.lng, p.address, null, null, null, null, null, null, null, null, null, null
  from places p where p.trip_id = $1 and p.date between $2::date and $3::date
  union all
  select 't', id::text, text, null, due::text, null, null, null, done, (row_number() over (order by position, created_at))::int, null,
    false, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null
  from list_items where trip_id = $1 and list = 'todo' and due between $2::date and $3::date
  union all
  select 'n', id::text, title, null, date::text, null, null, null, pinned, null, created_at::text,
    false, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null
  from notes where trip_id = $1 and date between $2::date and $3::date
  union all
  select 'm', from_id, to_id, mode, null, null, null, null, null, null, null, false, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null
  from leg_modes where trip_id = $1
  union all
  select 'k', id::text, name, null, date::text, null, null, null, null, position, null, false, null, null, null, null, null, null, null, null, null, null, null, null, null, null, lines
  from tracks where trip_id = $1 and date between $2::date and $3::date
  union all
  select 'x', null, null, null, null, null, null, null, null, null, null, false, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null
  where exists (select 1 from photos where trip_id = $1 and date between $2::date and $3::date)
     or exists (select 1 from journal_entries where trip_id = $1 and date between $2::date and $3::date)`);

// ── the world of a day: offline zone, sun and holidays, each computed once per process ──
const zones = new Map();
const zoneAt = (lat, lng) => zones.get(`${lat},${lng}`) ?? zones.set(`${lat},${lng}`, tzLookup(lat, lng)).get(`${lat},${lng}`);
const clocks = new Map();
const clock = (d, timeZone) => {
  let f = clocks.get(timeZone);
  if (!f) clocks.set(timeZone, (f = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" })));
  return f.format(d);
};
const holidayMaps = new Map();
function holidaysOn(country, date) {
  const key = `${country}|${date.slice(0, 4)}`;
  let byDate = holidayMaps.get(key);
  if (!byDate) {
    byDate = new Map();
    for (const h of new Holidays(country).getHolidays(Number(date.slice(0, 4)))) {
      if (h.type !== "public") continue;
      const d = h.date.slice(0, 10);
      byDate.set(d, [...(byDate.get(d) ?? []), { name: h.name }]);
    }
    holidayMaps.set(key, byDate);
  }
  return byDate.get(date) ?? [];
}
const ALIASES = { usa: "US", uk: "GB", "great britain": "GB", england: "GB", scotland: "GB", wales: "GB" };
const codes = new Map();
function countryCode(name) {
  if (codes.has(name)) return codes.get(name);
  const v = name.trim();
  let code = null;
  if (/^[a-z]{2}$/i.test(v) && countries.isValid(v.toUpperCase())) code = v.toUpperCase();
  else if (/^[a-z]{3}$/i.test(v) && countries.alpha3ToAlpha2(v.toUpperCase())) code = countries.alpha3ToAlpha2(v.toUpperCase());
  else code = ALIASES[v.toLowerCase()] ?? ["en", "de", "fr", "es", "it", "pt", "nl"].map((l) => countries.getAlpha2Code(v, l)).find(Boolean) ?? null;
  codes.set(name, code);
  return code;
}
function cityOn(date, s) {
  const timeZone = zoneAt(s.lat, s.lng);
  const t = getTimes(new Date(Date.parse(`${date}T12:00:00Z`) - (s.lng / 15) * 3_600_000), s.lat, s.lng);
  const shown = (d) => (d && !Number.isNaN(d.getTime()) ? clock(d, timeZone) : null);
  return { name: s.city, country: s.code, lat: s.lat, lng: s.lng, timeZone, sunrise: shown(t.sunrise), sunset: shown(t.sunset) };
}

// ── legs: the labelled estimate (no outside router) ──
const SPEED = { walking: 4.5, cycling: 15, driving: 50, transit: 25 };
function estimate(a, b, chosen) {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  const km = 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
  const mode = chosen ?? (km < 2 ? "walking" : "driving");
  const minutes = Math.max(km > 0 ? 1 : 0, Math.round((km / SPEED[mode]) * 60));
  return { fromId: a.id, toId: b.id, km: Math.round(km * 10) / 10, minutes, estimate: true, mode, geometry: null };
}
const instant = (date, time, tz) => {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  return new TZDate(y, m - 1, d, h, min, tz).getTime();
};

// ── a day's order: timed items by time, positioned ones in their slots, check-outs open, check-ins/notes/to-dos close ──
function arrange(items) {
  const byTime = (a, b) => a.startTime.localeCompare(b.startTime) || (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.key.localeCompare(b.key);
  const positioned = items.filter((i) => i.rank !== null).sort((a, b) => a.rank - b.rank || a.key.localeCompare(b.key));
  const fixedTimed = items.filter((i) => i.rank === null && i.startTime).sort(byTime);
  const closes = (i) => i.stay === "check-in" || i.kind === "note" || i.kind === "todo";
  const closingRank = (i) => (i.kind === "todo" ? 2 : i.kind === "note" ? 1 : 0);
  const opening = items.filter((i) => i.rank === null && !i.startTime && !closes(i))
    .sort((a, b) => (a.stay === "check-out" ? 0 : 1) - (b.stay === "check-out" ? 0 : 1) || a.key.localeCompare(b.key));
  const closing = items.filter((i) => i.rank === null && !i.startTime && closes(i)).sort((a, b) => closingRank(a) - closingRank(b) || a.key.localeCompare(b.key));
  const slots = positioned.map((i) => (i.startTime ? "timed" : i));
  const placed = positioned.filter((i) => i.startTime).map((i) => i.startTime);
  for (const f of fixedTimed) {
    const timedSlots = [];
    slots.forEach((s, k) => s === "timed" && timedSlots.push(k));
    const earlier = placed.filter((t) => t <= f.startTime).length;
    if (!timedSlots.length) slots.push("timed");
    else if (earlier === 0) slots.splice(timedSlots[0], 0, "timed");
    else slots.splice(timedSlots[earlier - 1] + 1, 0, "timed");
    placed.push(f.startTime);
  }
  const timed = [...positioned.filter((i) => i.startTime), ...fixedTimed].sort(byTime);
  let t = 0;
  return [...opening, ...slots.map((s) => (s === "timed" ? timed[t++] : s)), ...closing];
}

function* datesBetween(from, to) {
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) yield new Date(d).toISOString().slice(0, 10);
}

app.get("/lean/trips/:tripId/days", { schema: { response: { 200: arr(day) } } }, async (req, reply) => {
  const token = /rw_session=([A-Za-z0-9_-]{43})/.exec(req.headers.cookie ?? "")?.[1];
  const a = token ? (await accessQ([createHash("sha256").update(token).digest("hex"), req.params.tripId])).rows[0] : undefined;
  if (!a) return reply.code(401).send({ message: "no session" });
  if (!a.role) return reply.code(404).send({ message: "not found" });
  if (!a.start_date || !a.end_date) return [];
  const { start_date: from, end_date: to } = a;
  const rows = (await itemsQ([req.params.tripId, from, to])).rows;
  if (rows.some((r) => r.src === "x")) return reply.code(501).send({ message: "photos and journal entries are not in the lean read" });

  const byDate = new Map();
  for (const d of datesBetween(from, to)) byDate.set(d, { raw: [], tracks: [] });
  const put = (date, x) => byDate.get(date)?.raw.push(x);
  const modes = new Map();
  const stays = [];
  for (const r of rows) {
    const key = `${r.created}|${r.id}`;
    if (r.src === "i" && r.stay) {
      const place = r.city && r.lat !== null && r.lng !== null ? { name: r.city, lat: r.lat, lng: r.lng } : null;
      const timed = !r.flag;
      const last = r.d2 ?? r.d1;
      const until = last !== r.d1 ? last : null;
      put(r.d1, { id: `${r.id}:in`, kind: "stay", stay: "check-in", title: r.title, startTime: timed ? r.t1 : null, endTime: null, place, until, note: r.note, rank: null, key });
      if (until) put(last, { id: `${r.id}:out`, kind: "stay", stay: "check-out", title: r.title, startTime: timed ? r.t2 : null, endTime: null, place, note: r.note, rank: null, key });
      if (r.lat !== null && r.lng !== null) stays.push(r);
    } else if (r.src === "i") {
      put(r.d1, { id: r.id, kind: "event", title: r.title, startTime: r.flag ? null : r.t1, endTime: r.flag ? null : r.t2, place: null,
        until: r.d2 && r.d2 > r.d1 ? r.d2 : null, note: r.note, rank: r.rank ?? 1_000_000, key });
    } else if (r.src === "r") {
      const until = r.d2 && r.d2 > r.d1 ? r.d2 : null;
      const fromKnown = r.fn !== null && r.flat !== null && r.flng !== null && r.ftz !== null;
      const toKnown = r.tn !== null && r.tlat !== null && r.tlng !== null && r.ttz !== null;
      const journeyed = fromKnown && toKnown;
      const journey = journeyed
        ? { from: { name: r.fn, timeZone: r.ftz, date: r.d1, time: r.t1 }, to: { name: r.tn, timeZone: r.ttz, date: r.d2 ?? r.d1, time: r.t2 },
            minutes: r.t1 && r.t2 ? Math.round((instant(r.d2 ?? r.d1, r.t2, r.ttz) - instant(r.d1, r.t1, r.ftz)) / 60_000) : null }
        : null;
      const base = { kind: "reservation", title: r.title, reservationType: r.rtype, address: r.address, place: null, rank: null, key, journey };
      put(r.d1, { ...base, id: r.id, startTime: r.t1, endTime: r.t2, timeZone: fromKnown ? r.ftz : null, until });
      if (until) put(until, { ...base, id: `${r.id}:end`, startTime: r.t2, endTime: null, timeZone: r.t2 && toKnown ? r.ttz : null });
    } else if (r.src === "p") {
      put(r.d1, { id: r.id, kind: "place", title: r.title, address: r.address, startTime: r.t1, endTime: null, place: { name: r.title, lat: r.lat, lng: r.lng }, rank: r.rank, key });
    } else if (r.src === "t") {
      put(r.d1, { id: r.id, kind: "todo", title: r.title, startTime: null, endTime: null, place: null, done: r.flag, rank: null, key: String(r.rank).padStart(6, "0") });
    } else if (r.src === "n") {
      put(r.d1, { id: r.id, kind: "note", title: r.title, startTime: null, endTime: null, place: null, rank: null, key: `${r.flag ? 0 : 1}|${r.created}|${r.id}` });
    } else if (r.src === "m") {
      modes.set(`${r.id}→${r.title}`, r.note);
    } else if (r.src === "k") {
      byDate.get(r.d1).tracks.push({ rank: r.rank, track: { id: r.id, name: r.title, lines: r.lines } });
    }
  }
  stays.sort((x, y) => (x.d1 === y.d1 ? (x.created < y.created ? -1 : 1) : x.d1 < y.d1 ? -1 : 1));

  const days = [];
  for (const [date, { raw, tracks }] of byDate) {
    let stay = null;
    for (const s of stays) if (s.d1 <= date && date <= (s.d2 ?? s.d1)) stay = s;
    const code = stay && countryCode(stay.country);
    const items = arrange(raw).map(({ rank: _r, key: _k, ...i }, position) => ({ ...i, position }));
    const stops = items.filter((i) => i.place).map((i) => ({ id: i.id, lat: i.place.lat, lng: i.place.lng }));
    const legs = stops.slice(1).map((b, k) => estimate(stops[k], b, modes.get(`${stops[k].id}→${b.id}`)));
    days.push({
      date, city: code ? cityOn(date, { ...stay, code }) : null, holidays: code ? holidaysOn(code, date) : [], items, legs,
      tracks: tracks.sort((x, y) => x.rank - y.rank).map((x) => x.track), travelMinutes: legs.reduce((n, l) => n + l.minutes, 0), photos: [], journal: [],
    });
  }
  return days;
});

await app.listen({ port: Number(port), host: "127.0.0.1" });
