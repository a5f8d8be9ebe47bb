// npm run restore -- FILE [--force]: loads a backup into the database the app
// would open (DATABASE_URL, else DATA_DIR), with the app stopped (docs/product/backups.md).
import { parseArgs } from "node:util";
import { loadConfig, s3Settings } from "../src/server/config";
import { fileStorageFrom } from "../src/server/storage/object-store";
import { RestoreRefused, openTarget, restoreBackup } from "../src/server/backups/restore";

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(2);
}
const config = loadConfig();
const target = await openTarget(config);
try {
  const { header, counts } = await restoreBackup(target, file, { force: values.force, storage: await fileStorageFrom(s3Settings(config)) });
  console.log(`Restored a backup of ${header.createdAt} (${header.engine}, schema ${header.schemaVersion}) into ${target.engine}:`);
  for (const [table, n] of Object.entries(counts)) console.log(`  ${table.padEnd(24)} ${n}`);
} catch (err) {
  if (!(err instanceof RestoreRefused)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await target.close();
}
