// Add-allocation dialog (spec §2/§5): category, city from the trip's
// locations, planned (required) and realized amounts in steps of 0.01, notes.
// The shared schema checks the form, so its messages match the server's.
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { budgetAllocationInputSchema, type BudgetAllocationInput, type NewBudgetAllocation } from "@shared/budget";
import { BUDGET_CATEGORIES, CATEGORY_NAMES, DEFAULT_BUDGET_CATEGORY } from "@shared/budget-rules";
import { DialogForm, FormDialog, type DialogOpenProps } from "@/components/form/form-dialog";
import { TextareaField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { MoneyField } from "@/components/form/money-field";
import { notifySuccess } from "@/lib/notify";
import { useCreateAllocation } from "../api/create-allocation";
import { useCityChoices } from "../api/get-city-choices";
import { CityField } from "./city-field";

type FormValues = { category: string; city: string; plannedAmount: string; realizedAmount: string; notes: string };

const EMPTY: FormValues = { category: DEFAULT_BUDGET_CATEGORY, city: "", plannedAmount: "", realizedAmount: "", notes: "" };

export function AddAllocationDialog({ tripId, currency, open, onOpenChange }: { tripId: string; currency: string } & DialogOpenProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
      title="Add Budget Allocation"
      description="Plan an amount for a category, optionally for one city of the trip."
    >
      <AllocationForm tripId={tripId} currency={currency} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AllocationForm({ tripId, currency, onDone }: { tripId: string; currency: string; onDone: () => void }) {
  const create = useCreateAllocation(tripId);
  const cities = useCityChoices(tripId);
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
        notifySuccess("Budget allocation created", `${data.categoryName} added to the budget.`);
        onDone();
      }}
      onCancel={onDone}
      failure="Failed to create budget allocation"
      submitLabel="Add Allocation"
      pendingLabel="Adding..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name="category" id="budget-category" label="Category" options={BUDGET_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] }))} />
        <CityField form={form} name="city" id="budget-city" label="City (optional)" locations={cities.data ?? []} />
        <MoneyField form={form} name="plannedAmount" id="budget-plannedAmount" label="Planned amount" currency={currency} required placeholder="0.00" />
        <MoneyField form={form} name="realizedAmount" id="budget-realizedAmount" label="Realized amount" currency={currency} placeholder="0.00" />
      </div>
      <TextareaField form={form} name="notes" id="budget-notes" label="Notes" rows={3} placeholder="e.g. Return flights for four" />
    </DialogForm>
  );
}
