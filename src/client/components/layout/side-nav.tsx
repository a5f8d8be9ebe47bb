// Desktop side navigation: the planning steps (docs/product/screens.md), Expenses among them (docs/product/budget-and-expenses.md).
import { NavLink } from "react-router";
import { Lightbulb } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { cn } from "@/lib/utils";
import { Brand } from "./brand";
import { SIDE_NAV_ITEMS, type NavItem } from "./nav-items";
import { useT } from "@/lib/i18n";
import type { MessageId } from "@shared/i18n/catalogue";

export function SideNav({ className }: { className?: string }) {
  const { currentTrip, isLoading } = useCurrentTrip();
  const hasTrip = currentTrip !== null;
  const t = useT();

  return (
    <aside className={cn("flex flex-col border-e bg-sidebar", className)}>
      <div className="flex h-[73px] shrink-0 items-center border-b px-5">
        <NavLink to="/" aria-label={t("layout.brandHome")} className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Brand />
        </NavLink>
      </div>
      {/* The dashboard's add-trip button floats over the sidebar's foot: the steps scroll above it, never under it. */}
      <nav aria-label={t("layout.steps")} className="mb-24 flex-1 overflow-y-auto px-3 pt-4 pb-3">
        <h2 className="px-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {t("layout.steps")}
        </h2>
        {/* Its one step is creating a trip: once there is one, the hint has nothing left to say. */}
        {!isLoading && !hasTrip && (
          <p className="mx-1 mt-3 flex gap-2 rounded-lg bg-accent-soft px-3 py-2 text-xs leading-snug text-accent-soft-foreground" data-testid="getting-started">
            <Lightbulb className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span>
              <strong className="font-semibold">{t("layout.gettingStarted")}</strong> {t("layout.gettingStartedHint")}
            </span>
          </p>
        )}
        <ol className="mt-3 grid gap-0.5">
          {SIDE_NAV_ITEMS.map((item, index) => (
            <li key={item.to}>
              <SideNavEntry item={item} step={index + 1} disabled={item.needsTrip && !hasTrip} />
            </li>
          ))}
        </ol>
      </nav>
    </aside>
  );
}

function EntryBody({ item, step, active }: { item: NavItem; step: number; active: boolean }) {
  const Icon = item.icon;
  const t = useT();
  return (
    <>
      <span
        aria-hidden
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-lg transition-colors",
          active ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground group-hover:text-foreground",
        )}
      >
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{t(`layout.nav.${item.key}` as MessageId)}</span>
        <span className="block truncate text-xs text-muted-foreground">{t(`layout.navHint.${item.key}` as MessageId)}</span>
      </span>
      <span aria-hidden className="text-[10px] font-semibold text-muted-foreground tabular-nums">
        {step}
      </span>
    </>
  );
}

const entryClass = "group flex items-center gap-3 rounded-lg px-2 py-2 outline-none transition-colors";

function SideNavEntry({ item, step, disabled }: { item: NavItem; step: number; disabled: boolean }) {
  const t = useT();
  if (disabled) {
    return (
      <span
        aria-disabled="true"
        title={t("layout.needsTrip")}
        className={cn(entryClass, "cursor-not-allowed opacity-45 select-none")}
      >
        <EntryBody item={item} step={step} active={false} />
      </span>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.to === "/"}
      className={({ isActive }) =>
        cn(
          entryClass,
          "focus-visible:ring-2 focus-visible:ring-ring",
          isActive ? "bg-secondary text-secondary-foreground" : "hover:bg-muted",
        )
      }
    >
      {({ isActive }) => <EntryBody item={item} step={step} active={isActive} />}
    </NavLink>
  );
}
