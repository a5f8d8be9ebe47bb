// ISO 4217 codes of the currencies in use, from the runtime's own ICU data
// (Intl), which Node and every current browser keep up to date. No zod here:
// the check is cheap for any page to import.
import { type ErrorId } from "./i18n/error-message";
let codes: ReadonlySet<string> | undefined;

export function isCurrencyCode(code: string): boolean {
  codes ??= new Set(Intl.supportedValuesOf("currency"));
  return codes.has(code);
}

export const CURRENCY_CODE_MESSAGE: ErrorId = "errors.quotes.currencyCode";
