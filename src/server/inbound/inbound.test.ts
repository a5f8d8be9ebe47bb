// Bookings by mail, end to end on the server: real SMTP (nodemailer) to the
// built-in receiver on 127.0.0.1, the Inbox API, sender confirmation through
// the mail outbox, autoAdd, and the limits.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { addTripMember, createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { guestHouseMail, museumMail, type TestMail } from "./test-mails";
import { tokenOfAddress } from "./receive";

const DOMAIN = "in.roamwise.test";
const MAX_BYTES = 200_000;
const PER_HOUR = 4;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ inbound: { domain: DOMAIN, smtp: { port: 0, host: "127.0.0.1" }, limits: { maxBytes: MAX_BYTES, perHour: PER_HOUR } } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
});

/** Sends over SMTP to the receiver; resolves once it answered the data (the mail is read by then). */
async function send(from: string, to: string, mail: TestMail | { subject: string; text: string }) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: t.app.inbound.smtpPort!, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ from, to, ...mail });
  } finally {
    transport.close();
  }
}

async function addressOf(who: SignedUp): Promise<string> {
  const res = await request(t.app, "GET", "/api/profile/forwarding", who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().address;
}

const inbox = async (who: SignedUp) => {
  const res = await request(t.app, "GET", "/api/inbox", who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; from: string; subject: string; status: string; candidates: { name: string; tripId: string | null; duplicateOf: string | null; reservationDate: string }[] }[];
};

describe("forwarding address", () => {
  it("is recognised on the domain only, whatever the case mail systems gave it", () => {
    expect(tokenOfAddress("Trips+AbC123@IN.Roamwise.test", DOMAIN)).toBe("abc123");
    expect(tokenOfAddress("trips+abc123@roamwise.test", DOMAIN)).toBeNull();
    expect(tokenOfAddress("trips+abc123@evil.in.roamwise.test", DOMAIN)).toBeNull();
    expect(tokenOfAddress("trip+abc123@in.roamwise.test", DOMAIN)).toBeNull();
    expect(tokenOfAddress("trips+abc-123@in.roamwise.test", DOMAIN)).toBeNull();
    expect(tokenOfAddress("trips+@in.roamwise.test", DOMAIN)).toBeNull();
  });

  it("is a private address on the domain, and a reset makes a new one", async () => {
    const ana = await signUp(t.app);
    const first = await addressOf(ana);
    expect(first).toMatch(new RegExp(`^trips\\+[a-z0-9]{20}@${DOMAIN.replace(/\./g, "\\.")}$`));
    expect(await addressOf(ana)).toBe(first);
    const reset = await request(t.app, "POST", "/api/profile/forwarding/reset", ana);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().address).not.toBe(first);
    // Mail to the old address is refused at the recipient.
    await expect(send(ana.user.email, first, guestHouseMail("2027-06-10", "2027-06-13"))).rejects.toMatchObject({ responseCode: 550 });
  });

  it("stops while the account is disabled", async () => {
    const ana = await signUp(t.app);
    const address = await addressOf(ana);
    await sqlRows(t.database, sql`update users set disabled = true where id = ${ana.user.id}`);
    await expect(send(ana.user.email, address, guestHouseMail("2027-06-10", "2027-06-13"))).rejects.toMatchObject({ responseCode: 550 });
    await sqlRows(t.database, sql`update users set disabled = false where id = ${ana.user.id}`);
    await send(ana.user.email, address, guestHouseMail("2027-06-10", "2027-06-13"));
  });

  it("is null on an instance that receives no mail", async () => {
    const plain = await createTestApp();
    try {
      const who = await signUp(plain.app);
      const res = await request(plain.app, "GET", "/api/profile/forwarding", who);
      expect(res.json()).toEqual({ address: null, senders: [], autoAdd: false });
    } finally {
      await plain.close();
    }
  });
});

describe("receiving", () => {
  it("reads a booking forwarded from the member's own address into the Inbox, with the covering trip, and tells them", async () => {
    const ana = await signUp(t.app);
    const porto = await createTestTrip(t.app, ana, { name: "Porto", startDate: "2027-06-09", endDate: "2027-06-15" });
    await createTestTrip(t.app, ana, { name: "Later", startDate: "2027-09-01", endDate: "2027-09-05" });
    await send(ana.user.email.toUpperCase(), await addressOf(ana), guestHouseMail("2027-06-10", "2027-06-13"));

    const [item] = await inbox(ana);
    expect(item).toMatchObject({ from: ana.user.email, subject: "Your stay at Casa do Cais is confirmed (RB-40417)", status: "new" });
    expect(item!.candidates).toHaveLength(1);
    expect(item!.candidates[0]).toMatchObject({ name: "Casa do Cais Guest House", reservationDate: "2027-06-10", tripId: porto.id, duplicateOf: null });

    const notices = await request(t.app, "GET", "/api/notifications", ana);
    expect(notices.json().items[0]).toMatchObject({ kind: "inbox.received", url: "/inbox", title: "New in your Inbox: “Your stay at Casa do Cais is confirmed (RB-40417)”", body: "1 booking to add." });

    const added = await request(t.app, "POST", `/api/inbox/${item!.id}/add`, ana, { tripId: porto.id, candidates: [0] });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()[0]).toMatchObject({ name: "Casa do Cais Guest House", reservationDate: "2027-06-10", confirmationNumber: "RB-40417" });
    expect((await inbox(ana))[0]!.status).toBe("added");

    // The same booking forwarded again is flagged as repeating the one now in the trip.
    await send(ana.user.email, await addressOf(ana), { ...guestHouseMail("2027-06-10", "2027-06-13"), subject: "Fwd: your stay" });
    const [again] = await inbox(ana);
    expect(again!.candidates[0]!.duplicateOf).toBe(added.json()[0].id);
  });

  it("drops and audits mail from an address the member has not confirmed", async () => {
    const ana = await signUp(t.app);
    await send("stranger@elsewhere.example", await addressOf(ana), guestHouseMail("2027-06-10", "2027-06-13"));
    expect(await inbox(ana)).toEqual([]);
    const audit = await sqlRows<{ actor_email: string; details: { reason: string } }>(
      t.database,
      sql`select actor_email, details from audit_log where action = 'inbox.dropped' and target_id = ${ana.user.id}`,
    );
    expect(audit).toEqual([{ actor_email: "stranger@elsewhere.example", details: { reason: "sender" } }]);
  });

  it("reads mail from another address once it is confirmed by the link mailed to it", async () => {
    const ana = await signUp(t.app);
    const address = await addressOf(ana);
    const added = await request(t.app, "POST", "/api/profile/forwarding/senders", ana, { email: " Ana.Work@Office.example " });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().senders).toEqual([{ email: "ana.work@office.example", confirmed: false }]);
    await send("ana.work@office.example", address, museumMail("2027-06-11"));
    expect(await inbox(ana)).toEqual([]);

    const [queued] = await sqlRows<{ data: { token: string } }>(
      t.database,
      sql`select data from mail_outbox where recipient = 'ana.work@office.example' and template = 'confirm-sender'`,
    );
    const bad = await request(t.app, "POST", "/api/profile/forwarding/senders/confirm", undefined, { token: "not-the-token" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("token");
    const confirmed = await request(t.app, "POST", "/api/profile/forwarding/senders/confirm", undefined, { token: queued!.data.token });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await request(t.app, "GET", "/api/profile/forwarding", ana)).json().senders).toEqual([{ email: "ana.work@office.example", confirmed: true }]);

    await send("Ana at work <ana.work@office.example>", address, museumMail("2027-06-11"));
    expect((await inbox(ana)).map((i) => i.subject)).toEqual(["Tickets: Serralves Museum"]);
  });

  it("with autoAdd files the bookings into the one trip that covers them, and leaves them when two trips do", async () => {
    const ana = await signUp(t.app);
    const porto = await createTestTrip(t.app, ana, { name: "Porto", startDate: "2027-06-09", endDate: "2027-06-15" });
    const on = await request(t.app, "PUT", "/api/profile/forwarding", ana, { autoAdd: true });
    expect(on.json().autoAdd).toBe(true);
    await send(ana.user.email, await addressOf(ana), museumMail("2027-06-11"));
    const [item] = await inbox(ana);
    expect(item!.status).toBe("added");
    const reservations = await request(t.app, "GET", `/api/trips/${porto.id}/reservations`, ana);
    expect(reservations.json().map((r: { name: string }) => r.name)).toEqual(["Serralves Museum timed entry"]);

    // A second trip over the same days: which one is not guessed.
    await createTestTrip(t.app, ana, { name: "Porto again", startDate: "2027-06-10", endDate: "2027-06-12" });
    await send(ana.user.email, await addressOf(ana), guestHouseMail("2027-06-10", "2027-06-12", "RB-50001"));
    expect((await inbox(ana))[0]).toMatchObject({ status: "new", candidates: [{ tripId: null }] });
  });

  it("keeps one copy of a mail delivered twice", async () => {
    const ana = await signUp(t.app);
    const mail = { ...guestHouseMail("2027-06-10", "2027-06-13"), messageId: "<same@example.test>" };
    await send(ana.user.email, await addressOf(ana), mail);
    await send(ana.user.email, await addressOf(ana), mail);
    expect(await inbox(ana)).toHaveLength(1);
  });

  it("refuses a mail over the size limit as it arrives, and drops mail past the hourly limit", async () => {
    const ana = await signUp(t.app);
    const address = await addressOf(ana);
    await expect(send(ana.user.email, address, { subject: "Big", text: "x".repeat(MAX_BYTES + 10) })).rejects.toMatchObject({ responseCode: 552 });
    expect(await inbox(ana)).toEqual([]);
    for (let i = 0; i < PER_HOUR + 1; i++) await send(ana.user.email, address, { subject: `Note ${i}`, text: `nothing booked ${i}` });
    expect(await inbox(ana)).toHaveLength(PER_HOUR);
    const reasons = await sqlRows<{ reason: string }>(t.database, sql`select details->>'reason' as reason from audit_log where action = 'inbox.dropped' and target_id = ${ana.user.id} order by at`);
    expect(reasons.map((r) => r.reason)).toEqual(["size", "rate"]);
  });
});

describe("the Inbox API", () => {
  it("adds only to a trip the member may add to, names a bad index, and dismisses", async () => {
    const [ana, bea] = [await signUp(t.app), await signUp(t.app)];
    const own = await createTestTrip(t.app, ana, { name: "Porto", startDate: "2027-06-09", endDate: "2027-06-15" });
    const beas = await createTestTrip(t.app, bea, { name: "Bea's", startDate: "2027-06-09", endDate: "2027-06-15" });
    await send(ana.user.email, await addressOf(ana), museumMail("2027-06-11"));
    const [item] = await inbox(ana);

    const notMember = await request(t.app, "POST", `/api/inbox/${item!.id}/add`, ana, { tripId: beas.id, candidates: [0] });
    expect(notMember.statusCode).toBe(404);
    await addTripMember(t.database, beas.id, ana.user.id, "viewer");
    expect((await request(t.app, "POST", `/api/inbox/${item!.id}/add`, ana, { tripId: beas.id, candidates: [0] })).statusCode).toBe(403);
    const badIndex = await request(t.app, "POST", `/api/inbox/${item!.id}/add`, ana, { tripId: own.id, candidates: [3] });
    expect(badIndex.statusCode).toBe(400);
    expect(badIndex.json().fields).toHaveProperty("candidates.0");
    const badBody = await request(t.app, "POST", `/api/inbox/${item!.id}/add`, ana, { tripId: own.id, candidates: ["first"] });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys(badBody.json().fields ?? {})[0]).toMatch(/^candidates/);
    // Someone else's mail is not found.
    expect((await request(t.app, "DELETE", `/api/inbox/${item!.id}`, bea)).statusCode).toBe(404);
    expect((await request(t.app, "GET", `/api/trips/${own.id}/reservations`, ana)).json()).toEqual([]);

    expect((await request(t.app, "DELETE", `/api/inbox/${item!.id}`, ana)).statusCode).toBe(204);
    expect(await inbox(ana)).toEqual([]);
    expect((await request(t.app, "DELETE", `/api/inbox/${item!.id}`, ana)).statusCode).toBe(404);
  });
});
