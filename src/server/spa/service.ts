// index.html for the single-page app: the built file plus, inlined as JSON,
// who is signed in and their trip list (or that nobody is), which saves the
// browser the round trips before its first screen. No Fastify here; see routes.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { BOOT_ELEMENT_ID, type BootData } from "@shared/boot";
import { tripSchema } from "@shared/trips";
import { userSchema, type User } from "@shared/user";
import type { Db } from "../db/client";
import { listTrips } from "../trips/service";

const bootSchema = z.object({ user: userSchema, trips: z.array(tripSchema) });

/**
 * JSON that is safe inside a <script> element: `<` can never start `</script>`
 * or `<!--`, and U+2028/2029 are escaped for old parsers. JSON.parse reads it unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The visitor's boot data, shaped by the same schemas as the API responses. */
export async function bootDataFor(db: Db, user: User | null): Promise<BootData> {
  if (!user) return { user: null };
  return bootSchema.parse({ user, trips: await listTrips(db, user.id) });
}

/** index.html with the boot data inserted at the end of <head>, before the app's script runs. */
export function withBootData(html: string, data: BootData): string {
  const tag = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(data)}</script>`;
  const at = html.indexOf("</head>");
  return at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at);
}

/** Read per request (it is 1 KB), so a rebuild of the client is picked up without a restart. */
export function readIndexHtml(clientDir: string): Promise<string> {
  return readFile(join(clientDir, "index.html"), "utf8");
}
