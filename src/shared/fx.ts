// Exchange rates (docs/product/budget-and-expenses.md): `GET /api/fx?from=EUR&to=USD&date=YYYY-MM-DD`
// answers 1 `from` in `to` from the European Central Bank's reference rates.
import { z } from "zod";
import { isCalendarDate } from "./dates";
import { CURRENCY_CODE_MESSAGE, isCurrencyCode } from "./currency-codes";
import { zodMessage, type ErrorId } from "./i18n/error-message";

export const FX_UNAVAILABLE: ErrorId = "errors.fx.unavailable";

/** An ISO 4217 code in any letter case, answered upper-case. */
export const currencyCode = z
  .string({ error: CURRENCY_CODE_MESSAGE })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCurrencyCode, CURRENCY_CODE_MESSAGE);

export const fxQuerySchema = z.object({
  from: currencyCode,
  to: currencyCode,
  /** The day wanted; the latest published day when left out. */
  date: z.string({ error: zodMessage("errors.field.date") }).refine(isCalendarDate, zodMessage("errors.field.date")).optional(),
});
export type FxQuery = z.input<typeof fxQuerySchema>;

export const fxRateSchema = z.object({
  /** 1 `from` in `to`, a decimal string with up to six decimals. */
  rate: z.string(),
  /** The published day the rate is from: the day asked, or the last one before it (weekends, holidays). */
  date: z.string(),
  /** "ECB" when just read from the bank's file, "cache" when read from the database. */
  source: z.enum(["ECB", "cache"]),
});
export type FxRate = z.infer<typeof fxRateSchema>;
