// RFC 5545 iCalendar text for a trip's itinerary and reservations: CRLF line
// ends, lines folded at 75 octets, escaped text, all-day items as DATE values
// with an exclusive end, timed items in floating local time, UIDs that never
// change per item or reservation.
import { addDays, format, parseISO } from "date-fns";
import type { ItineraryItem } from "@shared/itinerary";
import type { Reservation } from "@shared/reservations";

const CRLF = "\r\n";

/** TEXT escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n|\r/g, "\\n");
}

/** Folds a content line into chunks of at most 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // Continuation lines start with a space, which counts toward their 75.
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const icsDate = (day: string) => day.replace(/-/g, "");
const nextDay = (day: string) => format(addDays(parseISO(day), 1), "yyyyMMdd");
const icsLocalDateTime = (day: string, time: string) => `${icsDate(day)}T${time.replace(":", "")}00`;
const icsUtc = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

export interface FeedTrip {
  id: string;
  name: string;
}

function eventLines(item: ItineraryItem, host: string): string[] {
  const start = item.startDate!;
  const lines = [
    "BEGIN:VEVENT",
    `UID:${item.id}@${host}`,
    `DTSTAMP:${icsUtc(item.updatedAt)}`,
    `LAST-MODIFIED:${icsUtc(item.updatedAt)}`,
    `CREATED:${icsUtc(item.createdAt)}`,
  ];
  if (item.allDay || !item.startTime) {
    const last = item.endDate && item.endDate > start ? item.endDate : start;
    lines.push(`DTSTART;VALUE=DATE:${icsDate(start)}`, `DTEND;VALUE=DATE:${nextDay(last)}`);
  } else {
    lines.push(`DTSTART:${icsLocalDateTime(start, item.startTime)}`);
    const endDay = item.endDate ?? start;
    if (item.endTime && `${endDay}T${item.endTime}` > `${start}T${item.startTime}`) {
      lines.push(`DTEND:${icsLocalDateTime(endDay, item.endTime)}`);
    }
  }
  lines.push(`SUMMARY:${escapeText(item.title)}`);
  if (item.description) lines.push(`DESCRIPTION:${escapeText(item.description)}`);
  if (item.location) {
    lines.push(`LOCATION:${escapeText(`${item.location.city}, ${item.location.country}`)}`);
    if (item.location.lat !== null && item.location.lng !== null) {
      lines.push(`GEO:${item.location.lat.toFixed(6)};${item.location.lng.toFixed(6)}`);
    }
  }
  lines.push("TRANSP:TRANSPARENT", "END:VEVENT");
  return lines;
}

const STATUS: Record<Reservation["status"], string> = { confirmed: "CONFIRMED", pending: "TENTATIVE", cancelled: "CANCELLED" };

/** A reservation's wording that depends on the reader's language. */
export interface ReservationLabels {
  confirmation: (number: string) => string;
}

/**
 * A reservation as an event (ADR 027): at its local time, floating like the
 * itinerary's timed items; without a time, all day over every day to its end
 * date. Place, confirmation number and status go with it; costs and notes do not.
 */
function reservationLines(r: Reservation, host: string, labels: ReservationLabels): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${r.id}@${host}`,
    `DTSTAMP:${icsUtc(r.updatedAt)}`,
    `LAST-MODIFIED:${icsUtc(r.updatedAt)}`,
    `CREATED:${icsUtc(r.createdAt)}`,
  ];
  if (r.reservationTime) {
    lines.push(`DTSTART:${icsLocalDateTime(r.reservationDate, r.reservationTime)}`);
  } else {
    const last = r.endDate && r.endDate > r.reservationDate ? r.endDate : r.reservationDate;
    lines.push(`DTSTART;VALUE=DATE:${icsDate(r.reservationDate)}`, `DTEND;VALUE=DATE:${nextDay(last)}`);
  }
  lines.push(`SUMMARY:${escapeText(r.name)}`);
  const details = [r.confirmationNumber ? labels.confirmation(r.confirmationNumber) : null, r.description].filter(Boolean);
  if (details.length > 0) lines.push(`DESCRIPTION:${escapeText(details.join("\n"))}`);
  const place = r.address || [r.location?.city, r.location?.country].filter(Boolean).join(", ");
  if (place) lines.push(`LOCATION:${escapeText(place)}`);
  lines.push(`STATUS:${STATUS[r.status]}`, "TRANSP:TRANSPARENT", "END:VEVENT");
  return lines;
}

/** The whole feed; items without a start date cannot be placed and are left out. */
export function buildCalendar(
  trip: FeedTrip,
  items: ItineraryItem[],
  host = "roamwise",
  reservations: { list: Reservation[]; labels: ReservationLabels } = { list: [], labels: { confirmation: (n) => n } },
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Roamwise//Trip Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(trip.name)}`,
    ...items.filter((i) => i.startDate).flatMap((i) => eventLines(i, host)),
    ...reservations.list.flatMap((r) => reservationLines(r, host, reservations.labels)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
