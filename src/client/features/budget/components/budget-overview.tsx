// The page's top: Total Planned (or the trip budget when one is set), Total
// Spent, Remaining, what is allocated of the budget, and the usage bar.
import { PiggyBank, Receipt, Wallet } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { barPercent, summaryUsagePercent, type MoneySummary } from "@shared/budget-rules";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { remainingLabel, unallocatedLabel } from "../lib/labels";

function StatCard({
  icon: Icon,
  label,
  value,
  valueClassName,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  valueClassName?: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className={cn("text-xl font-semibold tabular-nums break-words xl:text-2xl", valueClassName)} data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

export function BudgetOverview({ summary, currency }: { summary: MoneySummary; currency: string }) {
  const t = useT();
  const f = useFormat();
  const remaining = remainingLabel(summary.remaining, currency, t, f);
  const percent = summaryUsagePercent(summary);
  const unallocated = unallocatedLabel(summary, currency, t, f);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {/* With a trip budget the money is measured against it; the planned total is what is allocated of it. */}
        {summary.tripBudget !== null ? (
          <StatCard icon={PiggyBank} label={t("budget.overview.tripBudget")} value={f.money(summary.tripBudget, currency)} testId="trip-budget-total" />
        ) : (
          <StatCard icon={PiggyBank} label={t("budget.overview.planned")} value={f.money(summary.totalPlanned, currency)} testId="total-planned" />
        )}
        <StatCard icon={Receipt} label={t("budget.overview.spent")} value={f.money(summary.totalSpent, currency)} testId="total-spent" />
        <StatCard
          icon={Wallet}
          label={t("budget.overview.remaining")}
          value={remaining.text}
          valueClassName={remaining.over ? "text-destructive" : "text-success"}
          testId="total-remaining"
        />
      </div>
      {summary.tripBudget !== null && (
        <Card className="flex flex-col gap-1 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="trip-budget">
          <p className="text-sm">
            <span className="text-muted-foreground">{t("budget.overview.allocated")} </span>
            <span className="font-semibold tabular-nums" data-testid="total-planned">
              {f.money(summary.totalPlanned, currency)}
            </span>
          </p>
          {unallocated && (
            <p className={cn("text-sm font-medium", unallocated.over ? "text-destructive" : "text-muted-foreground")}>{unallocated.text}</p>
          )}
        </Card>
      )}
      {percent !== null && (
        <Card className="grid gap-3 p-5">
          <h2 className="font-semibold">{t("budget.overview.usage")}</h2>
          <Progress
            value={barPercent(percent)}
            aria-label={t("budget.overview.used")}
            className="h-3"
            indicatorClassName={percent > 100 ? "bg-destructive" : undefined}
          />
          <div className="flex justify-between text-sm text-muted-foreground tabular-nums">
            <span className={cn(percent > 100 && "font-medium text-destructive")}>{t("budget.overview.percentUsed", { percent: f.percent(percent) })}</span>
            <span>{t("budget.overview.percentRemaining", { percent: f.percent(Math.max(0, 100 - percent)) })}</span>
          </div>
        </Card>
      )}
    </div>
  );
}
