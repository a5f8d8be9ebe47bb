// The list's filters: by member (who paid, shares or received), category and currency.
import { X } from "lucide-react";
import { BUDGET_CATEGORIES, CATEGORY_MESSAGE } from "@shared/budget-rules";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useT } from "@/lib/i18n";
import { ALL, isFiltered, NO_FILTERS, type ExpenseFilters } from "../lib/filters";
import type { People } from "../lib/people";

export function ExpenseFiltersBar({
  filters,
  onChange,
  memberIds,
  currencies,
  people,
}: {
  filters: ExpenseFilters;
  onChange: (filters: ExpenseFilters) => void;
  /** Everyone named in the list. */
  memberIds: readonly string[];
  currencies: readonly string[];
  people: People;
}) {
  const t = useT();
  const choice = (label: string, value: string, set: (v: string) => void, options: { value: string; label: string }[]) => (
    <Select value={value} onValueChange={set}>
      <SelectTrigger aria-label={label} className="h-9 w-full min-w-0 sm:w-auto sm:min-w-40">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center" role="group" aria-label={t("expenses.filter.label")}>
      <div className="col-span-2 sm:col-span-1">
        {choice(t("expenses.filter.member"), filters.member, (member) => onChange({ ...filters, member }), [
          { value: ALL, label: t("expenses.filter.allMembers") },
          ...memberIds.map((id) => ({ value: id, label: people.name(id) })),
        ])}
      </div>
      {choice(t("expenses.filter.category"), filters.category, (category) => onChange({ ...filters, category: category as ExpenseFilters["category"] }), [
        { value: ALL, label: t("expenses.filter.allCategories") },
        ...BUDGET_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_MESSAGE[c]) })),
      ])}
      {choice(t("expenses.filter.currency"), filters.currency, (currency) => onChange({ ...filters, currency }), [
        { value: ALL, label: t("expenses.filter.allCurrencies") },
        ...currencies.map((c) => ({ value: c, label: c })),
      ])}
      {isFiltered(filters) && (
        <Button variant="ghost" size="sm" className="col-span-2 justify-self-start" onClick={() => onChange(NO_FILTERS)}>
          <X /> {t("expenses.filter.clear")}
        </Button>
      )}
    </div>
  );
}
