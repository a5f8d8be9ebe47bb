// "Already in this trip" (docs/product/reservations-and-imports.md): a candidate repeats a reservation when
// its confirmation number, kind and date are the same (a generic transport is
// the same booking as a train, bus or ferry; an attraction as an event, tour or activity) — for flights also its
// flight number, so the legs of one booking are never each other's duplicate.
// A reservation has no flight-number field: the number is looked for in its
// name, description and notes (imported flights are named "TP1234 …").
import { sameBookingKind, type ReservationType } from "@shared/reservation-rules";

export interface ExistingReservation {
  id: string;
  type: ReservationType;
  reservationDate: string;
  confirmationNumber: string | null;
  name: string;
  description: string | null;
  notes: string | null;
}

export interface DuplicateProbe {
  type: ReservationType;
  reservationDate: string | null;
  confirmationNumber: string | null;
  flightNumber: string | null;
}

/** "k7qx 2m" and "K7QX2M" are the same reference. */
const reference = (v: string) => v.replace(/[\s-]+/g, "").toUpperCase();

/** Flight codes written in a text: "TP1234", "TP 1234", "U2 0812" (→ U2812); the airline's two characters in capitals. */
export function flightCodesIn(text: string): Set<string> {
  const codes = new Set<string>();
  for (const m of text.matchAll(/\b([A-Z\d]{2})\s?(\d{1,4}[A-Z]?)\b/g)) {
    if (!/[A-Z]/.test(m[1]!)) continue;
    codes.add(`${m[1]}${m[2]!.replace(/^0+(?=\d)/, "")}`);
  }
  return codes;
}

const normalFlight = (code: string) => {
  const m = /^([A-Z\d]{2})(\d{1,4}[A-Z]?)$/.exec(code.replace(/\s+/g, "").toUpperCase());
  return m ? `${m[1]}${m[2]!.replace(/^0+(?=\d)/, "")}` : code.toUpperCase();
};

/** The id of the reservation `probe` repeats, or null. */
export function duplicateOf(probe: DuplicateProbe, existing: readonly ExistingReservation[]): string | null {
  if (!probe.confirmationNumber || !probe.reservationDate) return null;
  const ref = reference(probe.confirmationNumber);
  for (const r of existing) {
    if (!sameBookingKind(r.type, probe.type) || r.reservationDate !== probe.reservationDate) continue;
    if (!r.confirmationNumber || reference(r.confirmationNumber) !== ref) continue;
    if (probe.type === "flight" && probe.flightNumber) {
      const codes = flightCodesIn([r.name, r.description ?? "", r.notes ?? ""].join(" "));
      if (!codes.has(normalFlight(probe.flightNumber))) continue;
    }
    return r.id;
  }
  return null;
}
