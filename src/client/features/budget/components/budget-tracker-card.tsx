// Dashboard budget tracker (spec §2): planned total, spent, remaining, percent
// used to 1 decimal with the bar capped at 100%, a red "Over budget by" line,
// the trip budget when set, and the last 3 categories newest first.
import { Link } from "react-router";
import { Wallet } from "lucide-react";
import {
  barPercent,
  budgetTotals,
  formatPercent,
  latestAllocations,
  leftOrOver,
  tripBudgetStatus,
  usagePercent,
} from "@shared/budget-rules";
import { formatMoney } from "@shared/money";
import type { Trip } from "@shared/trips";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { IconCardHeader } from "@/components/widget-header";
import { Progress } from "@/components/ui/progress";
import { LoadingBars } from "@/components/loading-bars";
import { cn } from "@/lib/utils";
import { useBudget } from "../api/get-budget";

export function BudgetTrackerCard({ trip }: { trip: Trip }) {
  const { data, isPending, isError } = useBudget(trip.id);
  const allocations = data ?? [];
  const totals = budgetTotals(allocations);
  const percent = usagePercent(totals.totalSpent, totals.totalPlanned);
  const over = leftOrOver(totals.totalSpent, totals.totalPlanned, trip.currency);
  const budgetStatus = tripBudgetStatus(trip.budget, totals.totalPlanned, trip.currency);

  return (
    <Card className="flex h-full flex-col" data-testid="budget-tracker-card">
      <IconCardHeader icon={Wallet} title="Budget Tracker">
        <Button asChild variant="outline" size="sm">
          <Link to="/budget">Manage</Link>
        </Button>
      </IconCardHeader>
      <CardContent className="grid flex-1 content-start gap-3">
        {isPending ? (
          <LoadingBars label="Loading budget" className="gap-2" bars={["h-10", "h-3", "h-16"]} />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">The budget could not be loaded.</p>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div className="min-w-0">
                <dt className="text-muted-foreground">Total</dt>
                <dd className="truncate font-semibold tabular-nums">{formatMoney(totals.totalPlanned, trip.currency)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">Spent</dt>
                <dd className="truncate font-semibold tabular-nums">{formatMoney(totals.totalSpent, trip.currency)}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">Remaining</dt>
                <dd className={cn("truncate font-semibold tabular-nums", over.over && "text-destructive")}>
                  {formatMoney(totals.remaining, trip.currency)}
                </dd>
              </div>
            </dl>
            {percent !== null ? (
              <div className="grid gap-1.5">
                <Progress
                  value={barPercent(percent)}
                  aria-label="Budget used"
                  indicatorClassName={percent > 100 ? "bg-destructive" : undefined}
                />
                <div className="flex flex-wrap justify-between gap-x-3 text-xs tabular-nums">
                  <span className="text-muted-foreground">{formatPercent(percent)} used</span>
                  {percent > 100 && (
                    <span className="font-medium text-destructive">
                      Over budget by {formatMoney(totals.remaining.replace(/^-/, ""), trip.currency)}
                    </span>
                  )}
                </div>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">No allocations yet. Plan amounts per category.</p>
            )}
            {budgetStatus && trip.budget && (
              <p className={cn("text-xs", budgetStatus.over ? "font-medium text-destructive" : "text-muted-foreground")}>
                Trip budget {formatMoney(trip.budget, trip.currency)} · {budgetStatus.text}
              </p>
            )}
            {allocations.length > 0 && (
              <ul className="grid gap-1.5 border-t pt-3 text-sm" aria-label="Latest categories">
                {latestAllocations(allocations).map((a) => (
                  <li key={a.id} className="flex items-center justify-between gap-2">
                    <span className="truncate">{a.categoryName}</span>
                    <span className="shrink-0 text-muted-foreground tabular-nums">
                      {formatMoney(a.realizedAmount, trip.currency)} / {formatMoney(a.plannedAmount, trip.currency)}
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
