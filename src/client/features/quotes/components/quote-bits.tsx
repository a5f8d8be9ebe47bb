// Small pieces the quote cards share: the kind's icon, the Estimate badge, the source line and the buttons.
import { Calculator, Trash2, type LucideIcon } from "lucide-react";
import { isEstimate } from "@shared/quotes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

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
  const t = useT();
  if (!isEstimate(provider)) return null;
  return (
    <Badge variant="accent" title={t("quotes.estimateTitle")}>
      <Calculator aria-hidden /> {t("quotes.estimate")}
    </Badge>
  );
}

export function ProviderLine({ provider }: { provider: string }) {
  const t = useT();
  return (
    <p className="text-xs text-muted-foreground">
      {isEstimate(provider) ? t("quotes.estimateLine") : t("quotes.source", { provider })}
    </p>
  );
}

/** A search result's Save: "Saved" once stored, for people who may edit. */
export function SaveQuoteButton({ canEdit, saving, saved, onSave }: { canEdit: boolean; saving: boolean; saved: boolean; onSave: () => void }) {
  const t = useT();
  if (!canEdit) return null;
  return (
    <Button size="sm" variant={saved ? "outline" : "default"} onClick={onSave} disabled={saving || saved}>
      {saved ? t("quotes.saved") : saving ? t("quotes.saving") : t("quotes.save")}
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
  const t = useT();
  if (!canEdit) return null;
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="outline" onClick={onDelete} disabled={busy} aria-label={deleteLabel}>
        <Trash2 /> {t("actions.delete")}
      </Button>
      <Button size="sm" onClick={onBook} disabled={busy || booked}>
        {booked ? t("quotes.booked") : t("quotes.book")}
      </Button>
    </div>
  );
}
