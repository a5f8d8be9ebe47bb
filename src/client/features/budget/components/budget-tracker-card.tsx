// Dashboard budget tracker (docs/product/budget-and-expenses.md): the trip
// budget (else the planned total), spent, remaining, percent used to 1 decimal
// with the bar capped at 100%, a red "Over budget by" line, what is allocated
// of the budget, and the last 3 categories newest first. The figures are
// moneySummary's, as everywhere.
import { Link } from "react-router";
import { Wallet } from "lucide-react";
import { barPercent, latestAllocations, moneySummary, summaryUsagePercent } from "@shared/budget-rules";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";
import { Progress } from "@/components/ui/progress";
import { LoadingBars } from "@/components/loading-bars";
import { cn } from "@/lib/utils";
import { useBudget } from "../api/get-budget";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { CATEGORY_MESSAGE } from "@shared/budget-rules";
import { unallocatedLabel } from "../lib/labels";

export function BudgetTrackerCard({ trip }: { trip: Trip }) {
  const { data, isPending, isError, refetch } = useBudget(trip.id);
  const allocations = data ?? [];
  const totals = moneySummary(allocations, trip.budget);
  const percent = summaryUsagePercent(totals);
  const t = useT();
  const f = useFormat();
  const over = totals.remaining.startsWith("-");
  const unallocated = unallocatedLabel(totals, trip.currency, t, f);

  return (
    <Card className="flex h-full flex-col" data-testid="budget-tracker-card">
      <IconCardHeader icon={Wallet} title={t("budget.tracker.title")}>
        <Button asChild variant="outline" size="sm">
          <Link to="/budget">{t("budget.tracker.manage")}</Link>
        </Button>
      </IconCardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {isPending ? (
          <LoadingBars label={t("budget.tracker.loading")} className="gap-2" bars={["h-10", "h-3", "h-16"]} />
        ) : isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">{t("budget.tracker.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t("budget.page.retry")}
            </Button>
          </div>
        ) : (
          <>
            {/* Three across where they fit, else wrapping: an amount is never cut ("$18,2…"). */}
            <dl className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t(totals.tripBudget !== null ? "budget.overview.tripBudget" : "budget.tracker.total")}</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">{f.money(totals.tripBudget ?? totals.totalPlanned, trip.currency)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t("budget.tracker.spent")}</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">{f.money(totals.totalSpent, trip.currency)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">{t("budget.tracker.remaining")}</dt>
                <dd className={cn("font-semibold whitespace-nowrap tabular-nums", over && "text-destructive")}>
                  {f.money(totals.remaining, trip.currency)}
                </dd>
              </div>
            </dl>
            {percent !== null ? (
              <div className="grid gap-1.5">
                <Progress
                  value={barPercent(percent)}
                  aria-label={t("budget.overview.used")}
                  indicatorClassName={percent > 100 ? "bg-destructive" : undefined}
                />
                <div className="flex flex-wrap justify-between gap-x-3 text-xs tabular-nums">
                  <span className="text-muted-foreground">{t("budget.overview.percentUsed", { percent: f.percent(percent) })}</span>
                  {over && (
                    <span className="font-medium text-destructive">
                      {t("budget.tracker.overBy", { amount: f.money(totals.remaining.replace(/^-/, ""), trip.currency) })}
                    </span>
                  )}
                </div>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">{t("budget.tracker.empty")}</p>
            )}
            {totals.tripBudget !== null && (
              <p className={cn("text-xs", unallocated?.over ? "font-medium text-destructive" : "text-muted-foreground")} data-testid="budget-allocated">
                {[t("budget.tracker.allocated", { amount: f.money(totals.totalPlanned, trip.currency) }), unallocated?.text].filter(Boolean).join(" · ")}
              </p>
            )}
            {allocations.length > 0 && (
              <ul className="grid gap-1.5 border-t pt-3 text-sm" aria-label={t("budget.tracker.latest")}>
                {latestAllocations(allocations).map((a) => (
                  <li key={a.id ?? a.category} className="flex items-center justify-between gap-2">
                    <span className="truncate">{t(CATEGORY_MESSAGE[a.category])}</span>
                    <span className="shrink-0 text-muted-foreground tabular-nums">
                      {f.money(a.spentAmount, trip.currency)} / {f.money(a.plannedAmount, trip.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
