// Paired day plan benchmark: the app's GET /api/trips/:tripId/days against lean.mjs (the same read written
// by hand) in one run, interleaved (app, lean, lean, app, …) so machine noise hits both; then the same
// read at 10, 100 and 1,000 items in the trip (growth). Seeds through the app's API: a 14-day trip
// with three members and 120 day items of every kind (stays in four cities, events, reservations with
// flights across zones, places, to-dos, notes, a chosen leg mode), in non-ASCII text. The bodies must
// be equal byte for byte.
// Usage: node days.mjs APP_URL LEAN_URL|- [DATABASE_URL]
// Env: ROUNDS (3), SECONDS (4 per run), CONNECTIONS (32), GROWTH (1; 0 skips it), GROWTH_ROUNDS (2),
// GROWTH_CONNECTIONS (CONNECTIONS; 1 shows one request's own time, without queueing),
// FILLER_TRIPS (0: other people's trips of 120 rows each, inserted with SQL through DATABASE_URL).
import pg from "pg";
import { alternate, apiClient, difference, figures, load, summarize, verdict } from "../lib/paired.mjs";

const [app, leanArg, dbUrl] = process.argv.slice(2);
// "-": no hand-written read to compare with (the app on PGlite): app figures only.
const lean = leanArg === "-" ? null : leanArg;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 4);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const GROWTH = process.env.GROWTH !== "0";
const GROWTH_ROUNDS = Number(process.env.GROWTH_ROUNDS ?? 2);
const GROWTH_CONNECTIONS = Number(process.env.GROWTH_CONNECTIONS ?? CONNECTIONS);
const FILLER_TRIPS = Number(process.env.FILLER_TRIPS ?? 0);
const pids = { app: process.env.APP_PID, lean: process.env.LEAN_PID };

// ── seed ──
const stamp = Date.now();
const register = async (who, firstName, lastName) => {
  const c = apiClient(app);
  await c.call("POST", "/api/auth/register", { email: `${who}.${stamp}@example.com`, password: "Tram-28-to-Alfama!", firstName, lastName });
  return c;
};
const owner = await register("days", "Inês", "Conceição");
const others = [await register("days2", "Jürgen", "Groß"), await register("days3", "Zoë", "Dupré")];

const START = "2027-06-01";
const DAYS = 14;
const dayOf = (k) => `2027-06-${String(1 + (k % DAYS)).padStart(2, "0")}`;
const CITIES = [["Lisbon", "Portugal"], ["Porto", "Portugal"], ["Sevilla", "Spain"], ["Madrid", "Spain"]];
const SIGHTS = [
  ["Torre de Belém", 38.6916, -9.216], ["Pastéis de Belém 🥐", 38.6975, -9.2032], ["Mosteiro dos Jerónimos", 38.6979, -9.2068],
  ["Miradouro da Graça", 38.7162, -9.1313], ["Livraria Lello", 41.1469, -8.6149], ["Real Alcázar", 37.3831, -5.9902],
  ["Museo del Prado", 40.4138, -3.6921], ["Café A Brasileira — “bica”", 38.7107, -9.1424],
];
const time = (k) => `${String(8 + (k % 13)).padStart(2, "0")}:${k % 2 ? "30" : "05"}`;

/**
 * A trip of `n` day items: things added in a fixed cycle of kinds, each counted by the items it puts on the
 * days (a stay two: check-in and check-out; an overnight flight two: departure and arrival).
 */
async function seedTrip(n, members) {
  const trip = await owner.call("POST", "/api/trips", {
    name: `Península ${n} — ção`, description: "Lisboa → Madrid", startDate: START, endDate: "2027-06-14", budget: "4200.00", currency: "EUR",
  });
  for (const [k, c] of members.entries()) {
    const link = await owner.call("POST", `/api/trips/${trip.id}/invite-links`, { role: k ? "viewer" : "editor" });
    await c.call("POST", `/api/invite-links/${link.token}/accept`);
  }
  const locations = [];
  for (const [city, country] of CITIES) locations.push(await owner.call("POST", "/api/locations", { tripId: trip.id, city, country }));
  const kinds = ["stay", "event", "flight", "place", "todo", "note", "reservation", "place", "event", "todo", "note", "place"];
  let items = 0;
  for (let k = 0; items < n; k++) {
    const kind = kinds[k % kinds.length];
    const day = dayOf(k * 5);
    const t = `${trip.id}`;
    if (kind === "stay" && items + 2 <= n) {
      const s = Math.floor(k / kinds.length) % DAYS;
      await owner.call("POST", `/api/trips/${t}/itinerary`, {
        title: `Estadia ${k} em ${CITIES[k % 4][0]} — ç`, locationId: locations[k % 4].id, startDate: dayOf(s), endDate: dayOf(Math.min(s + 2, DAYS - 1)),
        description: k % 2 ? "Chave na receção; código 4ª porta" : null,
      });
      items += dayOf(s) === dayOf(Math.min(s + 2, DAYS - 1)) ? 1 : 2;
    } else if (kind === "event") {
      await owner.call("POST", `/api/trips/${t}/itinerary`, k % 3
        ? { title: `Fado à noite ${k}`, startDate: day, allDay: false, startTime: time(k), endTime: "23:00", description: "Não esquecer o casaco" }
        : { title: `Mercado da Ribeira ${k} 🛍`, startDate: day });
      items += 1;
    } else if (kind === "flight" && items + 2 <= n) {
      const [from, to] = k % 2 ? [SIGHTS[0], SIGHTS[6]] : [SIGHTS[6], SIGHTS[0]];
      const overnight = k % 24 < 12 && (k * 5) % DAYS < DAYS - 1;
      await owner.call("POST", `/api/trips/${t}/reservations`, {
        name: `Voo TP${100 + k} ✈`, type: "flight", reservationDate: day, reservationTime: "22:40", endDate: overnight ? dayOf(k * 5 + 1) : day,
        endTime: overnight ? "00:55" : "23:50", from: { name: `${from[0]} (LIS)`, lat: from[1], lng: from[2] }, to: { name: `${to[0]} (MAD)`, lat: to[1], lng: to[2] },
      });
      items += overnight ? 2 : 1;
    } else if (kind === "reservation") {
      await owner.call("POST", `/api/trips/${t}/reservations`, {
        name: `Jantar ${k} — “Cervejaria”`, type: k % 2 ? "restaurant" : "attraction", status: "confirmed", reservationDate: day,
        reservationTime: k % 4 ? time(k) : null, address: k % 3 ? "Rua da Prata 12, Lisboa" : null,
      });
      items += 1;
    } else if (kind === "place") {
      const [name, lat, lng] = SIGHTS[k % SIGHTS.length];
      await owner.call("POST", `/api/trips/${t}/places`, { name: `${name} ${k}`, lat, lng, date: day, startTime: k % 3 ? null : time(k), address: k % 2 ? "Praça do Império, Belém" : null });
      items += 1;
    } else if (kind === "todo") {
      const todo = await owner.call("POST", `/api/trips/${t}/lists/todo`, { text: `Comprar bilhetes ${k} — Größe`, due: day });
      if (k % 3 === 0) await owner.call("PATCH", `/api/list-items/${todo.id}`, { done: true });
      items += 1;
    } else if (kind === "note") {
      await owner.call("POST", `/api/trips/${t}/notes`, { title: `Nota ${k}: horários ☕`, body: "Metro até às 01:00", date: day, pinned: k % 4 === 0 });
      items += 1;
    }
  }
  // A member's choice of how to travel one leg: the read joins it onto the day's legs.
  const days = await owner.call("GET", `/api/trips/${trip.id}/days`);
  const leg = days.flatMap((d) => d.legs)[0];
  if (leg) await owner.call("PATCH", `/api/trips/${trip.id}/legs`, { fromId: leg.fromId, toId: leg.toId, mode: "cycling" });
  const counted = days.reduce((sum, d) => sum + d.items.length, 0);
  if (counted !== n) throw new Error(`the ${n}-item trip has ${counted} items on its days`);
  return trip;
}

const trip = await seedTrip(120, others);
const cookie = owner.cookie();

if (FILLER_TRIPS > 0) {
  if (!dbUrl) throw new Error("FILLER_TRIPS needs DATABASE_URL (the third argument)");
  // Other people's trips, each with 120 rows across the tables the read joins: the measured trips stay as they are.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await client.query(`insert into users (email, password_hash, first_name, last_name) values ('filler@example.com', 'x', 'Fil', 'Ler') on conflict do nothing`);
  await client.query(`insert into trips (name, created_by, start_date, end_date) select 'Filler ' || g, u.id, date '2027-06-01', date '2027-06-14'
    from generate_series(1, $1) g, users u where u.email = 'filler@example.com'`, [FILLER_TRIPS]);
  const filler = `(select id, created_by from trips where name like 'Filler %') t, generate_series(1, 24) g`;
  await client.query(`insert into trip_members (trip_id, user_id, role) select t.id, t.created_by, 'admin' from trips t where t.name like 'Filler %'`);
  await client.query(`insert into reservations (trip_id, name, reservation_date, created_by) select t.id, 'Filler ' || g, date '2027-06-01' + (g % 14), t.created_by from ${filler}`);
  await client.query(`insert into places (trip_id, name, lat, lng, date, position, created_by) select t.id, 'Filler ' || g, 38.7, -9.1, date '2027-06-01' + (g % 14), g, t.created_by from ${filler}`);
  await client.query(`insert into itinerary_items (trip_id, title, start_date, created_by) select t.id, 'Filler ' || g, date '2027-06-01' + (g % 14), t.created_by from ${filler}`);
  await client.query(`insert into notes (trip_id, title, date, created_by) select t.id, 'Filler ' || g, date '2027-06-01' + (g % 14), t.created_by from ${filler}`);
  await client.query(`insert into list_items (trip_id, list, text, due, position, created_by) select t.id, 'todo', 'Filler ' || g, date '2027-06-01' + (g % 14), g, t.created_by from ${filler}`);
  await client.query("analyze");
  const counts = (await client.query(`select (select count(*) from trips)::int as trips, (select count(*) from reservations)::int + (select count(*) from places)::int
    + (select count(*) from itinerary_items)::int + (select count(*) from notes)::int + (select count(*) from list_items)::int as rows`)).rows[0];
  console.log(`filler: ${counts.trips} trips, ${counts.rows} rows in the tables the read joins`);
  await client.end();
}

const appUrl = (id) => `${app}/api/trips/${id}/days`;
const leanUrl = (id) => `${lean}/lean/trips/${id}/days`;

// ── same JSON, byte for byte ──
async function sameBodies(id, label) {
  if (!lean) return true;
  const [a, l] = await Promise.all([appUrl(id), leanUrl(id)].map(async (u) => (await fetch(u, { headers: { cookie } })).text()));
  const diff = difference(a, l);
  if (diff) console.log(`${label}: bodies ${diff}`);
  return diff === null;
}
let pass = await sameBodies(trip.id, "days (120 items)");

// Each side's runs of `rounds` alternating rounds on trip `id`.
const measure = (id, rounds, seconds, connections = CONNECTIONS) =>
  alternate(rounds, !!lean, (who) => load({ url: who === "app" ? appUrl(id) : leanUrl(id), connections, duration: seconds, headers: { cookie } }, pids[who]));
const warm = (id) => measure(id, 1, 2);

await warm(trip.id);
const main = await measure(trip.id, ROUNDS, SECONDS);
const v = verdict("days (120)", main.app, lean ? main.lean : null);
pass &&= v.ok;
console.log(v.line);

// ── growth: the same read at 10, 100 and 1,000 items ──
// The goal is on the paired ratio, as every goal here: the app's p50 over the hand-written read's may
// grow at most 1.5 × per 10 × items (the app's cost grows like the work itself, no faster). The p50s
// themselves are printed too: any read that answers every item grows with them (bench/README.md).
if (GROWTH) {
  const sizes = [10, 100, 1000];
  const p50 = { app: [], lean: [] };
  for (const n of sizes) {
    const t = await seedTrip(n, []);
    pass = (await sameBodies(t.id, `days (${n} items)`)) && pass;
    await warm(t.id);
    const runs = await measure(t.id, GROWTH_ROUNDS, SECONDS, GROWTH_CONNECTIONS);
    const m = { app: summarize(runs.app), lean: lean ? summarize(runs.lean) : null };
    p50.app.push(m.app.p50);
    if (lean) p50.lean.push(m.lean.p50);
    console.log(`days (${String(n).padStart(4)})  ${figures("app", m.app)}${lean ? ` | ${figures("lean", m.lean)}` : ""} errors ${m.app.bad}${lean ? `/${m.lean.bad}` : ""}`);
    pass &&= m.app.bad === 0 && (!lean || m.lean.bad === 0);
  }
  const per10 = (values) => values.slice(1).map((v, k) => v / Math.max(values[k], 1e-9));
  for (const who of lean ? ["app", "lean"] : ["app"]) {
    console.log(`growth ${who.padEnd(4)} (${GROWTH_CONNECTIONS} connections) p50 ${p50[who].map((p, k) => `${sizes[k]}: ${p} ms`).join(", ")}; per 10 × ${per10(p50[who]).map((r) => r.toFixed(2)).join(", ")}`);
  }
  if (lean) {
    const ratios = p50.app.map((p, k) => p / Math.max(p50.lean[k], 1));
    const growth = per10(ratios);
    const ok = growth.every((r) => r <= 1.5);
    pass &&= ok;
    console.log(`growth app/lean p50 ${ratios.map((r, k) => `${sizes[k]}: ${r.toFixed(2)}`).join(", ")}; per 10 × ${growth.map((r) => r.toFixed(2)).join(", ")} ${ok ? "ok" : "ABOVE GOAL (≤ 1.5 per 10 ×)"}`);
  }
}

console.log(`${CONNECTIONS} connections, ${ROUNDS} ${lean ? "interleaved " : ""}rounds of ${SECONDS} s each; load ${(await import("node:fs")).readFileSync("/proc/loadavg", "utf8").trim()}; ` +
  `goals (${[lean && "app/lean ≥ 0.80, p99 ≤ 1.5 × lean", GROWTH && lean && "app/lean p50 growth ≤ 1.5 per 10 ×", "0 errors"].filter(Boolean).join(", ")}): ${pass ? "met" : "not met"}`);
process.exit(pass ? 0 : 1);
