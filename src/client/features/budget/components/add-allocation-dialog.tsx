// Add-allocation dialog (docs/product/budget-and-expenses.md): category, city from the trip's
// locations, planned (required) and realized amounts in steps of 0.01, notes.
// The shared schema checks the form, so its messages match the server's.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { budgetAllocationInputSchema, type BudgetAllocationInput, type NewBudgetAllocation } from "@shared/budget";
import { BUDGET_CATEGORIES, DEFAULT_BUDGET_CATEGORY } from "@shared/budget-rules";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { TextareaField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { MoneyField } from "@/components/form/money-field";
import { notifySuccess } from "@/lib/notify";
import { useCreateAllocation } from "../api/create-allocation";
import { useCityChoices } from "../api/get-city-choices";
import { CityField } from "./city-field";
import { useT } from "@/lib/i18n";
import { CATEGORY_MESSAGE } from "@shared/budget-rules";

type FormValues = { category: string; city: string; plannedAmount: string; realizedAmount: string; notes: string };

const EMPTY: FormValues = { category: DEFAULT_BUDGET_CATEGORY, city: "", plannedAmount: "", realizedAmount: "", notes: "" };

export function AddAllocationDialog({ tripId, currency, open, onOpenChange }: { tripId: string; currency: string } & DialogOpenProps) {
  const t = useT();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      title={t("budget.add.title")}
      description={t("budget.add.description")}
    >
      <AllocationForm tripId={tripId} currency={currency} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AllocationForm({ tripId, currency, onDone }: { tripId: string; currency: string; onDone: () => void }) {
  const create = useCreateAllocation(tripId);
  const cities = useCityChoices(tripId);
  const t = useT();
  const form = useForm<FormValues, unknown, NewBudgetAllocation>({
    defaultValues: EMPTY,
    // The form's strings are a valid input of the shared schema (its enum is just typed wider here).
    resolver: zodResolver(budgetAllocationInputSchema) as unknown as Resolver<FormValues, unknown, NewBudgetAllocation>,
  });

  return (
    <DialogForm
      form={form}
      onSubmit={async (data) => {
        const body: BudgetAllocationInput = data;
        await create.mutateAsync(body);
        notifySuccess(t("budget.add.created"), t("budget.add.createdHint", { category: t(CATEGORY_MESSAGE[data.category]) }));
        onDone();
      }}
      onCancel={onDone}
      failure={t("budget.add.failed")}
      submitLabel={t("budget.add.submit")}
      pendingLabel={t("budget.add.adding")}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="category" id="budget-category" label={t("budget.field.category")} options={BUDGET_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_MESSAGE[c]) }))} />
        <CityField form={form} name="city" id="budget-city" label={t("budget.field.cityOptional")} locations={cities.data ?? []} />
        <MoneyField form={form} name="plannedAmount" id="budget-plannedAmount" label={t("budget.field.planned")} currency={currency} required placeholder="0.00" />
        <MoneyField form={form} name="realizedAmount" id="budget-realizedAmount" label={t("budget.field.realized")} currency={currency} placeholder="0.00" />
      </div>
      <TextareaField form={form} name="notes" id="budget-notes" label={t("budget.field.notes")} rows={3} placeholder={t("budget.field.notesPlaceholder")} />
    </DialogForm>
  );
}
