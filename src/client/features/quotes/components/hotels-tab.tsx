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
import { Skeleton } from "@/components/ui/skeleton";
import { errorDescription } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useBookQuote } from "../api/book-quote";
import { useDeleteQuote } from "../api/delete-quote";
import { useSavedHotels } from "../api/get-saved-hotels";
import { useSaveHotel } from "../api/save-hotel";
import { useSearchHotels } from "../api/search-hotels";
import { HotelResultCard, SavedHotelCard } from "./hotel-cards";
import { showSchemaErrors, showSearchFailure } from "./search-feedback";

type FormValues = { location: string; checkInDate: string; checkOutDate: string; guests: string; rooms: string };
const FIELDS = ["location", "checkInDate", "checkOutDate", "guests", "rooms"] as const;

export function HotelsTab({ tripId, canEdit, defaultDates }: { tripId: string; canEdit: boolean; defaultDates: { start: string; end: string } }) {
  const search = useSearchHotels(tripId);
  const save = useSaveHotel(tripId);
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

      <SavedHotels tripId={tripId} canEdit={canEdit} />
    </div>
  );
}

function SavedHotels({ tripId, canEdit }: { tripId: string; canEdit: boolean }) {
  const saved = useSavedHotels(tripId);
  const book = useBookQuote(tripId, "hotels");
  const remove = useDeleteQuote(tripId, "hotels");
  const [busyId, setBusyId] = useState<string | null>(null);

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
    <section className="flex flex-col gap-3" aria-labelledby="saved-hotels-heading">
      <h2 id="saved-hotels-heading" className="text-lg font-semibold">
        Saved hotels
      </h2>
      {saved.isPending ? (
        <Skeleton className="h-28 rounded-xl" />
      ) : saved.isError ? (
        <Card className="p-4 text-sm">Saved hotels could not be loaded.</Card>
      ) : saved.data.length === 0 ? (
        <Card className="flex items-center gap-3 p-4 text-sm text-muted-foreground">
          <BedDouble className="size-4" aria-hidden /> No saved hotels yet. Search and save the options you like.
        </Card>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {saved.data.map((q) => (
            <SavedHotelCard
              key={q.id}
              quote={q}
              canEdit={canEdit}
              busy={busyId === q.id}
              onBook={() =>
                void run(q.id, () => book.mutateAsync(q.id), () => notifySuccess("Hotel booked!", "Added to your reservations and budget."), "Failed to book the hotel")
              }
              onDelete={() => void run(q.id, () => remove.mutateAsync(q.id), () => notifySuccess("Quote deleted"), "Failed to delete the quote")}
            />
          ))}
        </div>
      )}
    </section>
  );
}
