// How long requests wait on PGlite while a backup reads its snapshot:
// `npx tsx bench/backup-wait.ts [MB]` (default 100). Fills a fresh PGlite data
// folder with about MB megabytes (attachments of 1 MB random bytes plus a trip's
// rows), then, while a backup runs, asks GET /api/trips every 50 ms as a
// signed-in member and reports the backup's time and the requests' waits.
// Not part of `npm test`; cleans up after itself.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openPglite } from "../src/server/db/client";
import { DATABASE_STORAGE } from "../src/server/storage/object-store";
import { startBackup } from "../src/server/backups/service";

const MB = Number(process.argv[2] ?? 100);
const dir = await mkdtemp(join(tmpdir(), "roamwise-bench-backup-"));
const database = await openPglite({ dataDir: join(dir, "data") });
const settings = { dir: join(dir, "backups"), keep: 2, cron: "off" };
const app = await buildApp({ database, backups: settings });
try {
  const reg = await app.inject({ method: "POST", url: "/api/auth/register", payload: { email: "bench@example.com", password: "correct horse battery", firstName: "Bench", lastName: "Mark" } });
  const cookie = String(reg.headers["set-cookie"]).split(";")[0]!;
  const trip = (await app.inject({ method: "POST", url: "/api/trips", headers: { cookie }, payload: { name: "Bench", startDate: "2027-01-01", endDate: "2027-01-10" } })).json() as { id: string };
  const res = (await app.inject({ method: "POST", url: `/api/trips/${trip.id}/reservations`, headers: { cookie }, payload: { name: "Hotel", type: "hotel", reservationDate: "2027-01-01" } })).json() as { id: string };
  for (let i = 0; i < MB; i++) {
    await database.db.execute(
      sql`insert into reservation_files (reservation_id, name, content_type, size, data) values (${res.id}, ${`f${i}.pdf`}, 'application/pdf', ${1 << 20}, ${randomBytes(1 << 20)})`,
    );
  }
  for (let i = 0; i < 2000; i++) {
    await app.inject({ method: "POST", url: `/api/trips/${trip.id}/lists/packing`, headers: { cookie }, payload: { text: `Item ${i}` } });
  }
  const [{ size }] = ((await database.db.execute(sql`select pg_database_size(current_database())::bigint as size`)) as unknown as { rows: [{ size: string }] }).rows;
  console.log(`database: ${(Number(size) / 1e6).toFixed(0)} MB`);

  // Quiet baseline, then the same requests while the backup runs.
  const ask = async () => {
    const t0 = performance.now();
    const r = await app.inject({ method: "GET", url: "/api/trips", headers: { cookie } });
    if (r.statusCode !== 200) throw new Error(`GET /api/trips ${r.statusCode}`);
    return performance.now() - t0;
  };
  const quiet: number[] = [];
  for (let i = 0; i < 20; i++) quiet.push(await ask());

  const t0 = performance.now();
  const { done } = await startBackup({ database, storage: DATABASE_STORAGE, settings }, "manual", { userId: (await app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json().id });
  let finished = false;
  const backupMs = done.then(() => {
    finished = true;
    return performance.now() - t0;
  });
  const during: number[] = [];
  while (!finished) {
    during.push(await ask());
    await new Promise((r) => setTimeout(r, 50));
  }
  const [row] = ((await database.db.execute(sql`select status, size_bytes from backups`)) as unknown as { rows: { status: string; size_bytes: string }[] }).rows;
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
  console.log(`backup: ${row!.status}, ${(Number(row!.size_bytes) / 1e6).toFixed(0)} MB gzip, ${((await backupMs) / 1000).toFixed(1)} s`);
  console.log(`GET /api/trips quiet: median ${pct(quiet, 50).toFixed(1)} ms, max ${Math.max(...quiet).toFixed(1)} ms`);
  console.log(`GET /api/trips during the backup (${during.length} requests): median ${pct(during, 50).toFixed(0)} ms, p90 ${pct(during, 90).toFixed(0)} ms, max ${Math.max(...during).toFixed(0)} ms`);
} finally {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
