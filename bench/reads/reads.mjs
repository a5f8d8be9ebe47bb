// Paired read benchmark: the app against lean.mjs (the same reads written by hand)
// in one run, interleaved (app, lean, lean, app, …) so machine noise hits both.
// Covers the reservation list, the dashboard's first data (trips list) and the
// signed-in user. Seeds through the app's API; the bodies must be equal byte for byte.
// Usage: node reads.mjs APP_URL LEAN_URL [DATABASE_URL]
// Env: ROUNDS (3), SECONDS (4 per run), CONNECTIONS (32), FILLER_ROWS (0: extra
// reservations in other trips, inserted with SQL through DATABASE_URL), ONLY (a read's name).
import { alternate, apiClient, difference, load, verdict } from "../lib/paired.mjs";
import pg from "pg";

const [app, leanArg, dbUrl] = process.argv.slice(2);
// "-": no hand-written read to compare with (the app on PGlite): app figures only.
const lean = leanArg === "-" ? null : leanArg;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 4);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const FILLER_ROWS = Number(process.env.FILLER_ROWS ?? 0);

const { call, cookie: cookieHeader } = apiClient(app);

// ── seed: one planner, 5 trips, 50 reservations in the first with ratings and locations; a guest; five of them
// trains with seats and travellers, one with a ticket file ──
const me = await call("POST", "/api/auth/register", {
  email: `bench.${Date.now()}@example.com`, password: "Tram-28-to-Alfama!", firstName: "Ben", lastName: "Ch",
});
const trips = [];
for (let t = 0; t < 5; t++) {
  trips.push(await call("POST", "/api/trips", {
    name: `Bench ${t}`, description: t ? null : "Lisbon in June", startDate: "2027-06-01", endDate: "2027-06-30",
    budget: t ? null : "2500.50", currency: "EUR",
  }));
}
const trip = trips[0];
const guest = await call("POST", `/api/trips/${trip.id}/guests`, { firstName: "Gia", lastName: "Guest" });
const types = ["hotel", "restaurant", "attraction", "transport", "other"];
const lisbon = { name: "Lisboa Santa Apolónia", lat: 38.7139, lng: -9.1223, timeZone: "Europe/Lisbon" };
const madrid = { name: "Madrid Chamartín", lat: 40.4722, lng: -3.6825, timeZone: "Europe/Madrid" };
for (let i = 0; i < 50; i++) {
  const day = 2 + (i % 20);
  // Every tenth a train between two zones (seat, carriage, platform, who travels), most arriving the next day.
  const journey = i % 10 === 3;
  const created = await call("POST", `/api/trips/${trip.id}/reservations`, {
    name: `Reservation ${i} — “café” ${i % 3 ? "" : "ç"}`, type: journey ? "transport" : types[i % 5], status: i % 7 ? "confirmed" : "pending",
    reservationDate: `2027-06-${String(day).padStart(2, "0")}`, reservationTime: i % 4 ? `${String(8 + (i % 12)).padStart(2, "0")}:30` : null,
    endDate: i % 5 === 0 ? "2027-06-25" : journey && i > 10 ? `2027-06-${String(day + 1).padStart(2, "0")}` : null,
    cost: i % 6 ? `${100 + i}.${String(i % 100).padStart(2, "0")}` : null,
    description: i % 2 ? `Line one\nline "two" ${i}` : null, confirmationNumber: i % 3 ? `CONF-${i}` : null,
    location: i % 2 ? { city: "Lisbon", country: "Portugal" } : null, reviewRating: i % 4 ? 4.25 : null, reviewCount: i % 4 ? 120 + i : null,
    ...(journey ? { from: lisbon, to: madrid, endTime: "07:05", seat: `${20 + i}B`, carriage: i % 20 === 3 ? "7" : null, platform: "3",
      travellers: i === 3 ? [me.id, guest.id] : [guest.id] } : {}),
  });
  if (i % 3 === 0) await call("PATCH", `/api/reservations/${created.id}/rating`, { rating: 1 + (i % 5) });
  if (i === 3) {
    // One ticket attached, so the file count is not 0 everywhere.
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"], { type: "application/pdf" }), "ticket.pdf");
    const r = await fetch(`${app}/api/reservations/${created.id}/files`, { method: "POST", headers: { cookie: cookieHeader() }, body: form });
    if (r.status !== 201) throw new Error(`file upload ${r.status} ${await r.text()}`);
  }
}
const cookie = cookieHeader();

if (FILLER_ROWS > 0) {
  if (!dbUrl) throw new Error("FILLER_ROWS needs DATABASE_URL (the third argument)");
  // Other trips (of another owner) hold the filler, so the measured trip still has 50.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const perTrip = 100;
  const tripCount = Math.ceil(FILLER_ROWS / perTrip);
  await client.query(`insert into users (email, password_hash, first_name, last_name) values ('filler@example.com', 'x', 'Fil', 'Ler') on conflict do nothing`);
  await client.query(`insert into trips (name, created_by) select 'Filler ' || g, u.id from generate_series(1, $1) g, users u where u.email = 'filler@example.com'`, [tripCount]);
  await client.query(`insert into trip_members (trip_id, user_id, role) select t.id, t.created_by, 'admin' from trips t where t.name like 'Filler %'`);
  await client.query(`insert into reservations (trip_id, name, reservation_date, cost, created_by)
    select t.id, 'Filler ' || g, date '2027-01-01' + (g % 300), (g % 900)::numeric, t.created_by
    from (select id, created_by, row_number() over () as n from trips where name like 'Filler %') t, generate_series(1, $1) g
    where (t.n - 1) * $1 + g <= $2`, [perTrip, FILLER_ROWS]);
  await client.query("analyze");
  const count = (await client.query("select count(*)::int as n from reservations")).rows[0].n;
  const plan = (await client.query(`explain select * from reservations where trip_id = $1 order by reservation_date`, [trip.id])).rows.map((r) => r["QUERY PLAN"]).join(" | ");
  console.log(`filler: ${count} reservations in the database; plan of the trip's list: ${plan}`);
  await client.end();
}

const READS = [
  { name: "reservations", app: `/api/trips/${trip.id}/reservations`, lean: `/lean/trips/${trip.id}/reservations` },
  { name: "trips", app: "/api/trips", lean: "/lean/trips" },
  { name: "user", app: "/api/auth/user", lean: "/lean/user" },
].filter((r) => !process.env.ONLY || process.env.ONLY.split(",").includes(r.name));

// ── same JSON, byte for byte ──
let allSame = true;
for (const r of lean ? READS : []) {
  const [a, l] = await Promise.all([app + r.app, lean + r.lean].map(async (u) => (await fetch(u, { headers: { cookie } })).text()));
  const diff = difference(a, l);
  if (diff) {
    allSame = false;
    console.log(`${r.name}: bodies ${diff}`);
  }
  if (r.name === "user" && JSON.parse(a).id !== me.id) throw new Error("user read answered someone else");
}

const pids = { app: process.env.APP_PID, lean: process.env.LEAN_PID };
const run = (url, who) => load({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } }, pids[who]);

// Warm both (JIT, prepared statements, pool) before measuring.
for (const r of READS) { await run(app + r.app, "app"); if (lean) await run(lean + r.lean, "lean"); }

let pass = allSame;
for (const r of READS) {
  const out = await alternate(ROUNDS, !!lean, (who) => run(who === "app" ? app + r.app : lean + r.lean, who));
  const v = verdict(r.name, out.app, lean ? out.lean : null);
  pass &&= v.ok;
  console.log(v.line);
}
console.log(lean
  ? `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s each; same JSON ${allSame}; goal app/lean ≥ 0.80 and p99 ≤ 1.5 × lean: ${pass ? "met" : "not met"}`
  : `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each; app only (no hand-written read on this database)${pass ? "" : "; errors"}`);
process.exit(pass ? 0 : 1);
