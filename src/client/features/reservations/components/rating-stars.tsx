// The caller's own 1–5 rating (docs/product/reservations-and-imports.md): clicking a star sets it, clicking
// the current rating again clears it. Reads "n/5.0" once rated.
import { Star } from "lucide-react";
import { cn } from "@/lib/utils";
import { ratingLabel } from "../lib/display";
import { useT } from "@/lib/i18n";

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
  const t = useT();
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t("reservations.rating.group", { name })}>
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
              aria-label={current ? t("reservations.rating.clear", { n }) : t("reservations.rating.rate", { n })}
              title={current ? t("reservations.rating.clickToClear") : t("reservations.rating.rateN", { n })}
              onClick={() => onChange(current ? null : n)}
              className="rounded p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
            >
              <Star className={cn("size-4", on ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50")} aria-hidden />
            </button>
          );
        })}
      </div>
      {value !== null && (
        <span className="text-xs text-muted-foreground tabular-nums" data-testid="rating-label">
          {ratingLabel(value)}
        </span>
      )}
    </div>
  );
}
