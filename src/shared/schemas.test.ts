// The shared zod schemas carry the product description's validation messages to both the
// forms and the server; these tests pin the messages and the coercions.
import { describe, expect, it } from "vitest";
import { loginSchema, registerFormSchema } from "./auth";
import { tripInputSchema, tripPatchSchema } from "./trips";
import { englishError } from "./i18n/english-errors";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), englishError(i.message)]));

describe("auth schemas", () => {
  it("normalises the email and requires a password on login", () => {
    expect(loginSchema.parse({ email: "  Ada@Example.COM ", password: "x" }).email).toBe("ada@example.com");
    expect(messages(loginSchema.safeParse({ email: "nope", password: "" }))).toEqual({
      email: "Invalid email address",
      password: "Password is required",
    });
  });
  it("gives the registration messages of docs/product/accounts-and-security.md", () => {
    expect(
      messages(
        registerFormSchema.safeParse({ email: "a@b.co", password: "12345", confirmPassword: "12345", firstName: " ", lastName: "" }),
      ),
    ).toEqual({
      password: "Password must be at least 8 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
    expect(
      messages(
        registerFormSchema.safeParse({ email: "a@b.co", password: "12345678", confirmPassword: "87654321", firstName: "A", lastName: "B" }),
      ),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });
});

describe("trip schemas", () => {
  it("sends empty dates and budget as null and defaults the currency", () => {
    expect(tripInputSchema.parse({ name: "Rome", startDate: "", endDate: "", budget: "" })).toEqual({
      name: "Rome",
      description: null,
      startDate: null,
      endDate: null,
      budget: null,
      currency: "USD",
    });
  });
  it("keeps a numeric budget as an exact decimal string", () => {
    expect(tripInputSchema.parse({ name: "Rome", budget: 1200.5 }).budget).toBe("1200.5");
  });
  it("names the field of each bad value", () => {
    expect(
      messages(
        tripInputSchema.safeParse({ name: "", startDate: "2026-02-30", budget: -1, currency: "XYZ" }),
      ),
    ).toEqual({
      name: "Please fill in trip name",
      startDate: "Date must be YYYY-MM-DD",
      budget: "Budget must be a number of at least 0 with at most 2 decimal places",
      currency: "Currency must be one of USD, EUR, GBP, JPY, CAD, AUD, CHF, CNY, INR",
    });
  });
  it("refuses an end before the start, on create and on patch", () => {
    const bad = { name: "x", startDate: "2026-03-10", endDate: "2026-03-09" };
    expect(messages(tripInputSchema.safeParse(bad))).toEqual({ endDate: "End date must be on or after start date" });
    expect(messages(tripPatchSchema.safeParse(bad))).toEqual({ endDate: "End date must be on or after start date" });
    expect(tripPatchSchema.safeParse({ endDate: "2026-03-09" }).success).toBe(true);
  });
});
