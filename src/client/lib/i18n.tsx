// The app's language in the browser (docs/product/languages.md, ADR 026): FormatJS's
// intl-messageformat over the messages of the language the page was rendered in
// (react-intl's provider would add ~5 KB to the sign-in page's budget for
// formatters the app takes from src/shared/i18n/format.ts instead), the
// switch Profile uses (which loads the other language's messages, then
// changes every screen at once), and the hooks components read text,
// dates and money with.
//
// In the browser the shown language and the message chunks loaded so far live
// in one store: main.tsx fills it before the first render, the signed-in
// frame adds the `app` chunk (app.tsx), a language switch replaces both. The
// server renders each page with the props it is given instead (never the
// store: it renders pages in several languages at once).
import { Fragment, createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { IntlMessageFormat } from "intl-messageformat";
import { Direction } from "radix-ui";
import { loadMessages, type MessageId, type MessagePart, type Messages } from "@shared/i18n/catalogue";
import { formatError, readZodMessage } from "@shared/i18n/error-message";
import { LOCALES, matchLanguage, textDirection, type Language } from "@shared/i18n/languages";

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
  document.documentElement.dir = textDirection(next.language);
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

/** Loads `parts` of `language`. */
async function shownIn(language: Language, parts: readonly MessagePart[]): Promise<Shown> {
  return { language, messages: await loadMessages(language, parts), parts };
}

/**
 * Changes of the shown messages, one after another: each starts from what the last one showed. Signing
 * in switches to the member's language while the signed-in frame adds its part; run side by side, the
 * one that finished last showed its language without the other's part (German without the app's messages).
 */
let changes: Promise<unknown> = Promise.resolve();
function serially(change: () => Promise<void>): Promise<void> {
  const next = changes.then(change, change);
  changes = next.catch(() => undefined);
  return next;
}

/** Browser: adds a part to the shown language's messages (the app's with the signed-in frame's code, app.tsx). */
function ensurePart(part: MessagePart): Promise<void> {
  return serially(async () => {
    if (typeof window === "undefined" || !shown || shown.parts.includes(part)) return;
    show(await shownIn(shown.language, [...shown.parts, part]));
  });
}

/** Browser: the signed-in pages' messages (awaited with the signed-in frame's code, app.tsx). */
export const ensureAppMessages = () => ensurePart("app");

/** Browser: the message chunks a page of the table asks for (awaited with its code, app.tsx). */
export async function ensureMessageParts(parts: readonly MessagePart[]): Promise<void> {
  for (const part of parts) await ensurePart(part);
}

/**
 * Browser, after the first render: the validation messages the forms show by
 * id. Not needed for the first screen (no form shows an error yet), so not in
 * its JavaScript budget.
 */
export function loadErrorMessagesLater(): void {
  void ensurePart("errors").catch(() => undefined);
}

/** Browser: shows `language` (null: the browser's) once the same chunks are loaded in it. */
export function changeLanguage(language: Language | null): Promise<void> {
  return serially(async () => show(await shownIn(language ?? browserLanguage(), shown?.parts ?? ["core", "app"])));
}

interface LanguageState {
  language: Language;
  messages: Messages;
  /** The messages formatted in the language's locale: see useT(). */
  format(id: MessageId, values?: Record<string, unknown>): string | ReactNode[];
  changeLanguage(language: Language | null): Promise<void>;
}

/** Formats `messages` in `language`, each message parsed (or, precompiled, prepared) once. */
function formatterFor(language: Language, messages: Messages): LanguageState["format"] {
  const prepared = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const message = messages[id];
    if (message === undefined) {
      // A missing message is a bug (catalogue.test.ts checks every language has English's ids): loud in the console, the id on screen.
      console.error(`Missing message "${id}" in ${language}`);
      return id;
    }
    let f = prepared.get(id);
    if (!f) {
      f = new IntlMessageFormat(message, LOCALES[language]);
      prepared.set(id, f);
    }
    return f.format(values as Record<string, never>) as string | ReactNode[];
  };
}

const LanguageContext = createContext<LanguageState | null>(null);

export function I18nProvider({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const rendered = useMemo(() => ({ language, messages, parts: [] }), [language, messages]);
  // The store in the browser (equal to the props while hydrating), the props on the server.
  const current = useSyncExternalStore(subscribe, () => shown ?? rendered, () => rendered);
  const state = useMemo(
    () => ({ ...current, format: formatterFor(current.language, current.messages), changeLanguage }),
    [current],
  );
  // Radix's menus, tabs and selects read the direction from this provider, not from the page.
  return (
    <LanguageContext.Provider value={state}>
      <Direction.Provider dir={textDirection(current.language)}>{children}</Direction.Provider>
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

/** A t() over given messages, outside React (tests, and translate() below). */
export function createTranslate(language: Language, messages: Messages): Translate {
  const format = formatterFor(language, messages);
  return (id, values) => {
    const out = format(id, values);
    return typeof out === "string" ? out : out.join("");
  };
}

/** `t("trips.create")`: the message in the reader's language. */
export function useT(): Translate {
  const { format } = useLanguage();
  return useCallback((id, values) => {
    const out = format(id, values);
    return typeof out === "string" ? out : out.join("");
  }, [format]);
}

/**
 * A form's message in the reader's language: the shared zod schemas' messages
 * are ids with values (ADR 044), formatted here; a message the server sent is
 * translated already and shown as it is.
 */
function formMessageIn(messages: Messages, t: Translate, text: string): string {
  const message = readZodMessage(text, (id) => id in messages);
  return message ? formatError(message, t) : text;
}

/** A form's message (a resolver's id, or the server's text) in the reader's language. */
export function useFormMessage(): (text: string) => string {
  const { messages } = useLanguage();
  const t = useT();
  return useCallback((text) => formMessageIn(messages, t, text), [messages, t]);
}

/**
 * A message with markup inside: `<Trans id="x" values={{ link: (text) => <Link to="/">{text}</Link> }} />`
 * for "Read the <link>guide</link>". Plain text messages use t().
 */
export function Trans({ id, values }: { id: MessageId; values?: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)> }) {
  const out = useLanguage().format(id, values);
  return typeof out === "string" ? <>{out}</> : <>{out.map((part, i) => <Fragment key={i}>{part}</Fragment>)}</>;
}

/**
 * Browser, outside React (a toast raised by the fetch wrapper): a message in the
 * shown language. Components use useT(), which also re-renders on a switch.
 */
export function translate(id: MessageId, values?: MessageValues): string {
  return shown ? createTranslate(shown.language, shown.messages)(id, values) : id;
}

/** Browser, outside React: a form's message (see useFormMessage) in the shown language. */
export function formMessage(text: string): string {
  return shown ? formMessageIn(shown.messages, createTranslate(shown.language, shown.messages), text) : text;
}
