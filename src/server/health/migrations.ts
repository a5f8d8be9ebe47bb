// Whether the database holds every migration this build ships: drizzle records
// each applied one with its journal time, so the newest applied must be the
// journal's last entry.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { migrationsFolder } from "../db/client";

let newest: Promise<number> | null = null;
function newestShipped(): Promise<number> {
  newest ??= readFile(join(migrationsFolder, "meta", "_journal.json"), "utf8").then((text) => {
    const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries;
    return Math.max(...entries.map((e) => e.when));
  });
  return newest;
}

export async function migrationsCurrent(db: Db): Promise<boolean> {
  const [shipped, applied] = await Promise.all([
    newestShipped(),
    db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`) as unknown as Promise<{ rows: { at: string | null }[] }>,
  ]);
  return Number(applied.rows[0]?.at ?? 0) >= shipped;
}
