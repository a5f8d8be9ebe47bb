// City choice for an allocation: "No specific city" or one of the trip's locations.
import { Controller, type FieldValues } from "react-hook-form";
import type { Location } from "@shared/itinerary";
import { fieldError, FormField, type BoundField } from "@/components/form/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useT } from "@/lib/i18n";

// Radix Select has no empty item value; this stands for "no city".
const NONE = "__none__";

export function CityField<T extends FieldValues, TOutput>({
  form,
  name,
  id,
  label,
  locations,
}: BoundField<T, TOutput> & { id: string; label: string; locations: readonly Location[] }) {
  const t = useT();
  return (
    <FormField id={id} label={label} error={fieldError({ form, name })}>
      {(aria) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field: { value, onChange } }) => {
            // A stored city whose itinerary stop is gone stays selectable, so saving keeps it.
            const names = locations.map((l) => l.name);
            if (value && !names.includes(value)) names.unshift(value);
            return (
              <Select value={value || NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)}>
                <SelectTrigger {...aria}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NONE}>{t("budget.field.noCity")}</SelectItem>
                  {names.map((n) => (
                    <SelectItem key={n} value={n}>
                      {n}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            );
          }}
        />
      )}
    </FormField>
  );
}
