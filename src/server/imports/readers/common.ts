// What every reader shares: the candidate a reader returns, local wall times
// read from ISO-like text without ever going through a Date (an offset never
// shifts 07:35), lenient JSON for sloppy senders, prices and places.
import type { ImportCandidate } from "@shared/imports";
import { isCalendarDate } from "@shared/dates";
import { isCurrencyCode } from "@shared/currency-codes";
import { airportZone, findAirport } from "../../geo/airports";
import { wallTimeAt } from "@shared/zones";
import { countryCode, countryName } from "../../geo/cities";

/** A candidate as a reader finds it; the import service adds the upload and the duplicate check. */
export type ReadCandidate = Omit<ImportCandidate, "duplicateOf" | "uploadId" | "outsideTrip">;

export interface WallTime {
  date: string;
  /** HH:mm, or null when the source gave only a day. */
  time: string | null;
}

// 2026-12-03, 2026-12-03T07:35, 2026-12-03 07:35:00.000+01:00, …Z, …+0:00, …+0100, 20261203T073500.
const ISO_LIKE =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T\s]+(\d{1,2}):?(\d{2})(?::?(\d{2})(?:[.,]\d+)?)?)?\s*(Z|UTC|GMT|[+-]\d{1,2}(?::?\d{2})?)?$/i;

/** The calendar day and wall-clock time exactly as written; null for anything that is not one. */
export function wallTime(value: unknown): WallTime | null {
  if (typeof value !== "string") return null;
  const m = ISO_LIKE.exec(value.trim());
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  if (!isCalendarDate(date)) return null;
  if (m[4] === undefined) return { date, time: null };
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  if (hour > 23 || minute > 59) return { date, time: null };
  return { date, time: `${String(hour).padStart(2, "0")}:${m[5]}` };
}

/**
 * The wall time at a place whose zone is known: a time written with an offset
 * (or in UTC) names an instant, shown on the place's clock, so a boarding pass
 * dated "15:05Z" for New York departs at 10:05. Without an offset, or without
 * a zone, the time as written.
 */
export function wallTimeAtPlace(value: unknown, timeZone: string | null): WallTime | null {
  const written = wallTime(value);
  if (!written?.time || !timeZone || typeof value !== "string") return written;
  const offset = ISO_LIKE.exec(value.trim())![7];
  if (!offset) return written;
  const o = /^([+-])(\d{1,2}):?(\d{2})?$/.exec(offset);
  const minutes = o ? (o[1] === "-" ? -1 : 1) * (Number(o[2]) * 60 + Number(o[3] ?? 0)) : 0;
  const [h, m] = written.time.split(":").map(Number) as [number, number];
  const instant = new Date(Date.parse(`${written.date}T00:00:00Z`) + (h * 60 + m - minutes) * 60_000);
  const local = wallTimeAt(instant, timeZone);
  return { date: local.date, time: local.time };
}

/** "HH:mm" from a bare time ("7:35", "07:35", "19.05", "7:35 PM"), or null. */
export function clockText(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const m = /^\s*(\d{1,2})[:.h](\d{2})(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?\s*$/i.exec(value);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toLowerCase().replace(/\./g, "");
  if (half === "pm" && hour < 12) hour += 12;
  if (half === "am" && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * Every JSON value in `text`, read leniently: comments, CDATA and HTML
 * comment wrappers, trailing commas and raw line breaks inside strings are
 * forgiven, and several values one after another are each returned.
 */
export function lenientJson(text: string): unknown[] {
  const cleaned = cleanJson(text);
  try {
    return [JSON.parse(cleaned)];
  } catch {
    // Several objects in a row ({…}{…} or {…},{…}): each balanced one on its own.
    const values: unknown[] = [];
    for (const chunk of balancedChunks(cleaned)) {
      try {
        values.push(JSON.parse(chunk));
      } catch {
        // A broken piece is skipped; the others may still hold a booking.
      }
    }
    return values;
  }
}

function cleanJson(text: string): string {
  const src = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<!--/, "")
    .replace(/-->\s*$/, "")
    .replace(/^\s*(\/\/\s*)?<!\[CDATA\[/, "")
    .replace(/(\/\/\s*)?\]\]>\s*$/, "");
  let out = "";
  let inString = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (inString) {
      if (c === "\\") {
        out += c + (src[i + 1] ?? "");
        i++;
      } else if (c === '"') {
        inString = false;
        out += c;
      } else if (c === "\n") out += "\\n";
      else if (c === "\r") out += "\\r";
      else if (c === "\t") out += "\\t";
      else out += c;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
    } else if (c === "/" && src[i + 1] === "/") {
      while (i < src.length && src[i] !== "\n") i++;
    } else if (c === "/" && src[i + 1] === "*") {
      const end = src.indexOf("*/", i + 2);
      i = end < 0 ? src.length : end + 1;
    } else if (c === ",") {
      // A trailing comma: the next non-space character closes the object or array.
      let j = i + 1;
      while (j < src.length && /\s/.test(src[j]!)) j++;
      if (src[j] !== "}" && src[j] !== "]") out += c;
    } else out += c;
  }
  return out;
}

function balancedChunks(text: string): string[] {
  const chunks: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{" || c === "[") {
      if (depth === 0) start = i;
      depth++;
    } else if ((c === "}" || c === "]") && depth > 0) {
      depth--;
      if (depth === 0 && start >= 0) chunks.push(text.slice(start, i + 1));
    }
  }
  return chunks;
}

/** A decimal string from a price as senders write it (123.4, "123.40", "1,234.50", "EUR 89"); null when none. */
export function decimalOf(value: unknown): string | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? trimDecimal(String(value)) : null;
  if (typeof value !== "string") return null;
  let v = value.replace(/[^\d.,]/g, "");
  if (!v) return null;
  // "1.234,50" and "1,234.50": the last separator with one to three digits after it is the decimal point.
  const lastSep = Math.max(v.lastIndexOf("."), v.lastIndexOf(","));
  if (lastSep >= 0 && v.length - lastSep - 1 <= 2) {
    v = v.slice(0, lastSep).replace(/[.,]/g, "") + "." + v.slice(lastSep + 1);
  } else {
    v = v.replace(/[.,]/g, "");
  }
  return /^\d{1,12}(\.\d{1,3})?$/.test(v) ? trimDecimal(v) : null;
}

function trimDecimal(v: string): string | null {
  if (!/^\d{1,12}(\.\d+)?$/.test(v)) return null;
  const [whole, frac] = v.split(".");
  if (frac === undefined) return whole!;
  const places = frac.replace(/0+$/, "");
  return places.length > 3 ? null : `${whole}.${places.padEnd(2, "0")}`;
}

/** An ISO 4217 code, upper-cased, or null. */
export function currencyOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

/** A country's English name from a code ("PT", "PRT") or a name as written; null when empty. */
export function countryOf(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return null;
  const v = value.trim();
  if (/^[A-Za-z]{2,3}$/.test(v)) {
    const code = countryCode(v);
    if (code) return countryName(code) ?? v;
  }
  return v;
}

export interface AirportPlace {
  code: string;
  city: string | null;
  country: string | null;
  name: string | null;
  /** The airport's IANA zone, when the airport is known. */
  timeZone: string | null;
  /** Its coordinates, when the airport is known. */
  lat: number | null;
  lng: number | null;
}

/** An IATA airport code resolved through the bundled airport data; the code alone when unknown. */
export function airportPlace(code: unknown): AirportPlace | null {
  if (typeof code !== "string") return null;
  const iata = code.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(iata)) return null;
  const airport = findAirport(iata);
  if (!airport || airport.iata !== iata) return { code: iata, city: null, country: null, name: null, timeZone: null, lat: null, lng: null };
  return { code: iata, city: airport.city, country: countryName(airport.countryCode), name: airport.name, timeZone: airportZone(airport), lat: airport.lat, lng: airport.lng };
}

/** A journey's end as a reservation keeps it: named and placed (its zone, when not known, is found when it is added); else null. */
export function journeyEnd(name: string | null, lat: number | null, lng: number | null, timeZone: string | null): ReadCandidate["from"] {
  return name && lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { name, lat, lng, timeZone } : null;
}

/** Text trimmed to one line, or null when empty. */
export function textOf(value: unknown, max = 500): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  // eslint-disable-next-line no-control-regex -- a sender's stray control characters would make the reservation unsavable
  const v = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").replace(/\s+/g, " ").trim();
  return v ? v.slice(0, max) : null;
}

/** "TP 1234", "tp1234", carrier "TP" + number "1234" → "TP1234". */
export function flightCode(carrier: unknown, number: unknown): string | null {
  const n = textOf(number)?.replace(/\s+/g, "").toUpperCase() ?? null;
  if (!n) return null;
  if (/^[A-Z\d]{2}[A-Z]?\d{1,5}$/.test(n) && /[A-Z]/.test(n)) return n;
  const c = textOf(carrier)?.replace(/\s+/g, "").toUpperCase() ?? "";
  return /^[A-Z0-9]{2,3}$/.test(c) ? `${c}${n}` : n;
}

/** The same booking read twice (one reservation per passenger, or two copies of the markup) is one candidate. */
export function uniqueCandidates(list: ReadCandidate[]): ReadCandidate[] {
  const seen = new Set<string>();
  return list.filter((c) => {
    const key = [c.type, c.name, c.reservationDate, c.reservationTime, c.confirmationNumber, c.flightNumber].join("\u0001");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A candidate with every field present (null where unknown). */
export function candidate(fields: Partial<ReadCandidate> & Pick<ReadCandidate, "type" | "name" | "source">): ReadCandidate {
  return {
    reservationDate: null,
    reservationTime: null,
    endDate: null,
    endTime: null,
    from: null,
    to: null,
    seat: null,
    carriage: null,
    platform: null,
    confirmationNumber: null,
    address: null,
    location: null,
    cost: null,
    currency: null,
    flightNumber: null,
    description: null,
    ...fields,
  };
}
