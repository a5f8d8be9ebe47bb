// The client's API types (src/client/lib/api-schema.d.ts) are what
// openapi-typescript makes of the app's OpenAPI document now: a route, body or
// answer changed without `npm run api:types` fails here.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { CLIENT_TYPES_FILE, clientTypes } from "./client-types";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe("the client's API types", () => {
  it("match the app's routes (else run `npm run api:types`)", async () => {
    const generated = await clientTypes(t.app);
    const checkedIn = readFileSync(CLIENT_TYPES_FILE, "utf8");
    // Compared whole; on drift the message names the file and the command.
    expect(checkedIn === generated, `${CLIENT_TYPES_FILE} is out of date: run \`npm run api:types\``).toBe(true);
  });
});
