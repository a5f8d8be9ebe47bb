// What the flight and hotel search tabs share: the search form's submission
// (the shared schema through the resolver, the product description's toasts), the results
// with one Save at a time, and the frame around the form for who may search.
import { useState, type ReactNode } from "react";
import type { FieldErrors, FieldValues, UseFormReturn } from "react-hook-form";
import { Search } from "lucide-react";
import { MISSING_FIELDS, isEstimate } from "@shared/quotes";
import { errorMessages, validationToast } from "@/components/form/form-errors";
import type { FormSubmitProps } from "@/components/form/form-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ApiError, errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { QuoteKind } from "../api/keys";
import { useT } from "@/lib/i18n";

/** Each kind's sentences: whole messages, never a noun put into a shared sentence (no language but English agrees). */
const TEXT = {
  flights: {
    one: "flight",
    done: "quotes.flightsDone",
    found: "quotes.flightsFound",
    failed: "quotes.flightsFailed",
    saved: "quotes.flightSaved",
    savedHint: "quotes.flightSavedHint",
    saveFailed: "quotes.flightSaveFailed",
    options: "quotes.flightOptions",
    button: "quotes.search.flightsButton",
  },
  hotels: {
    one: "hotel",
    done: "quotes.hotelsDone",
    found: "quotes.hotelsFound",
    failed: "quotes.hotelsFailed",
    saved: "quotes.hotelSaved",
    savedHint: "quotes.hotelSavedHint",
    saveFailed: "quotes.hotelSaveFailed",
    options: "quotes.hotelOptions",
    button: "quotes.search.hotelsButton",
  },
} as const;

export interface ResultCardProps {
  saving: boolean;
  saved: boolean;
  onSave: () => void;
}

/** A search form's submit and its results; `save` turns a result into the saved quote's body. */
export function useQuoteSearch<V extends FieldValues, S, Q>({
  kind,
  form,
  search,
  save,
}: {
  kind: QuoteKind;
  form: UseFormReturn<V, unknown, S>;
  search: (s: S) => Promise<{ quotes: Q[] }>;
  save: (quote: Q, search: S) => Promise<unknown>;
}) {
  const text = TEXT[kind];
  const t = useT();
  const [results, setResults] = useState<{ search: S; quotes: Q[] } | null>(null);
  const [savedIdx, setSavedIdx] = useState<Set<number>>(new Set());
  const [savingIdx, setSavingIdx] = useState<number | null>(null);

  const onInvalid = (errors: FieldErrors<V>) => {
    if (errorMessages(errors).includes(MISSING_FIELDS)) validationToast(MISSING_FIELDS, t("quotes.missingInfo"));
  };
  // The search form's frame (InlineForm): its submit, refusals and failure toast.
  const searchForm: FormSubmitProps<V, S> = {
    form,
    onSubmit: async (s) => {
      const { quotes } = await search(s);
      setResults({ search: s, quotes });
      setSavedIdx(new Set());
      notifySuccess(t(text.done), t(text.found, { count: quotes.length }));
    },
    onInvalid,
    failureTitle: t("quotes.searchFailed"),
    // The server's reason for a 400 (docs/product/quotes.md); anything else keeps the documented text.
    failure: (error) => (error instanceof ApiError && error.status === 400 ? errorDescription(error, t(text.failed)) : t(text.failed)),
  };

  const onSave = async (quote: Q, i: number) => {
    if (!results) return;
    setSavingIdx(i);
    try {
      await save(quote, results.search);
      setSavedIdx((prev) => new Set(prev).add(i));
      notifySuccess(t(text.saved), t(text.savedHint));
    } catch (error) {
      notifyError(error, t("common.error"), errorDescription(error, t(text.saveFailed)));
    } finally {
      setSavingIdx(null);
    }
  };

  const cardProps = (quote: Q, i: number): ResultCardProps => ({
    saving: savingIdx === i,
    saved: savedIdx.has(i),
    onSave: () => void onSave(quote, i),
  });

  return { searchForm, results, cardProps };
}

/** The search form's card for editors; viewers see why there is none. */
export function SearchCard({ canEdit, children }: { canEdit: boolean; children: ReactNode }) {
  const t = useT();
  if (!canEdit) {
    return <Card className="p-4 text-sm text-muted-foreground">{t("quotes.viewerOnly")}</Card>;
  }
  return <Card className="p-4 sm:p-5">{children}</Card>;
}

export function SearchButton({ kind, pending }: { kind: QuoteKind; pending: boolean }) {
  const t = useT();
  return (
    <Button type="submit" disabled={pending} className="w-full sm:w-auto">
      <Search /> {pending ? t("quotes.search.searching") : t(TEXT[kind].button)}
    </Button>
  );
}

export function QuoteResults<Q extends { provider: string }>({
  kind,
  quotes,
  estimateNote,
  renderCard,
}: {
  kind: QuoteKind;
  quotes: Q[];
  /** Said once above estimated results: how the estimate was made. */
  estimateNote: string;
  renderCard: (quote: Q, i: number) => ReactNode;
}) {
  const { one, options } = TEXT[kind];
  const t = useT();
  const headingId = `${one}-results-heading`;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t(options, { count: quotes.length })}
        </h2>
        {quotes.some((q) => isEstimate(q.provider)) && <p className="text-xs text-muted-foreground">{estimateNote}</p>}
      </div>
      {quotes.map((q, i) => renderCard(q, i))}
    </section>
  );
}
