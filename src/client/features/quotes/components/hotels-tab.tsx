// Hotels tab: search form (location, check-in, check-out, guests, rooms),
// results with Save, and the trip's saved hotel quotes with Book and Delete.
import { useForm, type Resolver } from "react-hook-form";
import { InlineForm } from "@/components/form/inline-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { BedDouble } from "lucide-react";
import { hotelSearchSchema, type HotelQuote, type HotelSearch } from "@shared/quotes";
import { DateRangeFields } from "@/components/form/date-range-fields";
import { InputField } from "@/components/form/form-field";
import { useSavedHotels } from "../api/get-saved-hotels";
import { useSaveHotel } from "../api/save-hotel";
import { useSearchHotels } from "../api/search-hotels";
import { HotelResultCard, SavedHotelCard } from "./hotel-cards";
import { QuoteResults, SearchButton, SearchCard, useQuoteSearch } from "./quote-search";
import { SavedQuotes } from "./saved-quotes";
import { useT } from "@/lib/i18n";

type FormValues = { location: string; checkInDate: string; checkOutDate: string; guests: string; rooms: string };

export function HotelsTab({ tripId, canEdit, defaultDates }: { tripId: string; canEdit: boolean; defaultDates: { start: string; end: string } }) {
  const search = useSearchHotels(tripId);
  const save = useSaveHotel(tripId);
  const saved = useSavedHotels(tripId);
  const t = useT();
  const form = useForm<FormValues, unknown, HotelSearch>({
    defaultValues: { location: "", checkInDate: defaultDates.start, checkOutDate: defaultDates.end, guests: "1", rooms: "1" },
    resolver: zodResolver(hotelSearchSchema) as unknown as Resolver<FormValues, unknown, HotelSearch>,
  });
  const { searchForm, results, cardProps } = useQuoteSearch<FormValues, HotelSearch, HotelQuote>({
    kind: "hotels",
    form,
    search: (s) => search.mutateAsync(s),
    save: (q, s) =>
      save.mutateAsync({
        hotelName: q.hotelName,
        location: s.location,
        checkInDate: s.checkInDate,
        checkOutDate: s.checkOutDate,
        guests: s.guests,
        rooms: s.rooms,
        roomType: q.roomType,
        price: q.price,
        pricePerNight: q.pricePerNight,
        currency: q.currency,
        rating: q.rating,
        amenities: q.amenities,
        address: q.address,
        provider: q.provider,
        metadata: { ...q, search: s },
      }),
  });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SearchCard canEdit={canEdit}>
        <InlineForm {...searchForm} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" label={t("quotes.search.hotels")}>
          <InputField form={form} name="location" id="hotel-location" label={t("quotes.hotel.location")} placeholder={t("quotes.hotel.locationPlaceholder")} />
          <DateRangeFields
            form={form}
            start={{ name: "checkInDate", id: "hotel-checkInDate", label: t("quotes.hotel.checkIn") }}
            end={{ name: "checkOutDate", id: "hotel-checkOutDate", label: t("quotes.hotel.checkOut") }}
          />
          <InputField form={form} name="guests" id="hotel-guests" label={t("quotes.hotel.guests")} type="number" min={1} inputMode="numeric" />
          <InputField form={form} name="rooms" id="hotel-rooms" label={t("quotes.hotel.rooms")} type="number" min={1} inputMode="numeric" />
          <div className="flex items-end justify-end">
            <SearchButton kind="hotels" pending={search.isPending} />
          </div>
        </InlineForm>
      </SearchCard>

      {results && (
        <QuoteResults
          kind="hotels"
          quotes={results.quotes}
          estimateNote={t("quotes.hotel.estimateNote")}
          renderCard={(q, i) => <HotelResultCard key={i} quote={q} canEdit={canEdit} {...cardProps(q, i)} />}
        />
      )}

      <SavedQuotes
        tripId={tripId}
        kind="hotels"
        canEdit={canEdit}
        saved={saved}
        icon={BedDouble}
        renderCard={(q, props) => <SavedHotelCard key={q.id} quote={q} {...props} />}
      />
    </div>
  );
}
