// Flight result and saved-flight cards (docs/product/quotes.md "Price Quotes").
import { ArrowRight, Clock, Plane, Users } from "lucide-react";
import { type FlightQuote, type SavedFlight } from "@shared/quotes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EstimateBadge, QuoteIcon, ProviderLine, SavedQuoteActions, SaveQuoteButton } from "./quote-bits";
import type { ResultCardProps } from "./quote-search";
import type { SavedCardProps } from "./saved-quotes";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { cabinName, priceLabel, stopsName } from "../lib-labels";

export function FlightResultCard({ quote, onSave, saving, saved, canEdit }: { quote: FlightQuote; canEdit: boolean } & ResultCardProps) {
  const t = useT();
  const f = useFormat();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="flight-result">
      <div className="flex min-w-0 gap-3">
        <QuoteIcon icon={Plane} />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{quote.airline}</span>
            {quote.directFlight && <Badge variant="success">{t("quotes.direct")}</Badge>}
            <EstimateBadge provider={quote.provider} />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden /> {quote.duration}
            </span>
            <span className="flex items-center gap-1 tabular-nums">
              {quote.departureTime} <ArrowRight className="size-3.5" aria-label={t("quotes.to")} /> {quote.arrivalTime}
            </span>
            {quote.stops > 0 && <span>{stopsName(quote.stops, t)}</span>}
            <span className="capitalize">{cabinName(quote.cabinClass, t)}</span>
          </div>
          {quote.originAirport && quote.destinationAirport && (
            <p className="text-xs text-muted-foreground">
              {quote.originAirport} → {quote.destinationAirport}
              {quote.distanceKm !== null && t("quotes.km", { distance: f.number(quote.distanceKm) })}
            </p>
          )}
          <ProviderLine provider={quote.provider} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <span className="text-lg font-semibold tabular-nums">{priceLabel(quote.price, quote.currency, f)}</span>
        <SaveQuoteButton canEdit={canEdit} saving={saving} saved={saved} onSave={onSave} />
      </div>
    </Card>
  );
}

export function SavedFlightCard({ quote, canEdit, onBook, onDelete, busy }: { quote: SavedFlight } & SavedCardProps) {
  const booked = quote.bookedReservationId !== null;
  const t = useT();
  const f = useFormat();
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="saved-flight">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{quote.airline ?? t("quotes.unknownAirline")}</span>
            {quote.directFlight && <Badge variant="success">{t("quotes.direct")}</Badge>}
            <EstimateBadge provider={quote.provider} />
            {booked && <Badge variant="secondary">{t("quotes.booked")}</Badge>}
          </div>
          <p className="flex flex-wrap items-center gap-1 text-sm">
            {quote.origin} <ArrowRight className="size-3.5" aria-label={t("quotes.to")} /> {quote.destination}
          </p>
          <p className="text-sm text-muted-foreground">
            {quote.returnDate ? t("quotes.dates", { from: f.date(quote.departureDate), to: f.date(quote.returnDate) }) : f.date(quote.departureDate)}
          </p>
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
            <span className="flex items-center gap-1">
              <Users className="size-3.5" aria-hidden /> {t("quotes.passengers", { count: quote.passengers })}
            </span>
            <span className="capitalize">{cabinName(quote.cabinClass, t)}</span>
          </p>
        </div>
        <span className="shrink-0 text-lg font-semibold tabular-nums">{priceLabel(quote.price, quote.currency, f)}</span>
      </div>
      <SavedQuoteActions canEdit={canEdit} busy={busy} booked={booked} onBook={onBook} onDelete={onDelete} deleteLabel={t("quotes.deleteFlight", { origin: quote.origin, destination: quote.destination })} />
    </Card>
  );
}
