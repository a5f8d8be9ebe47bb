// E-mail verification through HTTP and a real SMTP server on loopback
// (docs/product/admin.md): the mail at registration with its one-time link,
// verifying signed in or out, the one 410 for a bad link, resend's limit,
// and accounts from before starting unverified.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import enErrors from "@shared/i18n/messages/en/errors.json";
import { SmtpInbox } from "../test/smtp-inbox";
import { createTestApp, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { MAX_VERIFY_MAILS_PER_HOUR } from "./email-verification";

const PUBLIC_URL = "http://trips.roamwise.test";
const inbox = new SmtpInbox();
let t: TestApp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ publicUrl: PUBLIC_URL, mail: { smtpUrl: inbox.url, from: "Roamwise <trips@roamwise.test>", emlDir: tmpdir(), retryBaseMs: 100 } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
});

/** The token of the verification link in a mail's plain text. */
function tokenOf(mail: ParsedMail): string {
  const link = /http\S+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.text!)![0];
  expect(link.startsWith(`${PUBLIC_URL}/verify-email/`)).toBe(true);
  expect(mail.html).toContain(link);
  return link.split("/").pop()!;
}
const verify = (token: unknown, who?: SignedUp) => request(t.app, "POST", "/api/auth/verify-email", who, { token });
const me = async (who: SignedUp) => (await request(t.app, "GET", "/api/auth/user", who)).json() as { emailVerified: boolean };

describe("e-mail verification", () => {
  it("mails a one-time link at registration; it verifies signed out, once", async () => {
    const ada = await signUp(t.app, { firstName: "Ada" });
    expect(ada.user.emailVerified).toBe(false);
    const mail = await inbox.next(ada.user.email);
    expect(mail.subject).toBe("Confirm your e-mail address for Roamwise");
    expect(mail.text).toContain("Hello Ada,");
    const token = tokenOf(mail);
    // Only the hash is stored; the outbox row loses the token once sent.
    const stored = await sqlRows<{ token_hash: string }>(t.database, sql`select token_hash from email_verification_tokens`);
    expect(stored.some((r) => r.token_hash === token)).toBe(false);

    expect((await verify(token)).statusCode).toBe(204);
    expect(await me(ada)).toMatchObject({ emailVerified: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(enErrors["errors.auth.verifyLinkInvalid"]);
    const [entry] = await sqlRows<{ action: string; actor_id: string }>(t.database, sql`select action, actor_id from audit_log where action = 'auth.email_verified' and actor_id = ${ada.user.id}`);
    expect(entry).toBeDefined();
  });

  it("answers 410 with one message for an unknown or expired link, and 400 for no token", async () => {
    const bo = await signUp(t.app);
    const token = tokenOf(await inbox.next(bo.user.email));
    await t.database.db.execute(sql`update email_verification_tokens set expires_at = now() - interval '1 second'`);
    for (const bad of [token, "x".repeat(43), "short"]) {
      const res = await verify(bad, bo);
      expect(res.statusCode, bad).toBe(410);
      expect(res.json().message).toBe(enErrors["errors.auth.verifyLinkInvalid"]);
    }
    expect((await verify(undefined)).statusCode).toBe(400);
    expect(await me(bo)).toMatchObject({ emailVerified: false });
  });

  it("resends (202) at most five an hour, then 429; the newest link verifies signed in", async () => {
    const cy = await signUp(t.app);
    await inbox.next(cy.user.email);
    for (let i = 1; i < MAX_VERIFY_MAILS_PER_HOUR; i++) expect((await request(t.app, "POST", "/api/auth/resend-verification", cy)).statusCode).toBe(202);
    const over = await request(t.app, "POST", "/api/auth/resend-verification", cy);
    expect(over.statusCode).toBe(429);
    const last = tokenOf(await inbox.next(cy.user.email, MAX_VERIFY_MAILS_PER_HOUR));
    expect((await verify(last, cy)).statusCode).toBe(204);
    expect(await me(cy)).toMatchObject({ emailVerified: true });
    expect((await request(t.app, "POST", "/api/auth/resend-verification")).statusCode).toBe(401);
  });
});
