// "Forgot password" through HTTP and a real SMTP server on loopback (ADR 027):
// the same 202 for any address, the e-mailed link (text and HTML, the
// recipient's language, whatever the e-mail switch), a token stored only
// hashed and used once within an hour, every session ended, and the limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash, randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { RESET_LINK_INVALID } from "@shared/auth";
import { SmtpInbox, isVerificationMail } from "../test/smtp-inbox";
import { buildApp } from "../app";
import { createTestApp, logCollector, request, signUp, sqlRows, TEST_PASSWORD, type SignedUp, type TestApp } from "../test/test-app";
import { LANGUAGES } from "@shared/i18n/languages";
import { passwordResetMail } from "../mail/templates";
import { MAX_RESET_MAILS_PER_HOUR, resetRequestsSettled } from "./password-reset";
import { englishError } from "@shared/i18n/english-errors";

const PUBLIC_URL = "http://trips.roamwise.test";
const NEW_PASSWORD = "lantern-harbour-42";

const inbox = new SmtpInbox(isVerificationMail);
let t: TestApp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    mail: { smtpUrl: inbox.url, from: "Roamwise <trips@roamwise.test>", emlDir: tmpdir(), retryBaseMs: 100 },
  });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
});

const forgot = (email: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", headers, payload: { email } as object });
const reset = (body: unknown, cookie?: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", headers: cookie ? { cookie } : {}, payload: body as object });
const login = (email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });

/** The token of the reset link in a mail's plain text. */
function tokenOf(mail: ParsedMail): string {
  const link = mail.text!.match(/http\S+\/reset-password\?token=\S+/)![0];
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/reset-password`);
  return url.searchParams.get("token")!;
}

async function mailedToken(who: SignedUp, nth = 1): Promise<string> {
  return tokenOf(await inbox.next(who.user.email, nth));
}

describe("POST /api/auth/forgot-password", () => {
  it("mails a known address a one-hour link, as text and HTML, and keeps only the token's SHA-256", async () => {
    const ada = await signUp(t.app, { firstName: "Ada" });
    const res = await forgot(ada.user.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe("");

    const mail = await inbox.next(ada.user.email);
    expect(mail.subject).toBe("Reset your Roamwise password");
    // A new paragraph after the greeting starts with a capital in English (German and Italian letters go on in lower case).
    expect(mail.text).toContain("Hello Ada,\n\nSomeone asked to reset the password");
    const token = tokenOf(mail);
    // 256 random bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');

    const rows = await sqlRows<{ token_hash: string; minutes: number }>(
      t.database,
      sql`select token_hash, round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes
          from password_reset_tokens where user_id = ${ada.user.id}`,
    );
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex"), minutes: 60 }]);
    // Nothing in the database holds the token itself once the mail is out.
    const outbox = await sqlRows<{ data: Record<string, unknown>; sent_at: string | null }>(
      t.database,
      sql`select data, sent_at from mail_outbox where recipient = ${ada.user.email} and template <> 'verify-email'`,
    );
    await expect.poll(async () => (await sqlRows(t.database, sql`select 1 from mail_outbox where recipient = ${ada.user.email} and sent_at is not null and template <> 'verify-email'`)).length).toBe(1);
    const [sent] = await sqlRows<{ data: Record<string, unknown> }>(t.database, sql`select data from mail_outbox where recipient = ${ada.user.email} and template <> 'verify-email'`);
    expect(outbox).toHaveLength(1);
    expect(sent!.data).toEqual({ language: "en" });
    expect(JSON.stringify(sent)).not.toContain(token);
  });

  it("answers an address without an account exactly alike, and sends nothing", async () => {
    const known = await signUp(t.app);
    const stranger = `nobody-${randomUUID()}@example.com`;
    const a = await forgot(known.user.email);
    const b = await forgot(stranger);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    await inbox.next(known.user.email);
    await resetRequestsSettled();
    expect(await sqlRows(t.database, sql`select 1 from mail_outbox where recipient = ${stranger}`)).toEqual([]);
    expect(inbox.to(stranger)).toEqual([]);
  });

  it("sends the reset mail even with e-mail notifications off, in the account's saved language", async () => {
    const quiet = await signUp(t.app, { firstName: "Jörg" });
    const off = await request(t.app, "PUT", "/api/profile/preferences", quiet, {
      email: false,
      push: false,
      language: "de",
    });
    expect(off.statusCode).toBe(200);
    expect((await forgot(quiet.user.email, { "accept-language": "fr" })).statusCode).toBe(202);
    const mail = await inbox.next(quiet.user.email);
    expect(mail.subject).toBe("Setze dein Roamwise-Passwort zurück");
    expect(mail.text).toContain("Hallo Jörg,");
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it("uses the request's language for an account that follows the browser", async () => {
    const ana = await signUp(t.app, { firstName: "Ana" });
    expect((await forgot(ana.user.email, { "accept-language": "pt-BR,pt;q=0.9" })).statusCode).toBe(202);
    expect((await inbox.next(ana.user.email)).subject).toBe("Redefina sua senha do Roamwise");
  });

  it("refuses a missing or malformed address with a 400 naming email", async () => {
    for (const email of [undefined, "", "not-an-address", 42]) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty("email");
    }
  });

  it(`mails one address at most ${MAX_RESET_MAILS_PER_HOUR} links an hour, answering 202 to every request`, async () => {
    const busy = await signUp(t.app);
    // All at once: the cap holds for concurrent requests too.
    const answers = await Promise.all(Array.from({ length: MAX_RESET_MAILS_PER_HOUR + 2 }, () => forgot(busy.user.email)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(MAX_RESET_MAILS_PER_HOUR + 2).fill(202));
    await resetRequestsSettled();
    await inbox.next(busy.user.email, MAX_RESET_MAILS_PER_HOUR);
    const queued = await sqlRows(t.database, sql`select 1 from mail_outbox where recipient = ${busy.user.email} and template <> 'verify-email'`);
    expect(queued).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, ends every session of the user, and the link works once", async () => {
    const bea = await signUp(t.app);
    const otherDevice = await login(bea.user.email, TEST_PASSWORD);
    const otherCookie = otherDevice.headers["set-cookie"]!.toString().split(";")[0]!;
    expect((await request(t.app, "GET", "/api/auth/user", otherCookie)).statusCode).toBe(200);
    // An access token made with the account goes too: whoever had it may have made one (ADR 031).
    const made = await request(t.app, "POST", "/api/profile/tokens", bea, { name: "Script" });
    expect(made.statusCode, made.body).toBe(201);
    const bearer = { authorization: `Bearer ${made.json().token}` };
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer })).statusCode).toBe(200);

    await forgot(bea.user.email);
    const token = await mailedToken(bea);
    const res = await reset({ token, password: NEW_PASSWORD }, bea.cookie);
    expect(res.statusCode).toBe(204);
    // This browser's cookie is cleared, and both sessions are gone from the server.
    expect(String(res.headers["set-cookie"])).toMatch(/rw_session=;/);
    expect((await request(t.app, "GET", "/api/auth/user", bea.cookie)).statusCode).toBe(401);
    expect((await request(t.app, "GET", "/api/auth/user", otherCookie)).statusCode).toBe(401);
    expect(await sqlRows(t.database, sql`select 1 from sessions where user_id = ${bea.user.id}`)).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/user", headers: bearer })).statusCode).toBe(401);

    expect((await login(bea.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(bea.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({ token, password: "another-river-93" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: englishError(RESET_LINK_INVALID), fields: { token: englishError(RESET_LINK_INVALID) } });
    expect((await login(bea.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("uses up every other link of the user with the one that was used", async () => {
    const cy = await signUp(t.app);
    await forgot(cy.user.email);
    await forgot(cy.user.email);
    const first = await mailedToken(cy, 1);
    const second = await mailedToken(cy, 2);
    expect(first).not.toBe(second);
    expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await reset({ token: first, password: "another-river-93" })).statusCode).toBe(400);
    expect(await sqlRows(t.database, sql`select 1 from password_reset_tokens where user_id = ${cy.user.id}`)).toEqual([]);
  });

  it("refuses an expired link with a 400 naming token, and leaves the password as it was", async () => {
    const dan = await signUp(t.app);
    await forgot(dan.user.email);
    const token = await mailedToken(dan);
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${dan.user.id}`,
    );
    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ token: englishError(RESET_LINK_INVALID) });
    expect((await login(dan.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses unknown tokens and bad input with a 400 naming the field, never a 500", async () => {
    const eve = await signUp(t.app);
    await forgot(eve.user.email);
    const token = await mailedToken(eve);
    const cases: [unknown, string][] = [
      [{ token: "x".repeat(43), password: NEW_PASSWORD }, "token"],
      [{ token: "short", password: NEW_PASSWORD }, "token"],
      [{ token: "", password: NEW_PASSWORD }, "token"],
      [{ password: NEW_PASSWORD }, "token"],
      [{ token: 7, password: NEW_PASSWORD }, "token"],
      [{ token: "a\u0000b", password: NEW_PASSWORD }, "token"],
      [{ token }, "password"],
      [{ token, password: "short" }, "password"],
      // Common passwords are refused as at registration; the link stays usable.
      [{ token, password: "password123" }, "password"],
    ];
    for (const [body, field] of cases) {
      const res = await reset(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it("tells whether a link can still be used without using it up", async () => {
    const gil = await signUp(t.app);
    await forgot(gil.user.email);
    const token = await mailedToken(gil);
    const check = (body: unknown) => t.app.inject({ method: "POST", url: "/api/auth/reset-password/check", payload: body as object });
    expect((await check({ token })).statusCode).toBe(204);
    expect((await check({ token })).statusCode).toBe(204);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(204);
    for (const body of [{ token }, { token: "y".repeat(43) }, { token: "" }, {}]) {
      const used = await check(body);
      expect(used.statusCode, JSON.stringify(body)).toBe(400);
      expect(used.json().fields.token).toBe("This password reset link is invalid, used or expired. Ask for a new one.");
    }
  });

  it("answers a wrong link in the caller's language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: { "accept-language": "it" },
      payload: { token: "y".repeat(43), password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.token).toBe("Questo link per reimpostare la password non è valido, è già stato usato o è scaduto. Chiedine uno nuovo.");
  });

  it("lets the owner sign in at once even after strangers' wrong guesses locked the address from their IP", async () => {
    const fay = await signUp(t.app);
    for (let i = 0; i < 10; i++) await login(fay.user.email, "wrong-guess-000");
    expect((await login(fay.user.email, TEST_PASSWORD)).statusCode).toBe(429);
    await forgot(fay.user.email);
    expect((await reset({ token: await mailedToken(fay), password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await login(fay.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("limits", () => {
  it("counts forgot and reset requests per IP together and answers 429 past the limit", async () => {
    const limited = await buildApp({ database: t.database, publicUrl: PUBLIC_URL, limits: { passwordReset: 3 } });
    try {
      const post = (url: string, payload: object) => limited.inject({ method: "POST", url, payload, remoteAddress: "203.0.113.9" });
      expect((await post("/api/auth/forgot-password", { email: `a-${randomUUID()}@example.com` })).statusCode).toBe(202);
      expect((await post("/api/auth/forgot-password", { email: `b-${randomUUID()}@example.com` })).statusCode).toBe(202);
      expect((await post("/api/auth/reset-password", { token: "z".repeat(43), password: NEW_PASSWORD })).statusCode).toBe(400);
      const over = await post("/api/auth/forgot-password", { email: `c-${randomUUID()}@example.com` });
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe("rate_limited");
      expect((await post("/api/auth/reset-password", { token: "z".repeat(43), password: NEW_PASSWORD })).statusCode).toBe(429);
      // Another IP is not held back.
      const elsewhere = await limited.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: `d-${randomUUID()}@example.com` },
        remoteAddress: "198.51.100.7",
      });
      expect(elsewhere.statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});

describe("the log", () => {
  it("holds neither the reset token, nor the address, nor the new password", async () => {
    const { lines, logger } = logCollector("trace");
    const own = await createTestApp({
      publicUrl: PUBLIC_URL,
      logger,
      mail: { smtpUrl: inbox.url, from: "Roamwise <trips@roamwise.test>", emlDir: tmpdir(), retryBaseMs: 100 },
    });
    try {
      await own.app.ready();
      const gil = await signUp(own.app, { firstName: "Gil" });
      const stranger = `ghost-${randomUUID()}@example.com`;
      for (const email of [gil.user.email, stranger]) {
        await own.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
      }
      const token = await mailedToken(gil);
      await own.app.inject({ method: "GET", url: `/reset-password?token=${token}` });
      await own.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token: "q".repeat(43), password: NEW_PASSWORD } });
      expect((await own.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password: NEW_PASSWORD } })).statusCode).toBe(204);
      await resetRequestsSettled();
      const log = lines.join("");
      expect(lines.length).toBeGreaterThan(4);
      for (const secret of [token, gil.user.email, stranger, NEW_PASSWORD]) expect(log, secret.slice(0, 8)).not.toContain(secret);
    } finally {
      await own.close();
    }
  });
});

describe("the reset e-mail", () => {
  it.each(LANGUAGES)("is written whole in %s, the name escaped in the HTML", (language) => {
    const url = `${PUBLIC_URL}/reset-password?token=${"t".repeat(43)}`;
    const mail = passwordResetMail(language, { firstName: "<Zoë & Co>", url });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/mail\.reset|\{\w+\}/);
    expect(mail.text).toContain("<Zoë & Co>");
    expect(mail.text.split("\n")).toContain(url);
    // Arabic reads right to left in the mail client too.
    expect(mail.html).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">`);
    expect(mail.html).toContain("&lt;Zoë &amp; Co&gt;");
    expect(mail.html).not.toContain("<Zoë");
    expect(mail.html).toContain(`href="${url}"`);
  });
});
