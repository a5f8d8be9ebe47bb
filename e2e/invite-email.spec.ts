// An invitation by e-mail as the people in it meet it (docs/product/trips-and-members.md, issue 25):
// the admin invites an address with no account from the Family page, the
// e-mail arrives on a real SMTP server on loopback with a link built from
// PUBLIC_URL, and the guest follows that link, registers and is in the trip.
// A member who already has an account is added at once and told by e-mail.
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowserForFile, newContext, PHONE, signUpViaApi, toast, uniqueEmail, createTripViaApi } from "./fixtures";
import { startServerWithMail, type MailServer } from "./mail-server";

const browser = launchBrowserForFile();
let app: MailServer;

beforeAll(async () => {
  app = await startServerWithMail();
}, 90_000);

afterAll(async () => {
  await app?.stop();
});

/** The first link into the app in an e-mail's text. */
function linkIn(text: string | undefined, base: string): string {
  const found = text?.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/[^\\s>)"]+`));
  if (!found) throw new Error(`no link to ${base} in:\n${text}`);
  return found[0];
}

it("invites an address by e-mail; the guest follows the e-mailed link, registers and joins", async () => {
  const adminContext = await newContext(browser(), { baseURL: app.base });
  const guestContext = await newContext(browser(), { baseURL: app.base, viewport: PHONE });
  try {
    await signUpViaApi(adminContext, { firstName: "Olivia", lastName: "Admin" });
    const trip = await createTripViaApi(adminContext, { name: "Madeira walks" });
    const guestEmail = uniqueEmail("avo");

    const admin = await adminContext.newPage();
    await admin.goto("/family");
    await admin.getByRole("button", { name: "Invite Member" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Email or user ID").fill(guestEmail);
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    await toast(admin, "Member invited successfully");

    // The e-mail, as it arrived over SMTP: the trip's name, the inviter, a link into this app.
    const mail = await app.inbox.next(guestEmail);
    expect(mail.subject).toContain("Madeira walks");
    expect(mail.text).toContain("Olivia");
    const link = linkIn(mail.text, app.base);
    expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    expect(mail.html || "").toContain(link);

    // The guest opens it signed out, goes through registration, and comes back into the trip.
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await guest.waitForURL((u) => u.pathname === "/login");
    await guest.getByRole("link", { name: "Create account" }).click();
    await guest.waitForURL((u) => u.pathname === "/register");
    await guest.getByLabel("First name").fill("Rosa");
    await guest.getByLabel("Last name").fill("Avó");
    await guest.getByLabel("Email").fill(guestEmail);
    await guest.getByLabel("Password", { exact: true }).fill("correct horse");
    await guest.getByLabel("Confirm password").fill("correct horse");
    await guest.getByRole("button", { name: "Create account" }).click();
    await toast(guest, "You joined Madeira walks");
    const joined = (await (await guestContext.request.get(`/api/trips/${trip.id}`)).json()) as { myRole: string };
    expect(joined.myRole).toBe("viewer");

    // Someone with an account is added at once, and told so by e-mail.
    const friendContext = await newContext(browser(), { baseURL: app.base });
    try {
      const friend = await signUpViaApi(friendContext, { firstName: "Ben", lastName: "Friend" });
      await admin.getByRole("button", { name: "Invite Member" }).click();
      await dialog.getByLabel("Email or user ID").fill(friend.email);
      await dialog.getByRole("button", { name: "Send Invite" }).click();
      await toast(admin, "Member invited successfully");
      const added = await app.inbox.next(friend.email);
      expect(added.subject).toContain("Madeira walks");
      const tripLink = linkIn(added.text, app.base);
      const friendPage = await friendContext.newPage();
      await friendPage.goto(tripLink);
      const trips = (await (await friendContext.request.get("/api/trips")).json()) as { id: string }[];
      expect(trips.map((t) => t.id)).toContain(trip.id);
    } finally {
      await friendContext.close();
    }
  } finally {
    await adminContext.close();
    await guestContext.close();
  }
});
