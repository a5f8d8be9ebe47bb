// Saved quotes of one kind with Book and Delete (docs/product/quotes.md): the list and its
// loading, error and empty states, one card busy at a time, and the toasts.
// Booking an estimate first asks what was paid (BookEstimateDialog); a quote
// in another currency without a known rate then asks for the rate.
import { useState, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorDescription } from "@/lib/api";
import { useCurrentTrip } from "@/features/trips";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useBookQuote } from "../api/book-quote";
import { useDeleteQuote } from "../api/delete-quote";
import type { QuoteKind } from "../api/keys";
import { BookRateDialog, type RateRequest } from "./book-rate-dialog";
import { useT } from "@/lib/i18n";
import { useUser } from "@/features/auth";
import { isEstimate, type BookQuote } from "@shared/quotes";
import { BookEstimateDialog, type EstimateRequest } from "./book-estimate-dialog";

export interface SavedCardProps {
  canEdit: boolean;
  busy: boolean;
  onBook: () => void;
  onDelete: () => void;
}

const TEXT = {
  flights: {
    heading: "quotes.savedFlights",
    loadFailed: "quotes.savedFlightsFailed",
    empty: "quotes.noSavedFlights",
    booked: "quotes.flightBooked",
    bookFailed: "quotes.flightBookFailed",
  },
  hotels: {
    heading: "quotes.savedHotels",
    loadFailed: "quotes.savedHotelsFailed",
    empty: "quotes.noSavedHotels",
    booked: "quotes.hotelBooked",
    bookFailed: "quotes.hotelBookFailed",
  },
} as const;

export function SavedQuotes<Q extends { id: string; currency: string; price: string; provider: string }>({
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
  const [rateFor, setRateFor] = useState<RateRequest | null>(null);
  const [estimate, setEstimate] = useState<EstimateRequest | null>(null);
  const { currentTrip } = useCurrentTrip();
  const { data: user } = useUser();
  const text = TEXT[kind];
  const t = useT();
  const headingId = `saved-${kind}-heading`;

  const run = async (id: string, action: () => Promise<unknown>, ok: () => void, failed: string, onFailure?: (error: unknown) => boolean) => {
    setBusyId(id);
    try {
      await action();
      ok();
    } catch (error) {
      if (!onFailure?.(error)) notifyError(error, t("common.error"), errorDescription(error, failed));
    } finally {
      setBusyId(null);
    }
  };
  const booked = () => notifySuccess(t(text.booked), t("quotes.bookedHint"));
  // No reference rate for a quote in another currency (503): ask the member for the rate.
  const needsRate = (error: unknown) => error instanceof ApiError && error.status === 503 && !!currentTrip;
  const askRate = (q: Q, details: BookQuote) => (error: unknown) => {
    if (!needsRate(error)) return false;
    setRateFor({ quoteId: q.id, from: q.currency, to: currentTrip!.currency, details });
    return true;
  };
  const onBook = (q: Q) =>
    isEstimate(q.provider)
      ? setEstimate({ quoteId: q.id, price: q.price, currency: q.currency })
      : void run(q.id, () => book.mutateAsync({ id: q.id }), booked, t(text.bookFailed), askRate(q, {}));

  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t(text.heading)}
      </h2>
      {saved.isPending ? (
        <Skeleton className="h-28 rounded-xl" />
      ) : saved.isError ? (
        <Card className="p-4 text-sm">{t(text.loadFailed)}</Card>
      ) : saved.data.length === 0 ? (
        <Card className="flex items-center gap-3 p-4 text-sm text-muted-foreground">
          <Icon className="size-4" aria-hidden /> {t(text.empty)}
        </Card>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {saved.data.map((q) =>
            renderCard(q, {
              canEdit,
              busy: busyId === q.id,
              onBook: () => onBook(q),
              onDelete: () =>
                void run(q.id, () => remove.mutateAsync(q.id), () => notifySuccess(t("quotes.deleted")), t("quotes.deleteFailed")),
            }),
          )}
        </div>
      )}
      <BookEstimateDialog
        request={estimate}
        members={currentTrip?.members ?? []}
        userId={user?.id ?? ""}
        onClose={() => setEstimate(null)}
        onBook={async (id, details) => {
          try {
            await book.mutateAsync({ id, ...details });
            booked();
          } catch (error) {
            const q = saved.data?.find((x) => x.id === id);
            // No reference rate: the rate dialog takes over, keeping what was said here.
            if (!q || !askRate(q, details)(error)) throw error;
          }
        }}
      />
      <BookRateDialog
        request={rateFor}
        onClose={() => setRateFor(null)}
        onBook={async (id, rate) => {
          await book.mutateAsync({ id, ...rateFor?.details, rate });
          booked();
        }}
      />
    </section>
  );
}
