// Small pieces the quote cards share: the kind's icon, the Estimate badge, the source line and the buttons.
import { Calculator, Trash2, type LucideIcon } from "lucide-react";
import { isEstimate } from "@shared/quotes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/** A search result's round icon: a plane or a bed. */
export function QuoteIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

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

/** A search result's Save: "Saved" once stored, for people who may edit. */
export function SaveQuoteButton({ canEdit, saving, saved, onSave }: { canEdit: boolean; saving: boolean; saved: boolean; onSave: () => void }) {
  if (!canEdit) return null;
  return (
    <Button size="sm" variant={saved ? "outline" : "default"} onClick={onSave} disabled={saving || saved}>
      {saved ? "Saved" : saving ? "Saving..." : "Save"}
    </Button>
  );
}

/** A saved quote's Delete and Book; booking twice is not offered. */
export function SavedQuoteActions({
  canEdit,
  busy,
  booked,
  onBook,
  onDelete,
  deleteLabel,
}: {
  canEdit: boolean;
  busy: boolean;
  booked: boolean;
  onBook: () => void;
  onDelete: () => void;
  /** The Delete button's accessible name, naming the quote. */
  deleteLabel: string;
}) {
  if (!canEdit) return null;
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="outline" onClick={onDelete} disabled={busy} aria-label={deleteLabel}>
        <Trash2 /> Delete
      </Button>
      <Button size="sm" onClick={onBook} disabled={busy || booked}>
        {booked ? "Booked" : "Book"}
      </Button>
    </div>
  );
}
