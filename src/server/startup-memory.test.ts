import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const child = fileURLToPath(new URL("./test/startup-memory-child.ts", import.meta.url));
const MB = 1024 * 1024;

describe("startup-memory", () => {
  it("keeps the young generation small while starting, collects start-up's garbage, then lets it grow", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", child]);
    const { duringStart, oldBefore, oldAfter, afterStart } = JSON.parse(stdout) as { duringStart: number; oldBefore: number; oldAfter: number; afterStart: number };
    // V8's own growth takes the same allocations to 32 MB.
    expect(duringStart).toBeLessThanOrEqual(4 * MB);
    expect(oldAfter).toBeLessThan(oldBefore / 2);
    expect(afterStart).toBeGreaterThanOrEqual(8 * MB);
  }, 30_000);
});
