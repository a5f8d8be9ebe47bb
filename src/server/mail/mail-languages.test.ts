// E-mails in the recipient's language (docs/product/languages.md, ADR 026), through a real
// SMTP server on loopback (smtp-server), read back with mailparser: a member's
// saved language wins over the inviter's; an address without an account (or a
// member who follows the browser) gets the language of the inviter's request;
// English stays as it was. Names and trip names are data: never translated,
// always escaped in the HTML.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { createTestApp, createTestTrip, request, signUp, sqlRows, type SignedUp, type TestApp } from "../test/test-app";
import { SmtpInbox, isVerificationMail } from "../test/smtp-inbox";

const PUBLIC_URL = "http://trips.roamwise.test";

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

/** POST /api/trips/:tripId/members as `who`, from a browser that asks for `acceptLanguage`. */
function invite(who: SignedUp, tripId: string, body: { userId: string; role?: string }, acceptLanguage?: string) {
  return t.app.inject({
    method: "POST",
    url: `/api/trips/${tripId}/members`,
    headers: { cookie: who.cookie, ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) },
    payload: body,
  });
}

async function saveLanguage(who: SignedUp, language: string | null) {
  const res = await request(t.app, "PUT", "/api/profile/preferences", who, {
    email: true,
    push: false,
    language,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("e-mails in the recipient's language", () => {
  it("tells a member whose saved language is German, added by an English-speaking admin, in German", async () => {
    const admin = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
    const trip = await createTestTrip(t.app, admin, { name: "Tom & Jerry <3 Kyoto" });
    const member = await signUp(t.app, { firstName: "Bea", lastName: "Berger" });
    await saveLanguage(member, "de");

    const res = await invite(admin, trip.id, { userId: member.user.email }, "en-GB,en;q=0.9");
    expect(res.statusCode, res.body).toBe(201);

    const mail = await inbox.next(member.user.email);
    expect(mail.subject).toBe("Du wurdest zu „Tom & Jerry <3 Kyoto“ auf Roamwise hinzugefügt");
    expect(mail.text).toBe(
      [
        "Ada Lovelace hat dich zur Reise „Tom & Jerry <3 Kyoto“ auf Roamwise hinzugefügt.",
        "",
        "Hier kannst du sie öffnen:",
        `${PUBLIC_URL}/trips`,
        "",
        "Du bekommst diese E-Mail, weil in deinem Roamwise-Profil E-Mail-Benachrichtigungen eingeschaltet sind.",
      ].join("\n"),
    );
    const html = mail.html as string;
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain("<title>Du wurdest zu „Tom &amp; Jerry &lt;3 Kyoto“ hinzugefügt</title>");
    expect(html).toContain(
      "<strong>Ada Lovelace</strong> hat dich zur Reise <strong>Tom &amp; Jerry &lt;3 Kyoto</strong> auf Roamwise hinzugefügt.",
    );
    expect(html).not.toContain("<3 Kyoto");
    expect(html).toContain(">Reise öffnen</a>");
    expect(html).toContain(`Oder öffne diese Adresse: <a href="${PUBLIC_URL}/trips">`);
    expect(html).not.toMatch(/added|Open|profile/);
  });

  it("tells a member who follows the browser in the language of the admin's request", async () => {
    const admin = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
    const trip = await createTestTrip(t.app, admin, { name: "Roma d'estate" });
    const member = await signUp(t.app);

    const res = await invite(admin, trip.id, { userId: member.user.email }, "it-IT,it;q=0.9,en;q=0.5");
    expect(res.statusCode, res.body).toBe(201);

    const mail = await inbox.next(member.user.email);
    expect(mail.subject).toBe("Ora fai parte di «Roma d'estate» su Roamwise");
    expect(mail.text).toContain("Ada Lovelace ti ha aggiunto al viaggio «Roma d'estate» su Roamwise.");
    expect(mail.html).toContain('<html lang="it" dir="ltr">');
    expect(mail.html).toContain("<strong>Roma d&#39;estate</strong>");
  });

  it("invites an address without an account in the language of the admin's browser (French), role word and link included", async () => {
    const admin = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
    const trip = await createTestTrip(t.app, admin, { name: "Lisbon in May" });
    const email = `mail-${randomUUID()}@example.com`;

    const res = await invite(admin, trip.id, { userId: email, role: "editor" }, "fr");
    expect(res.statusCode, res.body).toBe(201);

    const mail = await inbox.next(email);
    const [link] = await sqlRows<{ token: string }>(t.database, sql`select token from invite_links where id = ${res.json().id}`);
    const url = `${PUBLIC_URL}/invite/${link!.token}`;
    expect(mail.subject).toBe("Ada Lovelace vous invite à rejoindre « Lisbon in May » sur Roamwise");
    expect(mail.text).toBe(
      [
        "Ada Lovelace vous invite à rejoindre le voyage « Lisbon in May » sur Roamwise en tant qu'éditeur.",
        "",
        "Ouvrez ce lien pour vous connecter ou créer un compte, puis rejoindre le voyage :",
        url,
        "",
        "Ce lien ne fonctionne qu'une seule fois. Si vous ne vous attendiez pas à cette invitation, vous pouvez ignorer cet e-mail.",
      ].join("\n"),
    );
    const html = mail.html as string;
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("<title>Rejoignez « Lisbon in May »</title>");
    expect(html).toContain("<strong>Ada Lovelace</strong> vous invite à rejoindre le voyage <strong>Lisbon in May</strong> sur Roamwise en tant qu'éditeur.");
    expect(html).toContain(`<a href="${url}"`);
    expect(html).toContain(">Rejoindre le voyage</a>");
    expect(html).toContain(`Ou ouvrez cette adresse : <a href="${url}">`);

    // The link in the French e-mail joins the trip with the invited role.
    const invitee = await signUp(t.app);
    const joined = await request(t.app, "POST", `/api/invite-links/${link!.token}/accept`, invitee);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().myRole).toBe("editor");
  });

  it("follows the admin's saved language over their browser for an address without an account", async () => {
    const admin = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
    await saveLanguage(admin, "es");
    const trip = await createTestTrip(t.app, admin, { name: "Lisbon in May" });
    const email = `mail-${randomUUID()}@example.com`;

    expect((await invite(admin, trip.id, { userId: email, role: "admin" }, "fr")).statusCode).toBe(201);
    const mail = await inbox.next(email);
    expect(mail.subject).toBe("Ada Lovelace te ha invitado a «Lisbon in May» en Roamwise");
    expect(mail.text).toContain("en Roamwise como administrador.");
  });

  it("keeps English exactly as it was, and says so in <html lang>", async () => {
    const admin = await signUp(t.app, { firstName: "Ada", lastName: "Lovelace" });
    const trip = await createTestTrip(t.app, admin, { name: "Lisbon in May" });
    const email = `mail-${randomUUID()}@example.com`;

    const res = await invite(admin, trip.id, { userId: email, role: "viewer" });
    expect(res.statusCode, res.body).toBe(201);

    const mail = await inbox.next(email);
    const [link] = await sqlRows<{ token: string }>(t.database, sql`select token from invite_links where id = ${res.json().id}`);
    const url = `${PUBLIC_URL}/invite/${link!.token}`;
    expect(mail.subject).toBe('Ada Lovelace invited you to "Lisbon in May" on Roamwise');
    expect(mail.text).toBe(
      [
        'Ada Lovelace invited you to join the trip "Lisbon in May" on Roamwise as a viewer.',
        "",
        "Open this link to sign in or create an account and join the trip:",
        url,
        "",
        "This link works once. If you did not expect this invitation, you can ignore this e-mail.",
      ].join("\n"),
    );
    const html = mail.html as string;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<title>Join &quot;Lisbon in May&quot;</title>");
    expect(html).toContain(
      '<p style="margin:0 0 16px"><strong>Ada Lovelace</strong> invited you to join the trip <strong>Lisbon in May</strong> on Roamwise as a viewer.</p>\n' +
        '<p style="margin:0 0 16px">Open the link to sign in or create an account and join the trip.</p>',
    );
    expect(html).toContain(">Join the trip</a>");
    expect(html).toContain(`Or open this address: <a href="${url}">`);
    expect(html).toContain("This link works once. If you did not expect this invitation, you can ignore this e-mail.");
  });
});
