// npm run files:move -- --to s3|database: moves every stored file to the
// named storage (docs/product/operating.md). Run it again to resume.
import { parseArgs } from "node:util";
import { loadConfig, s3Settings } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { s3ObjectStore } from "../src/server/storage/s3";
import { moveFiles } from "../src/server/storage/move";

const { values } = parseArgs({ options: { to: { type: "string" } } });
if (values.to !== "s3" && values.to !== "database") {
  console.error("Usage: npm run files:move -- --to s3|database");
  process.exit(2);
}
const config = loadConfig({ ...process.env, FILES_STORAGE: "s3" });
const s3 = s3Settings(config);
if (!s3) throw new Error("files:move needs the S3_* settings");
const database = await openDatabase(config);
const stop = new AbortController();
process.on("SIGINT", () => stop.abort());
try {
  const result = await moveFiles(database.db, s3ObjectStore(s3), values.to, {
    signal: stop.signal,
    onMoved: (id) => console.log(`moved ${id}`),
  });
  console.log(`${result.moved} file(s) moved to ${values.to}; ${result.left} left${result.left ? " (run again to go on)" : ""}.`);
  console.log(`Set FILES_STORAGE=${values.to} before starting the app.`);
} finally {
  await database.close();
}
