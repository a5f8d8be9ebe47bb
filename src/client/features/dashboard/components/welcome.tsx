// The dashboard when the user has no trips yet (docs/product/screens.md).
import { CalendarDays, ClipboardList, Map, MapPinned, Plus, Route, Sparkles, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n";

const STEPS = [
  { icon: MapPinned, title: "dashboard.welcome.createTitle", text: "dashboard.welcome.createText" },
  { icon: Route, title: "dashboard.welcome.itineraryTitle", text: "dashboard.welcome.itineraryText" },
  { icon: ClipboardList, title: "dashboard.welcome.detailsTitle", text: "dashboard.welcome.detailsText" },
] as const;

const BENEFITS = [
  { icon: Map, title: "dashboard.welcome.mapsTitle", text: "dashboard.welcome.mapsText" },
  { icon: CalendarDays, title: "dashboard.welcome.calendarsTitle", text: "dashboard.welcome.calendarsText" },
  { icon: Sparkles, title: "dashboard.welcome.assistantTitle", text: "dashboard.welcome.assistantText" },
  { icon: Users, title: "dashboard.welcome.sharingTitle", text: "dashboard.welcome.sharingText" },
] as const;

/** `onPrepare`: the user is about to press "Create Your First Trip" (pointer over it, or focus). */
export function Welcome({ onCreate, onPrepare }: { onCreate: () => void; onPrepare?: () => void }) {
  const t = useT();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 sm:p-6">
      <section className="relative overflow-hidden rounded-2xl bg-hero px-6 py-10 text-white shadow-md sm:px-10 sm:py-14">
        <div aria-hidden className="absolute -top-20 -end-16 size-72 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden className="absolute -bottom-24 start-1/3 size-72 rounded-full bg-accent/25 blur-3xl" />
        <div className="relative max-w-xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("dashboard.welcome.heading")}</h2>
          <p className="mt-3 text-white/85 sm:text-lg">{t("dashboard.welcome.pitch")}</p>
          <Button size="lg" variant="accent" className="mt-6" onClick={onCreate} onPointerEnter={onPrepare} onFocus={onPrepare}>
            <Plus /> {t("dashboard.welcome.createFirst")}
          </Button>
        </div>
      </section>

      <section aria-labelledby="welcome-steps">
        <h2 id="welcome-steps" className="mb-3 text-lg font-semibold">
          {t("dashboard.welcome.howItWorks")}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title}>
              <Card className="h-full p-5">
                <div className="flex items-center gap-3">
                  <span aria-hidden className="flex size-10 items-center justify-center rounded-xl bg-secondary text-primary">
                    <Icon className="size-5" />
                  </span>
                  <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("dashboard.welcome.step", { number: i + 1 })}</span>
                </div>
                <h3 className="mt-4 font-semibold">{t(title)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="welcome-benefits">
        <Card className="p-5 sm:p-6">
          <h2 id="welcome-benefits" className="text-lg font-semibold">
            {t("dashboard.welcome.benefits")}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <Icon className="size-4" />
                </span>
                <div>
                  <h3 className="text-sm font-semibold">{t(title)}</h3>
                  <p className="text-sm text-muted-foreground">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </section>
    </div>
  );
}
