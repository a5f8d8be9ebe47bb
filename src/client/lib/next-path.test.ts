import { describe, expect, it } from "vitest";
import { inviteTokenOf } from "@shared/next-path";
import { safeNextPath, signInAgainPath, signInPathFor, withNext } from "./next-path";

describe("safeNextPath", () => {
  it("takes a path of this app", () => {
    expect(safeNextPath("?next=%2Finvite%2Fabc")).toBe("/invite/abc");
    expect(safeNextPath("?next=/family")).toBe("/family");
    expect(safeNextPath("?next=" + encodeURIComponent("/family?x=1#top"))).toBe("/family?x=1#top");
  });
  it("refuses anything that could leave the origin, and nothing at all", () => {
    for (const bad of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "invite/abc", "", "/api/logout", "/api/../api/logout"]) {
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

describe("signInAgainPath", () => {
  it("comes back to the page (and its query) the session ended on", () => {
    expect(signInAgainPath({ pathname: "/budget", search: "" })).toBe("/login?next=%2Fbudget");
    expect(signInAgainPath({ pathname: "/reservations", search: "?q=Hotel" })).toBe("/login?next=%2Freservations%3Fq%3DHotel");
    expect(safeNextPath(`?${signInAgainPath({ pathname: "/reservations", search: "?q=Hotel" }).split("?")[1]}`)).toBe("/reservations?q=Hotel");
  });
  it("needs no way back from the dashboard or the sign-in page", () => {
    expect(signInAgainPath({ pathname: "/", search: "" })).toBe("/login");
    expect(signInAgainPath({ pathname: "/login", search: "?next=%2Fbudget" })).toBe("/login");
  });
});

describe("inviteTokenOf", () => {
  it("reads an invite page's token (decoded), and nothing from other paths", () => {
    expect(inviteTokenOf("/invite/abc_-1")).toBe("abc_-1");
    expect(inviteTokenOf("/invite/a%20b?x=1")).toBe("a b");
    expect(inviteTokenOf("/invite/%E0%A4%A")).toBeUndefined();
    expect(inviteTokenOf("/trips")).toBeUndefined();
    expect(inviteTokenOf(null)).toBeUndefined();
  });
});
