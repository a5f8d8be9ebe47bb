// A fresh, migrated database for one test file: a restored PGlite copy by
// default, or a new database on the PostgreSQL server named by
// TEST_DATABASE_URL when TEST_DB_ENGINE=postgres (the "api-pg" project).
import { inject } from "vitest";
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../db/client";

export const testEngine = process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";

export async function createTestDatabase(): Promise<Database> {
  if (testEngine === "pglite") {
    const bytes = readFileSync(inject("pgliteDumpPath"));
    return openPglite({ loadDataDir: new Blob([bytes]) });
  }
  const fresh = await freshPostgresDatabase("roamwise_test");
  const database = await openPostgres(fresh.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** A new, empty database on the server named by TEST_DATABASE_URL: its address, and how to drop it. */
export async function freshPostgresDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Two handles on one database, as two app instances have: the same object on
 * PGlite (its in-process LISTEN/NOTIFY), two pools on PostgreSQL. close()
 * closes both and drops the database.
 */
export async function openTwoHandles(prefix: string): Promise<{ dbs: [Database, Database]; close: () => Promise<void> }> {
  if (testEngine === "pglite") {
    const db = await createTestDatabase();
    return { dbs: [db, db], close: () => db.close() };
  }
  const fresh = await freshPostgresDatabase(prefix);
  const dbs: [Database, Database] = [await openPostgres(fresh.url), await openPostgres(fresh.url)];
  return {
    dbs,
    close: async () => {
      await Promise.all(dbs.map((db) => db.close()));
      await fresh.drop();
    },
  };
}
