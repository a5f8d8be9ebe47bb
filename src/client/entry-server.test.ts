// The server render (ADR 014) from boot data alone: the right page, the
// remembered trip, the visitor's "today" rather than the server's clock, and
// redirects instead of empty pages. Runs in three time zones with the unit tests.
import { describe, expect, it } from "vitest";
import type { BootData } from "@shared/boot";
import type { Trip } from "@shared/trips";
import { renderPage } from "./entry-server";
import { NO_TWO_FACTOR } from "@shared/user";

const user = { id: "u1", email: "ann@example.com", firstName: "Ann", lastName: "Lee", isAdmin: false, emailVerified: true, twoFactor: NO_TWO_FACTOR, twoFactorSetupRequired: false };
const member = { id: "m1", role: "admin" as const, joinedAt: "2026-01-01T00:00:00.000Z", user };
const trip = (id: string, name: string, startDate: string, endDate: string): Trip => ({
  id,
  name,
  description: null,
  startDate,
  endDate,
  budget: "3000.00",
  currency: "EUR",
  spentAmount: "0.00",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  myRole: "admin",
  members: [member],
});
const lisbon = trip("t1", "Lisbon Weekend", "2027-05-01", "2027-05-03");
const kyoto = trip("t2", "Kyoto in Autumn", "2027-01-01", "2027-01-09");
const signedIn = (over: Partial<Extract<BootData, { user: object }>> = {}): BootData => ({
  user,
  trips: [lisbon, kyoto],
  today: "2026-12-31",
  timeZone: "UTC",
  selectedTripId: null,
  language: "en",
  ...over,
});

/** The text of the page, tags and React's markers removed. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("renderPage", () => {
  it("renders the sign-in form for a signed-out visitor on /login", async () => {
    const page = await renderPage("/login", { user: null, language: "en" });
    expect(page.redirect).toBeNull();
    expect(page.html).toMatch(/<form/);
    expect(page.html).toMatch(/type="password"/);
    expect(textOf(page.html)).toContain("Sign in");
  });

  it("names the page and trip in the document title, in the visitor's language, as the browser will", async () => {
    expect((await renderPage("/login", { user: null, language: "en" })).title).toBe("Welcome back · Roamwise");
    expect((await renderPage("/login", { user: null, language: "de" })).title).toMatch(/ · Roamwise$/);
    expect((await renderPage("/login", { user: null, language: "de" })).title).not.toContain("Welcome back");
    expect((await renderPage("/budget", signedIn({ selectedTripId: "t2" }))).title).toBe("Budget Planning · Kyoto in Autumn · Roamwise");
    expect((await renderPage("/no-such-page", signedIn())).title).toBe("Page not found · Roamwise");
  });

  it("renders the not-found page for an address no page has, signed in or out", async () => {
    for (const boot of [signedIn(), { user: null, language: "en" } as const]) {
      const page = await renderPage("/no-such-page", boot);
      expect(page.redirect).toBeNull();
      expect(textOf(page.html)).toContain("Page not found");
    }
  });

  it("turns the app's redirects into redirects, not empty pages", async () => {
    expect((await renderPage("/", { user: null, language: "en" })).redirect).toBe("/login");
    expect((await renderPage("/budget?x=1", { user: null, language: "en" })).redirect).toBe("/login");
    expect((await renderPage("/login", signedIn())).redirect).toBe("/");
    expect((await renderPage("/register", signedIn())).redirect).toBe("/");
    expect((await renderPage("/register", { user: null, language: "en" })).redirect).toBeNull();
  });

  it("shows the first trip on the dashboard when none is remembered, the remembered one otherwise", async () => {
    const first = textOf((await renderPage("/", signedIn())).html);
    expect((await renderPage("/", signedIn())).html).toMatch(/<h2[^>]*>Lisbon Weekend<\/h2>/);
    expect(first).toContain("Lisbon Weekend");
    expect(first).toContain("Ann Lee");
    // Whole: no boundary moved behind a fallback to be swapped in by an inline script later.
    const whole = (await renderPage("/", signedIn())).html;
    expect(whole).not.toContain("<template");
    expect(whole).not.toContain("<script");
    const remembered = await renderPage("/", signedIn({ selectedTripId: "t2" }));
    expect(remembered.html).toMatch(/<h2[^>]*>Kyoto in Autumn<\/h2>/);
    expect(remembered.html).not.toMatch(/<h2[^>]*>Lisbon Weekend<\/h2>/);
  });

  it("counts days from the visitor's today, not the server's clock", async () => {
    const text = (today: string) => renderPage("/", signedIn({ selectedTripId: "t2", today })).then((p) => textOf(p.html));
    expect(await text("2026-12-31")).toContain("Upcoming · in 1 day");
    expect(await text("2026-12-21")).toContain("Upcoming · in 11 days");
    expect(await text("2027-01-05")).toContain("Ongoing");
  });

  it("renders the dashboard's inlined answers, with times of day in the visitor's zone", async () => {
    const message = {
      id: "c1",
      tripId: "t1",
      role: "user" as const,
      content: "Ferry times to Cacilhas?",
      author: { id: "u1", firstName: "Ann", lastName: "Lee", email: "ann@example.com" },
      metadata: {},
      createdAt: "2026-12-31T23:30:00.000Z",
    };
    const boot = signedIn({ timeZone: "Asia/Tokyo", queries: [[["/api/trips", "t1", "chat"], [message]]] });
    const text = textOf((await renderPage("/", boot)).html);
    expect(text).toContain("Ferry times to Cacilhas?");
    expect(text).toContain("08:30");
    expect(text).not.toContain("23:30");
  });

  it("renders data the boot data does not carry as loading, like the browser's first render", async () => {
    const page = await renderPage("/budget", signedIn());
    expect(page.redirect).toBeNull();
    expect(page.html).toContain('aria-busy="true"');
    expect(textOf(page.html)).not.toContain("[object Object]");
  });
});
