// Sharing a trip with someone who has no account yet: the admin invites an
// email on the Family page; registering that address alone joins nothing
// (ADR 024), the one-person link sent to it does. The guest then sees the trip
// as a viewer without edit controls; promoted to editor, they add a city.
import { expect, it } from "vitest";
import { createTripViaApi, launchBrowserForFile, newContext, screenshot, signUpViaApi, uniqueEmail, toast } from "./fixtures";

const browser = launchBrowserForFile();

it("invites an email before it has an account, then promotes the new member to editor", async () => {
  const adminContext = await newContext(browser());
  const guestContext = await newContext(browser());
  try {
    await signUpViaApi(adminContext, { firstName: "Olivia", lastName: "Admin" });
    const trip = await createTripViaApi(adminContext, { name: "Porto with Grandma" });
    const guestEmail = uniqueEmail("grandma");

    // The admin invites an email nobody has registered yet; it shows as Invited.
    const admin = await adminContext.newPage();
    await admin.goto("/family");
    await admin.getByRole("heading", { name: "Family & Collaborators" }).waitFor();
    await admin.getByRole("button", { name: "Invite Member" }).click();
    const dialog = admin.getByRole("dialog");
    // Empty submit: the product description's validation toast, nothing sent.
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    await toast(admin, "Please enter a user ID or email");
    await dialog.getByLabel("Email or user ID").fill(guestEmail);
    expect(await dialog.getByRole("combobox").innerText()).toContain("Viewer - Read Only");
    await dialog.getByRole("button", { name: "Send Invite" }).click();
    await toast(admin, "Member invited successfully");
    await dialog.waitFor({ state: "detached" });
    const invitedCard = admin.getByTestId("member-card").filter({ hasText: guestEmail });
    await invitedCard.getByTestId("invited-badge").waitFor();
    await screenshot(admin, "members-invited");

    // The guest registers through the form with the invited address: that alone joins nothing.
    const guest = await guestContext.newPage();
    await guest.goto("/register");
    await guest.getByLabel("First name").fill("Rosa");
    await guest.getByLabel("Last name").fill("Guest");
    await guest.getByLabel("Email").fill(guestEmail);
    await guest.getByLabel("Password", { exact: true }).fill("correct horse");
    await guest.getByLabel("Confirm password").fill("correct horse");
    await guest.getByRole("button", { name: "Create account" }).click();
    await guest.waitForURL((url) => url.pathname === "/");
    expect(await (await guestContext.request.get("/api/trips")).json()).toEqual([]);

    // The link the invitation e-mail carries (the admin sees it in the Family page's invite links).
    const links = (await (await adminContext.request.get(`/api/trips/${trip.id}/invite-links`)).json()) as { url: string; email: string | null }[];
    const link = links.find((l) => l.email === guestEmail)!;
    expect(await admin.getByRole("listitem", { name: `Invitation for ${guestEmail}` }).getByLabel("Invite link address").inputValue()).toBe(link.url);

    // Opening it joins the trip, as a viewer.
    await guest.goto(new URL(link.url).pathname);
    await toast(guest, "You joined Porto with Grandma");
    await guest.waitForURL((url) => url.pathname === "/");

    await guest.goto("/trips");
    const card = guest.getByTestId("trip-card").filter({ hasText: "Porto with Grandma" });
    await card.waitFor();
    await card.getByRole("button", { name: "Trip actions for Porto with Grandma" }).click();
    const editItem = guest.getByRole("menuitem", { name: "Edit Trip" });
    expect(await editItem.getAttribute("aria-disabled")).toBe("true");
    expect(await guest.getByRole("menuitem", { name: "Delete Trip" }).getAttribute("aria-disabled")).toBe("true");
    await guest.keyboard.press("Escape");

    await guest.goto("/family");
    await guest.getByText("Only trip admins can invite members.").waitFor();
    expect(await guest.getByRole("button", { name: "Invite Member" }).count()).toBe(0);
    const selfCard = guest.getByTestId("member-card").filter({ hasText: guestEmail });
    await selfCard.getByText("Viewer", { exact: true }).waitFor();
    expect(await selfCard.getByTestId("invited-badge").count()).toBe(0);
    await screenshot(guest, "members-guest-viewer");

    await guest.goto("/itinerary");
    await guest.getByRole("heading", { name: "No Cities Added Yet" }).waitFor();
    expect(await guest.getByRole("button", { name: /Add (First )?City/ }).count()).toBe(0);
    // The server agrees: a viewer cannot add a city.
    const denied = await guestContext.request.post("/api/locations", {
      data: { tripId: trip.id, city: "Porto", country: "Portugal" },
    });
    expect(denied.status()).toBe(403);

    // The admin sees the guest joined and makes them an editor.
    await admin.reload();
    const joinedCard = admin.getByTestId("member-card").filter({ hasText: "Rosa Guest" });
    await joinedCard.getByText(/^Joined /).waitFor();
    await joinedCard.getByRole("button", { name: "Actions for Rosa Guest" }).click();
    await admin.getByRole("menuitem", { name: "Editor" }).click();
    await toast(admin, "Role updated");
    await joinedCard.getByText("Editor", { exact: true }).waitFor();

    // The guest, now an editor, adds a city on the itinerary page.
    await guest.reload();
    await guest.getByRole("button", { name: "Add First City" }).click();
    const cityDialog = guest.getByRole("dialog");
    await cityDialog.getByLabel("City").fill("Porto");
    await cityDialog.getByLabel("Country").fill("Portugal");
    await cityDialog.getByRole("button", { name: "Add City" }).click();
    await toast(guest, "City added to itinerary");
    await guest.getByTestId("itinerary-stop").filter({ hasText: "Porto" }).waitFor();
    await screenshot(guest, "members-editor-added-city");
  } finally {
    await adminContext.close();
    await guestContext.close();
  }
});
