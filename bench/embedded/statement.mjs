#!/usr/bin/env node
// One parametrised select on PGlite, three ways: `db.query(text, params, { parsers })` as the app's Drizzle
// driver and its hot reads call it; the same without the parsers option; and a statement prepared once and
// then run by one `execProtocol` call of Bind + Describe + Execute + Sync. Quantifies the "prepared statements
// on PGlite" lever of ADR 064.
// Usage (from the project root): node bench/embedded/statement.mjs
// Env: N (2000 runs per way), ROWS (200 rows in the table, 50 of them the trip's), LIFTOFF (1: wasm on V8's
// baseline compiler only, as the app runs it, see src/server/db/client.ts; 0: V8's default tiering).
// Prints wall and CPU µs per statement for each way and statement (the trip's list, one row by id); the runs alternate in blocks so machine noise hits both.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";

const N = Number(process.env.N ?? 2000);
const ROWS = Number(process.env.ROWS ?? 200);
// Must be set before PGlite compiles its wasm, as the app does.
if ((process.env.LIFTOFF ?? "1") !== "0") setFlagsFromString("--liftoff-only");
const { PGlite, protocol, parse } = await import("@electric-sql/pglite");
// Its package.json is not among the package's exports: read from the project's node_modules.
const PGLITE_VERSION = JSON.parse(readFileSync(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8")).version;

const dir = mkdtempSync(join(tmpdir(), "pglite-statement-"));
// The app's buffer cache (src/server/db/client.ts).
const db = new PGlite(join(dir, "data"), { postgresqlconf: "shared_buffers = 8MB" });
try {
  // A table shaped like the app's reservations (the columns a list reads), 4 trips' worth of rows.
  await db.exec(`
    create table reservations (
      id uuid primary key default gen_random_uuid(), trip_id uuid not null, name text not null,
      type text not null default 'hotel', status text not null default 'confirmed',
      reservation_date date not null, reservation_time text, end_date date, end_time text,
      from_name text, from_lat double precision, from_lng double precision, to_name text,
      confirmation_number text, cost numeric(12, 2), currency text, notes text,
      created_at timestamptz not null default now(), updated_at timestamptz not null default now());
    create index reservations_trip_id_idx on reservations (trip_id);`);
  const trips = Array.from({ length: 4 }, () => crypto.randomUUID());
  for (let i = 0; i < ROWS; i++) {
    await db.query(
      `insert into reservations (trip_id, name, type, reservation_date, reservation_time, from_name, from_lat, from_lng,
        confirmation_number, cost, currency, notes) values ($1, $2, 'restaurant', $3, '19:30', 'Alfama', 38.71, -9.13, $4, 42.50, 'EUR', $5)`,
      [trips[i % trips.length], `Dinner ${i} at “Café Ç”`, `2027-06-${String(1 + (i % 28)).padStart(2, "0")}`, `ABC${i}`, "by the river"],
    );
  }
  await db.exec("analyze");
  const ids = (await db.query("select id from reservations where trip_id = $1", [trips[0]])).rows.map((r) => r.id);
  // The trip's list (ROWS / 4 rows, all columns) and a one-row read by key: most of a request's statements
  // (session, membership, role) are the second kind, where the per-statement cost is all there is.
  const STATEMENTS = [
    { name: "list", text: "select * from reservations where trip_id = $1 order by reservation_date, reservation_time, id", params: [trips[0]], rows: ROWS / trips.length },
    { name: "by id", text: "select id, trip_id, name, status from reservations where id = $1", params: [ids[0]], rows: 1 },
  ];
  // What the app passes with every statement (Drizzle's PGlite session and the hot reads alike): text parsers
  // for dates and times. PGlite merges them into its ~300 default parsers for every answer; the prepared way
  // merges them once.
  const asText = (v) => v;
  const parsers = { 1114: asText, 1184: asText, 1186: asText, 1082: asText };
  const opts = { rowMode: "array", parsers };
  const merged = { ...db.parsers, ...parsers };
  const { serialize } = protocol;
  console.log(`PGlite ${PGLITE_VERSION}, node ${process.version}, ${ROWS} rows, N=${N} runs per way, liftoff-only ${(process.env.LIFTOFF ?? "1") !== "0"}`);
  for (const [k, st] of STATEMENTS.entries()) {
    // The way db.query goes: Parse, Describe statement, Bind, Describe portal, Execute, Sync — each its own
    // trip into the wasm and its own parse of the answer — then a sync of the file system.
    const viaQuery = async () => (await db.query(st.text, st.params, opts)).rows;
    const viaQueryNoParsers = async () => (await db.query(st.text, st.params, { rowMode: "array" })).rows;
    // Prepared once (a named statement); each run is one trip into the wasm. In the app this would run
    // under PGlite's query lock (execProtocol does not take it) and keep the statements' names per session.
    await db.execProtocol(concat([serialize.parse({ name: `s${k}`, text: st.text }), serialize.sync()]));
    const viaPrepared = async () => {
      const message = concat([
        serialize.bind({ statement: `s${k}`, values: st.params }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const { messages } = await db.execProtocol(message);
      return parse.parseResults(messages, merged, { rowMode: "array" })[0].rows;
    };

    // Same rows both ways, before timing anything.
    const [a, b] = [await viaQuery(), await viaPrepared()];
    if (JSON.stringify(a) !== JSON.stringify(b) || a.length !== st.rows) throw new Error(`${st.name}: the two ways answer differently`);

    const ways = {
      "db.query, the app's parsers": viaQuery,
      "db.query, no parsers option": viaQueryNoParsers,
      "prepared, one execProtocol": viaPrepared,
    };
    const totals = Object.fromEntries(Object.keys(ways).map((w) => [w, { wall: 0, cpu: 0, n: 0 }]));
    for (const run of Object.values(ways)) for (let i = 0; i < 200; i++) await run(); // warm-up
    const BLOCK = 250;
    for (let done = 0; done < N; done += BLOCK) {
      for (const [name, run] of Object.entries(ways)) {
        const n = Math.min(BLOCK, N - done);
        const c0 = process.cpuUsage(), t0 = process.hrtime.bigint();
        for (let i = 0; i < n; i++) await run();
        const t1 = process.hrtime.bigint(), c1 = process.cpuUsage(c0);
        totals[name].wall += Number(t1 - t0) / 1000;
        totals[name].cpu += c1.user + c1.system;
        totals[name].n += n;
      }
    }
    const base = totals["db.query, the app's parsers"];
    for (const [name, t] of Object.entries(totals)) {
      console.log(`${`${st.name} (${st.rows} rows)`.padEnd(16)} ${name.padEnd(28)} ${(t.wall / t.n).toFixed(0).padStart(6)} µs wall ${(t.cpu / t.n).toFixed(0).padStart(6)} µs CPU per statement` +
        (t === base ? "" : `  (${((100 * (t.cpu / t.n - base.cpu / base.n)) / (base.cpu / base.n)).toFixed(0)} % CPU)`));
    }
  }
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
