import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const child = fileURLToPath(new URL("./test/startup-garbage-child.ts", import.meta.url));

async function youngGeneration(afterMs: number): Promise<{ before: number; after: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", child], { env: { ...process.env, AFTER_MS: String(afterMs) } });
  return JSON.parse(stdout);
}

describe("collectStartupGarbage", () => {
  it("gives the young generation that start-up grew back once allocation has calmed down", async () => {
    const { before, after } = await youngGeneration(6_000);
    expect(before).toBeGreaterThanOrEqual(16 * 1024 * 1024);
    expect(after).toBeLessThanOrEqual(before / 4);
  }, 30_000);
});
