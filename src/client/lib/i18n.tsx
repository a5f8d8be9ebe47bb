// The app's language in the browser (SPEC-2 §9, ADR 026): react-intl's
// provider with the messages of the language the page was rendered in, the
// switch Profile uses (which loads the other language's messages, then
// changes every screen at once), and the hooks components read text,
// dates and money with.
//
// In the browser the shown language and the message chunks loaded so far live
// in one store: main.tsx fills it before the first render, the signed-in
// frame adds the `app` chunk (app.tsx), a language switch replaces both. The
// server renders each page with the props it is given instead (never the
// store: it renders pages in several languages at once).
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
import { loadMessages, type MessageId, type MessagePart, type Messages } from "@shared/i18n/catalogue";
import { formattersFor, type Formatters } from "@shared/i18n/format";
import { LOCALES, matchLanguage, type Language } from "@shared/i18n/languages";
import { translateMessage } from "@shared/i18n/translate-message";

interface Shown {
  language: Language;
  messages: Messages;
  parts: readonly MessagePart[];
}

let shown: Shown | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const show = (next: Shown) => {
  shown = next;
  document.documentElement.lang = next.language;
  for (const listener of listeners) listener();
};

/** The browser's language among ours (navigator.languages). */
export function browserLanguage(): Language {
  return matchLanguage(typeof navigator === "undefined" ? [] : navigator.languages);
}

/** Browser: loads `parts` of `language` and makes them the shown messages (main.tsx, before the first render). */
export async function startLanguage(language: Language, parts: readonly MessagePart[]): Promise<Shown> {
  const messages = await loadMessages(language, parts);
  shown = { language, messages, parts };
  return shown;
}

/** Browser: adds the signed-in pages' messages to the shown language (awaited with the signed-in frame's code). */
export async function ensureAppMessages(): Promise<void> {
  if (typeof window === "undefined" || !shown || shown.parts.includes("app")) return;
  const parts = [...shown.parts, "app" as const];
  const messages = await loadMessages(shown.language, parts);
  show({ language: shown.language, messages, parts });
}

/** Browser: shows `language` (null: the browser's) once the same chunks are loaded in it. */
async function changeLanguage(language: Language | null): Promise<void> {
  const next = language ?? browserLanguage();
  const parts = shown?.parts ?? ["core", "app"];
  show({ language: next, messages: await loadMessages(next, parts), parts });
}

interface LanguageState {
  language: Language;
  messages: Messages;
  changeLanguage(language: Language | null): Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

export function I18nProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const rendered = useMemo(() => ({ language, messages, parts: [] }), [language, messages]);
  // The store in the browser (equal to the props while hydrating), the props on the server.
  const current = useSyncExternalStore(subscribe, () => shown ?? rendered, () => rendered);
  const state = useMemo(() => ({ language: current.language, messages: current.messages, changeLanguage }), [current]);
  return (
    <LanguageContext.Provider value={state}>
      <IntlProvider locale={LOCALES[current.language]} defaultLocale={LOCALES.en} messages={current.messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** The shown language, its messages, and the switch (Profile). */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error("useLanguage outside I18nProvider");
  return state;
}

export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** A message of the catalogue in the reader's language, its {placeholders} filled. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t("trips.create")`: the message in the reader's language. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** Dates, numbers and money in the reader's locale (src/shared/i18n/format.ts). */
export function useFormat(): Formatters {
  return formattersFor(useLanguage().language);
}

/**
 * A validation or error message written in English (the shared zod schemas',
 * run by the forms) in the reader's language; a message the server already
 * translated, or one not in the catalogue, is shown as it is.
 */
export function useTranslateMessage(): (message: string) => string {
  const { language, messages } = useLanguage();
  return useCallback((message) => (language === "en" ? message : translateMessage(message, messages, LOCALES[language])), [language, messages]);
}

/**
 * A message with markup inside: `<Trans id="x" values={{ link: (text) => <Link to="/">{text}</Link> }} />`
 * for "Read the <link>guide</link>". Plain text messages use t().
 */
export function Trans({ id, values }: { id: MessageId; values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id }, values as Record<string, never>)}</>;
}
