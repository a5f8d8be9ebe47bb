// The languages Roamwise speaks (docs/product/languages.md) and how one is chosen: the
// member's saved choice, else the browser's Accept-Language, else English.
// Shared by the server (first screen, API errors, e-mails) and the browser
// (the language switch, "follow the browser").

export const LANGUAGES = ["en", "de", "fr", "es", "it", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * The locale each language formats dates, numbers and money with. Portuguese is
 * Brazil's (most Portuguese-speaking travellers; ADR 026).
 */
export const LOCALES: Record<Language, string> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  pt: "pt-BR",
};

/** Each language's own name, as the language picker shows it (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  pt: "Português",
};

/** The languages written right to left: their pages carry `dir="rtl"` and mirror through logical CSS properties. */
export const RIGHT_TO_LEFT: readonly Language[] = [];

/** The writing direction of `language`, as the page's `dir` attribute takes it. */
export function textDirection(language: Language): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.includes(language) ? "rtl" : "ltr";
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the visitor's preferred languages that Roamwise speaks, by
 * primary subtag ("de-AT" is German), else English. `preferred` is most
 * preferred first: navigator.languages, or an Accept-Language header as
 * negotiator orders it (src/server/i18n).
 */
export function matchLanguage(preferred: readonly string[] | null | undefined): Language {
  for (const range of preferred ?? []) {
    const primary = range.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
