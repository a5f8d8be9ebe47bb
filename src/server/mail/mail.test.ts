// E-mail through a real SMTP server on loopback (smtp-server), read back with
// mailparser: the invitation and "added to a trip" messages, the profile's
// e-mail switch, a failing server that neither fails the request nor loses the
// message, and the .eml fallback without SMTP_URL. Logs name ids, not people.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { createTestApp, createTestTrip, logCollector, request, signUp, sqlRows, type TestApp } from "../test/test-app";
import { isVerificationMail, recipients, SmtpInbox } from "../test/smtp-inbox";

const PUBLIC_URL = "http://trips.roamwise.test";

const inbox = new SmtpInbox(isVerificationMail);
const logs = logCollector();
let t: TestApp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    publicUrl: PUBLIC_URL,
    logger: logs.logger,
    mail: { smtpUrl: inbox.url, from: "Roamwise <trips@roamwise.test>", emlDir: tmpdir(), retryBaseMs: 100 },
  });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
});
afterEach(() => {
  inbox.failNext = 0;
});

const freshEmail = () => `mail-${randomUUID()}@example.com`;

describe("invitation e-mail", () => {
  it("sends an address without an account a one-person invite link, as text and HTML, that joins the trip", async () => {
    const admin = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
    const trip = await createTestTrip(t.app, admin, { name: "Lisbon in May" });
    const email = freshEmail();
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: email, role: "editor" });
    expect(res.statusCode, res.body).toBe(201);

    const mail = await inbox.next(email);
    const [link] = await sqlRows<{ token: string }>(t.database, sql`select token from invite_links where id = ${res.json().id}`);
    const url = `${PUBLIC_URL}/invite/${link!.token}`;
    expect(mail.from?.value).toEqual([{ name: "Roamwise", address: "trips@roamwise.test" }]);
    expect(mail.subject).toBe('Ada Lovelace invited you to "Lisbon in May" on Roamwise');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("as an editor");
    expect(mail.html).toBeTruthy();
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain("Lisbon in May");

    // The link in the e-mail works: whoever opens it signed in joins with the invited role.
    const invitee = await signUp(t.app);
    const token = new URL(mail.text!.match(/http\S+\/invite\/\S+/)![0]).pathname.split("/").pop()!;
    const joined = await request(t.app, "POST", `/api/invite-links/${token}/accept`, invitee);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().myRole).toBe("editor");
  });

  it("tells an existing account it was added, unless its e-mail notifications are off", async () => {
    const admin = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
    const trip = await createTestTrip(t.app, admin, { name: "Kyoto autumn" });
    const bob = await signUp(t.app, { firstName: "Bob", lastName: "Builder" });
    const quiet = await signUp(t.app, { firstName: "Quinn", lastName: "Quiet" });
    const off = await request(t.app, "PUT", "/api/profile/preferences", quiet, {
      email: false,
      push: false,
    });
    expect(off.statusCode, off.body).toBe(200);

    expect((await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: quiet.user.email })).statusCode).toBe(201);
    expect((await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: bob.user.email })).statusCode).toBe(201);
    const mail = await inbox.next(bob.user.email);
    expect(mail.subject).toBe('You were added to "Kyoto autumn" on Roamwise');
    expect(mail.text).toContain("Ada Lovelace added you to the trip \"Kyoto autumn\"");
    expect(mail.text).toContain(`${PUBLIC_URL}/trips`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/trips"`);
    // Bob's mail was queued after Quinn's would have been, and the sender goes in order: none came for Quinn.
    expect(inbox.mails.some((m) => recipients(m).includes(quiet.user.email))).toBe(false);
    expect(await sqlRows(t.database, sql`select 1 from mail_outbox where recipient = ${quiet.user.email} and template <> 'verify-email'`)).toEqual([]);
  });

  it("answers the invite at once when the SMTP server fails, and delivers on a retry; the log names ids, not people", async () => {
    const admin = await signUp(t.app);
    const trip = await createTestTrip(t.app, admin, { name: "Retry trip" });
    const email = freshEmail();
    // The admin's verification mail goes first, so the one refusal below meets the invitation.
    await expect.poll(async () => (await sqlRows(t.database, sql`select 1 from mail_outbox where recipient = ${admin.user.email} and sent_at is not null`)).length).toBe(1);
    inbox.failNext = 1;
    const res = await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: email });
    expect(res.statusCode, res.body).toBe(201);

    const mail = await inbox.next(email);
    expect(mail.subject).toContain("Retry trip");
    const [row] = await sqlRows<{ id: string; attempts: number; sent_at: string | null }>(
      t.database,
      sql`select id, attempts, sent_at from mail_outbox where recipient = ${email}`,
    );
    await expect.poll(async () => (await sqlRows<{ sent_at: string | null }>(t.database, sql`select sent_at from mail_outbox where id = ${row!.id}`))[0]!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(2);
    const mailLines = logs.lines.filter((l) => l.includes(row!.id));
    expect(mailLines.some((l) => l.includes("will retry") && l.includes('"attempt":1'))).toBe(true);
    const [link] = await sqlRows<{ token: string }>(t.database, sql`select token from invite_links where email = ${email}`);
    const all = logs.lines.join("\n");
    expect(all).not.toContain(email);
    expect(all).not.toContain(link!.token);
  });
});

describe("without SMTP_URL", () => {
  it("writes the message to an .eml file, logs its path and that it was not sent, and keeps the address out of the log", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roamwise-eml-"));
    const own = logCollector();
    const app = await createTestApp({ publicUrl: PUBLIC_URL, logger: own.logger, mail: { from: "Roamwise <trips@roamwise.test>", emlDir: dir } });
    try {
      const admin = await signUp(app.app);
      const trip = await createTestTrip(app.app, admin, { name: "Offline trip" });
      const email = freshEmail();
      expect((await request(app.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: email })).statusCode).toBe(201);
      // The admin's verification mail is written too: the invitation is the file addressed to `email`.
      const written = async () => {
        for (const line of own.lines.filter((l) => l.includes("e-mail not sent"))) {
          const path = (JSON.parse(line) as { path: string }).path;
          expect(path.startsWith(dir)).toBe(true);
          const mail = await simpleParser(readFileSync(path));
          if (recipients(mail).includes(email)) return mail;
        }
        return undefined;
      };
      await expect.poll(written, { timeout: 10_000 }).toBeTruthy();
      const parsed = (await written())!;
      expect(recipients(parsed)).toEqual([email]);
      expect(parsed.subject).toContain("Offline trip");
      expect(parsed.text).toContain(`${PUBLIC_URL}/invite/`);
      expect(parsed.html).toBeTruthy();
      expect(own.lines.join("\n")).not.toContain(email);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
