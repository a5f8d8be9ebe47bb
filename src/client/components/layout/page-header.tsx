// The header of every signed-in page: title, current trip and its dates, and
// the trip switcher, search, notifications and user controls (docs/product/screens.md).
import { Link } from "react-router";
import { CalendarDays } from "lucide-react";
import { useCurrentTrip } from "@/features/trips";
import { HeaderSearch } from "@/features/search/header-search";
import { PresenceAvatars } from "@/features/realtime";
import { NotificationsMenu } from "@/features/notifications";
import { BrandMark, useDocumentTitle } from "./brand";
import { TripSwitcher } from "./trip-switcher";
import { UserMenu } from "./user-menu";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";

export function PageHeader({ title }: { title: string }) {
  const { currentTrip, isLoading } = useCurrentTrip();
  const t = useT();
  const f = useFormat();

  return (
    <header className="sticky top-0 z-30 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
      <div className="flex min-h-[73px] items-center gap-3 px-4 py-2.5 sm:px-6">
        <Link to="/" aria-label={t("layout.brandHome")} className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden">
          <BrandMark />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-semibold sm:text-xl">{title}</h1>
          {/* On phones the trip name and its dates take a line each, so the name is not squeezed out and
              the header keeps one height from the loading placeholder to the loaded trip (no layout shift).
              Wider, the dates move under the name when both do not fit (co-viewers' avatars take room). */}
          <p className="mt-0.5 flex min-w-0 flex-col items-start gap-y-0.5 text-xs text-muted-foreground sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3 sm:text-sm">
            {isLoading ? (
              <>
                <span className="h-4 w-40 animate-pulse rounded bg-muted" aria-hidden />
                <span className="h-4 w-28 animate-pulse rounded bg-muted sm:hidden" aria-hidden />
              </>
            ) : currentTrip ? (
              <>
                {/* The trip's name is itself the switcher (on a phone the only one; there is no room for the button). */}
                <TripSwitcher tripName={currentTrip.name} />
                <span className="flex items-center gap-1.5 whitespace-nowrap">
                  <CalendarDays className="size-3.5 shrink-0" aria-hidden />
                  {f.dateRange(currentTrip.startDate, currentTrip.endDate, t("trips.badge.planning"))}
                </span>
              </>
            ) : (
              <span className="truncate">{t("layout.noTripSelected")}</span>
            )}
          </p>
        </div>
        <TripSwitcher className="hidden lg:inline-flex" />
        <HeaderSearch className="hidden md:block" />
        <PresenceAvatars />
        <NotificationsMenu />
        <UserMenu />
      </div>
    </header>
  );
}

/** A page: its header, then its content as the page's main landmark. */
export function PageShell({ title, children }: { title: string; children: React.ReactNode }) {
  const { currentTrip } = useCurrentTrip();
  useDocumentTitle(title, currentTrip?.name);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="flex-1">
        {children}
      </main>
    </>
  );
}
