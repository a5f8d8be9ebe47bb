// Hotels tab: search form (location, check-in, check-out, guests, rooms),
// results with Save, and the trip's saved hotel quotes with Book and Delete.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { BedDouble, Search } from "lucide-react";
import { hotelSearchSchema, isEstimate, type HotelQuote, type HotelSearch } from "@shared/quotes";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSavedHotels } from "../api/get-saved-hotels";
import { useSaveHotel } from "../api/save-hotel";
import { useSearchHotels } from "../api/search-hotels";
import { HotelResultCard, SavedHotelCard } from "./hotel-cards";
import { SavedQuotes } from "./saved-quotes";
import { showSchemaErrors, showSearchFailure } from "./search-feedback";

type FormValues = { location: string; checkInDate: string; checkOutDate: string; guests: string; rooms: string };
const FIELDS = ["location", "checkInDate", "checkOutDate", "guests", "rooms"] as const;

export function HotelsTab({ tripId, canEdit, defaultDates }: { tripId: string; canEdit: boolean; defaultDates: { start: string; end: string } }) {
  const search = useSearchHotels(tripId);
  const save = useSaveHotel(tripId);
  const saved = useSavedHotels(tripId);
  const [results, setResults] = useState<{ search: HotelSearch; quotes: HotelQuote[] } | null>(null);
  const [savedIdx, setSavedIdx] = useState<Set<number>>(new Set());
  const [savingIdx, setSavingIdx] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: { location: "", checkInDate: defaultDates.start, checkOutDate: defaultDates.end, guests: "1", rooms: "1" },
  });

  const onSubmit = handleSubmit(async (v) => {
    const parsed = hotelSearchSchema.safeParse(v);
    if (!parsed.success) return showSchemaErrors(parsed.error, FIELDS, setError);
    try {
      const { quotes } = await search.mutateAsync(parsed.data);
      setResults({ search: parsed.data, quotes });
      setSavedIdx(new Set());
      notifySuccess("Hotel search complete", `Found ${quotes.length} hotel options`);
    } catch (error) {
      showSearchFailure(error, "hotels", FIELDS, setError);
    }
  });

  const onSave = async (q: HotelQuote, i: number) => {
    if (!results) return;
    setSavingIdx(i);
    try {
      const { search: s } = results;
      await save.mutateAsync({
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
      });
      setSavedIdx((prev) => new Set(prev).add(i));
      notifySuccess("Hotel saved", "The hotel quote was saved to your trip.");
    } catch (error) {
      notifyError(error, "Error", errorDescription(error, "Failed to save the hotel"));
    } finally {
      setSavingIdx(null);
    }
  };

  const field = (name: keyof FormValues, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`hotel-${name}`}>{label}</Label>
      <Input
        id={`hotel-${name}`}
        aria-invalid={!!errors[name]}
        aria-describedby={`hotel-${name}-error`}
        {...props}
        {...register(name)}
      />
      <FieldError id={`hotel-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <div className="flex min-w-0 flex-col gap-6">
      {canEdit ? (
        <Card className="p-4 sm:p-5">
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Search hotels">
            {field("location", "Location", { placeholder: "City, e.g. Lisbon, Portugal" })}
            {field("checkInDate", "Check-in date", { type: "date" })}
            {field("checkOutDate", "Check-out date", { type: "date" })}
            {field("guests", "Guests", { type: "number", min: 1, inputMode: "numeric" })}
            {field("rooms", "Rooms", { type: "number", min: 1, inputMode: "numeric" })}
            <div className="flex items-end justify-end">
              <Button type="submit" disabled={search.isPending} className="w-full sm:w-auto">
                <Search /> {search.isPending ? "Searching..." : "Search Hotels"}
              </Button>
            </div>
          </form>
        </Card>
      ) : (
        <Card className="p-4 text-sm text-muted-foreground">You can view this trip's saved quotes. Searching and booking need editor access.</Card>
      )}

      {results && (
        <section className="flex flex-col gap-3" aria-labelledby="hotel-results-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="hotel-results-heading" className="text-lg font-semibold">
              {results.quotes.length} hotel {results.quotes.length === 1 ? "option" : "options"}
            </h2>
            {results.quotes.some((q) => isEstimate(q.provider)) && (
              <p className="text-xs text-muted-foreground">Estimated by hotel class, nights and rooms; no specific property.</p>
            )}
          </div>
          {results.quotes.map((q, i) => (
            <HotelResultCard
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
        kind="hotels"
        canEdit={canEdit}
        saved={saved}
        icon={BedDouble}
        renderCard={(q, props) => <SavedHotelCard key={q.id} quote={q} {...props} />}
      />
    </div>
  );
}
