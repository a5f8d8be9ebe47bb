// The languages Roamwise speaks (docs/product/languages.md) and how one is chosen: the
// member's saved choice, else the browser's Accept-Language, else English.
// Shared by the server (first screen, API errors, e-mails) and the browser
// (the language switch, "follow the browser").

export const LANGUAGES = ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ja", "zh-CN", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * The locale each language formats dates, numbers and money with. Portuguese is
 * Brazil's (most Portuguese-speaking travellers; ADR 026); Chinese is written in
 * Simplified characters; Arabic formats as Intl gives "ar".
 */
export const LOCALES: Record<Language, string> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  pt: "pt-BR",
  nl: "nl-NL",
  pl: "pl-PL",
  tr: "tr-TR",
  ja: "ja-JP",
  "zh-CN": "zh-CN",
  ar: "ar",
};

/** Each language's own name, as the language picker shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  pt: "Português",
  nl: "Nederlands",
  pl: "Polski",
  tr: "Türkçe",
  ja: "日本語",
  "zh-CN": "简体中文",
  ar: "العربية",
};

/** The languages written right to left: their pages carry `dir="rtl"` and mirror through logical CSS properties. */
export const RIGHT_TO_LEFT: readonly Language[] = ["ar"];

/** The writing direction of `language`, as the page's `dir` attribute takes it. */
export function textDirection(language: Language): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.includes(language) ? "rtl" : "ltr";
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Chinese written in Traditional characters (Taiwan, Hong Kong, Macau): not read as our Simplified Chinese. */
const TRADITIONAL_CHINESE = /^zh[-_](hant|tw|hk|mo)\b/i;

/**
 * The first of the visitor's preferred languages that Roamwise speaks, by
 * primary subtag ("de-AT" is German, "zh" and "zh-Hans-SG" Simplified
 * Chinese), else English. `preferred` is most preferred first:
 * navigator.languages, or an Accept-Language header as negotiator orders it
 * (src/server/i18n).
 */
export function matchLanguage(preferred: readonly string[] | null | undefined): Language {
  for (const range of preferred ?? []) {
    const tag = range.trim();
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === "zh") {
      if (!TRADITIONAL_CHINESE.test(tag)) return "zh-CN";
      continue;
    }
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
