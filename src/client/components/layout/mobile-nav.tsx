// Bottom bar below lg (docs/product/screens.md): its six entries, and More (docs/product/screens.md), a
// sheet with every page the bar has no room for, built from the same pages
// table. Trip-bound entries are dimmed without a trip. The sheet is a Radix
// dialog (focus kept inside, Escape closes, focus back on More) and closes
// when a page is chosen.
import { useState } from "react";
import { NavLink, useLocation } from "react-router";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Ellipsis, XIcon } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { cn } from "@/lib/utils";
import { MOBILE_NAV_ITEMS, MORE_NAV_ITEMS, type NavItem } from "./nav-items";
import { useT } from "@/lib/i18n";
import type { MessageId } from "@shared/i18n/catalogue";

const entryClass = "flex h-16 w-full flex-col items-center justify-center gap-1 text-[11px] font-medium outline-none focus-visible:bg-muted";

function BarIcon({ icon: Icon, active }: { icon: NavItem["icon"]; active: boolean }) {
  return (
    <span aria-hidden className={cn("flex h-7 w-11 items-center justify-center rounded-full transition-colors", active && "bg-secondary")}>
      <Icon className="size-5" />
    </span>
  );
}

export function MobileNav({ className }: { className?: string }) {
  const { currentTrip } = useCurrentTrip();
  const hasTrip = currentTrip !== null;
  const t = useT();

  return (
    <nav
      aria-label={t("layout.mobileNavLabel")}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_oklch(0.2_0.03_240/0.15)] backdrop-blur",
        className,
      )}
    >
      <ul className="grid grid-cols-7">
        {MOBILE_NAV_ITEMS.map((item) => {
          const dimmed = item.needsTrip && !hasTrip;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => cn(entryClass, isActive ? "text-primary" : "text-muted-foreground", dimmed && "opacity-75")}
              >
                {({ isActive }) => (
                  <>
                    <BarIcon icon={item.icon} active={isActive} />
                    {t(`layout.mobileNav.${item.key}` as MessageId)}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
        <li>
          <MoreSheet hasTrip={hasTrip} />
        </li>
      </ul>
    </nav>
  );
}

function MoreSheet({ hasTrip }: { hasTrip: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  // Open at one address: any navigation closes it, a choice in the sheet or the browser's back button alike.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (next: boolean) => setOpenAt(next ? pathname : null);
  const here = MORE_NAV_ITEMS.some((item) => (item.to === "/" ? pathname === "/" : pathname.startsWith(item.to)));

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger className={cn(entryClass, here || open ? "text-primary" : "text-muted-foreground")}>
        <BarIcon icon={Ellipsis} active={here} />
        {t("layout.mobileNav.more")}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-[oklch(0.2_0.03_240/0.45)] backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t bg-card px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))] shadow-xl outline-none data-[state=open]:animate-pop-in">
          <div className="flex items-start justify-between gap-3">
            <div>
              <DialogPrimitive.Title className="text-lg leading-tight font-semibold">{t("layout.more.title")}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-muted-foreground">{t("layout.more.description")}</DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close className="rounded-md p-1.5 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <XIcon className="size-5" />
              <span className="sr-only">{t("common.close")}</span>
            </DialogPrimitive.Close>
          </div>
          <ul className="mt-3 grid gap-1">
            {MORE_NAV_ITEMS.map((item) => {
              const Icon = item.icon;
              const dimmed = item.needsTrip && !hasTrip;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === "/"}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) =>
                      cn(
                        "flex items-center gap-3 rounded-lg px-2 py-2.5 outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        isActive ? "bg-secondary text-secondary-foreground" : "hover:bg-muted",
                        dimmed && "opacity-75",
                      )
                    }
                  >
                    <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                      <Icon className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{t(`layout.nav.${item.key}` as MessageId)}</span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {dimmed ? t("layout.needsTrip") : t(`layout.navHint.${item.key}` as MessageId)}
                      </span>
                    </span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
