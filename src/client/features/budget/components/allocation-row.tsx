// One allocation: its progress, "spent / planned" and "X left" / "X over",
// or, while being edited, inline fields with Save and Cancel. Spent is the
// typed amount plus the expenses logged in the category (docs/product/budget-and-expenses.md); a
// category only logged (no id) has nothing to edit.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { MapPin, Pencil, Trash2 } from "lucide-react";
import type { Location } from "@shared/itinerary";
import { budgetAllocationPatchSchema, type BudgetAllocation, type BudgetAllocationChanges } from "@shared/budget";
import { barPercent, usagePercent } from "@shared/budget-rules";
import { InlineForm } from "@/components/form/inline-form";
import { TextareaField } from "@/components/form/form-field";
import { FormFooter } from "@/components/form/form-footer";
import { MoneyField } from "@/components/form/money-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { notifySuccess } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { useUpdateAllocation } from "../api/update-allocation";
import { CityField } from "./city-field";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { CATEGORY_MESSAGE } from "@shared/budget-rules";
import { leftOrOverLabel } from "../lib/labels";

interface RowProps {
  allocation: BudgetAllocation;
  currency: string;
  canEdit: boolean;
  editing: boolean;
  /** Another row is being edited: one at a time. */
  editLocked: boolean;
  locations: readonly Location[];
  tripId: string;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
}

export function AllocationRow(props: RowProps) {
  const { allocation: a, currency, canEdit, editing, editLocked, onEdit, onDelete } = props;
  const t = useT();
  const f = useFormat();
  if (editing) return <AllocationEditor {...props} />;
  const percent = usagePercent(a.spentAmount, a.plannedAmount);
  const status = leftOrOverLabel(a.spentAmount, a.plannedAmount, currency, t, f);
  const logged = Number(a.loggedAmount) > 0;
  const category = t(CATEGORY_MESSAGE[a.category]);
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4" data-testid="budget-allocation">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{category}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {a.city && (
              <Badge variant="muted" className="gap-1">
                <MapPin className="size-3" aria-hidden /> {a.city}
              </Badge>
            )}
            {a.notes && <span className="break-words">{a.notes}</span>}
          </div>
        </div>
        {canEdit && a.id !== null && (
          <div className="flex shrink-0 gap-1">
            <Button variant="ghost" size="icon-sm" aria-label={t("budget.row.edit", { category })} title={t("actions.edit")} onClick={onEdit} disabled={editLocked}>
              <Pencil />
            </Button>
            <Button variant="ghost" size="icon-sm" aria-label={t("budget.row.delete", { category })} title={t("actions.delete")} onClick={onDelete}>
              <Trash2 />
            </Button>
          </div>
        )}
      </div>
      <Progress
        value={barPercent(percent)}
        aria-label={t("budget.row.spent", { category })}
        indicatorClassName={status.over ? "bg-destructive" : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <span className="tabular-nums">
          {f.money(a.spentAmount, currency)} / {f.money(a.plannedAmount, currency)}
          {percent !== null && <span className="text-muted-foreground"> · {f.percent(percent)}</span>}
        </span>
        <span className={cn("font-medium tabular-nums", status.over ? "text-destructive" : "text-success")}>{status.text}</span>
      </div>
      {logged && (
        <p className="text-xs text-muted-foreground">
          {t(a.id === null ? "budget.row.onlyLogged" : "budget.row.logged", { amount: f.money(a.loggedAmount, currency) })}{" "}
          <Link to="/expenses" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("budget.row.seeExpenses")}
          </Link>
        </p>
      )}
    </li>
  );
}

type EditValues = { city: string; plannedAmount: string; realizedAmount: string; notes: string };

function AllocationEditor({ allocation: a, currency, locations, tripId, onDone }: RowProps) {
  const update = useUpdateAllocation(tripId);
  const form = useForm<EditValues, unknown, BudgetAllocationChanges>({
    defaultValues: { city: a.city ?? "", plannedAmount: a.plannedAmount, realizedAmount: a.realizedAmount, notes: a.notes ?? "" },
    resolver: zodResolver(budgetAllocationPatchSchema) as unknown as Resolver<EditValues, unknown, BudgetAllocationChanges>,
  });
  const { isSubmitting } = form.formState;
  const t = useT();
  const category = t(CATEGORY_MESSAGE[a.category]);

  const onSubmit = async (changes: BudgetAllocationChanges) => {
    await update.mutateAsync({ id: a.id!, body: changes });
    notifySuccess(t("budget.row.updated"), t("budget.row.saved", { category }));
    onDone();
  };

  const id = (name: keyof EditValues) => `edit-${a.id}-${name}`;

  return (
    <li className="rounded-lg border border-primary/40 bg-card p-4 ring-2 ring-primary/10" data-testid="budget-allocation-editor">
      <InlineForm form={form} onSubmit={onSubmit} failure={t("budget.row.updateFailed")} className="grid gap-3" label={t("budget.row.edit", { category })}>
        <h3 className="font-semibold">{category}</h3>
        <div className="grid gap-3 sm:grid-cols-3">
          <MoneyField form={form} name="plannedAmount" id={id("plannedAmount")} label={t("budget.field.plannedShort")} currency={currency} />
          <MoneyField form={form} name="realizedAmount" id={id("realizedAmount")} label={t("budget.field.spentTyped")} currency={currency} />
          <CityField form={form} name="city" id={id("city")} label={t("budget.field.city")} locations={locations} />
        </div>
        <TextareaField form={form} name="notes" id={id("notes")} label={t("budget.field.notes")} rows={2} />
        {/* Inline, so the buttons stay side by side on a phone too. */}
        <FormFooter className="flex-row justify-end" onCancel={onDone} pending={isSubmitting} submitLabel={t("actions.save")} pendingLabel={t("actions.saving")} />
      </InlineForm>
    </li>
  );
}
