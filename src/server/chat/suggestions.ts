// Turns an assistant suggestion into part of the plan through the itinerary
// and reservations services: attractions and activities become itinerary
// items in a city, restaurants, hotels, transport and "other" become
// pending reservations. The city and date rules are in ADR "suggestion-accept".
import { addDays, format, parseISO } from "date-fns";
import type { AcceptSuggestionResult, Suggestion } from "@shared/chat";
import { reservationInputSchema } from "@shared/reservations";
import { currencySymbol } from "@shared/money";
import { todayCalendarDate } from "@shared/dates";
import type { Db } from "../db/client";
import { badRequest, invalidField } from "../http-error";
import { getTrip } from "../trips/service";
import { createItem, listItems } from "../itinerary/service";
import { upsertLocation } from "../locations/service";
import { createReservation } from "../reservations/service";
import { type ErrorId } from "@shared/i18n/error-message";

export const NO_CITY_FOR_SUGGESTION: ErrorId = "errors.chat.noCityForSuggestion";

const SUGGESTED = "Suggested by the AI assistant.";

/** "Trastevere, Rome, Italy" → Rome / Italy; "Rome" → Rome / null; "" → null. */
export function parseLocation(location: string | null): { city: string; country: string | null } | null {
  const parts = (location ?? "").split(",").map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  if (parts.length === 1) return { city: parts[0]!, country: null };
  return { city: parts[parts.length - 2]!, country: parts[parts.length - 1]! };
}

/**
 * A plain amount in the trip's currency ("25", "$25", "25.50 USD") becomes the
 * reservation cost; a range, another currency or "$$" stays as a note.
 */
export function costInTripCurrency(cost: string | null, currency: string): string | null {
  if (!cost) return null;
  const m = /^\s*([^\d\s.,-]{1,3})?\s*(\d{1,9}(?:\.\d{1,2})?)\s*([A-Za-z]{3})?\s*$/.exec(cost);
  if (!m) return null;
  const [, symbol, amount, code] = m;
  if (symbol && symbol !== currencySymbol(currency) && symbol.toUpperCase() !== currency) return null;
  if (code && code.toUpperCase() !== currency) return null;
  return amount!;
}

type Stay = { city: string; country: string; startDate: string | null; endDate: string | null };

export async function acceptSuggestion(
  db: Db,
  tripId: string,
  userId: string,
  suggestion: Suggestion,
  today: string = todayCalendarDate(),
): Promise<AcceptSuggestionResult> {
  const [trip, items] = await Promise.all([getTrip(db, tripId, userId), listItems(db, tripId)]);
  const stays: Stay[] = items.flatMap((i) =>
    i.location ? [{ city: i.location.city, country: i.location.country, startDate: i.startDate, endDate: i.endDate }] : [],
  );
  const parsed = parseLocation(suggestion.location);
  const stayIn = (city: string) => stays.find((s) => s.city.toLowerCase() === city.toLowerCase());

  if (suggestion.type === "attraction" || suggestion.type === "activity") {
    const place = cityFor(parsed, stays, stayIn);
    if (!place) throw badRequest("suggestion.location", NO_CITY_FOR_SUGGESTION);
    const stay = stayIn(place.city);
    const startDate = stay?.startDate ? visitDay(stay) : trip.startDate;
    // The city and the item together or not at all; each service publishes its own row.
    const item = await db.transaction(async (tx) => {
      const { location } = await upsertLocation(tx, { tripId, name: null, city: place.city, country: place.country }, userId);
      return createItem(tx, tripId, userId, {
        title: suggestion.name,
        description: notes(suggestion, [suggestion.description, suggestion.cost ? `Estimated cost: ${suggestion.cost}` : null]),
        startDate,
        endDate: startDate,
        startTime: null,
        endTime: null,
        allDay: true,
        locationId: location.id,
        reservationId: null,
      });
    });
    return { type: "itinerary", item };
  }

  const cost = costInTripCurrency(suggestion.cost, trip.currency);
  const stay = parsed ? stayIn(parsed.city) : undefined;
  const input = reservationInputSchema.safeParse({
    name: suggestion.name,
    type: suggestion.type,
    status: "pending",
    reservationDate: stay?.startDate ?? trip.startDate ?? today,
    description: suggestion.description,
    cost,
    notes: notes(suggestion, [suggestion.cost && !cost ? `Estimated cost: ${suggestion.cost}` : null]),
    reviewRating: suggestion.rating === null ? null : Math.round(suggestion.rating * 100) / 100,
    location: parsed ? { city: parsed.city, country: parsed.country ?? stay?.country ?? null } : null,
  });
  if (!input.success) {
    const issue = input.error.issues[0]!;
    throw invalidField(`suggestion.${issue.path.join(".") || "name"}`, issue);
  }
  const item = await createReservation(db, tripId, userId, input.data);
  return { type: "reservation", item };
}

/**
 * The city for an itinerary item: the suggestion's "City, Country"; a bare
 * city the itinerary already has; otherwise the trip's last itinerary city.
 */
function cityFor(
  parsed: { city: string; country: string | null } | null,
  stays: Stay[],
  stayIn: (city: string) => Stay | undefined,
): { city: string; country: string } | null {
  if (parsed?.country) return { city: parsed.city, country: parsed.country };
  const known = parsed ? stayIn(parsed.city) : undefined;
  if (known) return { city: known.city, country: known.country };
  const last = [...stays].reverse().find((s) => s.startDate) ?? stays[stays.length - 1];
  return last ? { city: last.city, country: last.country } : null;
}

/** The second day of a multi-day stay (the first is the arrival), else the arrival day. */
function visitDay(stay: Stay): string {
  const start = stay.startDate!;
  if (!stay.endDate || stay.endDate <= start) return start;
  return format(addDays(parseISO(start), 1), "yyyy-MM-dd");
}

function notes(suggestion: Suggestion, lines: Array<string | null>): string {
  const where = suggestion.location ? `Location: ${suggestion.location}` : null;
  return [...lines, where, SUGGESTED].filter(Boolean).join("\n");
}
