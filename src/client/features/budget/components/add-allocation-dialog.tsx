// Add-allocation dialog (spec §2/§5): category, city from the trip's
// locations, planned (required) and realized amounts in steps of 0.01, notes.
// The shared schema checks the form, so its messages match the server's.
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { budgetAllocationInputSchema, type BudgetAllocationInput, type NewBudgetAllocation } from "@shared/budget";
import { BUDGET_CATEGORIES, CATEGORY_NAMES, DEFAULT_BUDGET_CATEGORY } from "@shared/budget-rules";
import { currencySymbol } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateAllocation } from "../api/create-allocation";
import { useCityChoices } from "../api/get-city-choices";
import { CitySelect } from "./city-select";

type FormValues = { category: string; city: string; plannedAmount: string; realizedAmount: string; notes: string };
const FIELDS = ["category", "city", "plannedAmount", "realizedAmount", "notes"] as const;

const EMPTY: FormValues = { category: DEFAULT_BUDGET_CATEGORY, city: "", plannedAmount: "", realizedAmount: "", notes: "" };

export function AddAllocationDialog({
  tripId,
  currency,
  open,
  onOpenChange,
}: {
  tripId: string;
  currency: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Budget Allocation</DialogTitle>
          <DialogDescription>Plan an amount for a category, optionally for one city of the trip.</DialogDescription>
        </DialogHeader>
        {open && <AllocationForm tripId={tripId} currency={currency} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AllocationForm({ tripId, currency, onDone }: { tripId: string; currency: string; onDone: () => void }) {
  const create = useCreateAllocation(tripId);
  const cities = useCityChoices(tripId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, NewBudgetAllocation>({
    defaultValues: EMPTY,
    // The form's strings are a valid input of the shared schema (its enum is just typed wider here).
    resolver: zodResolver(budgetAllocationInputSchema) as unknown as Resolver<FormValues, unknown, NewBudgetAllocation>,
  });

  const onSubmit = handleSubmit(async (data) => {
    const body: BudgetAllocationInput = data;
    try {
      await create.mutateAsync(body);
      notifySuccess("Budget allocation created", `${data.categoryName} added to the budget.`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [key, message] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(key)) setError(key as (typeof FIELDS)[number], { message });
        }
      }
      notifyError(error, "Error", "Failed to create budget allocation");
    }
  });

  const aria = (name: (typeof FIELDS)[number]) => ({
    id: `budget-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `budget-${name}-error` : undefined,
  });
  const symbol = currencySymbol(currency);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor="budget-category">Category</Label>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...aria("category")}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {BUDGET_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {CATEGORY_NAMES[c]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FieldError id="budget-category-error" message={errors.category?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="budget-city">City (optional)</Label>
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CitySelect
                id="budget-city"
                value={field.value}
                onChange={field.onChange}
                locations={cities.data ?? []}
                invalid={!!errors.city}
              />
            )}
          />
          <FieldError id="budget-city-error" message={errors.city?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="budget-plannedAmount">Planned amount ({symbol}) *</Label>
          <Input {...aria("plannedAmount")} type="number" inputMode="decimal" step="0.01" min="0" placeholder="0.00" {...register("plannedAmount")} />
          <FieldError id="budget-plannedAmount-error" message={errors.plannedAmount?.message} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor="budget-realizedAmount">Realized amount ({symbol})</Label>
          <Input {...aria("realizedAmount")} type="number" inputMode="decimal" step="0.01" min="0" placeholder="0.00" {...register("realizedAmount")} />
          <FieldError id="budget-realizedAmount-error" message={errors.realizedAmount?.message} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="budget-notes">Notes</Label>
        <Textarea {...aria("notes")} rows={3} placeholder="e.g. Return flights for four" {...register("notes")} />
        <FieldError id="budget-notes-error" message={errors.notes?.message} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding..." : "Add Allocation"}
        </Button>
      </DialogFooter>
    </form>
  );
}
