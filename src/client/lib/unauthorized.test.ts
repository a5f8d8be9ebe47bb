import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { handleUnauthorized, isSessionEnded, onSessionChange, sessionResumed } from "./unauthorized";

const unauthorized = () => new ApiError(401, "Unauthorized", '{"message":"Not signed in","code":"unauthorized"}');

describe("handleUnauthorized", () => {
  afterEach(() => sessionResumed());

  it("ignores errors other than 401", () => {
    expect(handleUnauthorized(new ApiError(403, "Forbidden", ""))).toBe(false);
    expect(handleUnauthorized(new Error("network"))).toBe(false);
    expect(isSessionEnded()).toBe(false);
  });

  it("marks the session ended once however many calls fail, until signed in again", () => {
    const listener = vi.fn();
    const stop = onSessionChange(listener);
    expect(handleUnauthorized(unauthorized())).toBe(true);
    expect(handleUnauthorized(unauthorized())).toBe(true);
    expect(isSessionEnded()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    sessionResumed();
    expect(isSessionEnded()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
