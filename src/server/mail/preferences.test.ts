// Which e-mails the profile's switches let through (docs/product/accounts-and-security.md, ADR 027):
// "added to a trip" follows the member's "Email notifications" switch, read
// again when the mail goes out (a member who turns it off after being added
// gets nothing still queued); password reset always goes (auth/password-reset.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import { SmtpInbox, isVerificationMail } from "../test/smtp-inbox";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type TestApp } from "../test/test-app";

const inbox = new SmtpInbox(isVerificationMail);
let t: TestApp;

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({
    publicUrl: "http://trips.roamwise.test",
    mail: { smtpUrl: inbox.url, from: "Roamwise <trips@roamwise.test>", emlDir: tmpdir(), retryBaseMs: 100 },
  });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
});

describe("the e-mail switch", () => {
  it("drops a queued 'added to a trip' mail when its recipient has turned e-mail off before it went out", async () => {
    const admin = await signUp(t.app);
    const quiet = await signUp(t.app);
    const loud = await signUp(t.app);
    const trip = await createTestTrip(t.app, admin, { name: "Lisbon in spring" });
    // Queued as the members service queues it, with the switch still on; then turned off before the sender runs.
    await request(t.app, "PUT", "/api/profile/preferences", quiet, { email: false });
    for (const who of [quiet, loud]) {
      await t.database.db.execute(sql`
        insert into mail_outbox (recipient, template, data)
        values (${who.user.email}, 'added-to-trip', ${JSON.stringify({ tripId: trip.id, inviterId: admin.user.id, language: "en" })}::jsonb)`);
    }
    await t.database.db.execute(sql`select pg_notify('roamwise_mail', '')`);
    const mail = await inbox.next(loud.user.email);
    expect(mail.subject).toBe('You were added to "Lisbon in spring" on Roamwise');
    await expect
      .poll(async () => (await sqlRows(t.database, sql`select 1 from mail_outbox where recipient = ${quiet.user.email} and template <> 'verify-email'`)).length)
      .toBe(0);
    expect(inbox.to(quiet.user.email)).toEqual([]);
  });

  it("lets a partial PUT turn only the e-mail switch off, and the next 'added to a trip' mail is not queued", async () => {
    const admin = await signUp(t.app);
    const member = await signUp(t.app);
    const trip = await createTestTrip(t.app, admin);
    const put = await request(t.app, "PUT", "/api/profile/preferences", member, { email: false });
    expect(put.json()).toMatchObject({ email: false, push: false, theme: "system" });
    expect((await request(t.app, "POST", `/api/trips/${trip.id}/members`, admin, { userId: member.user.email })).statusCode).toBe(201);
    expect(await sqlRows(t.database, sql`select 1 from mail_outbox where recipient = ${member.user.email} and template <> 'verify-email'`)).toEqual([]);
  });
});
