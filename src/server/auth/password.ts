// Password hashing with argon2id, and a constant-cost check for unknown emails.
import argon2 from "argon2";
import { randomBytes } from "node:crypto";

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// A real hash made with the same parameters, so a sign-in for an unknown email
// costs as much as one for a known email and timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

/** Verifies a password; with no stored hash it checks a dummy one and returns false. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(storedHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500.
    return false;
  }
}
