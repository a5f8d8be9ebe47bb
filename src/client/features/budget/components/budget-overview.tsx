// The page's top: Total Planned, Total Spent, Remaining, the trip budget
// against the planned total when one is set, and the usage bar when planned > 0.
import { PiggyBank, Receipt, Wallet } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import {
  barPercent,
  formatPercent,
  remainingText,
  tripBudgetStatus,
  usagePercent,
  type BudgetTotals,
} from "@shared/budget-rules";
import { formatMoney } from "@shared/money";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

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

export function BudgetOverview({
  totals,
  currency,
  tripBudget,
}: {
  totals: BudgetTotals;
  currency: string;
  tripBudget: string | null;
}) {
  const remaining = remainingText(totals.remaining, currency);
  const percent = usagePercent(totals.totalSpent, totals.totalPlanned);
  const budgetStatus = tripBudgetStatus(tripBudget, totals.totalPlanned, currency);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard icon={PiggyBank} label="Total Planned" value={formatMoney(totals.totalPlanned, currency)} testId="total-planned" />
        <StatCard icon={Receipt} label="Total Spent" value={formatMoney(totals.totalSpent, currency)} testId="total-spent" />
        <StatCard
          icon={Wallet}
          label="Remaining"
          value={remaining.text}
          valueClassName={remaining.over ? "text-destructive" : "text-success"}
          testId="total-remaining"
        />
      </div>
      {budgetStatus && tripBudget && (
        <Card className="flex flex-col gap-1 p-5 sm:flex-row sm:items-center sm:justify-between" data-testid="trip-budget">
          <p className="text-sm">
            <span className="text-muted-foreground">Trip budget </span>
            <span className="font-semibold tabular-nums">{formatMoney(tripBudget, currency)}</span>
            <span className="text-muted-foreground"> · planned </span>
            <span className="font-semibold tabular-nums">{formatMoney(totals.totalPlanned, currency)}</span>
          </p>
          <p className={cn("text-sm font-medium", budgetStatus.over ? "text-destructive" : "text-muted-foreground")}>
            {budgetStatus.text}
          </p>
        </Card>
      )}
      {percent !== null && (
        <Card className="grid gap-3 p-5">
          <h2 className="font-semibold">Budget Usage</h2>
          <Progress
            value={barPercent(percent)}
            aria-label="Budget used"
            className="h-3"
            indicatorClassName={percent > 100 ? "bg-destructive" : undefined}
          />
          <div className="flex justify-between text-sm text-muted-foreground tabular-nums">
            <span className={cn(percent > 100 && "font-medium text-destructive")}>{formatPercent(percent)} used</span>
            <span>{formatPercent(Math.max(0, 100 - percent))} remaining</span>
          </div>
        </Card>
      )}
    </div>
  );
}
