// City choice for an allocation: "No specific city" or one of the trip's locations.
import type { Location } from "@shared/itinerary";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

// Radix Select has no empty item value; this stands for "no city".
const NONE = "__none__";

export function CitySelect({
  id,
  value,
  onChange,
  locations,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (city: string) => void;
  locations: readonly Location[];
  invalid?: boolean;
}) {
  // A stored city whose itinerary stop is gone stays selectable, so saving keeps it.
  const names = locations.map((l) => l.name);
  if (value && !names.includes(value)) names.unshift(value);
  return (
    <Select value={value || NONE} onValueChange={(v) => onChange(v === NONE ? "" : v)}>
      <SelectTrigger id={id} aria-invalid={invalid || undefined}>
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
