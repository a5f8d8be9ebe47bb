// The server's side of the languages (docs/product/languages.md, ADR 026): which language a
// request is answered in, and the messages in it for error answers and e-mails.
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { eq, sql } from "drizzle-orm";
import { LOCALES, isLanguage, matchLanguage, type Language } from "@shared/i18n/languages";
import type { Messages } from "@shared/i18n/catalogue";
import en from "./messages/en";
import de from "./messages/de";
import fr from "./messages/fr";
import es from "./messages/es";
import it from "./messages/it";
import pt from "./messages/pt";
import nl from "./messages/nl";
import pl from "./messages/pl";
import tr from "./messages/tr";
import ja from "./messages/ja";
import zhCN from "./messages/zh-CN";
import ar from "./messages/ar";
import { formatError, type ErrorMessage } from "@shared/i18n/error-message";
import type { Db } from "../db/client";
import { hotRead } from "../db/hot-reads";
import { userPreferences } from "../db/schema";

/** Every message of each language, the e-mails', the offline assistant's, the public page's and the PDF's included. */
export const SERVER_MESSAGES: Record<Language, Messages> = {
  en,
  de,
  fr,
  es,
  it,
  pt,
  nl,
  pl,
  tr,
  ja,
  "zh-CN": zhCN,
  ar,
};

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/** Formats the language's messages (ICU plurals, dates, numbers in its locale). */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: LOCALES[language],
        defaultLocale: LOCALES.en,
        messages: SERVER_MESSAGES[language],
        // A message missing from a language is a failing test (catalogue.test.ts), not a log line per request.
        onError: () => {},
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** The language of the request's Accept-Language header (English without one). */
export function browserLanguage(request: Pick<FastifyRequest, "headers">): Language {
  return matchLanguage(new Negotiator(request).languages());
}

/** A member's saved language, or null when they follow the browser. */
// A hot read (ADR 029): every signed-in answer that writes generated texts (the days) or an error asks it.
const savedLanguageRow = hotRead("saved_language", { language: userPreferences.language }, (db, fields) =>
  db.select(fields).from(userPreferences).where(eq(userPreferences.userId, sql.placeholder("userId"))),
);

export async function savedLanguage(db: Db, userId: string): Promise<Language | null> {
  const [row] = await savedLanguageRow(db, { userId });
  return isLanguage(row?.language) ? row.language : null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The language this request is answered in, once asked (requestLanguage). */
    languageLookup: Promise<Language> | null;
  }
}

/**
 * The language a request is answered in: the signed-in member's saved choice,
 * else the browser's. Looked up once per request, and only when asked (pages,
 * error answers), so the API's reads do not pay for it.
 */
export function requestLanguage(request: FastifyRequest): Promise<Language> {
  let language = request.languageLookup;
  if (!language) {
    const user = request.user;
    language = user
      ? savedLanguage(request.server.deps.database.db, user.id).then((saved) => saved ?? browserLanguage(request))
      : Promise.resolve(browserLanguage(request));
    request.languageLookup = language;
  }
  return language;
}

/** An error message (an id of the `errors` area and its values, ADR 044) in `language`. */
export function errorText(message: ErrorMessage, language: Language): string {
  const intl = intlFor(language);
  return formatError(message, (id, values) => intl.formatMessage({ id }, values));
}
