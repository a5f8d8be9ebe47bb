// A group's mixed load on the built app: 200 members over 40 trips (five to a trip), each with its trip's
// live stream open, sending 80 % reads and 20 % writes at a paced rate; reports p50/p99 per route, the
// delay from a write being sent to its `change` event arriving on every stream of the trip, and errors.
// Arrivals are open-loop (Poisson at RATE req/s, each request timed from when it was due, so a slow
// answer cannot hold back the next ones and hide its own delay). Each rate in RATES is one run; the
// goal holds at a rate when reads p99 ≤ 100 ms, writes p99 ≤ 150 ms, delivery p99 ≤ 100 ms and
// nothing failed or went missing. MINUTES > 0 instead runs RATE for that long and samples the app's
// memory (RSS and V8 heap) to show whether it stays flat.
// Writes keep the trips the same size over a long run: a member adds a reservation and removes it the
// next time, logs an expense and removes it, and ticks one of their own packing items (If-Match, so a
// lost update is refused, never silently applied).
// Usage: node mixed.mjs APP_URL (started by mixed.sh through bench/lib/paired.sh)
// Env: RATES (25,50,100), SECONDS (30 per rate), RATE (50, memory mode), MINUTES (0), MEMBERS (200), TRIPS (40).
import { readFileSync } from "node:fs";
import { createParser } from "eventsource-parser";
import { apiClient, cpuMs, median } from "../lib/paired.mjs";

const [app] = process.argv.slice(2);
const MEMBERS = Number(process.env.MEMBERS ?? 200);
const TRIPS = Number(process.env.TRIPS ?? 40);
const RATES = (process.env.RATES ?? "25,50,100").split(",").map(Number);
const SECONDS = Number(process.env.SECONDS ?? 30);
const RATE = Number(process.env.RATE ?? 50);
const MINUTES = Number(process.env.MINUTES ?? 0);
const GOAL = { read: 100, write: 150, delivery: 100 };
/** A write's event not on every stream of its trip by then is counted missing. */
const DELIVERY_LIMIT_MS = 5000;
const started = performance.now();
const log = (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

// ── seed: members, trips with five members each, a fortnight of plans in each ──
const stamp = Date.now();
const members = [];
for (let i = 0; i < MEMBERS; i += 8) {
  // Eight at a time: registering hashes a password, the slow part of the seed.
  members.push(...(await Promise.all(Array.from({ length: Math.min(8, MEMBERS - i) }, async (_, j) => {
    const c = apiClient(app);
    await c.call("POST", "/api/auth/register", { email: `mixed.${i + j}.${stamp}@example.com`, password: "Tram-28-to-Alfama!", firstName: `Zoë ${i + j}`, lastName: "Groß" });
    return { index: i + j, call: c.call, cookie: c.cookie() };
  }))));
}
log(`${members.length} members registered`);
const day = (k) => `2027-06-${String(1 + (k % 14)).padStart(2, "0")}`;
const trips = [];
for (let t = 0; t < TRIPS; t++) {
  const group = members.filter((m) => m.index % TRIPS === t);
  const owner = group[0];
  const trip = await owner.call("POST", "/api/trips", { name: `Península ${t} — ção`, description: null, startDate: "2027-06-01", endDate: "2027-06-14", budget: "3000.00", currency: "EUR" });
  for (const m of group.slice(1)) {
    const link = await owner.call("POST", `/api/trips/${trip.id}/invite-links`, { role: "editor" });
    await m.call("POST", `/api/invite-links/${link.token}/accept`);
  }
  // About 40 things on the days, as a planned fortnight has: reservations, places, events, notes.
  for (let k = 0; k < 10; k++) {
    await owner.call("POST", `/api/trips/${trip.id}/reservations`, { name: `Jantar ${k} — “Cervejaria”`, type: k % 2 ? "restaurant" : "attraction", status: "confirmed", reservationDate: day(k * 3), reservationTime: `${12 + (k % 9)}:30` });
    await owner.call("POST", `/api/trips/${trip.id}/places`, { name: `Miradouro ${k}`, lat: 38.71 + k / 1000, lng: -9.13, date: day(k * 5), startTime: null, address: null });
    await owner.call("POST", `/api/trips/${trip.id}/itinerary`, { title: `Fado ${k}`, startDate: day(k * 7), allDay: false, startTime: "21:00", endTime: "23:00", description: null });
    await owner.call("POST", `/api/trips/${trip.id}/notes`, { title: `Nota ${k} ☕`, body: "Metro até às 01:00", date: day(k * 2), pinned: false });
  }
  for (let k = 0; k < 8; k++) await group[k % group.length].call("POST", `/api/trips/${trip.id}/expenses`, { description: `Café ${k}`, amount: `${12 + k}.40`, date: day(k) });
  // Three packing items of each member's own: a member ticks only theirs, one request per item at a time.
  for (const m of group) {
    m.trip = trip.id;
    m.items = [];
    for (let k = 0; k < 3; k++) {
      const it = await m.call("POST", `/api/trips/${trip.id}/lists/packing`, { text: `Toalha ${k} de ${m.index}` });
      m.items.push({ id: it.id, version: it.updatedAt, done: it.done, busy: false });
    }
    m.added = { reservation: null, expense: null };
  }
  trips.push(trip.id);
}
log(`${trips.length} trips seeded`);

// ── live streams: one per member on their trip; every `change` is matched to the write that caused it ──
/** `resource action id` → the writes still waiting for their event: [{ sent, expect, seen }] in send order. */
const awaited = new Map();
/**
 * `resource action id` → events that came before their write's answer did ([{ m, at }]): a change is
 * published when the write commits, and its event can beat the answer to the writer, whose id (of a new
 * row) is known only from the answer. Kept until the write is known, or dropped after the limit.
 */
const early = new Map();
const deliveries = [];
/** Events missing per kind of write ("resource action"): the total, and which writes lost them. */
const missedKinds = new Map();
const aborts = [];
async function openStream(m) {
  const abort = new AbortController();
  aborts.push(abort);
  const res = await fetch(`${app}/api/trips/${m.trip}/stream`, { headers: { cookie: m.cookie, accept: "text/event-stream" }, signal: abort.signal });
  if (res.status !== 200) throw new Error(`stream refused: ${res.status}`);
  let ready;
  const presence = new Promise((r) => (ready = r));
  const parser = createParser({
    onEvent: ({ event, data }) => {
      if (event === "presence") ready();
      if (event !== "change") return;
      const at = performance.now();
      const { resource, action, id } = JSON.parse(data);
      // The oldest write with this key that this stream has not yet had: each stream gets each event once.
      const key = `${resource} ${action} ${id}`;
      const write = awaited.get(key)?.find((w) => !w.seen.has(m));
      if (write) return void arrived(write, key, m, at);
      if (!early.has(key)) early.set(key, []);
      const entry = { m, at };
      early.get(key).push(entry);
      // Only this entry expires: a later write with the same key (the next tick of the same item) may
      // already have its own early event waiting here.
      setTimeout(() => {
        const list = early.get(key);
        const i = list ? list.indexOf(entry) : -1;
        if (i < 0) return;
        list.splice(i, 1);
        if (!list.length) early.delete(key);
      }, DELIVERY_LIMIT_MS);
    },
  });
  (async () => {
    try {
      for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) parser.feed(chunk);
    } catch {
      // Aborted at the end of the run.
    }
  })();
  return presence;
}
const streamsOf = new Map(trips.map((t) => [t, members.filter((m) => m.trip === t).length]));
for (let i = 0; i < members.length; i += 50) await Promise.all(members.slice(i, i + 50).map(openStream));
log(`${members.length} streams open`);
function arrived(write, key, m, at) {
  write.seen.add(m);
  deliveries.push(at - write.sent);
  const waiting = awaited.get(key);
  if (write.seen.size === write.expect) waiting.splice(waiting.indexOf(write), 1);
  if (!waiting.length) awaited.delete(key);
}
function expectEvent(key, trip, sent) {
  const write = { sent, expect: streamsOf.get(trip), seen: new Set() };
  if (!awaited.has(key)) awaited.set(key, []);
  awaited.get(key).push(write);
  const before = early.get(key) ?? [];
  for (const e of before.splice(0)) if (!write.seen.has(e.m)) arrived(write, key, e.m, e.at);
  setTimeout(() => {
    const waiting = awaited.get(key);
    const i = waiting ? waiting.indexOf(write) : -1;
    if (i < 0) return;
    const kind = key.split(" ").slice(0, 2).join(" ");
    missedKinds.set(kind, (missedKinds.get(kind) ?? 0) + write.expect - write.seen.size);
    waiting.splice(i, 1);
    if (!waiting.length) awaited.delete(key);
  }, DELIVERY_LIMIT_MS);
}

// ── the mix: each entry's weight is its share of requests in % ──
const json = (m) => ({ cookie: m.cookie, "content-type": "application/json" });
const MIX = [
  { route: "GET /trips/:id/days", weight: 25, run: (m) => ({ path: `/api/trips/${m.trip}/days` }) },
  { route: "GET /trips/:id/reservations", weight: 20, run: (m) => ({ path: `/api/trips/${m.trip}/reservations` }) },
  { route: "GET /trips/:id", weight: 15, run: (m) => ({ path: `/api/trips/${m.trip}` }) },
  { route: "GET /trips/:id/lists/packing", weight: 10, run: (m) => ({ path: `/api/trips/${m.trip}/lists/packing` }) },
  { route: "GET /trips/:id/expenses", weight: 10, run: (m) => ({ path: `/api/trips/${m.trip}/expenses` }) },
  {
    route: "POST|DELETE reservation", weight: 6, write: true,
    run: (m) => m.added.reservation
      ? { method: "DELETE", path: `/api/reservations/${take(m, "reservation")}`, event: (id) => ["reservations", "deleted", id] }
      : { method: "POST", path: `/api/trips/${m.trip}/reservations`, body: { name: `Museu ${m.index} — “Gulbenkian”`, type: "attraction", status: "pending", reservationDate: day(m.index), reservationTime: "10:00" }, event: (id) => ["reservations", "created", id], keep: "reservation" },
  },
  {
    route: "POST|DELETE expense", weight: 6, write: true,
    run: (m) => m.added.expense
      ? { method: "DELETE", path: `/api/expenses/${take(m, "expense")}`, event: (id) => ["expenses", "deleted", id] }
      : { method: "POST", path: `/api/trips/${m.trip}/expenses`, body: { description: `Pastéis ${m.index}`, amount: "7.80", date: day(m.index) }, event: (id) => ["expenses", "created", id], keep: "expense" },
  },
  {
    route: "PATCH list item (tick)", weight: 8, write: true,
    run: (m) => {
      const item = m.items.find((x) => !x.busy);
      if (!item) return null; // all three in flight: this arrival is skipped (counted)
      item.busy = true;
      return { method: "PATCH", path: `/api/list-items/${item.id}`, body: { done: !item.done }, ifMatch: item.version, item, event: () => ["lists", "updated", item.id] };
    },
  },
];
function byMethod(times, entry, req) {
  const key = `  ${req.method} ${entry.route.split(" ").slice(1).join(" ")}`;
  if (!times.has(key)) times.set(key, []);
  return times.get(key);
}
function take(m, kind) {
  const id = m.added[kind];
  m.added[kind] = null;
  return id;
}
const totalWeight = MIX.reduce((n, x) => n + x.weight, 0);
function pick() {
  let r = Math.random() * totalWeight;
  for (const entry of MIX) if ((r -= entry.weight) < 0) return entry;
  return MIX[0];
}

/** One paced run: Poisson arrivals at `rate` req/s for `seconds`; `sample` is called every 5 s. */
async function paced(rate, seconds, sample) {
  const times = new Map(MIX.map((x) => [x.route, []]));
  let failed = 0, skipped = 0, sent = 0;
  const failures = new Map();
  const inFlight = new Set();
  const cpu0 = cpuMs(process.env.APP_PID);
  const t0 = performance.now();
  let due = t0;
  const end = t0 + seconds * 1000;
  let nextSample = t0 + 5_000;
  const fire = async (entry, m, dueAt) => {
    const req = entry.run(m);
    if (!req) return void skipped++;
    sent++;
    let status = 0, text = "";
    try {
      const headers = req.body ? json(m) : { cookie: m.cookie };
      if (req.ifMatch) headers["if-match"] = req.ifMatch;
      const res = await fetch(app + req.path, { method: req.method ?? "GET", headers, body: req.body ? JSON.stringify(req.body) : undefined });
      status = res.status;
      text = await res.text();
    } catch (e) {
      text = String(e);
    }
    const done = performance.now();
    times.get(entry.route).push(done - dueAt);
    // A write route that adds or removes in turn is also timed per method (an add and a remove cost differently).
    if (entry.route.includes("|")) byMethod(times, entry, req).push(done - dueAt);
    if (status < 200 || status >= 300) {
      failed++;
      const why = `${entry.route} ${status} ${text.slice(0, 100)}`;
      failures.set(why, (failures.get(why) ?? 0) + 1);
      if (req.item) req.item.busy = false;
      return;
    }
    if (!entry.write) return;
    const body = text ? JSON.parse(text) : null;
    const id = req.method === "DELETE" ? req.path.split("/").pop() : body.id;
    if (req.keep) m.added[req.keep] = id;
    if (req.item) Object.assign(req.item, { version: body.updatedAt, done: body.done, busy: false });
    // Timed from when the write was due, as the request is: the delay a member's companions see.
    const [resource, action, eventId] = req.event(id);
    expectEvent(`${resource} ${action} ${eventId}`, m.trip, dueAt);
  };
  // Arrivals are fired when due; the loop sleeps to the next one (timers are late by a little on a busy loop).
  while (due < end) {
    const now = performance.now();
    while (due <= now && due < end) {
      const p = fire(pick(), members[Math.floor(Math.random() * members.length)], due);
      inFlight.add(p);
      p.finally(() => inFlight.delete(p));
      due += -Math.log(1 - Math.random()) * (1000 / rate);
    }
    if (sample && now >= nextSample) {
      nextSample += 5_000;
      await sample((now - t0) / 1000);
    }
    await new Promise((r) => setTimeout(r, Math.max(0, Math.min(due, end) - performance.now())));
  }
  await Promise.all(inFlight);
  // The last writes' events: wait until every one has arrived or been counted missing.
  await new Promise((r) => setTimeout(r, 200));
  for (let i = 0; i < DELIVERY_LIMIT_MS / 100 && awaited.size; i++) await new Promise((r) => setTimeout(r, 100));
  // The app's CPU time over the run (streams and event delivery included) per request sent: it moves far less
  // than the latencies on a shared machine.
  const cpuPerRequest = cpu0 === null ? null : (1000 * (cpuMs(process.env.APP_PID) - cpu0)) / sent;
  return { times, failed, failures, skipped, sent, seconds, cpuPerRequest };
}

const quantile = (xs, p) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))] : NaN);
const ms = (x) => (Number.isNaN(x) ? "   –" : x.toFixed(0).padStart(4));

/** Prints one run's table and answers whether the goal held. */
function report(rate, out) {
  const reads = [], writes = [];
  console.log(`\nrate ${rate} req/s for ${out.seconds.toFixed(0)} s: ${out.sent} sent (${(out.sent / out.seconds).toFixed(0)}/s), ${out.skipped} skipped (member's items all in flight)`);
  for (const entry of MIX) {
    const xs = out.times.get(entry.route);
    (entry.write ? writes : reads).push(...xs);
    console.log(`  ${entry.route.padEnd(30)} ${String(xs.length).padStart(6)}  p50 ${ms(quantile(xs, 0.5))} ms  p99 ${ms(quantile(xs, 0.99))} ms`);
    for (const [key, ys] of out.times) {
      if (key.startsWith("  ") && key.endsWith(entry.route.split(" ").slice(1).join(" "))) console.log(`  ${key.padEnd(30)} ${String(ys.length).padStart(6)}  p50 ${ms(quantile(ys, 0.5))} ms  p99 ${ms(quantile(ys, 0.99))} ms`);
    }
  }
  const got = deliveries.splice(0);
  const lost = [...missedKinds.values()].reduce((sum, n) => sum + n, 0);
  const r99 = quantile(reads, 0.99), w99 = quantile(writes, 0.99), d99 = quantile(got, 0.99);
  console.log(`  ${"all reads".padEnd(30)} ${String(reads.length).padStart(6)}  p50 ${ms(quantile(reads, 0.5))} ms  p99 ${ms(r99)} ms (goal ≤ ${GOAL.read})`);
  console.log(`  ${"all writes".padEnd(30)} ${String(writes.length).padStart(6)}  p50 ${ms(quantile(writes, 0.5))} ms  p99 ${ms(w99)} ms (goal ≤ ${GOAL.write})`);
  console.log(`  ${"write → event on every stream".padEnd(30)} ${String(got.length).padStart(6)}  p50 ${ms(quantile(got, 0.5))} ms  p99 ${ms(d99)} ms (goal ≤ ${GOAL.delivery}), ${lost} missing`);
  for (const [kind, n] of missedKinds) console.log(`  missing ×${n}: ${kind}`);
  missedKinds.clear();
  for (const [why, n] of out.failures) console.log(`  failed ×${n}: ${why}`);
  const ok = r99 <= GOAL.read && w99 <= GOAL.write && d99 <= GOAL.delivery && out.failed === 0 && lost === 0;
  if (out.cpuPerRequest !== null) console.log(`  app CPU ${out.cpuPerRequest.toFixed(0)} µs/request (streams and delivery included)`);
  console.log(`  errors ${out.failed}; goal ${ok ? "met" : "NOT met"}`);
  return ok;
}

const appPid = process.env.APP_PID;
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${appPid}/status`, "utf8"))[1]) / 1024;
async function heapMb() {
  // The app's own gauge (prom-client's default metrics), read with the token the bench gave it.
  const res = await fetch(`${app}/metrics`, { headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` } });
  const line = (await res.text()).split("\n").find((l) => l.startsWith("nodejs_heap_size_used_bytes "));
  return line ? Number(line.split(" ")[1]) / 2 ** 20 : NaN;
}

// Warm the app (JIT, statements, pools) before measuring.
await paced(Math.min(...RATES, RATE), 5);
deliveries.length = 0;
missedKinds.clear();

let pass = true;
if (MINUTES > 0) {
  const samples = [];
  const sample = async (at) => {
    const s = { at, rss: rssMb(), heap: await heapMb() };
    samples.push(s);
    if (Math.round(at) % 60 === 0) log(`memory at ${at.toFixed(0)} s: RSS ${s.rss.toFixed(0)} MB, heap used ${s.heap.toFixed(0)} MB`);
  };
  const out = await paced(RATE, MINUTES * 60, sample);
  pass = report(RATE, out);
  // The heap used swings by 100–200 MB between collections, which come minutes apart under this load;
  // its lowest sample in a stretch of minutes is what stays after one. The run after its first minute
  // (pools and caches filled) is cut in three: flat when the last third's lowest heap is within 10 MB
  // of the first third's, and its median RSS within 10 % of the first third's.
  const span = (MINUTES * 60 - 60) / 3;
  const thirds = [0, 1, 2].map((k) => samples.filter((s) => s.at > 60 + k * span && s.at <= 60 + (k + 1) * span));
  const lows = thirds.map((t) => Math.min(...t.map((s) => s.heap))), rss = thirds.map((t) => median(t.map((s) => s.rss)));
  console.log(`\nmemory over ${MINUTES} min at ${RATE} req/s, by thirds after the first minute:`);
  console.log(`  heap used, lowest: ${lows.map((x) => `${x.toFixed(0)} MB`).join(" → ")}; RSS, median: ${rss.map((x) => `${x.toFixed(0)} MB`).join(" → ")}`);
  const flat = lows[2] <= lows[0] + 10 && rss[2] <= rss[0] * 1.1;
  console.log(`  ${flat ? "flat" : "NOT flat"}`);
  pass &&= flat;
} else {
  const met = [];
  for (const rate of RATES) if (report(rate, await paced(rate, SECONDS))) met.push(rate);
  console.log(`\n${MEMBERS} members, ${TRIPS} trips, ${members.length} live streams; goal met at ${met.length ? met.join(", ") : "no rate"} of ${RATES.join(", ")} req/s`);
  pass = met.length === RATES.length;
}
for (const a of aborts) a.abort();
process.exit(pass ? 0 : 1);
