// Navigation entries of spec §2, read from the pages table (src/shared/pages.ts)
// in its order. `needsTrip` entries are locked until a trip is selected.
import {
  Bot,
  BedDouble,
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
  type LucideIcon,
} from "lucide-react";
import { PAGE_LIST, type PageIcon } from "@shared/pages";

export const PAGE_ICONS: Record<PageIcon, LucideIcon> = {
  Bot,
  BedDouble,
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
};

export interface NavItem {
  to: string;
  label: string;
  hint?: string;
  icon: LucideIcon;
  needsTrip: boolean;
}

export const SIDE_NAV_ITEMS: readonly NavItem[] = PAGE_LIST.flatMap((p) =>
  p.sideNav ? [{ to: p.path, label: p.sideNav.label, hint: p.sideNav.hint, icon: PAGE_ICONS[p.sideNav.icon], needsTrip: p.needsTrip }] : [],
);

export const MOBILE_NAV_ITEMS: readonly NavItem[] = PAGE_LIST.flatMap((p) =>
  p.mobileNav ? [{ to: p.path, label: p.mobileNav.label, icon: PAGE_ICONS[p.mobileNav.icon], needsTrip: p.needsTrip }] : [],
);
