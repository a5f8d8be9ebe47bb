// Navigation entries of spec §2, in order. `needsTrip` entries are locked
// until a trip is selected.
import {
  Bot,
  CalendarDays,
  ClipboardList,
  LayoutDashboard,
  Luggage,
  Map,
  Route,
  Sparkles,
  User,
  Users,
  Wallet,
  BedDouble,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  to: string;
  label: string;
  hint?: string;
  icon: LucideIcon;
  needsTrip: boolean;
}

export const SIDE_NAV_ITEMS: readonly NavItem[] = [
  { to: "/", label: "Dashboard", hint: "Overview", icon: LayoutDashboard, needsTrip: false },
  { to: "/trips", label: "My Trips", hint: "Create or select a trip", icon: Luggage, needsTrip: false },
  { to: "/itinerary", label: "Itinerary", hint: "Add destinations & dates", icon: Route, needsTrip: true },
  { to: "/map", label: "Interactive Map", hint: "View your route", icon: Map, needsTrip: true },
  { to: "/calendar", label: "Calendar & Events", hint: "Schedule activities", icon: CalendarDays, needsTrip: true },
  { to: "/reservations", label: "Reservations", hint: "Book hotels & restaurants", icon: BedDouble, needsTrip: true },
  { to: "/budget", label: "Budget Planning", hint: "Track expenses & allocations", icon: Wallet, needsTrip: true },
  { to: "/family", label: "Family & Sharing", hint: "Collaborate with others", icon: Users, needsTrip: true },
  { to: "/ai-assistant", label: "AI Assistant", hint: "Get travel help", icon: Bot, needsTrip: false },
];

export const MOBILE_NAV_ITEMS: readonly NavItem[] = [
  { to: "/trips", label: "Trips", icon: Luggage, needsTrip: false },
  { to: "/itinerary", label: "Route", icon: Route, needsTrip: true },
  { to: "/reservations", label: "Plan", icon: ClipboardList, needsTrip: true },
  { to: "/budget", label: "Budget", icon: Wallet, needsTrip: true },
  { to: "/ai-assistant", label: "AI", icon: Sparkles, needsTrip: false },
  { to: "/profile", label: "Profile", icon: User, needsTrip: false },
];
