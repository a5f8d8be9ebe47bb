import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { LOGIN_REDIRECT_DELAY_MS, handleUnauthorized } from "./unauthorized";

const unauthorized = () => new ApiError(401, "Unauthorized", '{"message":"Not signed in","code":"unauthorized"}');

describe("handleUnauthorized", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it("ignores errors other than 401", () => {
    const redirect = vi.fn();
    expect(handleUnauthorized(new ApiError(403, "Forbidden", ""), redirect)).toBe(false);
    expect(handleUnauthorized(new Error("network"), redirect)).toBe(false);
    vi.runAllTimers();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("redirects once, 500 ms after the first 401", () => {
    const redirect = vi.fn();
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
    expect(handleUnauthorized(unauthorized(), redirect)).toBe(true);
    expect(handleUnauthorized(unauthorized(), redirect)).toBe(true);
    vi.advanceTimersByTime(499);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
