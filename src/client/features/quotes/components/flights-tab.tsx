// Flights tab: search form (origin, destination, dates, passengers, cabin),
// results with Save, and the trip's saved flight quotes with Book and Delete.
import { useForm, type Resolver } from "react-hook-form";
import { InlineForm } from "@/components/form/inline-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plane } from "lucide-react";
import { CABIN_CLASSES, DEFAULT_CABIN_CLASS, flightSearchSchema, type FlightQuote, type FlightSearch } from "@shared/quotes";
import { DateRangeFields } from "@/components/form/date-range-fields";
import { InputField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { useSavedFlights } from "../api/get-saved-flights";
import { useSaveFlight } from "../api/save-flight";
import { useSearchFlights } from "../api/search-flights";
import { FlightResultCard, SavedFlightCard } from "./flight-cards";
import { QuoteResults, SearchButton, SearchCard, useQuoteSearch } from "./quote-search";
import { SavedQuotes } from "./saved-quotes";
import { useT } from "@/lib/i18n";
import { cabinName } from "../lib-labels";

type FormValues = {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  passengers: string;
  cabinClass: string;
};

export function FlightsTab({ tripId, canEdit, defaultDates }: { tripId: string; canEdit: boolean; defaultDates: { start: string; end: string } }) {
  const search = useSearchFlights(tripId);
  const save = useSaveFlight(tripId);
  const saved = useSavedFlights(tripId);
  const t = useT();
  const form = useForm<FormValues, unknown, FlightSearch>({
    defaultValues: {
      origin: "",
      destination: "",
      departureDate: defaultDates.start,
      returnDate: defaultDates.end,
      passengers: "1",
      cabinClass: DEFAULT_CABIN_CLASS,
    },
    // The form's strings are a valid input of the shared schema (its cabin enum is just typed wider here).
    resolver: zodResolver(flightSearchSchema) as unknown as Resolver<FormValues, unknown, FlightSearch>,
  });
  const { searchForm, results, cardProps } = useQuoteSearch<FormValues, FlightSearch, FlightQuote>({
    kind: "flights",
    form,
    search: (s) => search.mutateAsync(s),
    save: (q, s) =>
      save.mutateAsync({
        origin: s.origin,
        destination: s.destination,
        departureDate: s.departureDate,
        returnDate: s.returnDate,
        passengers: s.passengers,
        cabinClass: q.cabinClass,
        price: q.price,
        currency: q.currency,
        airline: q.airline,
        directFlight: q.directFlight,
        provider: q.provider,
        metadata: { ...q, search: s },
      }),
  });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <SearchCard canEdit={canEdit}>
        <InlineForm {...searchForm} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" label={t("quotes.search.flights")}>
          <InputField form={form} name="origin" id="origin" label={t("quotes.flight.from")} placeholder={t("quotes.flight.fromPlaceholder")} />
          <InputField form={form} name="destination" id="destination" label={t("quotes.flight.to")} placeholder={t("quotes.flight.toPlaceholder")} />
          <DateRangeFields
            form={form}
            start={{ name: "departureDate", id: "departureDate", label: t("quotes.flight.departure") }}
            end={{ name: "returnDate", id: "returnDate", label: t("quotes.flight.return") }}
          />
          <InputField form={form} name="passengers" id="passengers" label={t("quotes.flight.passengers")} type="number" min={1} max={9} inputMode="numeric" />
          <SelectField
            form={form}
            name="cabinClass"
            id="cabinClass"
            label={t("quotes.flight.cabin")}
            className="capitalize"
            options={CABIN_CLASSES.map((c) => ({ value: c, label: cabinName(c, t) }))}
          />
          <div className="flex justify-end sm:col-span-2 lg:col-span-3">
            <SearchButton kind="flights" pending={search.isPending} />
          </div>
        </InlineForm>
      </SearchCard>

      {results && (
        <QuoteResults
          kind="flights"
          quotes={results.quotes}
          estimateNote={t("quotes.flight.estimateNote")}
          renderCard={(q, i) => <FlightResultCard key={i} quote={q} canEdit={canEdit} {...cardProps(q, i)} />}
        />
      )}

      <SavedQuotes
        tripId={tripId}
        kind="flights"
        canEdit={canEdit}
        saved={saved}
        icon={Plane}
        renderCard={(q, props) => <SavedFlightCard key={q.id} quote={q} {...props} />}
      />
    </div>
  );
}
