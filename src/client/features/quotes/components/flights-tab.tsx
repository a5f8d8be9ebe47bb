// Flights tab: search form (origin, destination, dates, passengers, cabin),
// results with Save, and the trip's saved flight quotes with Book and Delete.
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Plane, Search } from "lucide-react";
import {
  CABIN_CLASSES,
  DEFAULT_CABIN_CLASS,
  cabinLabel,
  flightSearchSchema,
  isEstimate,
  type FlightQuote,
  type FlightSearch,
} from "@shared/quotes";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSavedFlights } from "../api/get-saved-flights";
import { useSaveFlight } from "../api/save-flight";
import { useSearchFlights } from "../api/search-flights";
import { FlightResultCard, SavedFlightCard } from "./flight-cards";
import { SavedQuotes } from "./saved-quotes";
import { showSchemaErrors, showSearchFailure } from "./search-feedback";

type FormValues = {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate: string;
  passengers: string;
  cabinClass: string;
};
const FIELDS = ["origin", "destination", "departureDate", "returnDate", "passengers", "cabinClass"] as const;

export function FlightsTab({ tripId, canEdit, defaultDates }: { tripId: string; canEdit: boolean; defaultDates: { start: string; end: string } }) {
  const search = useSearchFlights(tripId);
  const save = useSaveFlight(tripId);
  const saved = useSavedFlights(tripId);
  const [results, setResults] = useState<{ search: FlightSearch; quotes: FlightQuote[] } | null>(null);
  const [savedIdx, setSavedIdx] = useState<Set<number>>(new Set());
  const [savingIdx, setSavingIdx] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: {
      origin: "",
      destination: "",
      departureDate: defaultDates.start,
      returnDate: defaultDates.end,
      passengers: "1",
      cabinClass: DEFAULT_CABIN_CLASS,
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    const parsed = flightSearchSchema.safeParse({ ...v, returnDate: v.returnDate || null });
    if (!parsed.success) return showSchemaErrors(parsed.error, FIELDS, setError);
    try {
      const { quotes } = await search.mutateAsync(parsed.data);
      setResults({ search: parsed.data, quotes });
      setSavedIdx(new Set());
      notifySuccess("Flight search complete", `Found ${quotes.length} flight options`);
    } catch (error) {
      showSearchFailure(error, "flights", FIELDS, setError);
    }
  });

  const onSave = async (q: FlightQuote, i: number) => {
    if (!results) return;
    setSavingIdx(i);
    try {
      const { search: s } = results;
      await save.mutateAsync({
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
      });
      setSavedIdx((prev) => new Set(prev).add(i));
      notifySuccess("Flight saved", "The flight quote was saved to your trip.");
    } catch (error) {
      notifyError(error, "Error", errorDescription(error, "Failed to save the flight"));
    } finally {
      setSavingIdx(null);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {canEdit ? (
        <Card className="p-4 sm:p-5">
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Search flights">
            <div className="grid gap-1.5">
              <Label htmlFor="origin">From</Label>
              <Input id="origin" placeholder="City or airport code, e.g. JFK" aria-invalid={!!errors.origin} aria-describedby="origin-error" {...register("origin")} />
              <FieldError id="origin-error" message={errors.origin?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="destination">To</Label>
              <Input id="destination" placeholder="City or airport code, e.g. Lisbon" aria-invalid={!!errors.destination} aria-describedby="destination-error" {...register("destination")} />
              <FieldError id="destination-error" message={errors.destination?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="departureDate">Departure date</Label>
              <Input id="departureDate" type="date" aria-invalid={!!errors.departureDate} aria-describedby="departureDate-error" {...register("departureDate")} />
              <FieldError id="departureDate-error" message={errors.departureDate?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="returnDate">Return date (optional)</Label>
              <Input id="returnDate" type="date" aria-invalid={!!errors.returnDate} aria-describedby="returnDate-error" {...register("returnDate")} />
              <FieldError id="returnDate-error" message={errors.returnDate?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="passengers">Passengers</Label>
              <Input id="passengers" type="number" min={1} max={9} inputMode="numeric" aria-invalid={!!errors.passengers} aria-describedby="passengers-error" {...register("passengers")} />
              <FieldError id="passengers-error" message={errors.passengers?.message} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="cabinClass">Cabin class</Label>
              <Controller
                control={control}
                name="cabinClass"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="cabinClass" className="capitalize">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {CABIN_CLASSES.map((c) => (
                        <SelectItem key={c} value={c} className="capitalize">
                          {cabinLabel(c)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="flex justify-end sm:col-span-2 lg:col-span-3">
              <Button type="submit" disabled={search.isPending} className="w-full sm:w-auto">
                <Search /> {search.isPending ? "Searching..." : "Search Flights"}
              </Button>
            </div>
          </form>
        </Card>
      ) : (
        <Card className="p-4 text-sm text-muted-foreground">You can view this trip's saved quotes. Searching and booking need editor access.</Card>
      )}

      {results && (
        <section className="flex flex-col gap-3" aria-labelledby="flight-results-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="flight-results-heading" className="text-lg font-semibold">
              {results.quotes.length} flight {results.quotes.length === 1 ? "option" : "options"}
            </h2>
            {results.quotes.some((q) => isEstimate(q.provider)) && (
              <p className="text-xs text-muted-foreground">Estimated from great-circle distance and cabin; times in the departure airport's clock.</p>
            )}
          </div>
          {results.quotes.map((q, i) => (
            <FlightResultCard
              key={i}
              quote={q}
              canEdit={canEdit}
              saving={savingIdx === i}
              saved={savedIdx.has(i)}
              onSave={() => void onSave(q, i)}
            />
          ))}
        </section>
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
