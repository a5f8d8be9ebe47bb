// The hot reads (ADR 029, "Third round"): the few statements nearly every
// request runs — the session with the caller's role, the lists opened most —
// go straight to the driver instead of through Drizzle's execution layers,
// which cost ~45 µs of CPU per statement here (async tracing wrappers, a type
// parser closure per column, an `is` check and a reduce per field of every row).
//
// Drizzle still writes the SQL from the schema (its public `toSQL()`), once per
// statement; each run binds the values (`fillPlaceholders`), asks the
// driver for rows as arrays with a fixed type table (the one Drizzle uses:
// timestamps, dates and intervals stay text), and makes each row with a plain
// mapper that decodes every column with the column's own public
// `mapFromDriverValue`, as Drizzle does. An SQL expression is answered as the
// driver types it (cast it in SQL when it needs a type): `.mapWith()` is
// Drizzle's own business and is not read here. On PostgreSQL the statement is a
// named prepared statement, parsed and planned once per connection. Inside a
// transaction it runs on the transaction's connection, the same way.
import { Column, SQL, fillPlaceholders, is, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "./client";

/** A flat selection: the row's keys, each a column or an SQL expression (decoded as Drizzle would). */
type Selection = Record<string, Column | SQL | SQL.Aliased>;

/** Runs one statement and answers its rows as arrays, in the selection's order. */
export type ArrayRowRunner = (name: string, text: string, params: unknown[]) => Promise<unknown[][]>;

const runners = new WeakMap<Db, ArrayRowRunner>();

/** Called by the code that opens a database (client.ts, postgres.ts) with its driver's runner. */
export function registerArrayRowRunner(db: Db, run: ArrayRowRunner): void {
  runners.set(db, run);
}

/** Makes the runner of one transaction's driver connection (a pooled pg client, a PGlite transaction). */
type ConnectionRunner = (connection: unknown) => ArrayRowRunner;
const connectionRunners = new Map<unknown, ConnectionRunner>();
const transactionRunners = new WeakMap<object, ArrayRowRunner | null>();

/**
 * Called by a database opener with the class of its Drizzle session and how to run a statement on the
 * connection such a session holds: a statement in a transaction then runs on that connection straight
 * through the driver too. The writes run most of their statements inside one (ADR 029, "Writes").
 */
export function registerTransactionRunner(sessionClass: unknown, run: ConnectionRunner): void {
  connectionRunners.set(sessionClass, run);
}

/**
 * The driver runner for a handle: the database's own, or the one of the connection a transaction's
 * handle runs on. Drizzle keeps that connection in its session's `client`, a field its types call
 * private: without it (another Drizzle) the statement goes through Drizzle as before, and
 * hot-reads.test.ts fails, so the loss is seen.
 */
function runnerOf(db: Db | Tx): ArrayRowRunner | undefined {
  const own = runners.get(db as Db);
  if (own) return own;
  let run = transactionRunners.get(db);
  if (run === undefined) {
    const session = (db as { _?: { session?: object } })._?.session;
    const connection = (session as { client?: unknown } | undefined)?.client;
    const make = session && connectionRunners.get(session.constructor);
    run = make && connection ? make(connection) : null;
    transactionRunners.set(db, run);
  }
  return run ?? undefined;
}

/** Whether a statement on this handle goes straight through the driver (for the tests). */
export const runsOnDriver = (db: Db | Tx): boolean => runnerOf(db) !== undefined;

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
 * A statement that runs often, with `sql.placeholder` values bound per run: a
 * select, or an insert or update with `returning` (or a `with` holding one).
 * `build` selects exactly `fields` (flat, in that order). The handle is the
 * database's or a transaction's (the statement runs on the transaction's
 * connection); any other goes through Drizzle.
 */
export function hotRead<S extends Selection, Q extends SQLWrapper & PromiseLike<unknown[]> & { toSQL(): { sql: string; params: unknown[] } }>(
  name: string,
  fields: S,
  build: (db: Db, fields: S) => Q,
): (db: Db | Tx, values: Record<string, unknown>) => Promise<RowOf<Q>[]> {
  const mapRow = rowMapper<RowOf<Q>>(fields);
  // The text is the same for every handle of one database (Drizzle writes it from the schema): written once.
  let statement: { text: string; params: unknown[] } | undefined;
  return async (db, values) => {
    const run = runnerOf(db);
    if (!run) {
      // A handle opened elsewhere: the same statement through Drizzle.
      const query = build(db as Db, fields) as unknown as { prepare(name: string): { execute(v: Record<string, unknown>): Promise<RowOf<Q>[]> } };
      return query.prepare(name).execute(values);
    }
    if (!statement) {
      const { sql: text, params } = build(db as Db, fields).toSQL();
      statement = { text, params };
    }
    const rows = await run(name, statement.text, fillPlaceholders(statement.params, values));
    const out = new Array<RowOf<Q>>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = mapRow(rows[i]!);
    return out;
  };
}
