// Starting Point / Intermediate Stop / Final Destination.
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";

/** Each stop's colour with a readable colour on it (the stop's number), in both themes; the legend, the Map page's list and the dashboard's pins share it. */
export const ROLE_COLOURS = {
  start: "bg-green-700 text-white",
  stop: "bg-primary text-primary-foreground",
  end: "bg-accent text-accent-foreground",
} as const;

const ITEMS = [
  { label: "map.role.start", className: ROLE_COLOURS.start },
  { label: "map.role.stop", className: ROLE_COLOURS.stop },
  { label: "map.role.end", className: ROLE_COLOURS.end },
] as const;

export function MapLegend({ className }: { className?: string }) {
  const t = useT();
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground", className)} aria-label={t("map.legend.label")}>
      {ITEMS.map((i) => (
        <li key={i.label} className="flex items-center gap-1.5">
          <span aria-hidden className={cn("size-3 rounded-full ring-2 ring-card", i.className)} /> {t(i.label)}
        </li>
      ))}
    </ul>
  );
}
