// Hotel result and saved-hotel cards (docs/product/quotes.md "Price Quotes").
import { BedDouble, MapPin, Star, Users } from "lucide-react";
import { amenitiesPreview, isEstimate, type HotelQuote, type SavedHotel } from "@shared/quotes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EstimateBadge, QuoteIcon, ProviderLine, SavedQuoteActions, SaveQuoteButton } from "./quote-bits";
import type { ResultCardProps } from "./quote-search";
import type { SavedCardProps } from "./saved-quotes";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/format";
import { perNightLabel, priceLabel } from "../lib-labels";

/** A model's review rating "4.5/5.0"; for an estimate the class in stars. */
function Rating({ rating, provider }: { rating: number | null; provider: string }) {
  const t = useT();
  if (rating === null) return null;
  return (
    <span className="flex items-center gap-1 text-sm text-muted-foreground">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
      {isEstimate(provider) ? t("quotes.starClass", { rating }) : `${rating.toFixed(1)}/5.0`}
    </span>
  );
}

export function HotelResultCard({ quote, onSave, saving, saved, canEdit }: { quote: HotelQuote; canEdit: boolean } & ResultCardProps) {
  const { shown, more } = amenitiesPreview(quote.amenities);
  const t = useT();
  const f = useFormat();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:justify-between" data-testid="hotel-result">
      <div className="flex min-w-0 gap-3">
        <QuoteIcon icon={BedDouble} />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{quote.hotelName}</span>
            <EstimateBadge provider={quote.provider} />
          </div>
          <Rating rating={quote.rating} provider={quote.provider} />
          <p className="flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {quote.address}
          </p>
          <p className="text-sm">{quote.roomType}</p>
          {shown.length > 0 && (
            <div className="flex flex-wrap gap-1">
              {shown.map((a) => (
                <Badge key={a} variant="muted">
                  {a}
                </Badge>
              ))}
              {more > 0 && <Badge variant="outline">{t("quotes.moreAmenities", { count: more })}</Badge>}
            </div>
          )}
          <ProviderLine provider={quote.provider} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <div className="flex flex-col sm:items-end">
          <span className="text-lg font-semibold tabular-nums">{priceLabel(quote.price, quote.currency, f)}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {perNightLabel(quote.pricePerNight, quote.currency, t, f)} · {t("quotes.nights", { count: quote.nights })}
          </span>
        </div>
        <SaveQuoteButton canEdit={canEdit} saving={saving} saved={saved} onSave={onSave} />
      </div>
    </Card>
  );
}

export function SavedHotelCard({ quote, canEdit, onBook, onDelete, busy }: { quote: SavedHotel } & SavedCardProps) {
  const booked = quote.bookedReservationId !== null;
  const t = useT();
  const f = useFormat();
  const nightly = perNightLabel(quote.pricePerNight, quote.currency, t, f);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="saved-hotel">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{quote.hotelName}</span>
            <EstimateBadge provider={quote.provider} />
            {booked && <Badge variant="secondary">{t("quotes.booked")}</Badge>}
          </div>
          <Rating rating={quote.rating} provider={quote.provider} />
          <p className="flex items-center gap-1 text-sm">
            <MapPin className="size-3.5 shrink-0" aria-hidden /> {quote.location}
          </p>
          <p className="text-sm text-muted-foreground">
            {t("quotes.checkInOut", { checkIn: f.date(quote.checkInDate), checkOut: f.date(quote.checkOutDate) })}
          </p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Users className="size-3.5" aria-hidden /> {t("quotes.guestsRooms", { guests: quote.guests, rooms: quote.rooms })}
          </p>
        </div>
        <div className="flex shrink-0 flex-col sm:items-end">
          <span className="text-lg font-semibold tabular-nums">{priceLabel(quote.price, quote.currency, f)}</span>
          {nightly && <span className="text-xs text-muted-foreground tabular-nums">{nightly}</span>}
        </div>
      </div>
      <SavedQuoteActions canEdit={canEdit} busy={busy} booked={booked} onBook={onBook} onDelete={onDelete} deleteLabel={t("quotes.deleteHotel", { name: quote.hotelName })} />
    </Card>
  );
}
