// Apple Wallet passes (.pkpass: a zip holding pass.json) → candidates: a
// boarding pass is a flight (or a train, bus or ferry ride), an event ticket
// an event. The date may be in a field, in the pass's semantic tags or only
// in relevantDate; the IATA boarding-pass barcode fills in what fields lack.
// The semantic tags also give the gate, platform, seats, the arrival, and
// where stations and venues are, so a time written with an offset is read on
// that place's clock.
import { ARCHIVE_TOO_LARGE, ArchiveRefused, unzipWithBudget } from "../../files/archive";
import { isPassJson } from "../../files/content-type";
import {
  airportPlace,
  candidate,
  clockText,
  currencyOf,
  decimalOf,
  flightCode,
  journeyEnd,
  lenientJson,
  textOf,
  wallTime,
  wallTimeAtPlace,
  type ReadCandidate,
  type WallTime,
} from "./common";
import { type ErrorId } from "@shared/i18n/error-message";
import { Unreadable } from "./unreadable";
import { zoneAt } from "../../geo/zone";

export class UnreadablePass extends Unreadable {}

export const DAMAGED_PASS: ErrorId = "errors.imports.passDamaged";
export const NO_PASS_JSON: ErrorId = "errors.imports.passNoJson";

export async function readPkpass(data: Uint8Array): Promise<ReadCandidate[]> {
  let files: Map<string, Uint8Array>;
  try {
    // Inflated within the archive budget (files/archive.ts): a zip bomb is refused by what it produces.
    files = await unzipWithBudget(data, isPassJson);
  } catch (err) {
    throw new UnreadablePass(err instanceof ArchiveRefused && err.reason === "over-budget" ? ARCHIVE_TOO_LARGE : DAMAGED_PASS);
  }
  const name = [...files.keys()].sort((a, b) => a.length - b.length)[0];
  if (!name) throw new UnreadablePass(NO_PASS_JSON);
  const [pass] = lenientJson(new TextDecoder().decode(files.get(name)));
  if (!isObject(pass)) throw new UnreadablePass(DAMAGED_PASS);
  return await passCandidates(pass);
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

interface Field {
  key: string;
  label: string;
  value: unknown;
}

/** Every field of the pass style, front and back, in the order a person reads them. */
function fieldsOf(style: Obj): Field[] {
  const out: Field[] = [];
  for (const group of ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields", "backFields"]) {
    const list = style[group];
    if (!Array.isArray(list)) continue;
    for (const f of list) {
      if (!isObject(f)) continue;
      out.push({ key: String(f.key ?? ""), label: String(f.label ?? ""), value: f.value });
    }
  }
  return out;
}

/** The first field whose key or label matches. */
function field(fields: Field[], pattern: RegExp): Field | undefined {
  return fields.find((f) => pattern.test(f.key) || pattern.test(f.label));
}

function fieldText(fields: Field[], pattern: RegExp): string | null {
  const f = field(fields, pattern);
  return f ? textOf(f.value) : null;
}

/** A date (and maybe a time) from the first matching field that holds one. */
function fieldWhen(fields: Field[], pattern: RegExp, timeZone: string | null = null): WallTime | null {
  for (const f of fields) {
    if (!(pattern.test(f.key) || pattern.test(f.label))) continue;
    const t = wallTimeAtPlace(f.value, timeZone);
    if (t) return t;
  }
  return null;
}

function fieldClock(fields: Field[], pattern: RegExp): string | null {
  for (const f of fields) {
    if (!(pattern.test(f.key) || pattern.test(f.label))) continue;
    const t = wallTime(f.value)?.time ?? clockText(f.value);
    if (t) return t;
  }
  return null;
}

export async function passCandidates(pass: Obj): Promise<ReadCandidate[]> {
  const semantics = isObject(pass.semantics) ? pass.semantics : {};
  if (isObject(pass.boardingPass)) return [await boardingPass(pass, pass.boardingPass, semantics)];
  if (isObject(pass.eventTicket)) return [await eventTicket(pass, pass.eventTicket, semantics)];
  return [];
}

/** Apple's semantic tags name a kind of ride by the pass's transit type. */
const TRANSIT_KIND = { PKTransitTypeAir: "flight", PKTransitTypeTrain: "train", PKTransitTypeBus: "bus", PKTransitTypeBoat: "ferry" } as const;

/** A semantic location ({ latitude, longitude }) as a point, or null. */
function pointOf(value: unknown): { lat: number; lng: number } | null {
  if (!isObject(value) || typeof value.latitude !== "number" || typeof value.longitude !== "number") return null;
  return Math.abs(value.latitude) <= 90 && Math.abs(value.longitude) <= 180 ? { lat: value.latitude, lng: value.longitude } : null;
}

/** The zone at a semantic location: where an offset time is read as a wall time. */
const zoneOf = async (point: { lat: number; lng: number } | null) => (point ? zoneAt(point.lat, point.lng) : null);

/** The first of the pass's semantic seats: its section, row and number as a ticket prints them. */
function semanticSeat(semantics: Obj): { section: string | null; row: string | null; number: string | null } | null {
  const seats = Array.isArray(semantics.seats) ? semantics.seats : [];
  const seat = seats.find(isObject);
  if (!seat) return null;
  return { section: textOf(seat.seatSection), row: textOf(seat.seatRow), number: textOf(seat.seatNumber) ?? textOf(seat.seatIdentifier) };
}

const CONFIRMATION = /pnr|confirmation|booking|record|locator|reservation|reference|order/i;

async function boardingPass(pass: Obj, style: Obj, semantics: Obj): Promise<ReadCandidate> {
  const fields = fieldsOf(style);
  const barcode = bcbpOf(pass);
  const transit = String(style.transitType ?? "");
  const air = transit === "PKTransitTypeAir" || (!transit && barcode !== null);

  const originField = field(fields, /^(origin|from|depart(ure)?(airport|station)?|orig)$/i);
  const destinationField = field(fields, /^(destination|to|arriv(al)?(airport|station)?|dest)$/i);
  const originCode = textOf(semantics.departureAirportCode) ?? textOf(originField?.value) ?? barcode?.from ?? null;
  const destinationCode = textOf(semantics.destinationAirportCode) ?? textOf(destinationField?.value) ?? barcode?.to ?? null;
  const from = air ? airportPlace(originCode) : null;
  const to = air ? airportPlace(destinationCode) : null;
  // Labels on a pass's origin and destination are usually the city names.
  const place = (code: string | null, resolved: typeof from, label: string | undefined) =>
    resolved?.city ?? (label && !/^(from|to|origin|destination|depart|arrive)/i.test(label) ? label : null) ?? code;
  const fromName = (air ? null : textOf(semantics.departureStationName)) ?? place(originCode, from, originField?.label);
  const toName = (air ? null : textOf(semantics.destinationStationName)) ?? place(destinationCode, to, destinationField?.label);
  // A station or port is placed when the pass's semantics give its location.
  const fromPoint = air ? (from?.lat != null && from.lng != null ? { lat: from.lat, lng: from.lng } : null) : pointOf(semantics.departureLocation);
  const toPoint = air ? (to?.lat != null && to.lng != null ? { lat: to.lat, lng: to.lng } : null) : pointOf(semantics.destinationLocation);

  const number = air
    ? flightCode(
        textOf(semantics.airlineCode) ?? barcode?.carrier,
        textOf(semantics.flightNumber) ?? fieldText(fields, /flight/i) ?? barcode?.flight,
      )
    : fieldText(fields, /train|bus|vessel|trip|service|route/i);

  // The departure: the pass's semantics, a field, else relevantDate; the boarding time only as the last resort.
  // Dates with an offset are shown on the departure airport's clock (a pass may write them in UTC).
  const zone = from?.timeZone ?? (await zoneOf(fromPoint));
  const arrivalZone = to?.timeZone ?? (await zoneOf(toPoint));
  const arrival = wallTimeAtPlace(semantics.originalArrivalDate, arrivalZone) ?? wallTimeAtPlace(semantics.currentArrivalDate, arrivalZone);
  const semanticDate = wallTimeAtPlace(semantics.originalDepartureDate, zone) ?? wallTimeAtPlace(semantics.currentDepartureDate, zone);
  const dated = semanticDate ?? fieldWhen(fields, /depart|date|flight|travel/i, zone) ?? wallTimeAtPlace(pass.relevantDate, zone) ?? fieldWhen(fields, /board/i, zone);
  const time = semanticDate?.time ?? fieldClock(fields, /depart/i) ?? dated?.time ?? fieldClock(fields, /^(time)$/i);

  const confirmation = textOf(semantics.confirmationNumber) ?? fieldText(fields, CONFIRMATION) ?? barcode?.pnr ?? null;
  const seats = semanticSeat(semantics);
  const seat = seats?.number ?? fieldText(fields, /seat/i);
  const carriage = air ? null : (seats?.section ?? fieldText(fields, /coach|carriage|car$|wagon/i));
  const gate = textOf(semantics.departureGate) ?? fieldText(fields, /gate/i);
  const platform = air ? null : (textOf(semantics.departurePlatform) ?? fieldText(fields, /platform|track|gleis|quai|binario/i));
  const route = fromName && toName ? `${fromName} → ${toName}` : null;
  const carrier = textOf(pass.organizationName);
  return candidate({
    type: air ? "flight" : (TRANSIT_KIND[transit as keyof typeof TRANSIT_KIND] ?? "transport"),
    source: "pkpass",
    name: [number ?? carrier ?? (air ? "Flight" : "Trip"), route].filter(Boolean).join(" "),
    flightNumber: air ? number : null,
    reservationDate: dated?.date ?? null,
    reservationTime: time,
    endDate: arrival?.date ?? null,
    endTime: arrival?.time ?? null,
    from: journeyEnd(fromName, fromPoint?.lat ?? null, fromPoint?.lng ?? null, zone),
    to: journeyEnd(toName, toPoint?.lat ?? null, toPoint?.lng ?? null, arrivalZone),
    seat,
    carriage,
    platform,
    confirmationNumber: confirmation,
    address: from?.name && from.code ? `${from.name} (${from.code})` : null,
    location: from?.city ? { city: from.city, country: from.country } : null,
    description: [gate ? `gate ${gate}` : null, carrier && number ? carrier : null].filter(Boolean).join(", ") || null,
  });
}

async function eventTicket(pass: Obj, style: Obj, semantics: Obj): Promise<ReadCandidate> {
  const fields = fieldsOf(style);
  const name =
    textOf(semantics.eventName) ??
    fieldText(fields, /event|show|concert|match|exhibition|title/i) ??
    textOf(pass.description) ??
    textOf(pass.logoText) ??
    "Event";
  const venueName = isObject(semantics.venueName) ? null : textOf(semantics.venueName);
  const venue = venueName ?? fieldText(fields, /venue|location|place|where|address/i);
  // A start written with an offset (or in UTC) is read on the venue's clock when the pass places the venue.
  const zone = await zoneOf(pointOf(semantics.venueLocation));
  const start = wallTimeAtPlace(semantics.eventStartDate, zone) ?? fieldWhen(fields, /date|start|when|doors|time/i, zone) ?? wallTimeAtPlace(pass.relevantDate, zone);
  const time = start?.time ?? fieldClock(fields, /time|start|doors/i);
  const seats = semanticSeat(semantics);
  const seat = [seats?.section ?? fieldText(fields, /section|block/i), seats?.row ?? fieldText(fields, /row/i), seats?.number ?? fieldText(fields, /seat/i)].filter(Boolean).join(" / ");
  const price = fieldText(fields, /price|total/i);
  return candidate({
    type: "event",
    source: "pkpass",
    name: String(textOf(name) ?? "Event"),
    reservationDate: start?.date ?? null,
    reservationTime: time,
    confirmationNumber: fieldText(fields, CONFIRMATION) ?? fieldText(fields, /ticket/i),
    address: venue,
    cost: price ? decimalOf(price) : null,
    currency: price ? (currencyOf(/[A-Z]{3}/.exec(price)?.[0]) ?? (price.includes("€") ? "EUR" : price.includes("£") ? "GBP" : null)) : null,
    seat: seat || null,
  });
}

interface Bcbp {
  pnr: string | null;
  from: string;
  to: string;
  carrier: string;
  flight: string;
}

/**
 * The first leg of an IATA Bar Coded Boarding Pass (Resolution 792), the
 * text in nearly every airline's barcode: M1DOE/JANE  EABC123 LISFRATP 1234 …
 */
export function parseBcbp(message: string): Bcbp | null {
  if (!/^M[1-9]/.test(message) || message.length < 58) return null;
  const pnr = message.slice(23, 30).trim();
  const from = message.slice(30, 33);
  const to = message.slice(33, 36);
  const carrier = message.slice(36, 39).trim();
  const flight = message.slice(39, 44).trim().replace(/^0+(?=\d)/, "");
  if (!/^[A-Z]{3}$/.test(from) || !/^[A-Z]{3}$/.test(to) || !/^[A-Z0-9]{2,3}$/.test(carrier) || !/^\d{1,4}[A-Z]?$/.test(flight)) return null;
  return { pnr: pnr || null, from, to, carrier, flight };
}

function bcbpOf(pass: Obj): Bcbp | null {
  const barcodes = [...(Array.isArray(pass.barcodes) ? pass.barcodes : []), pass.barcode];
  for (const b of barcodes) {
    if (!isObject(b) || typeof b.message !== "string") continue;
    const parsed = parseBcbp(b.message);
    if (parsed) return parsed;
  }
  return null;
}
