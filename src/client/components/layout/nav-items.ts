// Navigation entries of docs/product/screens.md, read from the pages table (src/shared/pages.ts)
// in its order. `needsTrip` entries are locked until a trip is selected.
import {
  Bot,
  BedDouble,
  CalendarDays,
  ClipboardList,
  LayoutDashboard,
  ListChecks,
  Luggage,
  Map,
  MessagesSquare,
  NotebookPen,
  Receipt,
  Route,
  Sparkles,
  User,
  Users,
  Vote,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { PAGES, type PageDef, type PageIcon } from "@shared/pages";

export const PAGE_ICONS: Record<PageIcon, LucideIcon> = {
  Bot,
  BedDouble,
  CalendarDays,
  ClipboardList,
  LayoutDashboard,
  ListChecks,
  Luggage,
  Map,
  MessagesSquare,
  NotebookPen,
  Receipt,
  Route,
  Sparkles,
  User,
  Users,
  Vote,
  Wallet,
};

export interface NavItem {
  /** The page's key in the pages table: its labels are the messages layout.nav.<key>, layout.navHint.<key>, layout.mobileNav.<key>. */
  key: string;
  to: string;
  label: string;
  hint?: string;
  icon: LucideIcon;
  needsTrip: boolean;
}

export const SIDE_NAV_ITEMS: readonly NavItem[] = Object.entries(PAGES).flatMap(([key, p]: [string, PageDef]) =>
  p.sideNav ? [{ key, to: p.path, label: p.sideNav.label, hint: p.sideNav.hint, icon: PAGE_ICONS[p.sideNav.icon], needsTrip: p.needsTrip }] : [],
);

export const MOBILE_NAV_ITEMS: readonly NavItem[] = Object.entries(PAGES).flatMap(([key, p]: [string, PageDef]) =>
  p.mobileNav ? [{ key, to: p.path, label: p.mobileNav.label, icon: PAGE_ICONS[p.mobileNav.icon], needsTrip: p.needsTrip }] : [],
);

/**
 * The phone's More sheet (docs/product/screens.md): every page of the side navigation the
 * bottom bar has no room for, in the table's order.
 */
export const MORE_NAV_ITEMS: readonly NavItem[] = SIDE_NAV_ITEMS.filter((item) => !MOBILE_NAV_ITEMS.some((m) => m.to === item.to));
