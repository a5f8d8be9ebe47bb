// The sender's idle behaviour: with nothing queued it waits for a NOTIFY or its
// idle poll, and does not read the outbox again and again (a busy loop once
// kept every server's CPU and a database connection busy around the clock).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Database } from "../db/client";
import { createTestDatabase } from "../test/test-db";
import { startMailSender } from "./sender";

let database: Database;
let dir: string;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), "roamwise-sender-"));
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("mail sender with an empty outbox", () => {
  it("reads the outbox once at start and then waits, instead of polling in a loop", async () => {
    const execute = vi.spyOn(database.db, "execute");
    const sender = await startMailSender(database, "http://trips.test", { from: "Roamwise <trips@example.com>", emlDir: dir }, quiet);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // One claim and one look at when the next mail is due; a loop makes hundreds.
      expect(execute.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      await sender.stop();
      execute.mockRestore();
    }
  });
});
