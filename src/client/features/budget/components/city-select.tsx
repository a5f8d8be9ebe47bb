// City choice for an allocation: "No specific city" or one of the trip's locations.
import type { Location } from "@shared/itinerary";
import type { ControlProps } from "@/components/form/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

// Radix Select has no empty item value; this stands for "no city".
const NONE = "__none__";

export function CitySelect({
  value,
  onChange,
  locations,
  ...trigger
}: {
  value: string;
  onChange: (city: string) => void;
  locations: readonly Location[];
} & ControlProps) {
  // A stored city whose itinerary stop is gone stays selectable, so saving keeps it.
  const names = locations.map((l) => l.name);
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <Select value={value || NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)}>
      <SelectTrigger {...trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>No specific city</SelectItem>
        {names.map((name) => (
          <SelectItem key={name} value={name}>
            {name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
