// The hot reads (ADR 029, "Third round"): the few statements nearly every
// request runs — the session with the caller's role, the lists opened most —
// go straight to the driver instead of through Drizzle's execution layers,
// which cost ~45 µs of CPU per statement here (async tracing wrappers, a type
// parser closure per column, an `is` check and a reduce per field of every row).
//
// Drizzle still writes the SQL from the schema, once per database handle; each
// run binds the values, asks the driver for rows as arrays with a fixed type
// table (the one Drizzle uses: timestamps, dates and intervals stay text), and
// builds each row with a mapper compiled once from the selection that decodes
// every column exactly as Drizzle would. On PostgreSQL the statement is a named
// prepared statement, parsed and planned once per connection.
import { Column, SQL, fillPlaceholders, is, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "./client";

/** A flat selection: the row's keys, each a column or an SQL expression (decoded as Drizzle would). */
type Selection = Record<string, Column | SQL | SQL.Aliased>;

/** Runs one statement and answers its rows as arrays, in the selection's order. */
export type ArrayRowRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[][]>;

const runners = new WeakMap<Db, ArrayRowRunner>();

/** Called by the code that opens a database (client.ts, postgres.ts) with its driver's runner. */
export function registerArrayRowRunner(db: Db, run: ArrayRowRunner): void {
  runners.set(db, run);
}

/** What a select builder resolves to, row by row. */
type RowOf<Q> = Awaited<Q> extends (infer R)[] ? R : never;

type Decoder = { mapFromDriverValue(value: unknown): unknown };
// Drizzle marks `decoder` internal; it is where `.mapWith()` puts an expression's decoder.
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;
const NOOP_DECODER = decoderOfSql(sql``);

function decoderOf(field: unknown): Decoder | null {
  let decoder: Decoder;
  if (is(field, Column)) decoder = field;
  else if (is(field, SQL)) decoder = decoderOfSql(field);
  else if (is(field, SQL.Aliased)) decoder = decoderOfSql(field.sql);
  else throw new Error("hotRead: a selection must be flat (columns and SQL expressions only)");
  // Text, uuid, enums and booleans come from the driver as they are: no call needed.
  const identity = decoder === NOOP_DECODER || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
  return identity ? null : decoder;
}

/**
 * Builds `(row) => ({ key: row[0], … })` once for a selection, so every row is
 * made with one object literal of a fixed shape. Keys are quoted with
 * JSON.stringify and come from the code, never from input.
 */
function compileRowMapper<R>(fields: Selection): (row: unknown[]) => R {
  const keys = Object.keys(fields);
  const decoders = keys.map((key) => decoderOf(fields[key]));
  const props = keys.map((key, i) =>
    decoders[i] ? `${JSON.stringify(key)}: r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])` : `${JSON.stringify(key)}: r[${i}]`,
  );
  return new Function("d", `return (r) => ({ ${props.join(", ")} });`)(decoders) as (row: unknown[]) => R;
}

/**
 * A read that runs often, with `sql.placeholder` values bound per run. `build`
 * selects exactly `fields` (flat, in that order). The handle must be one that
 * a database opener registered; a transaction's handle goes through Drizzle.
 */
export function hotRead<S extends Selection, Q extends SQLWrapper & PromiseLike<unknown[]> & { toSQL(): { sql: string; params: unknown[] } }>(
  name: string,
  fields: S,
  build: (db: Db, fields: S) => Q,
): (db: Db, values: Record<string, unknown>) => Promise<RowOf<Q>[]> {
  const mapRow = compileRowMapper<RowOf<Q>>(fields);
  const built = new WeakMap<Db, { text: string; params: unknown[] }>();
  return async (db, values) => {
    const run = runners.get(db);
    if (!run) {
      // A transaction (or a handle opened elsewhere): the same statement through Drizzle.
      const query = build(db, fields) as unknown as { prepare(name: string): { execute(v: Record<string, unknown>): Promise<RowOf<Q>[]> } };
      return query.prepare(name).execute(values);
    }
    let statement = built.get(db);
    if (!statement) {
      const { sql: text, params } = build(db, fields).toSQL();
      built.set(db, (statement = { text, params }));
    }
    const rows = await run(name, statement.text, fillPlaceholders(statement.params, values));
    const out = new Array<RowOf<Q>>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = mapRow(rows[i]!);
    return out;
  };
}
