// The pages table (src/shared/pages.ts) against what the client builds from it:
// every module exists and exports the named component, and the navigation
// shows docs/product/screens.md's entries in its order.
import { describe, expect, it } from "vitest";
import { APP_FRAME, NOT_FOUND, PAGE_LIST } from "@shared/pages";
import { MOBILE_NAV_ITEMS, MORE_NAV_ITEMS, SIDE_NAV_ITEMS } from "@/components/layout/nav-items";

const MODULES = import.meta.glob<Record<string, unknown>>(["./features/*/pages/*.tsx", "./components/layout/app-layout.tsx", "./components/not-found-page.tsx"]);

describe("pages table", () => {
  it("names, for every page and the frame, a module that exports its component", async () => {
    for (const { module, component } of [...PAGE_LIST, APP_FRAME, NOT_FOUND]) {
      const load = MODULES[`./${module}.tsx`];
      expect(load, module).toBeDefined();
      expect(typeof (await load!())[component], `${module} exports ${component}`).toBe("function");
    }
  }, 60_000);

  it("gives every page its own address", () => {
    expect(new Set(PAGE_LIST.map((p) => p.path)).size).toBe(PAGE_LIST.length);
  });

  it("lists the side navigation of docs/product/screens.md in order", () => {
    expect(SIDE_NAV_ITEMS.map(({ to, label, hint, needsTrip }) => [to, label, hint, needsTrip])).toEqual([
      ["/", "Dashboard", "Overview", false],
      ["/trips", "My Trips", "Create or select a trip", false],
      ["/itinerary", "Itinerary", "Add destinations & dates", true],
      ["/map", "Interactive Map", "View your route", true],
      ["/calendar", "Calendar & Events", "Schedule activities", true],
      ["/reservations", "Reservations", "Book hotels & restaurants", true],
      ["/budget", "Budget Planning", "Track expenses & allocations", true],
      ["/expenses", "Expenses", "Who paid, who owes", true],
      ["/lists", "Lists", "Packing & to-dos", true],
      ["/polls", "Polls", "Decide together", true],
      ["/notes", "Notes", "Shared notes", true],
      ["/family", "Family & Sharing", "Collaborate with others", true],
      ["/chat", "Chat", "Talk with the group", true],
      ["/ai-assistant", "AI Assistant", "Get travel help", false],
    ]);
    expect(SIDE_NAV_ITEMS.map((item) => item.icon.displayName)).toEqual([
      "LayoutDashboard",
      "Luggage",
      "Route",
      "Map",
      "CalendarDays",
      "BedDouble",
      "Wallet",
      "Receipt",
      "ListChecks",
      "Vote",
      "NotebookPen",
      "Users",
      "MessagesSquare",
      "Bot",
    ]);
  });

  it("lists the phone bar's six entries of docs/product/screens.md in order", () => {
    expect(MOBILE_NAV_ITEMS.map(({ to, label, needsTrip }) => [to, label, needsTrip])).toEqual([
      ["/trips", "Trips", false],
      ["/itinerary", "Route", true],
      ["/reservations", "Plan", true],
      ["/budget", "Budget", true],
      ["/ai-assistant", "AI", false],
      ["/profile", "Profile", false],
    ]);
    expect(MOBILE_NAV_ITEMS.map((item) => item.icon.displayName)).toEqual(["Luggage", "Route", "ClipboardList", "Wallet", "Sparkles", "User"]);
  });

  it("puts every side-navigation page the phone's bar has no room for in its More sheet (docs/product/screens.md)", () => {
    expect(MORE_NAV_ITEMS.map((item) => item.to)).toEqual(["/", "/map", "/calendar", "/expenses", "/lists", "/polls", "/notes", "/family", "/chat"]);
    // Together, the bar and the sheet reach every page of the side navigation.
    const reached = new Set([...MOBILE_NAV_ITEMS, ...MORE_NAV_ITEMS].map((item) => item.to));
    expect(SIDE_NAV_ITEMS.filter((item) => !reached.has(item.to))).toEqual([]);
  });
});
