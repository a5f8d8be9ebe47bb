// What a list or card shows while its query loads: grey bars in a busy region
// named for what is loading, so screen readers hear it and tests can wait on it.
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

export function LoadingBars({
  label,
  bars,
  count = 3,
  className,
  testId,
}: {
  /** "Loading budget": the busy region's accessible name. */
  label: string;
  /** One class for every bar (`count` of them), or one class per bar. */
  bars: string | readonly string[];
  count?: number;
  /** The layout of the bars (gap, columns). */
  className?: string;
  testId?: string;
}) {
  const classes = typeof bars === "string" ? Array.from({ length: count }, () => bars) : bars;
  return (
    <div className={cn("grid", className)} aria-busy="true" aria-label={label}>
      {classes.map((c, i) => (
        <Skeleton key={i} className={c} data-testid={testId} />
      ))}
    </div>
  );
}
