// Hotel result and saved-hotel cards (spec §2 "Price Quotes").
import { BedDouble, MapPin, Star, Users } from "lucide-react";
import { formatCalendarDate } from "@shared/dates";
import { amenitiesPreview, isEstimate, perNight, quotePrice, type HotelQuote, type SavedHotel } from "@shared/quotes";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EstimateBadge, QuoteIcon, ProviderLine, SavedQuoteActions, SaveQuoteButton } from "./quote-bits";
import type { ResultCardProps } from "./quote-search";
import type { SavedCardProps } from "./saved-quotes";

/** A model's review rating "4.5/5.0"; for an estimate the class in stars. */
function Rating({ rating, provider }: { rating: number | null; provider: string }) {
  if (rating === null) return null;
  return (
    <span className="flex items-center gap-1 text-sm text-muted-foreground">
      <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
      {isEstimate(provider) ? `${rating}-star class` : `${rating.toFixed(1)}/5.0`}
    </span>
  );
}

export function HotelResultCard({ quote, onSave, saving, saved, canEdit }: { quote: HotelQuote; canEdit: boolean } & ResultCardProps) {
  const { shown, more } = amenitiesPreview(quote.amenities);
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
              {more > 0 && <Badge variant="outline">+{more} more</Badge>}
            </div>
          )}
          <ProviderLine provider={quote.provider} />
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
        <div className="flex flex-col sm:items-end">
          <span className="text-lg font-semibold tabular-nums">{quotePrice(quote.price, quote.currency)}</span>
          <span className="text-xs text-muted-foreground tabular-nums">
            {perNight(quote.pricePerNight, quote.currency)} · {quote.nights} {quote.nights === 1 ? "night" : "nights"}
          </span>
        </div>
        <SaveQuoteButton canEdit={canEdit} saving={saving} saved={saved} onSave={onSave} />
      </div>
    </Card>
  );
}

export function SavedHotelCard({ quote, canEdit, onBook, onDelete, busy }: { quote: SavedHotel } & SavedCardProps) {
  const booked = quote.bookedReservationId !== null;
  const nightly = perNight(quote.pricePerNight, quote.currency);
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="saved-hotel">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{quote.hotelName}</span>
            <EstimateBadge provider={quote.provider} />
            {booked && <Badge variant="secondary">Booked</Badge>}
          </div>
          <Rating rating={quote.rating} provider={quote.provider} />
          <p className="flex items-center gap-1 text-sm">
            <MapPin className="size-3.5 shrink-0" aria-hidden /> {quote.location}
          </p>
          <p className="text-sm text-muted-foreground">
            Check-in {formatCalendarDate(quote.checkInDate)} · Check-out {formatCalendarDate(quote.checkOutDate)}
          </p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Users className="size-3.5" aria-hidden /> {quote.guests} {quote.guests === 1 ? "guest" : "guests"}, {quote.rooms}{" "}
            {quote.rooms === 1 ? "room" : "rooms"}
          </p>
        </div>
        <div className="flex shrink-0 flex-col sm:items-end">
          <span className="text-lg font-semibold tabular-nums">{quotePrice(quote.price, quote.currency)}</span>
          {nightly && <span className="text-xs text-muted-foreground tabular-nums">{nightly}</span>}
        </div>
      </div>
      <SavedQuoteActions canEdit={canEdit} busy={busy} booked={booked} onBook={onBook} onDelete={onDelete} deleteLabel={`Delete quote ${quote.hotelName}`} />
    </Card>
  );
}
