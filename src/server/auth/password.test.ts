// Password hashing: argon2id hashes, and a failed (not thrown) check for
// unknown users and malformed stored hashes.
import { describe, expect, it, vi } from "vitest";
import argon2 from "argon2";
import { hashPassword, verifyPassword } from "./password";

describe("passwords", () => {
  it("hashes with argon2id and a fresh salt, and verifies only the right password", async () => {
    const a = await hashPassword("secret1");
    const b = await hashPassword("secret1");
    expect(a).toMatch(/^\$argon2id\$v=19\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, "secret1")).toBe(true);
    expect(await verifyPassword(a, "secret2")).toBe(false);
  });

  it("returns false without a stored hash, after verifying against a real argon2id hash", async () => {
    // The same work as for a known email, so timing does not reveal accounts.
    const verify = vi.spyOn(argon2, "verify");
    try {
      expect(await verifyPassword(null, "anything")).toBe(false);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$/);
    } finally {
      verify.mockRestore();
    }
  });

  it("treats a malformed stored hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", "secret1")).toBe(false);
  });
});
