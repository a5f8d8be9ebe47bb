// Paired write benchmark: the app against lean.mjs (the same writes written by hand) in one
// run, interleaved (app, lean, lean, app, …) so machine noise hits both.
// (a) create a reservation: POST /api/trips/:tripId/reservations
// (b) tick a list item with If-Match: PATCH /api/list-items/:id — every connection owns one item
//     and sends the version (updatedAt) the last answer gave it, so every request is a real tick
//     (done flips each time); a 409/412 or any non-2xx counts as an error.
// Same answer: the same request goes to both; the bodies must be equal byte for byte once the
// values of id, createdAt and updatedAt are masked (they name a different row and time). Both must
// also send the same realtime event (LISTEN on the channel; ids masked) and refuse a stale version alike.
// Usage: node writes.mjs APP_URL LEAN_URL|- [DATABASE_URL]
// Env: ROUNDS (3), SECONDS (4 per run), CONNECTIONS (32), ONLY (a write's name).
import { alternate, apiClient, difference, load, verdict } from "../lib/paired.mjs";
import pg from "pg";

const [app, leanArg, dbUrl] = process.argv.slice(2);
// "-": no hand-written write to compare with (the app on PGlite): app figures only.
const lean = leanArg === "-" ? null : leanArg;
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 4);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);

const { call: api, cookie: cookieHeader } = apiClient(app);

// ── seed: one planner (a trip of one: no one else to tell), one trip, one packing item per connection and side ──
await api("POST", "/api/auth/register", { email: `bench.${Date.now()}@example.com`, password: "Tram-28-to-Alfama!", firstName: "Ben", lastName: "Ch" });
const trip = await api("POST", "/api/trips", { name: "Bench writes", description: null, startDate: "2027-06-01", endDate: "2027-06-30", budget: null, currency: "EUR" });
const cookie = cookieHeader();
const items = { app: [], lean: [] };
const version = new Map(); // item id → { updatedAt, done }
for (const side of ["app", "lean"]) {
  for (let i = 0; i < CONNECTIONS; i++) {
    const it = await api("POST", `/api/trips/${trip.id}/lists/packing`, { text: `Beach towel ${i} — “ç”` });
    items[side].push(it.id);
    version.set(it.id, { updatedAt: it.updatedAt, done: it.done });
  }
}
const reservationBody = JSON.stringify({
  name: "Dinner at “Café Ç” — Alfama", type: "restaurant", status: "confirmed", reservationDate: "2027-06-05", reservationTime: "19:30",
  cost: "84.50", description: 'Line one\nline "two"', confirmationNumber: "CONF-42", location: { city: "Lisbon", country: "Portugal" },
});

const WRITES = [
  { name: "reservation", method: "POST", app: `/api/trips/${trip.id}/reservations`, lean: `/lean/trips/${trip.id}/reservations`, body: () => reservationBody },
  { name: "tick", method: "PATCH", app: (id) => `/api/list-items/${id}`, lean: (id) => `/lean/list-items/${id}`, tick: true },
].filter((w) => !process.env.ONLY || process.env.ONLY.split(",").includes(w.name));

const tickBody = (id) => JSON.stringify({ done: !version.get(id).done });
const remember = (text) => {
  const it = JSON.parse(text);
  version.set(it.id, { updatedAt: it.updatedAt, done: it.done });
};
// The values that name a different row or time; every other byte must be equal.
const mask = (text) => text.replace(/"(id|createdAt|updatedAt)":"[^"]*"/g, '"$1":"…"');

// ── same answer, same event ──
let allSame = true;
const differ = (what, a, l) => {
  const where = difference(a, l);
  if (!where) return;
  allSame = false;
  console.log(`${what}: ${where}`);
};
if (lean) {
  const listener = new pg.Client({ connectionString: dbUrl });
  await listener.connect();
  const events = [];
  listener.on("notification", (n) => events.push(n.payload));
  await listener.query("listen roamwise_realtime");
  const eventOf = async () => {
    for (let i = 0; i < 100 && events.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    return mask(events.shift() ?? "none");
  };
  for (const w of WRITES) {
    const one = async (side) => {
      const id = w.tick ? items[side][0] : null;
      const path = w.tick ? w[side](id) : w[side];
      const headers = { "content-type": "application/json", cookie, ...(w.tick ? { "if-match": version.get(id).updatedAt } : {}) };
      const r = await fetch((side === "app" ? app : lean) + path, { method: w.method, headers, body: w.tick ? tickBody(id) : w.body() });
      const text = await r.text();
      if (w.tick && r.ok) remember(text);
      return { status: r.status, body: mask(text), event: await eventOf() };
    };
    const a = await one("app"), l = await one("lean");
    differ(`${w.name} status`, String(a.status), String(l.status));
    differ(`${w.name} body`, a.body, l.body);
    differ(`${w.name} event`, a.event, l.event);
    if (w.tick) {
      // A stale version is refused alike (the status; the app's 409 also carries the current item).
      const stale = async (side) => (await fetch((side === "app" ? app : lean) + w[side](items[side][0]), {
        method: "PATCH", headers: { "content-type": "application/json", cookie, "if-match": "2000-01-01T00:00:00.000Z" }, body: '{"done":true}' })).status;
      differ("tick stale status", String(await stale("app")), String(await stale("lean")));
    }
  }
  await listener.end();
}

const pids = { app: process.env.APP_PID, lean: process.env.LEAN_PID };

// A run ends with requests in flight: the server may have ticked an item whose answer autocannon dropped.
// Each run starts from the stored versions, so every request it sends is a real tick.
// The dropped requests still commit after autocannon returns: read until two reads 100 ms apart agree.
async function refreshVersions() {
  let last = "";
  for (;;) {
    const now = JSON.stringify(await api("GET", `/api/trips/${trip.id}/lists/packing`));
    if (now === last) break;
    last = now;
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const it of JSON.parse(last)) version.set(it.id, { updatedAt: it.updatedAt, done: it.done });
}
const run = async (w, who) => {
  if (w.tick) await refreshVersions();
  return runLoad(w, who);
};
const runLoad = (w, who) => {
  const base = who === "app" ? app : lean;
  // Items not in flight. autocannon clears a connection's context after each request, so a connection takes
  // a free item for each request and gives it back with the answer: one request per item at a time.
  const free = [...items[who]];
  const request = w.tick
    ? {
      method: "PATCH",
      setupRequest: (req, ctx) => {
        ctx.item = free.pop();
        return { ...req, path: w[who](ctx.item), body: tickBody(ctx.item), headers: { ...req.headers, "if-match": version.get(ctx.item).updatedAt } };
      },
      onResponse: (status, body, ctx) => {
        if (status === 200) remember(body);
        free.push(ctx.item);
      },
    }
    : { method: "POST", path: w[who], body: w.body() };
  return load({ url: base, connections: CONNECTIONS, duration: SECONDS, headers: { cookie, "content-type": "application/json" }, requests: [request] }, pids[who]);
};

// Warm both (JIT, prepared statements, pool) before measuring.
for (const w of WRITES) { await run(w, "app"); if (lean) await run(w, "lean"); }

let pass = allSame;
for (const w of WRITES) {
  const out = await alternate(ROUNDS, !!lean, (who) => run(w, who));
  const v = verdict(w.name, out.app, lean ? out.lean : null);
  pass &&= v.ok;
  console.log(v.line);
}
console.log(lean
  ? `${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS} s each; same answer ${allSame}; goal app/lean ≥ 0.80 and p99 ≤ 1.5 × lean: ${pass ? "met" : "not met"}`
  : `${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each; app only (no hand-written write on this database)${pass ? "" : "; errors"}`);
process.exit(pass ? 0 : 1);
