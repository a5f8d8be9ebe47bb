// Starting Point / Intermediate Stop / Final Destination.
import { cn } from "@/lib/utils";
import { useT } from "@/lib/i18n";

const ITEMS = [
  { label: "map.role.start", className: "bg-green-600" },
  { label: "map.role.stop", className: "bg-primary" },
  { label: "map.role.end", className: "bg-accent" },
] as const;

export function MapLegend({ className }: { className?: string }) {
  const t = useT();
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground", className)} aria-label={t("map.legend.label")}>
      {ITEMS.map((i) => (
        <li key={i.label} className="flex items-center gap-1.5">
          <span aria-hidden className={cn("size-3 rounded-full ring-2 ring-white", i.className)} /> {t(i.label)}
        </li>
      ))}
    </ul>
  );
}
