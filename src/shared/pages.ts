// The app's pages, each declared once (ADR 018): address, title, navigation
// entries and their icons, the lazy module that renders it and who may see
// it. The client builds its routes, preloading and navigation from this
// table; the server maps the modules to their built chunks (src/server/spa),
// and the bundle report sums them. Plain data: no React, no icons, no zod, so
// the server and the first load can read it cheaply.

import type { MessagePart } from "./i18n/catalogue";

/** Icons by their lucide name; the client maps them to components (components/layout/nav-items.ts). */
export type PageIcon =
  | "Bot"
  | "BedDouble"
  | "CalendarDays"
  | "ClipboardList"
  | "LayoutDashboard"
  | "ListChecks"
  | "Luggage"
  | "Map"
  | "MessagesSquare"
  | "NotebookPen"
  | "Receipt"
  | "Route"
  | "Sparkles"
  | "User"
  | "Vote"
  | "Users"
  | "Wallet";

/** A module under src/client (path without `.tsx`) and the component it exports. */
export interface PageModule {
  module: string;
  component: string;
}

export interface PageDef extends PageModule {
  /** React Router path; `:name` is one segment. */
  path: string;
  /** The page's heading (the header title in the signed-in frame). */
  title: string;
  /**
   * Signed-out pages are the only ones a visitor reaches; signed in, they redirect home. Signed-in pages sit in the app frame.
   * "anyone": the same page signed in or out, outside the frame (a link from an e-mail that works either way).
   */
  access: "signed-out" | "signed-in" | "anyone";
  /** Locked in the navigation until a trip is selected (docs/product/screens.md). */
  needsTrip: boolean;
  /** Message chunks the page needs beyond `core` (and the signed-in frame's `app`), loaded with its code (ADR 026). */
  messageParts?: readonly MessagePart[];
  /** An entry in the desktop side navigation (docs/product/screens.md), in table order. */
  sideNav?: { label: string; hint: string; icon: PageIcon };
  /** An entry in the phone's bottom bar (docs/product/screens.md), in table order. */
  mobileNav?: { label: string; icon: PageIcon };
}

const feature = (name: string, file: string, component: string): PageModule => ({
  module: `features/${name}/pages/${file}`,
  component,
});

// Table order is the order of both navigations.
export const PAGES = {
  login: { path: "/login", title: "Welcome back", access: "signed-out", needsTrip: false, ...feature("auth", "login-page", "LoginPage") },
  register: {
    path: "/register",
    title: "Join Roamwise",
    access: "signed-out",
    needsTrip: false,
    ...feature("auth", "register-page", "RegisterPage"),
  },
  forgotPassword: {
    path: "/forgot-password",
    title: "Forgot your password?",
    access: "signed-out",
    needsTrip: false,
    messageParts: ["account"],
    ...feature("auth", "forgot-password-page", "ForgotPasswordPage"),
  },
  resetPassword: {
    path: "/reset-password",
    title: "Choose a new password",
    access: "signed-out",
    needsTrip: false,
    messageParts: ["account"],
    ...feature("auth", "reset-password-page", "ResetPasswordPage"),
  },
  // The link in the verification e-mail (docs/product/admin.md): works signed in or out.
  verifyEmail: {
    path: "/verify-email/:token",
    title: "Verify your e-mail address",
    access: "anyone",
    needsTrip: false,
    ...feature("auth", "verify-email-page", "VerifyEmailPage"),
  },
  // The link mailed to a sender address a member forwards from: works signed in or out.
  forwardingConfirm: {
    path: "/forwarding/confirm",
    title: "Confirm a sender address",
    access: "anyone",
    needsTrip: false,
    messageParts: ["app"],
    ...feature("inbox", "confirm-sender-page", "ConfirmSenderPage"),
  },
  // Where a member is taken while the instance requires two-step sign-in and they have none (docs/security.md):
  // outside the frame, the only page until it is set up.
  twoStepSetup: {
    path: "/two-step-setup",
    title: "Set up two-step sign-in",
    access: "anyone",
    needsTrip: false,
    messageParts: ["app"],
    ...feature("security", "two-step-setup-page", "TwoStepSetupPage"),
  },
  dashboard: {
    path: "/",
    title: "Dashboard",
    access: "signed-in",
    needsTrip: false,
    sideNav: { label: "Dashboard", hint: "Overview", icon: "LayoutDashboard" },
    ...feature("dashboard", "dashboard-page", "DashboardPage"),
  },
  trips: {
    path: "/trips",
    title: "Trip History",
    access: "signed-in",
    needsTrip: false,
    sideNav: { label: "My Trips", hint: "Create or select a trip", icon: "Luggage" },
    mobileNav: { label: "Trips", icon: "Luggage" },
    ...feature("trips", "trips-page", "TripsPage"),
  },
  itinerary: {
    path: "/itinerary",
    title: "Itinerary",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Itinerary", hint: "Add destinations & dates", icon: "Route" },
    mobileNav: { label: "Route", icon: "Route" },
    ...feature("itinerary", "itinerary-page", "ItineraryPage"),
  },
  map: {
    path: "/map",
    title: "Interactive Map",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Interactive Map", hint: "View your route", icon: "Map" },
    ...feature("map", "map-page", "MapPage"),
  },
  calendar: {
    path: "/calendar",
    title: "Trip Calendar",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Calendar & Events", hint: "Schedule activities", icon: "CalendarDays" },
    ...feature("calendar", "calendar-page", "CalendarPage"),
  },
  reservations: {
    path: "/reservations",
    title: "Trip Planning",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Reservations", hint: "Book hotels & restaurants", icon: "BedDouble" },
    mobileNav: { label: "Plan", icon: "ClipboardList" },
    ...feature("reservations", "reservations-page", "ReservationsPage"),
  },
  budget: {
    path: "/budget",
    title: "Budget Planning",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Budget Planning", hint: "Track expenses & allocations", icon: "Wallet" },
    mobileNav: { label: "Budget", icon: "Wallet" },
    ...feature("budget", "budget-page", "BudgetPage"),
  },
  expenses: {
    path: "/expenses",
    title: "Expenses",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Expenses", hint: "Who paid, who owes", icon: "Receipt" },
    ...feature("expenses", "expenses-page", "ExpensesPage"),
  },
  lists: {
    path: "/lists",
    title: "Packing & To-dos",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Lists", hint: "Packing & to-dos", icon: "ListChecks" },
    ...feature("lists", "lists-page", "ListsPage"),
  },
  polls: {
    path: "/polls",
    title: "Polls",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Polls", hint: "Decide together", icon: "Vote" },
    ...feature("polls", "polls-page", "PollsPage"),
  },
  notes: {
    path: "/notes",
    title: "Notes",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Notes", hint: "Shared notes", icon: "NotebookPen" },
    ...feature("notes", "notes-page", "NotesPage"),
  },
  quotes: {
    path: "/trips/:tripId/quotes",
    title: "Price Quotes",
    access: "signed-in",
    needsTrip: false,
    ...feature("quotes", "quotes-page", "QuotesPage"),
  },
  family: {
    path: "/family",
    title: "Family & Collaborators",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Family & Sharing", hint: "Collaborate with others", icon: "Users" },
    ...feature("members", "family-page", "FamilyPage"),
  },
  // The trip chat between members (docs/product/trip-chat.md), beside the assistant.
  chat: {
    path: "/chat",
    title: "Trip Chat",
    access: "signed-in",
    needsTrip: true,
    sideNav: { label: "Chat", hint: "Talk with the group", icon: "MessagesSquare" },
    ...feature("trip-chat", "chat-page", "ChatPage"),
  },
  assistant: {
    path: "/ai-assistant",
    title: "AI Assistant",
    access: "signed-in",
    needsTrip: false,
    sideNav: { label: "AI Assistant", hint: "Get travel help", icon: "Bot" },
    mobileNav: { label: "AI", icon: "Sparkles" },
    ...feature("assistant", "ai-assistant-page", "AiAssistantPage"),
  },
  // Bookings that arrived at the member's forwarding address (docs/product/forwarding.md). The person's own,
  // across trips, so in the user menu beside Profile rather than among the trip's planning steps.
  inbox: {
    path: "/inbox",
    title: "Inbox",
    access: "signed-in",
    needsTrip: false,
    ...feature("inbox", "inbox-page", "InboxPage"),
  },
  profile: {
    path: "/profile",
    title: "Profile & Settings",
    access: "signed-in",
    needsTrip: false,
    mobileNav: { label: "Profile", icon: "User" },
    ...feature("profile", "profile-page", "ProfilePage"),
  },
  // Profile → Atlas (docs/product/memories.md): reached from the Profile page.
  atlas: {
    path: "/profile/atlas",
    title: "Atlas",
    access: "signed-in",
    needsTrip: false,
    ...feature("profile", "atlas-page", "AtlasPage"),
  },
  invite: {
    path: "/invite/:token",
    title: "Trip invitation",
    access: "signed-in",
    needsTrip: false,
    ...feature("members", "invite-page", "InvitePage"),
  },
  // The consent screen of an outside app connecting with OAuth (docs/tools-and-mcp.md): reached from /oauth/authorize only.
  connect: {
    path: "/connect",
    title: "Connect an app",
    access: "signed-in",
    needsTrip: false,
    ...feature("profile", "connect-page", "ConnectPage"),
  },
  // In the user menu of instance admins only (docs/product/admin.md); anyone else gets the not-found page.
  admin: {
    path: "/admin",
    title: "Admin",
    access: "signed-in",
    needsTrip: false,
    ...feature("admin", "admin-page", "AdminPage"),
  },
  // "View all notifications" in the header: the person's own notices across trips, no navigation entry of its own.
  notifications: {
    path: "/notifications",
    title: "Notifications",
    access: "signed-in",
    needsTrip: false,
    ...feature("notifications", "notifications-page", "NotificationsPage"),
  },
  about: {
    path: "/about",
    title: "About & Credits",
    access: "signed-in",
    needsTrip: false,
    ...feature("about", "about-page", "AboutPage"),
  },
} as const satisfies Record<string, PageDef>;

export const PAGE_LIST: readonly PageDef[] = Object.values(PAGES);

/** The signed-in frame every signed-in page renders inside. */
export const APP_FRAME: PageModule = { module: "components/layout/app-layout", component: "AppLayout" };
/** What a signed-in visitor sees at an address no page has (inside the frame's routes, but full screen). */
export const NOT_FOUND: PageModule = { module: "components/not-found-page", component: "NotFoundPage" };
/** Where a signed-out visitor lands from any signed-in address. */
export const SIGN_IN_PAGE: PageDef = PAGES.login;
/** Where a signed-in visitor lands from a signed-out page. */
export const HOME_PATH = PAGES.dashboard.path;

const patterns = new Map(PAGE_LIST.map((p) => [p, new RegExp(`^${p.path.replace(/:[^/]+/g, "[^/]+")}$`)]));

/**
 * The page the app renders at `pathname`: a signed-out page as is; signed
 * out, any other page's address shows the sign-in page (the app redirects
 * there); null for an address no page has (the not-found page, for anyone).
 */
export function pageAt(pathname: string, signedIn: boolean): PageDef | null {
  const page = pageOfTable(pathname);
  if (page?.access === "signed-out" || page?.access === "anyone") return page;
  if (!signedIn) return page ? SIGN_IN_PAGE : null;
  return page;
}

/** The table's page at `pathname`, whoever asks; null when no page has that address (a 404). */
export function pageOfTable(pathname: string): PageDef | null {
  const path = pathname.replace(/(.)\/$/, "$1");
  return PAGE_LIST.find((p) => patterns.get(p)!.test(path)) ?? null;
}
