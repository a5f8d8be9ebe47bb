// Calendar files (.ics) → one candidate per event: an event ticket or any
// booking a sender offers "add to calendar" for. Times are read as written
// (the TZID's wall time, never converted); an all-day event has no time, and
// its DTEND (the day after) is not a day of the event.
import ICAL from "ical.js";
import { candidate, textOf, type ReadCandidate } from "./common";
import { type ErrorId } from "@shared/i18n/error-message";
import { Unreadable } from "./unreadable";

export class UnreadableCalendar extends Unreadable {}
export const DAMAGED_CALENDAR: ErrorId = "errors.imports.calendarDamaged";

const MAX_EVENTS = 50;

export function readIcs(text: string): ReadCandidate[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(unfoldSloppy(text)));
  } catch {
    throw new UnreadableCalendar(DAMAGED_CALENDAR);
  }
  // A cancellation notice (METHOD:CANCEL) books nothing.
  if (String(root.getFirstPropertyValue("method") ?? "").toUpperCase() === "CANCEL") return [];
  const out: ReadCandidate[] = [];
  const events = root.name === "vevent" ? [root] : root.getAllSubcomponents("vevent");
  for (const vevent of events.slice(0, MAX_EVENTS)) {
    if (String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED") continue;
    const start = vevent.getFirstPropertyValue("dtstart");
    if (!(start instanceof ICAL.Time)) continue;
    const end = vevent.getFirstPropertyValue("dtend");
    const startDate = dayOf(start);
    let endDate: string | null = null;
    if (end instanceof ICAL.Time) {
      // DTEND of an all-day event is exclusive: 3–5 May ends "6 May".
      const last = start.isDate ? dayBefore(end) : end;
      const d = dayOf(last);
      if (d > startDate) endDate = d;
    }
    const summary = textOf(vevent.getFirstPropertyValue("summary"), 200);
    const location = textOf(vevent.getFirstPropertyValue("location"));
    out.push(
      candidate({
        type: "attraction",
        source: "ics",
        name: summary ?? location ?? "Event",
        reservationDate: startDate,
        reservationTime: start.isDate ? null : `${pad(start.hour)}:${pad(start.minute)}`,
        endDate,
        address: location,
        description: textOf(vevent.getFirstPropertyValue("description"), 1000),
      }),
    );
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, "0");
const dayOf = (t: ICAL.Time) => `${String(t.year).padStart(4, "0")}-${pad(t.month)}-${pad(t.day)}`;

function dayBefore(t: ICAL.Time): ICAL.Time {
  const copy = t.clone();
  copy.isDate = true;
  copy.adjust(-1, 0, 0, 0);
  return copy;
}

/** Bare LF line ends and a missing final END:VCALENDAR, both common in exported files. */
function unfoldSloppy(text: string): string {
  let t = text.replace(/^\uFEFF/, "").replace(/\r?\n/g, "\r\n").trim();
  const opened = (t.match(/^BEGIN:VCALENDAR/gim) ?? []).length;
  const closed = (t.match(/^END:VCALENDAR/gim) ?? []).length;
  if (opened > closed) t += "\r\nEND:VCALENDAR";
  return t + "\r\n";
}
