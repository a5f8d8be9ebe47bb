// Starting Point / Intermediate Stop / Final Destination.
import { cn } from "@/lib/utils";

const ITEMS = [
  { label: "Starting Point", className: "bg-green-600" },
  { label: "Intermediate Stop", className: "bg-primary" },
  { label: "Final Destination", className: "bg-accent" },
];

export function MapLegend({ className }: { className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground", className)} aria-label="Legend">
      {ITEMS.map((i) => (
        <li key={i.label} className="flex items-center gap-1.5">
          <span aria-hidden className={cn("size-3 rounded-full ring-2 ring-white", i.className)} /> {i.label}
        </li>
      ))}
    </ul>
  );
}
