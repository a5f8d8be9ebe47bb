// Reference rates (docs/product/budget-and-expenses.md): the ECB's file at FX_RATES_URL, kept in
// fx_rates by day. A day already stored is answered from the database; else
// the file is fetched (at most once an hour per server, whatever is asked)
// and stored whole. When the bank cannot be reached, a stored day at most
// four days before the one asked (a weekend and a holiday) still answers;
// otherwise 503, and the member types the rate.
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { fxRates } from "../db/schema";
import { HttpError } from "../http-error";
import { FX_UNAVAILABLE, type FxRate } from "@shared/fx";
import { crossRate } from "./cross-rate";
import type { RateDay } from "./ecb";

export interface RateSource {
  /** The ECB reference-rate file; undefined: no network source, stored days only. */
  url: string | undefined;
  /** When the file was last fetched successfully (ms), so a busy server does not ask the bank on every call. */
  fetchedAt?: number;
}

const REFETCH_AFTER_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;
/** A stored day this close before the day asked still answers when the bank is unreachable. */
const STALE_DAYS_ALLOWED = 4;

const unavailable = () => new HttpError(503, "fx_unavailable", FX_UNAVAILABLE);

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** The latest stored day on or before `date` that lists both currencies (EUR is implied). */
async function storedDay(db: Db, date: string, currencies: string[]): Promise<RateDay | null> {
  const wanted = currencies.filter((c) => c !== "EUR");
  const [latest] = await db
    .select({ date: fxRates.date })
    .from(fxRates)
    .where(and(lte(fxRates.date, date), wanted.length ? inArray(fxRates.currency, wanted) : undefined))
    .orderBy(desc(fxRates.date))
    .limit(1);
  if (!latest) return null;
  const rows = await db.select({ currency: fxRates.currency, rate: fxRates.rate }).from(fxRates).where(eq(fxRates.date, latest.date));
  const rates: Record<string, string> = { EUR: "1" };
  for (const r of rows) rates[r.currency] = r.rate;
  return { date: latest.date, rates };
}

async function fetchDays(source: RateSource): Promise<RateDay[]> {
  if (!source.url) throw unavailable();
  try {
    const res = await fetch(source.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const xml = await res.text();
    // The XML parser loads with the first fetch, not with the server (idle memory, ADR 040).
    const { parseEcbRates } = await import("./ecb");
    return parseEcbRates(xml);
  } catch {
    throw unavailable();
  }
}

async function store(db: Db, days: RateDay[]) {
  const rows = days.flatMap((d) => Object.entries(d.rates).filter(([c]) => c !== "EUR").map(([currency, rate]) => ({ date: d.date, currency, rate })));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(fxRates).values(rows.slice(i, i + 500)).onConflictDoNothing();
  }
}

/** 1 `from` in `to` on `date` (or the last published day before it); `today` when no date is asked. */
export async function referenceRate(db: Db, source: RateSource, from: string, to: string, date: string | undefined, today: string): Promise<FxRate> {
  const want = date ?? today;
  const answer = (day: RateDay, origin: FxRate["source"]): FxRate | null => {
    const rate = from === to ? "1" : crossRate(day.rates, from, to);
    return rate ? { rate, date: day.date, source: origin } : null;
  };
  const stored = await storedDay(db, want, [from, to]);
  const storedAnswer = stored && answer(stored, "cache");
  const fresh = source.fetchedAt !== undefined && Date.now() - source.fetchedAt < REFETCH_AFTER_MS;
  if (storedAnswer && (stored.date === want || fresh)) return storedAnswer;

  let days: RateDay[];
  try {
    days = await fetchDays(source);
  } catch (err) {
    if (storedAnswer && daysBetween(stored.date, want) <= STALE_DAYS_ALLOWED) return storedAnswer;
    throw err;
  }
  await store(db, days);
  source.fetchedAt = Date.now();
  for (const day of days) {
    if (day.date > want) continue;
    const found = answer(day, "ECB");
    if (found) return found;
  }
  // The file does not reach back that far (older dates need a typed rate).
  if (storedAnswer) return storedAnswer;
  throw unavailable();
}
