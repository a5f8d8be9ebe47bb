// Password hashing with argon2id, a constant-cost check for unknown emails,
// and the refusal of passwords everyone tries first.
import argon2 from "argon2";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { badRequest } from "../http-error";
import { type ErrorId } from "@shared/i18n/error-message";

export const COMMON_PASSWORD: ErrorId = "errors.auth.commonPassword";

// zxcvbn-ts's list of the ~49,000 most used passwords (lower case), loaded on first use: the
// package holds several dictionaries the idle server need not keep (ADR 029).
let common: Set<string> | undefined;
const require = createRequire(import.meta.url);

export function isCommonPassword(password: string): boolean {
  common ??= new Set((require("@zxcvbn-ts/language-common") as typeof import("@zxcvbn-ts/language-common")).dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

/** Throws a 400 naming `field` when a password being chosen is a common one (length is the schema's rule). */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(field, COMMON_PASSWORD);
}

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
