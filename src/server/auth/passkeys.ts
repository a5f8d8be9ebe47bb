// Passkeys (docs/product/accounts-and-security.md, ADR 050): WebAuthn registration and sign-in
// with @simplewebauthn/server. The relying party is PUBLIC_URL's host; a challenge lives in the
// webauthn_challenges table for five minutes and is deleted by the verify that uses it, so it
// works once and on any instance. A passkey sign-in is two-step by itself (something held,
// unlocked by something known or a fingerprint: user verification is required).
import { isIP } from "node:net";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import type { AuthenticationCredential, Passkey, RegistrationCredential } from "@shared/passkeys";
import type { User } from "@shared/user";
import type { ErrorId } from "@shared/i18n/error-message";
import type { Db } from "../db/client";
import { passkeys, users, webauthnChallenges } from "../db/schema";
import { isoTimestamp } from "../db/timestamps";
import { isUuid } from "../access/trip-access";
import { HttpError, badRequest, conflict, notFound } from "../http-error";
import { recordAudit } from "../audit/audit";
import { toUser, userColumns, type SessionClient } from "./sessions";
import { ACCOUNT_DISABLED, startSession } from "./service";

/** How long a ceremony may take, from options to verify (the browser's own timeout is one minute less). */
const CHALLENGE_MINUTES = 5;
export const MAX_PASSKEYS = 20;
const NOT_FOUND: ErrorId = "errors.passkeys.notFound";
const REFUSED: ErrorId = "errors.passkeys.refused";
const CHALLENGE_USED: ErrorId = "errors.passkeys.challengeUsed";
const NOT_A_CREDENTIAL: ErrorId = "errors.passkeys.notACredential";

/** Who the browser must be talking to: the host (WebAuthn's rp id) and the exact origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/**
 * PUBLIC_URL's host and origin. Without one (an app built without it, as API tests do) only a
 * request addressed to localhost gets one, from its own address: anywhere else the browser's
 * origin cannot be trusted from the request alone. An IP address is never a WebAuthn rp id,
 * so an instance reached by one offers no passkeys.
 */
export function relyingParty(publicUrl: string | undefined, requestOrigin: string): RelyingParty | null {
  const url = new URL(publicUrl ?? requestOrigin);
  if (!publicUrl && url.hostname !== "localhost") return null;
  if (isIP(url.hostname.replace(/^\[|\]$/g, ""))) return null;
  return { id: url.hostname, origin: url.origin };
}

/** A new challenge for `purpose`, stored for CHALLENGE_MINUTES; stale ones are swept on the way. */
async function keepChallenge(db: Db, challenge: string, purpose: "register" | "login", userId: string | null): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})` });
}

/** The challenge the browser signed, read from its clientDataJSON. */
function signedChallenge(clientDataJSON: string): string {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    if (typeof challenge === "string" && challenge.length > 0) return challenge;
  } catch {
    // Not JSON: answered below as any other credential that is not one.
  }
  throw badRequest("response.response.clientDataJSON", NOT_A_CREDENTIAL);
}

/**
 * Takes (deletes) the live challenge of `purpose` the credential signed: a second verify with it,
 * or one after five minutes, finds none. Returns the user it was issued for (null: anyone).
 */
async function takeChallenge(db: Db, clientDataJSON: string, purpose: "register" | "login"): Promise<{ challenge: string; userId: string | null }> {
  const challenge = signedChallenge(clientDataJSON);
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose)))
    .returning({ userId: webauthnChallenges.userId, live: sql<boolean>`${webauthnChallenges.expiresAt} > now()` });
  if (!row || !row.live) throw badRequest("response", CHALLENGE_USED);
  return { challenge, userId: row.userId };
}

const transportsOf = (list: string[]) => list as AuthenticatorTransportFuture[];

/** The person's passkeys as WebAuthn descriptors (to exclude at registration, to allow at sign-in). */
async function descriptors(db: Db, userId: string) {
  const rows = await db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  return rows.map((r) => ({ id: r.id, transports: transportsOf(r.transports) }));
}

export async function registrationOptions(db: Db, rp: RelyingParty, user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: "Roamwise",
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    // The account's id is the user handle, so a discoverable sign-in says whose passkey it is.
    userID: new TextEncoder().encode(user.id),
    attestationType: "none",
    excludeCredentials: await descriptors(db, user.id),
    // Discoverable (sign-in without typing the address) and unlocked on the device: that is what makes it two-step.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(db, options.challenge, "register", user.id);
  return options;
}

export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  userId: string,
  name: string,
  response: RegistrationCredential,
  ip: string,
): Promise<Omit<Passkey, "lastUsedAt">> {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, "register");
  if (challenge.userId !== userId) throw badRequest("response", CHALLENGE_USED);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw badRequest("response", REFUSED);
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    // The user's row serialises two additions at once, so the limit holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(passkeys).where(eq(passkeys.userId, userId))) as [{ n: number }];
    if (Number(n) >= MAX_PASSKEYS) throw conflict("errors.passkeys.tooMany", { max: MAX_PASSKEYS });
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId,
        name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt });
    if (!row) throw conflict("errors.passkeys.alreadyAdded");
    await recordAudit(tx, { action: "auth.passkey_added", actorId: userId, targetType: "passkey", targetId: row.id, ip, details: { name } });
    return { id: row.id, name: row.name, createdAt: isoTimestamp(row.createdAt) };
  });
}

/** Oldest first, without keys. */
export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((r) => ({ ...r, createdAt: isoTimestamp(r.createdAt), lastUsedAt: r.lastUsedAt === null ? null : isoTimestamp(r.lastUsedAt) }));
}

/** Removes one of the caller's own passkeys; another person's is not found. */
export async function removePasskey(db: Db, userId: string, passkeyId: string, ip: string): Promise<void> {
  if (!isUuid(passkeyId)) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, userId)))
      .returning({ name: passkeys.name });
    if (!deleted) throw notFound(NOT_FOUND);
    await recordAudit(tx, { action: "auth.passkey_removed", actorId: userId, targetType: "passkey", targetId: passkeyId, ip, details: { name: deleted.name } });
  });
}

/**
 * Sign-in options. With an address, that account's passkeys are allowed (an unknown address
 * gets the same answer with none, as one without passkeys does); without, the device offers
 * any passkey it holds for this site (discoverable).
 */
export async function loginOptions(db: Db, rp: RelyingParty, email: string | undefined): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const [account] = email ? await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: account ? await descriptors(db, account.id) : [],
    userVerification: "required",
  });
  await keepChallenge(db, options.challenge, "login", account?.id ?? null);
  return options;
}

export type PasskeyLoginResult = { user: User; token: string };

/** Verifies a signed challenge against the stored key, moves the counter on, and starts the session. */
export async function loginWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: AuthenticationCredential,
  client: SessionClient,
  adminEmails: readonly string[] = [],
): Promise<PasskeyLoginResult> {
  const challenge = await takeChallenge(db, response.response.clientDataJSON, "login");
  const [row] = await db
    .select({ ...userColumns, disabled: users.disabled, passkeyId: passkeys.id, name: passkeys.name, publicKey: passkeys.publicKey, counter: passkeys.counter, transports: passkeys.transports })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, response.id))
    .limit(1);
  // A removed passkey, or one of another account than the address typed, signs nobody in.
  if (!row || (challenge.userId !== null && challenge.userId !== row.id)) throw badRequest("response", REFUSED);
  // A discoverable passkey names its account too: it must be the one the key belongs to.
  if (response.response.userHandle && Buffer.from(response.response.userHandle, "base64url").toString("utf8") !== row.id) {
    throw badRequest("response", REFUSED);
  }
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: response.id, publicKey: new Uint8Array(Buffer.from(row.publicKey, "base64url")), counter: row.counter, transports: transportsOf(row.transports) },
    requireUserVerification: true,
  }).catch(() => null);
  // The library refuses a counter that did not move on (a cloned authenticator) as any bad signature.
  if (!verification?.verified) throw badRequest("response", REFUSED);
  if (row.disabled) throw new HttpError(403, "account_disabled", ACCOUNT_DISABLED);
  return db.transaction(async (tx) => {
    // Compared with the counter read above, so two sign-ins racing with one counter value do not both pass.
    const moved = await tx
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(and(eq(passkeys.id, row.passkeyId), eq(passkeys.counter, row.counter)))
      .returning({ id: passkeys.id });
    if (moved.length === 0) throw badRequest("response", REFUSED);
    return startSession(tx, toUser(row), { client, adminEmails, method: "passkey" });
  });
}
