import { describe, expect, it } from "vitest";
import { resolveSelectedTripId } from "./selected-trip";

describe("resolveSelectedTripId", () => {
  it("keeps the remembered trip while it is still in the list", () => {
    expect(resolveSelectedTripId(["a", "b", "c"], "b")).toBe("b");
  });
  it("falls back to the first trip when the remembered one is gone", () => {
    expect(resolveSelectedTripId(["a", "b"], "deleted")).toBe("a");
  });
  it("chooses the first trip when nothing is remembered", () => {
    expect(resolveSelectedTripId(["x", "y"], null)).toBe("x");
  });
  it("is null without trips", () => {
    expect(resolveSelectedTripId([], "a")).toBeNull();
  });
});
