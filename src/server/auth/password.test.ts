// Password hashing: argon2id hashes, and a failed (not thrown) check for
// unknown users and malformed stored hashes.
import { describe, expect, it } from "vitest";
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

  it("returns false without a stored hash, after doing the same work", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    // The dummy hash is a real argon2 hash, so an unknown email costs about as much as a known one.
    const known = await hashPassword("x");
    const t0 = performance.now();
    await verifyPassword(known, "y");
    const real = performance.now() - t0;
    const t1 = performance.now();
    await verifyPassword(null, "y");
    const dummy = performance.now() - t1;
    expect(dummy).toBeGreaterThan(real / 4);
  });

  it("treats a malformed stored hash as a wrong password", async () => {
    expect(await verifyPassword("not-a-hash", "secret1")).toBe(false);
  });
});
