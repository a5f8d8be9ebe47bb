// One entry of the list: an expense (what, who paid, the amount in its own
// currency and in the trip's, who shares it, its category and linked
// reservation) or a payment ("Ana paid Ben"), each with its menu when the
// reader may change it.
import { WaitingToSync } from "@/components/waiting-to-sync";
import { ArrowRightLeft, Link2, Pencil, Receipt, Trash2 } from "lucide-react";
import type { Expense } from "@shared/expenses";
import { CATEGORY_MESSAGE } from "@shared/budget-rules";
import type { MessageId } from "@shared/i18n/catalogue";
import { ActionsMenu } from "@/components/actions-menu";
import { Badge } from "@/components/ui/badge";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";
import { formatAmount } from "../lib/money";
import { paymentParties, type People } from "../lib/people";

const SHARED_MESSAGE: Record<Expense["split"]["mode"], MessageId> = {
  equal: "expenses.row.sharedEqual",
  exact: "expenses.row.sharedExact",
  shares: "expenses.row.sharedShares",
  percent: "expenses.row.sharedPercent",
};

export interface ExpenseRowProps {
  /** An edit made offline is waiting to be sent. */
  waiting?: boolean;
  expense: Expense;
  tripCurrency: string;
  people: People;
  /** The linked reservation's name, when it has one still in the trip. */
  reservationName: string | null;
  /** Set when the reader may change this entry. */
  onEdit?: () => void;
  onDelete?: () => void;
}

export function ExpenseRow({ expense, tripCurrency, people, reservationName, onEdit, onDelete, waiting }: ExpenseRowProps) {
  const t = useT();
  const f = useFormat();
  const isPayment = expense.kind === "payment";
  const names = new Intl.ListFormat(f.locale, { type: "conjunction" }).format(expense.split.members.map((m) => people.name(m.userId)));
  const { from, to } = paymentParties(expense);
  const title = isPayment ? t("expenses.row.payment", { from: people.name(from), to: people.name(to) }) : expense.description;
  const Icon = isPayment ? ArrowRightLeft : Receipt;

  return (
    <li
      data-testid="expense-row"
      data-kind={expense.kind}
      className={isPayment ? "flex gap-3 rounded-xl border border-dashed bg-muted/40 p-3 sm:p-4" : "flex gap-3 rounded-xl border bg-card p-3 shadow-sm sm:p-4"}
    >
      <span
        aria-hidden
        className={
          isPayment
            ? "flex size-9 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground"
            : "flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
        }
      >
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-medium break-words">{title}</h3>
            {waiting && <WaitingToSync className="mt-1" />}
          </div>
          <div className="shrink-0 text-end">
            <p className="font-semibold tabular-nums" data-testid="expense-amount">
              {formatAmount(expense.amount, expense.currency, f)}
            </p>
            {expense.currency !== tripCurrency && (
              <p className="text-xs text-muted-foreground tabular-nums" data-testid="expense-converted">
                {f.money(expense.amountInTripCurrency, tripCurrency)}
              </p>
            )}
          </div>
        </div>
        <p className="mt-0.5 flex flex-wrap gap-x-1.5 text-sm text-muted-foreground">
          {!isPayment && (
            <>
              <span>{t("expenses.row.paidBy", { name: people.name(expense.paidBy) })}</span>
              <span aria-hidden>·</span>
            </>
          )}
          <span className="whitespace-nowrap">{f.date(expense.date)}</span>
        </p>
        {!isPayment && <p className="text-sm text-muted-foreground">{t(SHARED_MESSAGE[expense.split.mode], { names })}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-1.5">
          {isPayment ? (
            <Badge variant="success">{t("expenses.row.paymentLabel")}</Badge>
          ) : (
            <Badge variant="secondary">{t(CATEGORY_MESSAGE[expense.category])}</Badge>
          )}
          {reservationName && (
            <Badge variant="outline" className="max-w-full min-w-0">
              <Link2 aria-hidden />
              <span className="sr-only">{t("expenses.row.reservation")} </span>
              <span className="truncate">{reservationName}</span>
            </Badge>
          )}
        </div>
      </div>
      {(onEdit || onDelete) && (
        <ActionsMenu label={t("expenses.row.actions", { title })} className="mt-0 -me-1">
          {onEdit && (
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil /> {t("actions.edit")}
            </DropdownMenuItem>
          )}
          {onDelete && (
            <DropdownMenuItem onSelect={onDelete} variant="destructive">
              <Trash2 /> {t("actions.delete")}
            </DropdownMenuItem>
          )}
        </ActionsMenu>
      )}
    </li>
  );
}
