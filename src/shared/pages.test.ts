import { describe, expect, it } from "vitest";
import { PAGES, pageAt } from "./pages";

describe("pageAt", () => {
  it("finds a signed-in page by its address, with or without a trailing slash, and one with a parameter", () => {
    expect(pageAt("/", true)).toBe(PAGES.dashboard);
    expect(pageAt("/budget/", true)).toBe(PAGES.budget);
    expect(pageAt("/trips/3f2a/quotes", true)).toBe(PAGES.quotes);
    expect(pageAt("/about", true)).toBe(PAGES.about);
  });
  it("has no page for an unknown address signed in (the not-found page)", () => {
    expect(pageAt("/nowhere", true)).toBeNull();
    expect(pageAt("/trips/3f2a/quotes/extra", true)).toBeNull();
    expect(pageAt("/trips//quotes", true)).toBeNull();
  });
  it("shows a signed-out visitor the sign-in page on every other page, and the not-found page where no page is", () => {
    expect(pageAt("/budget", false)).toBe(PAGES.login);
    expect(pageAt("/nowhere", false)).toBeNull();
    expect(pageAt("/register", false)).toBe(PAGES.register);
  });
});
