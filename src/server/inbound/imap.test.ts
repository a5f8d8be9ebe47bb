// Reading forwarded mail from a real IMAP mailbox: a private Dovecot on
// loopback, started and stopped here; mail is placed in it over IMAP and the
// app's poll reads, files and deletes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { createTestApp, createTestTrip, request, signUp, type SignedUp, type TestApp } from "../test/test-app";
import { startDovecot, type Dovecot } from "../test/dovecot";
import { guestHouseMail, museumMail, type TestMail } from "./test-mails";

const DOMAIN = "in.roamwise.test";
let t: TestApp;
let dovecot: Dovecot;

beforeAll(async () => {
  dovecot = await startDovecot();
  // Polled by the test, not by the clock.
  t = await createTestApp({ inbound: { domain: DOMAIN, imapUrl: dovecot.url, imapEveryMs: 3_600_000 } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
  await dovecot?.stop();
});

/** The mail as the mail host stores it, with the envelope's recipient in Delivered-To as Postfix and Exim write it. */
async function raw(from: string, deliveredTo: string, mail: TestMail, to = deliveredTo): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = (await composer.sendMail({ from, to, ...mail })) as { message: Buffer };
  return Buffer.concat([Buffer.from(`Delivered-To: ${deliveredTo}\r\n`), info.message]);
}

async function addressOf(who: SignedUp): Promise<string> {
  return (await request(t.app, "GET", "/api/profile/forwarding", who)).json().address;
}

describe("the forwarding mailbox", () => {
  it("reads the member's mail into their Inbox, drops a stranger's, and empties the mailbox", async () => {
    const ana = await signUp(t.app);
    const porto = await createTestTrip(t.app, ana, { name: "Porto", startDate: "2027-06-09", endDate: "2027-06-15" });
    const address = await addressOf(ana);
    await dovecot.deliver(await raw(ana.user.email, address, guestHouseMail("2027-06-10", "2027-06-13")));
    // Forwarded to a list that includes the address: only Delivered-To names it.
    await dovecot.deliver(await raw(ana.user.email, address, museumMail("2027-06-11"), "family-trips@example.com"));
    await dovecot.deliver(await raw("someone@spam.example", address, museumMail("2027-06-12")));
    expect(await dovecot.count()).toBe(3);

    expect(await t.app.inbound.pollMailbox!()).toBe(3);

    const items = (await request(t.app, "GET", "/api/inbox", ana)).json() as { subject: string; candidates: { tripId: string }[] }[];
    expect(items.map((i) => i.subject).sort()).toEqual(["Tickets: Serralves Museum", "Your stay at Casa do Cais is confirmed (RB-40417)"]);
    expect(items.every((i) => i.candidates[0]!.tripId === porto.id)).toBe(true);
    expect(await dovecot.count()).toBe(0);
    expect(await t.app.inbound.pollMailbox!()).toBe(0);
  });
});
