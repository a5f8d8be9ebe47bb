// RFC 5545 iCalendar text for a trip's itinerary: CRLF line ends, lines folded
// at 75 octets, escaped text, all-day items as DATE values with an exclusive
// end, timed items in floating local time, UIDs that never change per item.
import { addDays, format, parseISO } from "date-fns";
import type { ItineraryItem } from "@shared/itinerary";

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

/** The whole feed; items without a start date cannot be placed and are left out. */
export function buildCalendar(trip: FeedTrip, items: ItineraryItem[], host = "roamwise"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Roamwise//Trip Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(trip.name)}`,
    ...items.filter((i) => i.startDate).flatMap((i) => eventLines(i, host)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
