// The caller's own 1–5 rating (spec §4): clicking a star sets it, clicking
// the current rating again clears it. Reads "n/5.0".
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";
import { ratingLabel } from "../lib/display";

export function RatingStars({
  value,
  onChange,
  disabled,
  name,
}: {
  value: number | null;
  onChange: (rating: number | null) => void;
  disabled?: boolean;
  /** What is rated, for screen readers. */
  name: string;
}) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label={`Your rating of ${name}`}>
      <div className="flex items-center">
        {[1, 2, 3, 4, 5].map((n) => {
          const on = value !== null && n <= value;
          const current = value === n;
          return (
            <button
              key={n}
              type="button"
              disabled={disabled}
              aria-pressed={current}
              aria-label={current ? `Clear your rating (${n} of 5)` : `Rate ${n} of 5`}
              title={current ? "Click again to clear" : `Rate ${n}`}
              onClick={() => onChange(current ? null : n)}
              className="rounded p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
            >
              <Star className={cn("size-4", on ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50")} aria-hidden />
            </button>
          );
        })}
      </div>
      <span className="text-xs text-muted-foreground tabular-nums" data-testid="rating-label">
        {ratingLabel(value)}
      </span>
    </div>
  );
}
