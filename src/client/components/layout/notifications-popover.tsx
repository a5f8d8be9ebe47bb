// The header bell: a fixed badge of 3 and three sample items (spec §2, §9).
import { Bell, CalendarCheck, UserPlus, Wallet } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useT } from "@/lib/i18n";

export const NOTIFICATION_BADGE_COUNT = 3;

const SAMPLE_NOTIFICATIONS = [
  {
    icon: CalendarCheck,
    title: "layout.notifications.itineraryTitle",
    body: "layout.notifications.itineraryBody",
    time: "layout.notifications.justNow",
  },
  {
    icon: UserPlus,
    title: "layout.notifications.togetherTitle",
    body: "layout.notifications.togetherBody",
    time: "layout.notifications.today",
  },
  {
    icon: Wallet,
    title: "layout.notifications.budgetTitle",
    body: "layout.notifications.budgetBody",
    time: "layout.notifications.thisWeek",
  },
] as const;

export function NotificationsPopover() {
  const t = useT();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t("layout.notifications.label", { count: NOTIFICATION_BADGE_COUNT })}>
          <Bell className="!size-5" />
          <span
            aria-hidden
            className="absolute top-1.5 right-1.5 flex size-4 items-center justify-center rounded-full bg-accent text-[10px] font-bold text-accent-foreground ring-2 ring-card"
          >
            {NOTIFICATION_BADGE_COUNT}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(20rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="text-sm font-semibold">{t("layout.notifications.title")}</h2>
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-[oklch(0.5_0.15_45)]">
            {t("layout.notifications.new", { count: NOTIFICATION_BADGE_COUNT })}
          </span>
        </div>
        <ul className="divide-y">
          {SAMPLE_NOTIFICATIONS.map(({ icon: Icon, title, body, time }) => (
            <li key={title} className="flex gap-3 px-4 py-3">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon className="size-4" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium">{t(title)}</p>
                <p className="text-xs text-muted-foreground">{t(body)}</p>
                <p className="mt-1 text-[11px] text-muted-foreground/80">{t(time)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="border-t p-2">
          <PopoverClose asChild>
            <Button variant="ghost" size="sm" className="w-full text-primary">
              {t("layout.notifications.viewAll")}
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}
