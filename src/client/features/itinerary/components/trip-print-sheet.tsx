// The trip as a document, for the browser's print (docs/product/sharing.md, ADR 028): shown only when
// printing (the print stylesheet in index.css hides the app's frame and
// controls). One section per day of the days read model with times, places,
// addresses and confirmation numbers, then the cities and the reservations —
// the same content as the server's PDF.
import type { Day } from "@shared/days";
import type { ItineraryItem } from "@shared/itinerary";
import type { Reservation } from "@shared/reservations";
import type { Trip } from "@shared/trips";
import { TYPE_META } from "@/features/reservations";
import { useFormat } from "@/lib/format";
import { useT } from "@/lib/i18n";

interface Line {
  key: string;
  time: string | null;
  title: string;
  details: string[];
}

export function TripPrintSheet({ trip, days, items, reservations }: { trip: Trip; days: readonly Day[]; items: readonly ItineraryItem[]; reservations: readonly Reservation[] }) {
  const t = useT();
  const f = useFormat();
  const bookings = new Map(reservations.map((r) => [r.id, r]));
  const place = (r: Reservation) => [r.address, r.location ? [r.location.city, r.location.country].filter(Boolean).join(", ") : null].filter((x): x is string => !!x);
  const confirmation = (r: Reservation) => (r.confirmationNumber ? [t("itinerary.print.confirmation", { number: r.confirmationNumber })] : []);
  const cities = [...new Map(items.filter((i) => i.location && i.locationId).map((i) => [i.locationId!, i.location!])).values()];

  const linesOf = (day: Day): Line[] =>
    day.items.map((i) => {
      const r = i.kind === "reservation" ? bookings.get(i.id.replace(/:end$/, "")) : undefined;
      const firstDay = !i.id.endsWith(":end");
      return {
        key: i.id,
        time: i.startTime ? `${i.startTime}${i.endTime ? `–${i.endTime}` : ""}` : null,
        title: r ? `${r.name} · ${t(TYPE_META[r.type].labelId)}` : i.stay ? `${i.title} · ${t(i.stay === "check-in" ? "itinerary.days.checkIn" : "itinerary.days.checkOut")}` : i.title,
        details: r ? [...place(r), ...(firstDay ? confirmation(r) : [])] : [i.address, i.note].filter((x): x is string => !!x),
      };
    });

  const day = (key: string, heading: string, lines: Line[]) => (
    <section key={key} className="mb-3 break-inside-avoid">
      <h3 className="border-b border-black/40 pb-0.5 text-sm font-semibold">{heading}</h3>
      <ul className="mt-1 grid gap-1">
        {lines.map((l) => (
          <li key={l.key} className="grid grid-cols-[6rem_1fr] gap-2 text-sm">
            <span className="font-medium tabular-nums">{l.time ?? t("itinerary.print.allDay")}</span>
            <span>
              <strong>{l.title}</strong>
              {l.details.map((d) => (
                <span key={d} className="block text-xs">
                  {d}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <article className="hidden text-black print:block" data-testid="trip-print-sheet">
      <h1 className="text-2xl font-bold">{trip.name}</h1>
      <p className="font-semibold">{f.dateRange(trip.startDate, trip.endDate, t("itinerary.page.datesNotSet"))}</p>
      {trip.description && <p className="mt-1 text-sm whitespace-pre-line">{trip.description}</p>}

      <h2 className="mt-5 mb-2 text-lg font-bold">{t("itinerary.print.days")}</h2>
      {days
        .filter((d) => d.items.length > 0)
        .map((d) => day(d.date, `${f.weekdayShort(new Date(`${d.date}T00:00:00Z`).getUTCDay())} ${f.date(d.date)}`, linesOf(d)))}

      <h2 className="mt-5 mb-2 text-lg font-bold">{t("itinerary.print.cities")}</h2>
      <ol className="list-decimal ps-6 text-sm">
        {cities.map((c) => (
          <li key={`${c.city}-${c.country}`}>{`${c.city}, ${c.country}`}</li>
        ))}
      </ol>

      <h2 className="mt-5 mb-2 text-lg font-bold">{t("itinerary.print.reservations")}</h2>
      <ul className="grid gap-2 text-sm">
        {reservations.map((r) => (
          <li key={r.id} className="break-inside-avoid">
            <strong>{`${r.name} · ${t(TYPE_META[r.type].labelId)}`}</strong>
            <span className="block text-xs">
              {`${f.date(r.reservationDate)}${r.reservationTime ? `, ${r.reservationTime}` : ""}${r.endDate && r.endDate !== r.reservationDate ? ` – ${f.date(r.endDate)}` : ""}`}
            </span>
            {[...place(r), ...confirmation(r)].map((d) => (
              <span key={d} className="block text-xs">
                {d}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </article>
  );
}
