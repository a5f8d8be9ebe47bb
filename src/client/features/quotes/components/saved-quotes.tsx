// Saved quotes of one kind with Book and Delete (spec §2): the list and its
// loading, error and empty states, one card busy at a time, and the toasts.
import { useState, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useBookQuote } from "../api/book-quote";
import { useDeleteQuote } from "../api/delete-quote";
import type { QuoteKind } from "../api/keys";

export interface SavedCardProps {
  canEdit: boolean;
  busy: boolean;
  onBook: () => void;
  onDelete: () => void;
}

const NOUNS: Record<QuoteKind, { one: string; title: string }> = {
  flights: { one: "flight", title: "Flight" },
  hotels: { one: "hotel", title: "Hotel" },
};

export function SavedQuotes<Q extends { id: string }>({
  tripId,
  kind,
  canEdit,
  saved,
  icon: Icon,
  renderCard,
}: {
  tripId: string;
  kind: QuoteKind;
  canEdit: boolean;
  saved: UseQueryResult<Q[]>;
  icon: LucideIcon;
  renderCard: (quote: Q, props: SavedCardProps) => ReactNode;
}) {
  const book = useBookQuote(tripId, kind);
  const remove = useDeleteQuote(tripId, kind);
  const [busyId, setBusyId] = useState<string | null>(null);
  const noun = NOUNS[kind];
  const headingId = `saved-${kind}-heading`;

  const run = async (id: string, action: () => Promise<unknown>, ok: () => void, failed: string) => {
    setBusyId(id);
    try {
      await action();
      ok();
    } catch (error) {
      notifyError(error, "Error", errorDescription(error, failed));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        Saved {kind}
      </h2>
      {saved.isPending ? (
        <Skeleton className="h-28 rounded-xl" />
      ) : saved.isError ? (
        <Card className="p-4 text-sm">Saved {kind} could not be loaded.</Card>
      ) : saved.data.length === 0 ? (
        <Card className="flex items-center gap-3 p-4 text-sm text-muted-foreground">
          <Icon className="size-4" aria-hidden /> No saved {kind} yet. Search and save the options you like.
        </Card>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {saved.data.map((q) =>
            renderCard(q, {
              canEdit,
              busy: busyId === q.id,
              onBook: () =>
                void run(
                  q.id,
                  () => book.mutateAsync(q.id),
                  () => notifySuccess(`${noun.title} booked!`, "Added to your reservations and budget."),
                  `Failed to book the ${noun.one}`,
                ),
              onDelete: () =>
                void run(q.id, () => remove.mutateAsync(q.id), () => notifySuccess("Quote deleted"), "Failed to delete the quote"),
            }),
          )}
        </div>
      )}
    </section>
  );
}
