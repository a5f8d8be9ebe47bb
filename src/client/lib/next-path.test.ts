import { describe, expect, it } from "vitest";
import { safeNextPath, signInPathFor, withNext } from "./next-path";

describe("safeNextPath", () => {
  it("takes a path of this app", () => {
    expect(safeNextPath("?next=%2Finvite%2Fabc")).toBe("/invite/abc");
    expect(safeNextPath("?next=/family")).toBe("/family");
    expect(safeNextPath("?next=" + encodeURIComponent("/family?x=1#top"))).toBe("/family?x=1#top");
  });
  it("refuses anything that could leave the origin, and nothing at all", () => {
    for (const bad of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "invite/abc", ""]) {
      expect(safeNextPath(`?next=${encodeURIComponent(bad)}`), bad).toBeNull();
    }
    expect(safeNextPath("")).toBeNull();
  });
});

describe("signInPathFor and withNext", () => {
  it("carries an invite link through sign-in, and nothing else", () => {
    expect(signInPathFor("/invite/abc_-1")).toBe("/login?next=%2Finvite%2Fabc_-1");
    expect(signInPathFor("/budget")).toBe("/login");
    expect(withNext("/register", null)).toBe("/register");
  });
});
