// Small pieces the quote cards share: the Estimate badge and a labelled value.
import { Calculator } from "lucide-react";
import { isEstimate } from "@shared/quotes";
import { Badge } from "@/components/ui/badge";

/** Marks quotes from the built-in estimator, so they are never mistaken for live offers. */
export function EstimateBadge({ provider }: { provider: string | null | undefined }) {
  if (!isEstimate(provider)) return null;
  return (
    <Badge variant="accent" title="Calculated from distance and hotel class, not a live offer">
      <Calculator aria-hidden /> Estimate
    </Badge>
  );
}

export function ProviderLine({ provider }: { provider: string }) {
  return (
    <p className="text-xs text-muted-foreground">
      {isEstimate(provider) ? "Roamwise estimate · not a live offer, book with any provider" : `Source: ${provider}`}
    </p>
  );
}
