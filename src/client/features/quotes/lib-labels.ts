// The quote cards' words in the reader's language: cabins, stops, prices.
// The rules (what a price reads like in English) stay in src/shared/quotes.ts.
import type { MessageId } from "@shared/i18n/catalogue";
import type { Formatters } from "@shared/i18n/format";
import type { Translate } from "@/lib/i18n";

const CABIN_MESSAGE: Record<string, MessageId> = {
  economy: "quotes.cabin.economy",
  premium_economy: "quotes.cabin.premium_economy",
  business: "quotes.cabin.business",
  first: "quotes.cabin.first",
};

/** The cabin class's name ("premium economy"); an unknown class as it came. */
export const cabinName = (cabin: string, t: Translate) => (CABIN_MESSAGE[cabin] ? t(CABIN_MESSAGE[cabin]!) : cabin.replace(/_/g, " "));

/** "Direct", "1 stop", "2 stops". */
export const stopsName = (stops: number, t: Translate) => (stops <= 0 ? t("quotes.direct") : t("quotes.stops", { count: stops }));

/** The price with one currency marker, as every amount in the app ("$1,234.50", "1.234,50 €"); a currency without a symbol shows its code once. */
export const priceLabel = (price: string, currency: string, f: Formatters) => f.money(price, currency);

/** "$120.00/night" in the reader's language, or null without a nightly price. */
export const perNightLabel = (pricePerNight: string | null, currency: string, t: Translate, f: Formatters) =>
  pricePerNight === null ? null : t("quotes.perNight", { amount: f.money(pricePerNight, currency) });
