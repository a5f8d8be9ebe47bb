// The hot reads (ADR 029, "Third round"): the few statements nearly every
// request runs — the session with the caller's role, the lists opened most —
// go straight to the driver instead of through Drizzle's execution layers,
// which cost ~45 µs of CPU per statement here (async tracing wrappers, a type
// parser closure per column, an `is` check and a reduce per field of every row).
//
// Drizzle still writes the SQL from the schema (its public `toSQL()`), once per
// database handle; each run binds the values (`fillPlaceholders`), asks the
// driver for rows as arrays with a fixed type table (the one Drizzle uses:
// timestamps, dates and intervals stay text), and makes each row with a plain
// mapper that decodes every column with the column's own public
// `mapFromDriverValue`, as Drizzle does. An SQL expression is answered as the
// driver types it (cast it in SQL when it needs a type): `.mapWith()` is
// Drizzle's own business and is not read here. On PostgreSQL the statement is a
// named prepared statement, parsed and planned once per connection.
import { Column, SQL, fillPlaceholders, is, type SQLWrapper } from "drizzle-orm";
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

type Decode = (value: unknown) => unknown;

/** How a selected field's driver value becomes the row's value; null when it is kept as the driver gave it. */
function decoderOf(field: unknown): Decode | null {
  if (is(field, Column)) {
    // Text, uuid, enums and booleans come from the driver as they are: no call needed.
    return field.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : (value) => field.mapFromDriverValue(value);
  }
  if (is(field, SQL) || is(field, SQL.Aliased)) return null;
  throw new Error("hotRead: a selection must be flat (columns and SQL expressions only)");
}

/** `(row) => ({ key: decoded row[i], … })` for a selection, its keys in the selection's order. */
function rowMapper<R>(fields: Selection): (row: unknown[]) => R {
  const keys = Object.keys(fields);
  const decoders = keys.map((key) => decoderOf(fields[key]));
  return (row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[i];
      const decode = decoders[i];
      out[keys[i]!] = decode && value !== null ? decode(value) : value;
    }
    return out as R;
  };
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
  const mapRow = rowMapper<RowOf<Q>>(fields);
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
