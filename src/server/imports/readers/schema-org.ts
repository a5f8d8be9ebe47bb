// schema.org reservations (JSON-LD and Microdata) → candidates: one per flight
// segment, stay, table, ticket or ride. Local times are read as written, an
// airport code is resolved to its city through the bundled airport data, and
// a page without a reservation gives nothing.
import type { CandidateType, ImportSource } from "@shared/imports";
import {
  airportPlace,
  candidate,
  countryOf,
  currencyOf,
  decimalOf,
  flightCode,
  journeyEnd,
  textOf,
  uniqueCandidates,
  wallTimeAtPlace,
  type ReadCandidate,
  type WallTime,
} from "./common";
import { readHtmlData } from "./html-data";

type Node = Record<string, unknown>;

const RESERVATION_TYPES: Record<string, CandidateType> = {
  FlightReservation: "flight",
  LodgingReservation: "hotel",
  FoodEstablishmentReservation: "restaurant",
  EventReservation: "event",
  RentalCarReservation: "car_rental",
  TrainReservation: "train",
  BusReservation: "bus",
  TaxiReservation: "taxi",
  BoatReservation: "ferry",
};

/** Every reservation in the page: JSON-LD first, then Microdata not already read from it. */
export function readSchemaOrg(html: string): ReadCandidate[] {
  const data = readHtmlData(html);
  return [...fromStructuredData(data.jsonLd, "json-ld"), ...fromStructuredData(data.microdata, "microdata")].filter(
    firstOfEachBooking(),
  );
}

/** A booking marked up both ways is kept once, as JSON-LD (read first). */
function firstOfEachBooking() {
  const seen = new Set<string>();
  return (c: ReadCandidate) => {
    const key = [c.type, c.reservationDate, c.confirmationNumber ?? c.name, c.flightNumber].join("\u0001");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

export function fromStructuredData(values: unknown[], source: ImportSource): ReadCandidate[] {
  const ids = new Map<string, Node>();
  collectIds(values, ids, 0);
  const found: ReadCandidate[] = [];
  for (const node of reservationNodes(values, ids)) found.push(...toCandidates(node, ids, source));
  return priceOnce(uniqueCandidates(found));
}

/**
 * Senders repeat the booking's total on every segment's reservation; added
 * up it would count once per leg. The same price under the same confirmation
 * number stays on the first candidate only.
 */
function priceOnce(list: ReadCandidate[]): ReadCandidate[] {
  const seen = new Set<string>();
  return list.map((c) => {
    if (!c.cost || !c.confirmationNumber) return c;
    const key = [c.confirmationNumber, c.cost, c.currency].join("\u0001");
    if (!seen.has(key)) {
      seen.add(key);
      return c;
    }
    return { ...c, cost: null, currency: null };
  });
}

// ── Finding the reservations ─────────────────────────────────────────────

const MAX_DEPTH = 20;

function isNode(v: unknown): v is Node {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** schema.org type names of a node, without "http://schema.org/" or "schema:". */
function typesOf(node: Node): string[] {
  const raw = node["@type"] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^(https?:\/\/schema\.org\/|schema:)/i, "").trim());
}

function collectIds(value: unknown, ids: Map<string, Node>, depth: number) {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) for (const v of value) collectIds(v, ids, depth + 1);
  else if (isNode(value)) {
    const id = value["@id"];
    if (typeof id === "string" && Object.keys(value).length > 1 && !ids.has(id)) ids.set(id, value);
    for (const v of Object.values(value)) collectIds(v, ids, depth + 1);
  }
}

/** A reference ({"@id": …}) replaced by the node it names. */
function deref(value: unknown, ids: Map<string, Node>): unknown {
  if (isNode(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1) return ids.get(value["@id"]) ?? value;
  return value;
}

function reservationNodes(values: unknown[], ids: Map<string, Node>): Node[] {
  const out: Node[] = [];
  const seen = new Set<Node>();
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    value = deref(value, ids);
    if (Array.isArray(value)) {
      for (const v of value) walk(v, depth + 1);
      return;
    }
    if (!isNode(value) || seen.has(value)) return;
    seen.add(value);
    const types = typesOf(value);
    if (types.some((t) => t in RESERVATION_TYPES)) {
      out.push(value);
      return;
    }
    // A package, a @graph, an order or an e-mail message: look inside.
    for (const v of Object.values(value)) walk(v, depth + 1);
  };
  for (const v of values) walk(v, 0);
  return out;
}

// ── Reading a reservation ────────────────────────────────────────────────

/** The first non-empty value of the first property present (arrays: their first item). */
function prop(node: unknown, ids: Map<string, Node>, ...names: string[]): unknown {
  if (!isNode(node)) return undefined;
  for (const name of names) {
    let v = node[name];
    if (Array.isArray(v)) v = v.find((x) => x !== null && x !== "");
    v = deref(v, ids);
    if (v !== undefined && v !== null && v !== "") return v;
  }
  return undefined;
}

/** Text of a property: a string, a number, or a node's name. */
function propText(node: unknown, ids: Map<string, Node>, ...names: string[]): string | null {
  const v = prop(node, ids, ...names);
  if (isNode(v)) return textOf(v.name) ?? textOf(v["@value"]);
  return textOf(v);
}

/** The first of `names` that holds a date; with `timeZone`, a time written with an offset is shown on that zone's clock. */
function timeOf(node: unknown, ids: Map<string, Node>, ...names: string[]): WallTime | null {
  return timeAt(null, node, ids, ...names);
}

function timeAt(timeZone: string | null, node: unknown, ids: Map<string, Node>, ...names: string[]): WallTime | null {
  for (const name of names) {
    const v = prop(node, ids, name);
    const t = wallTimeAtPlace(isNode(v) ? v["@value"] : v, timeZone);
    if (t) return t;
  }
  return null;
}

interface Place {
  name: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  /** From its `geo` (GeoCoordinates), when given. */
  lat: number | null;
  lng: number | null;
}

function coordinate(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** A PostalAddress (or a plain string) as one line, with its city and country. */
function addressOf(value: unknown, ids: Map<string, Node>): Omit<Place, "name" | "lat" | "lng"> {
  value = deref(value, ids);
  if (typeof value === "string") return { address: textOf(value), city: null, country: null };
  if (!isNode(value)) return { address: null, city: null, country: null };
  const street = propText(value, ids, "streetAddress");
  const postal = propText(value, ids, "postalCode");
  const city = propText(value, ids, "addressLocality");
  const region = propText(value, ids, "addressRegion");
  const country = countryOf(propText(value, ids, "addressCountry"));
  const cityLine = [postal, city].filter(Boolean).join(" ") || null;
  const parts = [street, cityLine, region && region !== city ? region : null, country].filter(Boolean);
  return { address: parts.length ? parts.join(", ") : null, city, country };
}

function placeOf(value: unknown, ids: Map<string, Node>): Place {
  value = deref(value, ids);
  if (typeof value === "string") return { name: textOf(value), address: null, city: null, country: null, lat: null, lng: null };
  if (!isNode(value)) return { name: null, address: null, city: null, country: null, lat: null, lng: null };
  const geo = prop(value, ids, "geo");
  const name = propText(value, ids, "name");
  const own = addressOf(prop(value, ids, "address"), ids);
  // An event's place may sit one level down (Event.location → Place.address).
  const inner = own.address ? null : placeOf(prop(value, ids, "location"), ids);
  return {
    name,
    address: own.address ?? inner?.address ?? null,
    city: own.city ?? inner?.city ?? null,
    country: own.country ?? inner?.country ?? null,
    lat: coordinate(prop(geo, ids, "latitude")) ?? inner?.lat ?? null,
    lng: coordinate(prop(geo, ids, "longitude")) ?? inner?.lng ?? null,
  };
}

/** A place as a journey's end, when it has a name and coordinates. */
const endOf = (p: Place, timeZone: string | null = null) => journeyEnd(p.name, p.lat, p.lng, timeZone);

/** The seat of a reservation's ticket: its number (row and number), its section (a train's carriage). */
function seatOf(node: Node, ids: Map<string, Node>): { seat: string | null; section: string | null } {
  const ticket = prop(node, ids, "reservedTicket");
  const seat = isNode(ticket) ? prop(ticket, ids, "ticketedSeat") : undefined;
  if (!isNode(seat)) return { seat: null, section: null };
  return {
    seat: [propText(seat, ids, "seatRow"), propText(seat, ids, "seatNumber")].filter(Boolean).join(" / ") || null,
    section: propText(seat, ids, "seatSection"),
  };
}

function priceOf(node: Node, ids: Map<string, Node>): { cost: string | null; currency: string | null } {
  for (const name of ["totalPrice", "price"]) {
    const v = prop(node, ids, name);
    if (v === undefined) continue;
    if (isNode(v)) {
      const cost = decimalOf(prop(v, ids, "price", "value", "amount"));
      if (cost) return { cost, currency: currencyOf(prop(v, ids, "priceCurrency", "currency")) ?? currencyOf(prop(node, ids, "priceCurrency")) };
    } else {
      const cost = decimalOf(v);
      if (cost) return { cost, currency: currencyOf(prop(node, ids, "priceCurrency")) ?? currencyFromText(v) };
    }
  }
  const ticket = prop(node, ids, "reservedTicket");
  if (isNode(ticket) && ticket !== node) return priceOf(ticket, ids);
  return { cost: null, currency: null };
}

/** "EUR 89.00" → EUR. */
function currencyFromText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const m = /\b([A-Z]{3})\b/.exec(value);
  return m ? currencyOf(m[1]) : null;
}

const isCancelled = (node: Node, ids: Map<string, Node>) => /cancel/i.test(String(propText(node, ids, "reservationStatus") ?? ""));

function toCandidates(node: Node, ids: Map<string, Node>, source: ImportSource): ReadCandidate[] {
  if (isCancelled(node, ids)) return [];
  const kind = typesOf(node).find((t) => t in RESERVATION_TYPES)!;
  const common = {
    source,
    confirmationNumber: propText(node, ids, "reservationNumber", "reservationId", "confirmationNumber", "bookingReference"),
    ...priceOf(node, ids),
  };
  const forValue = node.reservationFor;
  // Several trips under one reservation (some senders list every segment there): one candidate each.
  const targets = (Array.isArray(forValue) ? forValue : [forValue]).map((v) => deref(v, ids));
  const out: ReadCandidate[] = [];
  for (const target of targets) {
    const c = readOne(kind, node, isNode(target) ? target : {}, ids, common);
    if (c) out.push(c);
  }
  return out;
}

type Common = Pick<ReadCandidate, "source" | "confirmationNumber" | "cost" | "currency">;

function readOne(kind: string, node: Node, target: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  switch (kind) {
    case "FlightReservation":
      return flight(node, target, ids, common);
    case "LodgingReservation":
      return lodging(node, target, ids, common);
    case "FoodEstablishmentReservation":
      return food(node, target, ids, common);
    case "EventReservation":
      return event(node, target, ids, common);
    case "RentalCarReservation":
      return rentalCar(node, target, ids, common);
    case "TaxiReservation":
      return taxi(node, target, ids, common);
    default:
      return trip(kind, node, target, ids, common);
  }
}

const located = (p: { city: string | null; country: string | null }) => (p.city || p.country ? { city: p.city, country: p.country } : null);

function flight(node: Node, f: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  const airline = prop(f, ids, "airline", "provider");
  const carrier = isNode(airline) ? propText(airline, ids, "iataCode") : null;
  const number = flightCode(carrier, propText(f, ids, "flightNumber"));
  const airport = (value: unknown) => {
    const a = deref(value, ids);
    const code = isNode(a) ? propText(a, ids, "iataCode") : typeof a === "string" ? a : null;
    const resolved = airportPlace(code);
    const own = isNode(a) ? placeOf(a, ids) : null;
    return {
      code: resolved?.code ?? null,
      name: own?.name ?? resolved?.name ?? null,
      city: own?.city ?? resolved?.city ?? null,
      country: own?.country ?? resolved?.country ?? null,
      timeZone: resolved?.timeZone ?? null,
      lat: resolved?.lat ?? null,
      lng: resolved?.lng ?? null,
    };
  };
  const endAt = (p: ReturnType<typeof airport>) =>
    journeyEnd(p.name && p.code ? `${p.name} (${p.code})` : (p.name ?? p.code), p.lat, p.lng, p.timeZone);
  const from = airport(prop(f, ids, "departureAirport"));
  const to = airport(prop(f, ids, "arrivalAirport"));
  // Each end's time on its airport's clock, whatever offset the sender wrote it with.
  const departs = timeAt(from.timeZone, f, ids, "departureTime", "departureDay") ?? timeAt(from.timeZone, node, ids, "startTime", "startDate");
  const arrives = timeAt(to.timeZone, f, ids, "arrivalTime");
  if (!departs && !number && !from.code) return null;
  const label = (p: typeof from) => p.city ?? p.code ?? p.name;
  const route = label(from) && label(to) ? `${label(from)} → ${label(to)}` : null;
  const name = [number ?? (isNode(airline) ? propText(airline, ids, "name") : null) ?? "Flight", route].filter(Boolean).join(" ");
  const end = (p: typeof from, t: WallTime | null) =>
    [p.city && p.code ? `${p.city} (${p.code})` : p.city ?? p.code ?? p.name, t?.time].filter(Boolean).join(" ");
  const terminal = propText(f, ids, "departureTerminal");
  const description = [
    from.code || to.code ? `${end(from, departs)} → ${end(to, arrives)}` : null,
    arrives && departs && arrives.date !== departs.date ? `arrives ${arrives.date}` : null,
    terminal ? `terminal ${terminal}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return candidate({
    ...common,
    type: "flight",
    name,
    flightNumber: number,
    reservationDate: departs?.date ?? null,
    reservationTime: departs?.time ?? null,
    endDate: arrives && departs && arrives.date > departs.date ? arrives.date : null,
    endTime: arrives?.time ?? null,
    from: endAt(from),
    to: endAt(to),
    seat: seatOf(node, ids).seat,
    address: from.name && from.code ? `${from.name} (${from.code})` : from.name,
    location: located(from),
    description: description || null,
  });
}

function lodging(node: Node, hotel: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  const place = placeOf(hotel, ids);
  const checkIn = timeOf(node, ids, "checkinTime", "checkinDate", "checkInTime", "checkInDate", "startDate");
  const checkOut = timeOf(node, ids, "checkoutTime", "checkoutDate", "checkOutTime", "checkOutDate", "endDate");
  if (!place.name && !checkIn) return null;
  const guests = propText(node, ids, "numAdults", "partySize");
  return candidate({
    ...common,
    type: "hotel",
    name: place.name ?? "Hotel stay",
    reservationDate: checkIn?.date ?? null,
    reservationTime: checkIn?.time ?? null,
    endDate: checkOut && checkIn && checkOut.date >= checkIn.date ? checkOut.date : null,
    address: place.address,
    location: located(place),
    description: [checkOut?.time ? `check-out by ${checkOut.time}` : null, guests ? `${guests} guests` : null].filter(Boolean).join(", ") || null,
  });
}

function food(node: Node, restaurant: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  const place = placeOf(restaurant, ids);
  const when = timeOf(node, ids, "startTime", "startDate") ?? timeOf(restaurant, ids, "startDate");
  if (!place.name && !when) return null;
  const party = propText(node, ids, "partySize");
  return candidate({
    ...common,
    type: "restaurant",
    name: place.name ?? "Table reservation",
    reservationDate: when?.date ?? null,
    reservationTime: when?.time ?? null,
    address: place.address,
    location: located(place),
    description: party ? `Table for ${party}` : null,
  });
}

function event(node: Node, ev: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  const name = propText(ev, ids, "name") ?? propText(node, ids, "name");
  const start = timeOf(ev, ids, "startDate", "startTime", "doorTime") ?? timeOf(node, ids, "startTime", "startDate");
  const end = timeOf(ev, ids, "endDate", "endTime");
  if (!name && !start) return null;
  const venue = placeOf(prop(ev, ids, "location"), ids);
  const { seat, section } = seatOf(node, ids);
  return candidate({
    ...common,
    type: "event",
    name: name ?? "Event",
    reservationDate: start?.date ?? null,
    reservationTime: start?.time ?? null,
    endDate: end && start && end.date > start.date ? end.date : null,
    address: [venue.name, venue.address].filter(Boolean).join(", ") || null,
    endTime: end?.time ?? null,
    location: located(venue),
    seat: [section, seat].filter(Boolean).join(" / ") || null,
  });
}

function rentalCar(node: Node, car: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  const pickup = timeOf(node, ids, "pickupTime", "startTime");
  const dropoff = timeOf(node, ids, "dropoffTime", "endTime");
  const from = placeOf(prop(node, ids, "pickupLocation"), ids);
  const to = placeOf(prop(node, ids, "dropoffLocation"), ids);
  const provider = propText(node, ids, "provider") ?? propText(car, ids, "rentalCompany", "brand");
  if (!pickup && !from.name) return null;
  const model = propText(car, ids, "name", "model");
  return candidate({
    ...common,
    type: "car_rental",
    name: provider ? `${provider} car rental` : "Car rental",
    reservationDate: pickup?.date ?? null,
    reservationTime: pickup?.time ?? null,
    endDate: dropoff && pickup && dropoff.date >= pickup.date ? dropoff.date : null,
    endTime: dropoff?.time ?? null,
    from: endOf(from),
    to: endOf(to),
    address: [from.name, from.address].filter(Boolean).join(", ") || null,
    location: located(from),
    description:
      [model, to.name ? `return to ${to.name}${dropoff?.time ? ` by ${dropoff.time}` : ""}` : null].filter(Boolean).join(", ") || null,
  });
}

function taxi(node: Node, _ride: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  const pickup = timeOf(node, ids, "pickupTime", "startTime");
  const from = placeOf(prop(node, ids, "pickupLocation"), ids);
  const provider = propText(node, ids, "provider") ?? propText(_ride, ids, "provider");
  if (!pickup && !from.name) return null;
  return candidate({
    ...common,
    type: "taxi",
    from: endOf(from),
    to: endOf(placeOf(prop(node, ids, "dropoffLocation"), ids)),
    name: provider ? (/taxi|cab/i.test(provider) ? provider : `${provider} taxi`) : "Taxi",
    reservationDate: pickup?.date ?? null,
    reservationTime: pickup?.time ?? null,
    address: [from.name, from.address].filter(Boolean).join(", ") || null,
    location: located(from),
    description: propText(node, ids, "partySize") ? `${propText(node, ids, "partySize")} passengers` : null,
  });
}

/** Trains, buses and boats: a numbered trip from one stop to another. */
function trip(kind: string, node: Node, t: Node, ids: Map<string, Node>, common: Common): ReadCandidate | null {
  const stop = (names: string[]) => placeOf(prop(t, ids, ...names), ids);
  const from = stop(["departureStation", "departureBusStop", "departureBoatTerminal"]);
  const to = stop(["arrivalStation", "arrivalBusStop", "arrivalBoatTerminal"]);
  const departs = timeOf(t, ids, "departureTime") ?? timeOf(node, ids, "startTime", "startDate");
  const arrives = timeOf(t, ids, "arrivalTime");
  const vehicle = [propText(t, ids, "trainName", "busName"), propText(t, ids, "trainNumber", "busNumber")].filter(Boolean).join(" ");
  if (!departs && !from.name && !vehicle) return null;
  const fallback = kind === "TrainReservation" ? "Train" : kind === "BusReservation" ? "Bus" : "Ferry";
  const route = from.name && to.name ? `${from.name} → ${to.name}` : null;
  const { seat, section } = seatOf(node, ids);
  const train = kind === "TrainReservation";
  return candidate({
    ...common,
    type: RESERVATION_TYPES[kind]!,
    name: [vehicle || fallback, route].filter(Boolean).join(" "),
    reservationDate: departs?.date ?? null,
    reservationTime: departs?.time ?? null,
    endDate: arrives && departs && arrives.date > departs.date ? arrives.date : null,
    endTime: arrives?.time ?? null,
    from: endOf(from),
    to: endOf(to),
    // A train's seat section is its carriage; elsewhere it stays part of the seat.
    seat: train ? seat : [section, seat].filter(Boolean).join(" / ") || null,
    carriage: train ? section : null,
    platform: propText(t, ids, "departurePlatform"),
    address: [from.name, from.address].filter(Boolean).join(", ") || null,
    location: located(from),
  });
}
