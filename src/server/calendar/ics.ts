// The trip's days as iCalendar (RFC 5545), written with ical.js: one event per
// item of the days read model. Timed items carry their own zone when they know
// it (a flight leaves on its departure airport's clock and lands on its
// arrival's), else the trip's (TZID, with a VTIMEZONE for each zone); a stay — a city stay or a hotel — is one all-day event
// from check-in to check-out (DTEND is exclusive: the day after check-out);
// untimed items are all-day events. UIDs are the item's own id, so a re-poll
// updates instead of duplicating.
import ICAL from "ical.js";
import { addCalendarDays } from "@shared/dates";
import type { Day, DayItem } from "@shared/days";
import type { Reservation } from "@shared/reservations";

// RFC 5545 §3.1: a line is at most 75 octets, and a continuation's leading space
// counts; ical.js folds after `foldLength` octets and then adds that space.
ICAL.foldLength = 74;

export interface FeedTrip {
  name: string;
  /** The IANA zone the trip's local times are in; null: none known, times stay floating. */
  timeZone: string | null;
  /** The VTIMEZONE component as text (required by TZID) of every zone the feed names: the trip's and its items' own. */
  vtimezones: readonly string[];
}

/** The reader's wording of the few texts a feed adds. */
export interface FeedLabels {
  confirmation: (number: string) => string;
  checkIn: (time: string) => string;
}

const STATUS: Record<Reservation["status"], string> = { confirmed: "CONFIRMED", pending: "TENTATIVE", cancelled: "CANCELLED" };

/** "2027-12-09" as an iCalendar DATE. */
const dateValue = (date: string) => ICAL.Time.fromDateString(date);
/** "2027-12-09" + "20:00" as a local DATE-TIME (its zone is the property's TZID). */
const localValue = (date: string, time: string) => ICAL.Time.fromDateTimeString(`${date}T${time}:00`);

/** The item's own id: a stay's check-in is `<id>:in`, a reservation's end day `<id>:end`. */
export const ownId = (item: Pick<DayItem, "id">) => item.id.replace(/:(in|out|end)$/, "");

/** Whether the item is shown as one all-day event over its days: stays, hotels, and untimed items. */
const spansDays = (item: DayItem) => item.kind === "stay" || item.reservationType === "hotel" || !item.startTime;

function vevent(item: DayItem, date: string, trip: FeedTrip, host: string, stamp: ICAL.Time, labels: FeedLabels, booking: Reservation | undefined) {
  const ev = new ICAL.Component("vevent");
  ev.updatePropertyWithValue("uid", `${ownId(item)}@${host}`);
  ev.updatePropertyWithValue("dtstamp", stamp);
  const timed = (prop: string, day: string, time: string, zone: string | null | undefined) => {
    const p = ev.updatePropertyWithValue(prop, localValue(day, time));
    const tzid = zone ?? trip.timeZone;
    if (tzid) p.setParameter("tzid", tzid);
  };
  if (spansDays(item)) {
    ev.updatePropertyWithValue("dtstart", dateValue(date));
    ev.updatePropertyWithValue("dtend", dateValue(addCalendarDays(item.until ?? date, 1)));
  } else {
    timed("dtstart", date, item.startTime!, item.timeZone);
    const arrival = item.journey?.to;
    const endDay = item.until ?? date;
    // A journey ends on its arrival's clock; its order is told by the minutes between, not by the two wall times.
    if (arrival?.time) {
      if ((item.journey!.minutes ?? 0) > 0) timed("dtend", arrival.date, arrival.time, arrival.timeZone);
    } else if (item.endTime && `${endDay}T${item.endTime}` > `${date}T${item.startTime}`) timed("dtend", endDay, item.endTime, item.timeZone);
  }
  ev.updatePropertyWithValue("summary", item.title);
  const details = [
    spansDays(item) && item.startTime ? labels.checkIn(item.startTime) : null,
    booking?.confirmationNumber ? labels.confirmation(booking.confirmationNumber) : null,
    booking?.description ?? null,
    item.note ?? null,
  ].filter(Boolean);
  if (details.length) ev.updatePropertyWithValue("description", details.join("\n"));
  const where = item.address || (booking?.location ? [booking.location.city, booking.location.country].filter(Boolean).join(", ") : "") || item.place?.name;
  if (where) ev.updatePropertyWithValue("location", where);
  if (item.place) ev.updatePropertyWithValue("geo", [item.place.lat, item.place.lng]);
  if (booking) ev.updatePropertyWithValue("status", STATUS[booking.status]);
  ev.updatePropertyWithValue("transp", "TRANSPARENT");
  return ev;
}

/**
 * The whole feed from the days. A stay's check-out and a reservation's end day
 * belong to the event that starts earlier; they become events of their own only
 * when that start is not among the days (a stay begun before the trip's first day).
 * `bookings` adds what members see of a reservation (confirmation number, status);
 * costs and notes never go into a feed, whose link can be passed on.
 */
export function buildCalendar(trip: FeedTrip, days: readonly Day[], labels: FeedLabels, bookings: readonly Reservation[] = [], host = "roamwise", now = new Date()): string {
  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.updatePropertyWithValue("version", "2.0");
  cal.updatePropertyWithValue("prodid", "-//Roamwise//Trip Calendar//EN");
  cal.updatePropertyWithValue("calscale", "GREGORIAN");
  cal.updatePropertyWithValue("method", "PUBLISH");
  // ical.js does not know X-WR-CALNAME's type, and would leave commas and semicolons unescaped.
  const name = new ICAL.Property("x-wr-calname", cal);
  name.resetType("text");
  name.setValue(trip.name);
  cal.addProperty(name);
  if (trip.timeZone) cal.updatePropertyWithValue("x-wr-timezone", trip.timeZone);
  for (const block of trip.vtimezones) cal.addSubcomponent(new ICAL.Component(ICAL.parse(block)));

  const stamp = ICAL.Time.fromJSDate(now, true);
  const byId = new Map(bookings.map((r) => [r.id, r]));
  const starts = new Set(days.flatMap((d) => d.items.filter((i) => !/:(out|end)$/.test(i.id)).map(ownId)));
  for (const day of days) {
    for (const item of day.items) {
      const continuation = /:(out|end)$/.test(item.id);
      if (continuation && starts.has(ownId(item))) continue;
      cal.addSubcomponent(vevent(item, day.date, trip, host, stamp, labels, byId.get(ownId(item))));
    }
  }
  return cal.toString() + "\r\n";
}
