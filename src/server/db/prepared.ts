// Named prepared statements for the hot reads (ADR 029): the query is built
// once per database handle, and on PostgreSQL parsed and planned once per
// connection, instead of on every request. Values are bound through
// sql.placeholder; the statement text never changes for a name.
import type { Db } from "./client";

/** A statement built on first use for each database handle (tests open many). */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = build(db)));
    return statement;
  };
}
