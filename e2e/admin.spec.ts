// Running Roamwise for others (docs/product/admin.md), as an operator walks it on
// a fresh instance of its own: the first account is admin; closing registration
// stops a second browser from registering; by invitation, one person gets in
// by a link; a disabled member's open tab is refused at its next call; a backup
// is taken and downloaded while the instance serves; and /metrics scrapes with
// its token (and is 404 on an instance without one).
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startAppServer, type AppServer } from "./app-server";
import { baseURL, createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, toast, uniqueEmail } from "./fixtures";

const browser = launchBrowserForFile();
const METRICS_TOKEN = "e2e-metrics-token-0123456789";
let app: AppServer;

beforeAll(async () => {
  app = await startAppServer("admin", () => ({ METRICS_TOKEN }));
});
afterAll(async () => {
  await app?.stop();
});

it("an operator runs the instance: admin, sign-up modes, an invite, disabling a member, a backup, metrics", async () => {
  const operator = await newContext(browser(), { baseURL: app.base });
  const stranger = await newContext(browser(), { baseURL: app.base });
  const member = await newContext(browser(), { baseURL: app.base });
  try {
    // The first account is the instance's admin: the user menu offers Admin.
    await signUpViaApi(operator, { firstName: "Olga", lastName: "Operator" });
    const trip = await createTripViaApi(operator, { name: "Club weekend" });
    const admin = await operator.newPage();
    await admin.goto("/admin");
    await admin.getByRole("tab", { name: "Users" }).waitFor();
    await admin.getByRole("button", { name: "User menu" }).click();
    await admin.getByRole("menuitem", { name: "Admin" }).waitFor();
    await admin.keyboard.press("Escape");

    // Closed: a second browser is told so instead of the form, and the API refuses it too.
    await admin.getByRole("tab", { name: "Sign-up and sign-in" }).click();
    await admin.getByLabel("Nobody (closed)").click();
    await toast(admin, "Sign-up settings saved");
    await screenshot(admin, "admin-sign-up");
    const visitor = await stranger.newPage();
    await visitor.goto("/register");
    await visitor.getByText("Registration is closed on this Roamwise. Ask its admin for an account.").waitFor();
    expect(await visitor.getByRole("button", { name: "Create account" }).count()).toBe(0);
    const refused = await stranger.request.post("/api/auth/register", {
      data: { email: uniqueEmail("shut-out"), password: "correct horse", firstName: "Shut", lastName: "Out" },
    });
    expect(refused.status()).toBe(403);

    // By invitation: the register page still refuses a bare visit, but an invite link lets one person in.
    await admin.getByLabel("Only people with an invite link or e-mail invitation").click();
    await toast(admin, "Sign-up settings saved");
    await visitor.reload();
    await visitor.getByText(/Registration on this Roamwise is by invitation only/).waitFor();
    const link = (await (await operator.request.post(`/api/trips/${trip.id}/invite-links`, { data: { role: "editor", maxUses: 1 } })).json()) as { url: string };
    const path = new URL(link.url).pathname;
    const guest = await member.newPage();
    await guest.goto(path);
    await guest.waitForURL((u) => u.pathname === "/login");
    await guest.getByRole("link", { name: "Create account" }).click();
    await guest.waitForURL((u) => u.pathname === "/register" && u.searchParams.get("next") === path);
    await guest.getByLabel("First name").fill("Mina");
    await guest.getByLabel("Last name").fill("Member");
    await guest.getByLabel("Email").fill(uniqueEmail("mina"));
    await guest.getByLabel("Password", { exact: true }).fill("correct horse");
    await guest.getByLabel("Confirm password").fill("correct horse");
    await guest.getByRole("button", { name: "Create account" }).click();
    await toast(guest, "You joined Club weekend");
    // Not yet verified: the banner offers another link.
    await guest.getByRole("button", { name: "Resend" }).waitFor();

    // The admin disables her; her open tab's next call is refused and it goes to sign-in.
    await admin.getByRole("tab", { name: "Users" }).click();
    const row = admin.getByRole("listitem", { name: "Mina Member" });
    await row.getByRole("button", { name: "Disable" }).click();
    await toast(admin, "Mina Member is disabled and signed out everywhere");
    await row.getByText("Disabled").waitFor();
    await screenshot(admin, "admin-users");
    expect(await guest.evaluate(async () => (await fetch("/api/trips")).status)).toBe(401);
    await guest.goto("/family");
    await guest.waitForURL((u) => u.pathname === "/login");

    // A backup, taken by hand while the instance serves, then downloaded: one gzip file with the instance's rows.
    await admin.getByRole("tab", { name: "Backups" }).click();
    await admin.getByRole("button", { name: "Back up now" }).click();
    await toast(admin, "Backup started");
    const download = admin.getByRole("link", { name: /^Download the backup of / });
    await download.waitFor({ timeout: 30_000 });
    await screenshot(admin, "admin-backups");
    const [file] = await Promise.all([admin.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^roamwise-backup-.*\.json\.gz$/);
    const dump = gunzipSync(readFileSync((await file.path())!)).toString();
    expect(dump).toContain('"table":"trips"');
    expect(dump).toContain("Club weekend");
    expect(dump).toContain("Mina");

    // Metrics: with the token only; an instance without METRICS_TOKEN has no /metrics at all.
    expect((await operator.request.get("/metrics")).status()).toBe(401);
    const scrape = await operator.request.get("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status()).toBe(200);
    expect(await scrape.text()).toContain("http_request_duration_seconds_bucket");
    const shared = await fetch(`${baseURL()}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(shared.status).toBe(404);
  } finally {
    await operator.close();
    await stranger.close();
    await member.close();
  }
});
