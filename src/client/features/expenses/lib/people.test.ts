// Who an entry names: a member by name; anyone no longer in the trip (left, or
// a deleted account) as "Former member", their entries kept (docs/product/budget-and-expenses.md).
import { describe, expect, it } from "vitest";
import type { Member } from "@shared/trips";
import { paymentParties, peopleOf } from "./people";

const member = (id: string, firstName: string | null, lastName: string | null, email = `${id}@example.com`): Member => ({
  id: `m-${id}`, role: "editor", joinedAt: "2026-11-01T00:00:00Z", user: { id, firstName, lastName, email },
});

describe("peopleOf", () => {
  it("names members, and whoever is not one as a former member", () => {
    const people = peopleOf([member("a", "Ana", "Silva"), member("b", null, null, "ben@example.com")], "Former member");
    expect(people.name("a")).toBe("Ana Silva");
    expect(people.name("b")).toBe("ben@example.com");
    expect(people.name("gone")).toBe("Former member");
    expect([people.isMember("a"), people.isMember("gone")]).toEqual([true, false]);
  });
});

describe("paymentParties", () => {
  it("reads a payment as from its payer to its only split member", () => {
    expect(paymentParties({ paidBy: "b", split: { mode: "equal", members: [{ userId: "a" }] } })).toEqual({ from: "b", to: "a" });
  });
});
