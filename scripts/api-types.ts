// `npm run api:types`: regenerates the client's API types
// (src/client/lib/api-schema.d.ts) from the app's routes. The app is built on
// an in-memory database and asked for its OpenAPI document; no server listens.
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { buildApp } from "../src/server/app";
import { openPglite } from "../src/server/db/client";
import { CLIENT_TYPES_FILE, clientTypes } from "../src/server/openapi/client-types";

const database = await openPglite();
const app = await buildApp({ database });
try {
  writeFileSync(CLIENT_TYPES_FILE, await clientTypes(app));
  console.log(`Wrote ${relative(process.cwd(), CLIENT_TYPES_FILE)}`);
} finally {
  await app.close();
  await database.close();
}
