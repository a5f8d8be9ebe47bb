// The texts the app writes for a member when a city is added to the trip — its stay's title ("Stay in
// Lisbon") and, when they wrote no note, "Visiting Lisbon, Portugal" — are stored in the words of the member
// who added it. Read back, each reader gets them in their own language: a title or note that is exactly
// one of these texts in any language is written again in the reader's. Whatever a member typed themselves
// stays as typed.
import type { MessageId } from "@shared/i18n/catalogue";
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import { intlFor } from "../i18n";

const GENERATED = ["itinerary.form.stayTitle", "itinerary.form.visiting"] as const satisfies readonly MessageId[];
type Values = Partial<Record<"city" | "country", string>>;

/** A marker the formatted text keeps where a value goes, to turn it into a pattern that captures the value. */
const slot = (name: string) => `⟦${name}⟧`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each generated text in each language as a pattern whose named groups are its values: /^Stay in (?<city>.+)$/. */
const PATTERNS = GENERATED.flatMap((id) =>
  LANGUAGES.map((language) => {
    const text = intlFor(language).formatMessage({ id }, { city: slot("city"), country: slot("country") });
    const source = escape(text).replace(/⟦(city|country)⟧/g, (_, name: string) => `(?<${name}>.+)`);
    return { id, pattern: new RegExp(`^${source}$`, "u") };
  }),
);

/** `text` in `language` when it is one of the generated texts (in any language); else as it is. */
export function generatedTextIn(text: string, language: Language): string {
  for (const { id, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return intlFor(language).formatMessage({ id }, match.groups as Values);
  }
  return text;
}

interface Item {
  kind: string;
  title: string;
  note?: string | null;
}

/** The days (the members' or the public page's) with their stays' generated title and note in `language`. */
export function daysIn<D extends { items: readonly Item[] }>(days: readonly D[], language: Language): D[] {
  return days.map((day) => ({
    ...day,
    items: day.items.map((item) =>
      item.kind === "stay" ? { ...item, title: generatedTextIn(item.title, language), note: item.note ? generatedTextIn(item.note, language) : item.note } : item,
    ),
  }));
}
