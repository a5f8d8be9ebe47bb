// "About this instance" (docs/product/admin.md): version, engine and what it holds.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { InstanceInfo } from "@shared/admin";
import type { Database } from "../db/client";
import { importUploads, reservationFiles, trips, users } from "../db/schema";

let version: Promise<string> | null = null;
/** The app's version from its package.json (the server runs from the project folder: npm start). */
function appVersion(): Promise<string> {
  version ??= readFile(join(process.cwd(), "package.json"), "utf8").then(
    (text) => String((JSON.parse(text) as { version?: unknown }).version ?? "unknown"),
    () => "unknown",
  );
  return version;
}

export async function instanceInfo(database: Database): Promise<InstanceInfo> {
  const db = database.db;
  const [[counts], [files], v] = await Promise.all([
    db.select({
      users: sql<number>`(select count(*) from ${users})::int`,
      trips: sql<number>`(select count(*) from ${trips})::int`,
    }).from(sql`(select 1) as one`),
    db.select({
      files: sql<number>`((select count(*) from ${reservationFiles}) + (select count(*) from ${importUploads}))::int`,
      bytes: sql<string>`(coalesce((select sum(${reservationFiles.size}) from ${reservationFiles}), 0) + coalesce((select sum(${importUploads.size}) from ${importUploads}), 0))::text`,
    }).from(sql`(select 1) as one`),
    appVersion(),
  ]);
  return {
    version: v,
    database: database.engine === "pglite" ? "pglite" : "postgresql",
    users: Number(counts!.users),
    trips: Number(counts!.trips),
    files: Number(files!.files),
    storageBytes: Number(files!.bytes),
  };
}
