// Bottom bar below lg (spec §2). Trip-bound entries are dimmed without a trip.
import { NavLink } from "react-router";
import { useCurrentTrip } from "@/features/trips";
import { cn } from "@/lib/utils";
import { MOBILE_NAV_ITEMS } from "./nav-items";
import { useT } from "@/lib/i18n";
import type { MessageId } from "@shared/i18n/catalogue";

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
      <ul className="grid grid-cols-6">
        {MOBILE_NAV_ITEMS.map((item) => {
          const Icon = item.icon;
          const dimmed = item.needsTrip && !hasTrip;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  cn(
                    "flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium outline-none focus-visible:bg-muted",
                    isActive ? "text-primary" : "text-muted-foreground",
                    dimmed && "opacity-40",
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      aria-hidden
                      className={cn(
                        "flex h-7 w-11 items-center justify-center rounded-full transition-colors",
                        isActive && "bg-secondary",
                      )}
                    >
                      <Icon className="size-5" />
                    </span>
                    {t(`layout.mobileNav.${item.key}` as MessageId)}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
