// BACKUP_CRON: which expressions are accepted, and that the schedule calls for
// a backup at each time the expression names (on a fake clock), until stopped.
import { afterEach, describe, expect, it, vi } from "vitest";
import { everyCronTime, isCron, nextRun } from "./schedule";
import { loadConfig } from "../config";

afterEach(() => {
  vi.useRealTimers();
});

describe("BACKUP_CRON", () => {
  it("takes five-field cron expressions and off, and names the setting otherwise", () => {
    expect(isCron("0 3 * * *")).toBe(true);
    expect(isCron("*/15 * * * 1-5")).toBe(true);
    expect(isCron("0 0 3 * * *")).toBe(false);
    expect(isCron("every night")).toBe(false);
    expect(loadConfig({}).BACKUP_CRON).toBe("0 3 * * *");
    expect(loadConfig({ BACKUP_CRON: "off" }).BACKUP_CRON).toBe("off");
    expect(() => loadConfig({ BACKUP_CRON: "at three" })).toThrow(/BACKUP_CRON/);
    expect(() => loadConfig({ FILES_STORAGE: "s3" })).toThrow(/S3_BUCKET/);
  });

  it("calls for a backup at each scheduled time, and not after it is stopped", async () => {
    vi.useFakeTimers({ now: new Date(2027, 0, 1, 2, 58, 30) });
    const times: Date[] = [];
    const stop = everyCronTime("0 3 * * *", async (time) => void times.push(time));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([]);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(times).toEqual([new Date(2027, 0, 1, 3, 0, 0)]);
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(times).toEqual([new Date(2027, 0, 1, 3, 0, 0), new Date(2027, 0, 2, 3, 0, 0)]);
    stop();
    await vi.advanceTimersByTimeAsync(48 * 3600_000);
    expect(times).toHaveLength(2);
    expect(nextRun("0 3 * * *", new Date(2027, 0, 2, 3, 0, 0))).toEqual(new Date(2027, 0, 3, 3, 0, 0));
  });
});
