// Single sign-on (docs/product/sign-in.md): a sign-in leaves for the OpenID
// provider with a row holding its PKCE verifier, nonce and `next` (keyed by the
// state's hash; the browser keeps the state in a cookie), and comes back to
// find, link or make the account and start its session.
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { inviteTokenOf, safePath } from "@shared/next-path";
import type { Language } from "@shared/i18n/languages";
import type { ErrorId } from "@shared/i18n/error-message";
import type { User } from "@shared/user";
import type { Db, Tx } from "../db/client";
import { oidcIdentities, oidcLogins, users } from "../db/schema";
import { recordAudit } from "../audit/audit";
import { sendVerification } from "./email-verification";
import { newChecks, type OidcClient, type OidcProfile } from "./oidc-client";
import { REGISTRATION_BY_INVITATION, insertAccount, isUniqueViolation, registrationRefusal, startSession } from "./service";
import { createChallenge, secondStepMethods } from "./two-factor";
import type { SessionClient } from "./sessions";
import { hashToken, toUser, userColumns } from "./sessions";

/** The cookie holding the state of the sign-in under way (HTTP-only, sent only to the callback). */
export const OIDC_STATE_COOKIE = "rw_oidc_state";
/** How long a person may take at the provider. */
export const OIDC_LOGIN_MINUTES = 10;

/**
 * Why a sign-in through the provider did not end in a session; the sign-in page
 * says it in the reader's language (`/login?sso=<reason>`).
 */
export const OIDC_REFUSALS = ["failed", "cancelled", "unavailable", "noEmail", "accountExists", "closed", "inviteOnly", "disabled"] as const;
export type OidcRefusal = (typeof OIDC_REFUSALS)[number];

export type OidcOutcome =
  | { status: "ok"; user: User; token: string; next: string | null }
  /** The account has two-step sign-in on: the code is still to come (auth/two-factor.ts), with this pending challenge. */
  | { status: "two_factor"; challenge: string; next: string | null }
  | { status: "refused"; reason: OidcRefusal; next: string | null };

/** Starts a sign-in: the provider's address to send the browser to, and the state for its cookie. */
export async function beginOidcSignIn(db: Db, client: OidcClient, redirectUri: string, next: string | undefined): Promise<{ url: URL; state: string }> {
  const checks = newChecks();
  const url = await client.authorizationUrl(redirectUri, checks);
  // Sign-ins abandoned at the provider are cleared as new ones start.
  await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, sql`now()`));
  await db.insert(oidcLogins).values({
    stateHash: hashToken(checks.state),
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    next: safePath(next),
    expiresAt: sql`now() + make_interval(mins => ${OIDC_LOGIN_MINUTES})`,
  });
  return { url, state: checks.state };
}

export interface OidcCallback {
  /** The callback's whole address as the provider sent the browser to it. */
  url: URL;
  /** The state this browser's cookie holds (undefined: none). */
  cookieState: string | undefined;
  /** The browser signing in (audit log, sessions list). */
  client: SessionClient;
  adminEmails: readonly string[];
  /** The verification e-mail's language for an account made now. */
  language: Language;
}

/**
 * Ends a sign-in: the state must be this browser's and its row unused, the
 * provider's code and ID token must pass openid-client's checks (PKCE, nonce),
 * then the account is found or made and its session started.
 */
export async function finishOidcSignIn(db: Db, client: OidcClient, callback: OidcCallback, onError: (err: unknown) => void): Promise<OidcOutcome> {
  const state = callback.url.searchParams.get("state");
  // A state other than the one this browser started with: someone else's sign-in, never taken over.
  if (!state || state !== callback.cookieState) return { status: "refused", reason: "failed", next: null };
  // Taken once: a second callback with the same state (a replay) finds nothing.
  const [login] = await db
    .delete(oidcLogins)
    .where(and(eq(oidcLogins.stateHash, hashToken(state)), gt(oidcLogins.expiresAt, sql`now()`)))
    .returning();
  if (!login) return { status: "refused", reason: "failed", next: null };
  const refused = (reason: OidcRefusal): OidcOutcome => ({ status: "refused", reason, next: login.next });
  if (callback.url.searchParams.get("error") === "access_denied") return refused("cancelled");

  let profile: OidcProfile;
  try {
    profile = await client.finish(callback.url, { state, nonce: login.nonce, codeVerifier: login.codeVerifier });
  } catch (err) {
    // A wrong nonce, a used code, a bad signature, the provider down: logged for the operator, one message for the person.
    onError(err);
    return refused("failed");
  }
  try {
    return await db.transaction(async (tx) => {
      const found = await accountFor(tx, profile, inviteTokenOf(login.next), callback.language);
      if (typeof found === "string") return refused(found);
      if (found.disabled) return refused("disabled");
      // Single sign-on is the first step only: an account with a second factor is asked for its code too.
      if ((await secondStepMethods(tx, found.user.id)).length) {
        return { status: "two_factor" as const, challenge: await createChallenge(tx, found.user.id), next: login.next };
      }
      const session = await startSession(tx, found.user, { client: callback.client, adminEmails: callback.adminEmails, method: "oidc" });
      return { status: "ok" as const, ...session, next: login.next };
    });
  } catch (err) {
    // Two first sign-ins of one person racing: the second finds the address taken.
    if (isUniqueViolation(err)) return refused("failed");
    throw err;
  }
}

const signInColumns = { ...userColumns, disabled: users.disabled };

/**
 * The account of the provider's identity: linked by issuer and subject; else the
 * account with the same address when the provider and the account both say it is
 * verified (linked now); else a new one, as the registration mode allows.
 */
async function accountFor(tx: Tx, profile: OidcProfile, inviteToken: string | undefined, language: Language): Promise<{ user: User; disabled: boolean } | OidcRefusal> {
  const [linked] = await tx
    .select(signInColumns)
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, profile.issuer), eq(oidcIdentities.subject, profile.subject)));
  if (linked) return { user: toUser(linked), disabled: linked.disabled };
  if (!profile.email) return "noEmail";

  const link = (userId: string) => tx.insert(oidcIdentities).values({ issuer: profile.issuer, subject: profile.subject, userId });
  const [existing] = await tx.select(signInColumns).from(users).where(eq(users.email, profile.email));
  if (existing) {
    // An address the provider has not verified, or an account that never proved it owns it, could be someone else's.
    if (!profile.emailVerified || !existing.emailVerified) return "accountExists";
    await link(existing.id);
    await recordAudit(tx, { action: "auth.oidc_linked", actorId: existing.id, targetType: "user", targetId: existing.id, details: { issuer: profile.issuer } });
    return { user: toUser(existing), disabled: existing.disabled };
  }

  const refusal = await registrationRefusal(tx, inviteToken);
  if (refusal) return refusalReason(refusal);
  const user = await insertAccount(tx, {
    email: profile.email,
    passwordHash: null,
    firstName: (profile.firstName ?? profile.email.split("@")[0]!).slice(0, 100),
    lastName: (profile.lastName ?? "").slice(0, 100),
    emailVerified: profile.emailVerified,
  });
  await link(user.id);
  if (!profile.emailVerified) await sendVerification(tx, user, language);
  return { user, disabled: false };
}

const refusalReason = (id: ErrorId): OidcRefusal => (id === REGISTRATION_BY_INVITATION ? "inviteOnly" : "closed");
