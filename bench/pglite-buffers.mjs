// PGlite's shared_buffers against query speed (issue 20, idle memory):
// `node bench/pglite-buffers.mjs 16 8 4`. For each size (MB), a fresh PGlite
// (baseline-only wasm, as db/client.ts runs it) on a data folder holding
// 40,000 rows of ~400 bytes (~20 MB with the index: larger than every size
// tried) is reopened, then answers 5,000 random primary-key reads, 5,000 reads
// of a hot 1 % of rows, and 200 range scans of 2,000 rows; prints ms per kind.
import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--liftoff-only");
const ROWS = 40_000;
for (const mb of process.argv.slice(2).map(Number)) {
  const dir = mkdtempSync(join(tmpdir(), "pglite-buffers-"));
  const conf = `shared_buffers = ${mb}MB`;
  let db = new PGlite(join(dir, "data"), { postgresqlconf: conf });
  await db.exec("create table t (id int primary key, body text not null)");
  await db.query("insert into t select g, repeat(md5(g::text), 12) from generate_series(1, $1) g", [ROWS]);
  await db.close();
  db = new PGlite(join(dir, "data"), { postgresqlconf: conf });
  const shown = (await db.query("show shared_buffers")).rows[0].shared_buffers;
  const time = async (n, q) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) await q(i);
    return (performance.now() - t).toFixed(0);
  };
  const random = await time(5000, () => db.query("select body from t where id = $1", [1 + Math.floor(Math.random() * ROWS)]));
  const hot = await time(5000, () => db.query("select body from t where id = $1", [1 + Math.floor(Math.random() * ROWS * 0.01)]));
  const scans = await time(200, () => db.query("select count(*), max(body) from t where id between $1 and $1 + 2000", [1 + Math.floor(Math.random() * (ROWS - 2000))]));
  console.log(`shared_buffers ${shown}: 5,000 random reads ${random} ms, 5,000 hot reads ${hot} ms, 200 range scans ${scans} ms`);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
