import { describe, expect, it } from "vitest";
import { displayName, initials } from "./names";

describe("initials", () => {
  it("takes the first letters of first and last name", () => {
    expect(initials({ firstName: "ada", lastName: "lovelace", email: "a@b.c" })).toBe("AL");
  });
  it("falls back to the email's first two letters, upper-cased", () => {
    expect(initials({ firstName: "", lastName: "", email: "jo@example.com" })).toBe("JO");
    expect(initials({ firstName: "Ada", lastName: null, email: "zed@example.com" })).toBe("ZE");
  });
  it("is U with nothing to go on", () => {
    expect(initials({})).toBe("U");
    expect(initials(null)).toBe("U");
  });
});

describe("displayName", () => {
  it("prefers the full name, then the email, then Unknown User", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "a@b.c" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: null, lastName: null, email: "a@b.c" })).toBe("a@b.c");
    expect(displayName({})).toBe("Unknown User");
  });
});
