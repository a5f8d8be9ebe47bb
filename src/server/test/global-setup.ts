// Creates and migrates one PGlite database, then dumps it, so each test file
// restores a copy (~0.3 s) instead of creating a new one (~3 s).
import type { TestProject } from "vitest/node";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPglite } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDumpPath: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "roamwise-test-"));
  const database = await openPglite();
  const client = (database.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const path = join(dir, "migrated.tar");
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDumpPath", path);
  return () => rmSync(dir, { recursive: true, force: true });
}
