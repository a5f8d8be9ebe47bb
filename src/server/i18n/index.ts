// The server's side of the languages (docs/product/languages.md, ADR 026): which language a
// request is answered in, and the messages in it for error answers and e-mails.
import type { FastifyRequest } from "fastify";
import Negotiator from "negotiator";
import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import { eq } from "drizzle-orm";
import { LOCALES, isLanguage, matchLanguage, type Language } from "@shared/i18n/languages";
import type { Messages } from "@shared/i18n/catalogue";
import { formatError, type ErrorMessage } from "@shared/i18n/error-message";
import enCore from "@shared/i18n/messages/core/en";
import enApp from "@shared/i18n/messages/app/en";
import enErrors from "@shared/i18n/messages/errors/en";
import deCore from "@shared/i18n/messages/core/de";
import deApp from "@shared/i18n/messages/app/de";
import deErrors from "@shared/i18n/messages/errors/de";
import frCore from "@shared/i18n/messages/core/fr";
import frApp from "@shared/i18n/messages/app/fr";
import frErrors from "@shared/i18n/messages/errors/fr";
import esCore from "@shared/i18n/messages/core/es";
import esApp from "@shared/i18n/messages/app/es";
import esErrors from "@shared/i18n/messages/errors/es";
import itCore from "@shared/i18n/messages/core/it";
import itApp from "@shared/i18n/messages/app/it";
import itErrors from "@shared/i18n/messages/errors/it";
import ptCore from "@shared/i18n/messages/core/pt";
import ptApp from "@shared/i18n/messages/app/pt";
import ptErrors from "@shared/i18n/messages/errors/pt";
import enMail from "@shared/i18n/messages/en/mail.json";
import enNotices from "@shared/i18n/messages/en/notices.json";
import deMail from "@shared/i18n/messages/de/mail.json";
import deNotices from "@shared/i18n/messages/de/notices.json";
import frMail from "@shared/i18n/messages/fr/mail.json";
import frNotices from "@shared/i18n/messages/fr/notices.json";
import esMail from "@shared/i18n/messages/es/mail.json";
import esNotices from "@shared/i18n/messages/es/notices.json";
import itMail from "@shared/i18n/messages/it/mail.json";
import itNotices from "@shared/i18n/messages/it/notices.json";
import ptMail from "@shared/i18n/messages/pt/mail.json";
import ptNotices from "@shared/i18n/messages/pt/notices.json";
import enOffline from "@shared/i18n/messages/en/offline.json";
import deOffline from "@shared/i18n/messages/de/offline.json";
import frOffline from "@shared/i18n/messages/fr/offline.json";
import esOffline from "@shared/i18n/messages/es/offline.json";
import itOffline from "@shared/i18n/messages/it/offline.json";
import ptOffline from "@shared/i18n/messages/pt/offline.json";
import enShare from "@shared/i18n/messages/en/share.json";
import enExport from "@shared/i18n/messages/en/export.json";
import deShare from "@shared/i18n/messages/de/share.json";
import deExport from "@shared/i18n/messages/de/export.json";
import frShare from "@shared/i18n/messages/fr/share.json";
import frExport from "@shared/i18n/messages/fr/export.json";
import esShare from "@shared/i18n/messages/es/share.json";
import esExport from "@shared/i18n/messages/es/export.json";
import itShare from "@shared/i18n/messages/it/share.json";
import itExport from "@shared/i18n/messages/it/export.json";
import ptShare from "@shared/i18n/messages/pt/share.json";
import ptExport from "@shared/i18n/messages/pt/export.json";
import type { Db } from "../db/client";
import { userPreferences } from "../db/schema";

/** Every message of each language, the e-mails', the offline assistant's, the public page's and the PDF's included. */
export const SERVER_MESSAGES: Record<Language, Messages> = {
  en: { ...enCore, ...enApp, ...enErrors, ...enMail, ...enNotices, ...enOffline, ...enShare, ...enExport },
  de: { ...deCore, ...deApp, ...deErrors, ...deMail, ...deNotices, ...deOffline, ...deShare, ...deExport },
  fr: { ...frCore, ...frApp, ...frErrors, ...frMail, ...frNotices, ...frOffline, ...frShare, ...frExport },
  es: { ...esCore, ...esApp, ...esErrors, ...esMail, ...esNotices, ...esOffline, ...esShare, ...esExport },
  it: { ...itCore, ...itApp, ...itErrors, ...itMail, ...itNotices, ...itOffline, ...itShare, ...itExport },
  pt: { ...ptCore, ...ptApp, ...ptErrors, ...ptMail, ...ptNotices, ...ptOffline, ...ptShare, ...ptExport },
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
export async function savedLanguage(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, userId));
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
