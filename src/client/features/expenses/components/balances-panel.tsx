// Balances and Settle up (docs/product/budget-and-expenses.md): each member's
// paid and share (spending only), the payments they sent or received, and net
// in the trip's currency (green and "gets back" when owed, red and "owes" when
// owing: the words, not only the colour), and the fewest transfers that bring
// everyone to zero, each with Record payment for whoever may record it.
import { useState } from "react";
import { ArrowRight, CircleCheck, HandCoins } from "lucide-react";
import { toCents } from "@shared/money";
import type { Role } from "@shared/trips";
import { LoadingBars } from "@/components/loading-bars";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { useBalances } from "../api/get-balances";
import { mayRecordPayment } from "../lib/permissions";
import type { People } from "../lib/people";
import { RecordPaymentDialog, type Transfer } from "./record-payment-dialog";

export function BalancesPanel({ tripId, currency, people, role, userId, className }: { tripId: string; currency: string; people: People; role: Role; userId: string; className?: string }) {
  const t = useT();
  const f = useFormat();
  const balances = useBalances(tripId);
  const [recording, setRecording] = useState<Transfer | null>(null);
  const data = balances.data;

  return (
    <div className={cn("grid min-w-0 grid-cols-1 content-start gap-4", className)}>
      <Card className="p-4 sm:p-5" data-testid="balances">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <HandCoins className="size-5 text-primary" aria-hidden /> {t("expenses.balances.title")}
        </h2>
        {balances.isPending ? (
          <LoadingBars label={t("expenses.balances.loading")} bars="h-12 rounded-lg" className="mt-3 gap-2" />
        ) : balances.isError || !data ? (
          <div className="mt-3 grid justify-items-start gap-2" role="alert">
            <p className="text-sm text-muted-foreground">{t("expenses.balances.loadFailed")}</p>
            <Button variant="outline" size="sm" onClick={() => void balances.refetch()}>
              {t("expenses.page.retry")}
            </Button>
          </div>
        ) : (
          <ul className="mt-3 grid grid-cols-1 divide-y">
            {data.members.map((m) => {
              const net = toCents(m.net);
              const name = people.name(m.userId);
              return (
                <li key={m.userId} className="flex items-start justify-between gap-3 py-2.5" data-testid="balance-row">
                  <div className="min-w-0">
                    <p className="truncate font-medium" title={name}>
                      {name}
                    </p>
                    <p className="text-xs text-muted-foreground" data-testid="balance-figures">
                      {[
                        t("expenses.balances.paidShare", { paid: f.money(m.paid, currency), share: f.money(m.share, currency) }),
                        // Payments are shown apart from spending, only for those who made or got one.
                        ...(toCents(m.sent) !== 0n ? [t("expenses.balances.sent", { amount: f.money(m.sent, currency) })] : []),
                        ...(toCents(m.received) !== 0n ? [t("expenses.balances.received", { amount: f.money(m.received, currency) })] : []),
                      ].join(" · ")}
                    </p>
                  </div>
                  <p
                    className={cn("shrink-0 text-end text-sm font-semibold tabular-nums", net > 0n ? "text-success" : net < 0n ? "text-destructive" : "text-muted-foreground")}
                    data-testid="balance-net"
                    data-net={m.net}
                  >
                    {net > 0n
                      ? t("expenses.balances.getsBack", { amount: f.money(m.net, currency) })
                      : net < 0n
                        ? t("expenses.balances.owes", { amount: f.money(m.net.slice(1), currency) })
                        : t("expenses.balances.even")}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      {data && (
        <Card className="p-4 sm:p-5" data-testid="settle-up">
          <h2 className="text-lg font-semibold">{t("expenses.settle.title")}</h2>
          {data.settlements.length === 0 ? (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-success" role="status">
              <CircleCheck className="size-5" aria-hidden /> {t("expenses.settle.allSettled")}
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted-foreground">{t("expenses.settle.hint", { count: data.settlements.length })}</p>
              <ul className="mt-3 grid grid-cols-1 gap-2.5">
                {data.settlements.map((s) => {
                  const from = people.name(s.from);
                  const to = people.name(s.to);
                  return (
                    <li key={`${s.from}-${s.to}`} className="grid gap-2 rounded-lg border p-3" data-testid="settlement">
                      <div className="flex items-start justify-between gap-3">
                        <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm">
                          <span className="font-medium">{from}</span>
                          <ArrowRight className="size-3.5 shrink-0 text-muted-foreground" aria-label={t("expenses.payment.pays")} />
                          <span className="font-medium">{to}</span>
                        </p>
                        <p className="shrink-0 font-semibold tabular-nums">{f.money(s.amount, currency)}</p>
                      </div>
                      {mayRecordPayment(role, userId, s) && (
                        <Button
                          variant="outline"
                          size="sm"
                          className="justify-self-start"
                          aria-label={t("expenses.settle.recordFor", { from, to })}
                          onClick={() => setRecording(s)}
                        >
                          {t("expenses.settle.record")}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </Card>
      )}

      <RecordPaymentDialog tripId={tripId} currency={currency} people={people} transfer={recording} onClose={() => setRecording(null)} />
    </div>
  );
}
