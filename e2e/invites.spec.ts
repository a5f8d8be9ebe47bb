// Invite links (docs/product/trips-and-members.md): an admin creates one on the Family page and copies
// it; a signed-out person opens it, goes through registration and back, and
// lands in the trip with the link's role. A revoked or unknown link says so.
import { expect, it } from "vitest";
import {
  createTripViaApi,
  DESKTOP,
  launchBrowserForFile,
  newContext,
  PHONE,
  screenshot,
  signUpViaApi,
  toast,
  uniqueEmail,
} from "./fixtures";

const browser = launchBrowserForFile();

it("an admin creates an invite link; a signed-out person opens it, registers and joins with its role", async () => {
  const adminContext = await newContext(browser());
  const guestContext = await newContext(browser(), { viewport: PHONE });
  try {
    await adminContext.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpViaApi(adminContext, { firstName: "Olivia", lastName: "Admin" });
    const trip = await createTripViaApi(adminContext, { name: "Azores by boat" });

    const admin = await adminContext.newPage();
    await admin.goto("/family");
    const section = admin.getByRole("region", { name: "Invite links" });
    await section.getByText("No invite links yet.").waitFor();
    await section.getByLabel("Role").click();
    await admin.getByRole("option", { name: "Editor - Can Edit" }).click();
    await section.getByLabel("Max uses (optional)").fill("2");
    await section.getByRole("button", { name: "Create link" }).click();
    await toast(admin, "Invite link created");
    const row = section.getByRole("listitem", { name: "Editor link" });
    await row.getByText("Used 0 of 2").waitFor();
    const url = await row.getByLabel("Invite link address").inputValue();
    expect(url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
    await row.getByRole("button", { name: "Copy link" }).click();
    await row.getByRole("button", { name: "Copied" }).waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await section.scrollIntoViewIfNeeded();
    await screenshot(admin, "invites-family-section-desktop");
    await admin.setViewportSize(PHONE);
    await screenshot(admin, "invites-family-section-phone");
    await admin.setViewportSize(DESKTOP);

    // Signed out, the link goes to sign-in and keeps itself in `next`.
    const guest = await guestContext.newPage();
    const path = new URL(url).pathname;
    await guest.goto(path);
    await guest.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("next") === path);
    await guest.getByText("Sign in or create an account to join the trip you were invited to.").waitFor();
    await screenshot(guest, "invites-sign-in-phone");
    await guest.getByRole("link", { name: "Create account" }).click();
    await guest.waitForURL((u) => u.pathname === "/register" && u.searchParams.get("next") === path);
    await guest.getByLabel("First name").fill("Nuno");
    await guest.getByLabel("Last name").fill("Guest");
    await guest.getByLabel("Email").fill(uniqueEmail("nuno"));
    await guest.getByLabel("Password", { exact: true }).fill("correct horse");
    await guest.getByLabel("Confirm password").fill("correct horse");
    await guest.getByRole("button", { name: "Create account" }).click();

    // Back through the link: joined, and the trip is the current one.
    await toast(guest, "You joined Azores by boat");
    await guest.waitForURL((u) => u.pathname === "/");
    expect(await guest.evaluate(() => localStorage.getItem("selectedTripId"))).toBe(trip.id);
    const mine = (await (await guestContext.request.get(`/api/trips/${trip.id}`)).json()) as { myRole: string };
    expect(mine.myRole).toBe("editor");
    await guest.goto("/family");
    await guest.getByTestId("member-card").filter({ hasText: "Nuno Guest" }).getByText("Editor", { exact: true }).waitFor();

    // The admin sees the use counted, then revokes the link; opening it now says so.
    await admin.reload();
    await row.getByText("Used 1 of 2").waitFor();
    await row.getByRole("button", { name: "Revoke link" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await toast(admin, "Invite link revoked");
    await section.getByText("No invite links yet.").waitFor();

    await guest.goto(path);
    await guest.getByRole("heading", { name: "This invite link can't be used" }).waitFor();
    await guest.getByText(/This invite link is not valid any more/).waitFor();
    await screenshot(guest, "invites-page-revoked-phone");
    const desktop = await adminContext.newPage();
    await desktop.goto(path);
    await desktop.getByText(/This invite link is not valid any more/).waitFor();
    await screenshot(desktop, "invites-page-revoked-desktop");
    await desktop.close();
  } finally {
    await adminContext.close();
    await guestContext.close();
  }
});
