// How the offline assistant writes: one Speaker per answer, in the asker's
// language, with the catalogue's sentences (the `offline` area, ADR 026) and
// the language's dates, money and lists. The app's own labels (reservation
// types, statuses, roles, budget categories) come from the catalogue too.
import { CATEGORY_MESSAGE, CATEGORY_NAMES, type BudgetCategory } from "@shared/budget-rules";
import type { Language } from "@shared/i18n/languages";
import { RESERVATION_STATUSES, RESERVATION_TYPES } from "@shared/reservation-rules";
import { ROLES } from "@shared/trips";
import type { MessageId } from "@shared/i18n/catalogue";
import { formattersFor, type Formatters } from "@shared/i18n/format";
import { weekdayOf } from "@shared/dates";
import type englishOffline from "@shared/i18n/messages/en/offline.json";
import { intlFor } from "../../i18n";
import type { TripContext } from "../trip-context";

/** The assistant's own sentences (tsc refuses an id the English catalogue lacks). */
export type OfflineMessageId = keyof typeof englishOffline;
type Values = Record<string, string | number>;

export type Ctx = TripContext;
export type Reservation = Ctx["reservations"][number];

/** Writes one answer in one language. */
export interface Speaker {
  language: Language;
  t(id: OfflineMessageId | MessageId, values?: Values): string;
  f: Formatters;
  /** "a, b and c" in the language. */
  list(items: string[]): string;
}

export function speaker(language: Language): Speaker {
  const intl = intlFor(language);
  const f = formattersFor(language);
  const lists = new Intl.ListFormat(f.locale, { style: "long", type: "conjunction" });
  return { language, f, t: (id, values) => intl.formatMessage({ id }, values), list: (items) => lists.format(items) };
}

/**
 * Within a sentence, the app's labels are written in lower case ("hotel",
 * "cancelled", "admin"), except German nouns, which keep their capital
 * ("Hotel", "Bearbeiter:in"); statuses are adjectives in every language.
 */
function inSentence(s: Speaker, label: string, noun: boolean): string {
  return noun && s.language === "de" ? label : label.toLocaleLowerCase(s.f.locale);
}

/** A known value in the catalogue's words (`<area>.<value>`); an unknown one (a kind newer than this code) as stored. */
const label = (s: Speaker, known: readonly string[], area: string, value: string, noun: boolean) =>
  known.includes(value) ? inSentence(s, s.t(`${area}.${value}` as MessageId), noun) : value;
export const typeName = (s: Speaker, type: string) => label(s, RESERVATION_TYPES, "reservations.type", type, true);
export const statusName = (s: Speaker, status: string) => label(s, RESERVATION_STATUSES, "reservations.status", status, false);
export const roleName = (s: Speaker, role: string) => label(s, ROLES, "members.role", role, true);

/** A category's own name in the reader's language. */
export const categoryName = (s: Speaker, category: string) =>
  category in CATEGORY_MESSAGE ? s.t(CATEGORY_MESSAGE[category as BudgetCategory]) : category;

/** An allocation's category in the reader's language; a name the members gave it stays as they wrote it. */
export function categoryLabel(s: Speaker, b: Ctx["budget"][number]): string {
  const category = b.category as BudgetCategory;
  const name = CATEGORY_NAMES[category] === b.name ? s.t(CATEGORY_MESSAGE[category]) : b.name;
  return `${name}${b.city ? ` (${b.city})` : ""}`;
}

/** A person of the trip's money; one who left is a former member. */
export const personName = (s: Speaker, name: string | null) => name ?? s.t("assistant.chat.formerMember");

export const money = (s: Speaker, ctx: Ctx, amount: string) => s.f.money(amount, ctx.trip.currency);

export const placeLabel = (city: string, country: string | null) => `${city}${country ? `, ${country}` : ""}`;

export const dateRange = (s: Speaker, start: string, end: string | null) =>
  end && end !== start ? s.t("offline.when.range", { start: s.f.date(start), end: s.f.date(end) }) : s.f.date(start);

export const at = (s: Speaker, date: string, time: string | null) => (time ? s.t("offline.when.at", { date, time }) : date);

/** "Fri, Jun 12, 2026": a day the question named, with its weekday so a relative date can be checked. */
export const weekdayDate = (s: Speaker, date: string) => s.t("offline.when.weekdayDate", { weekday: s.f.weekdayShort(weekdayOf(date)), date: s.f.date(date) });

/** The reservations that still stand. */
export const active = (ctx: Ctx) => ctx.reservations.filter((r) => r.status !== "cancelled");

/** City stays: itinerary items with a city. */
export const stays = (ctx: Ctx) => ctx.itinerary.filter((i) => i.city);
