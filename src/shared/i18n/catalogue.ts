// Where each language's messages come from (ADR 026). Each language comes in
// four chunks: `core`, which every page needs (the sign-in pages only need
// it), `app`, the signed-in pages', `account`, the forgot and reset password
// pages' (a page asks for it in the pages table), and `errors`, the validation and error
// messages, which the browser only needs for its forms' messages (ids, ADR 044;
// loaded after the first render) — so the sign-in page stays within its
// JavaScript budget. The browser loads the
// chunks of the language it shows; the server has them all.
import type { Language } from "./languages";
import type { CoreMessageId } from "./messages/core/en";
import type { AppMessageId } from "./messages/app/en";
import type { AccountMessageId } from "./messages/account/en";
import type { ErrorsMessageId } from "./messages/errors/en";

/** Message id → ICU MessageFormat text (in the browser build: the same, parsed ahead of time; see vite-plugin-messages.ts). */
export type Messages = Record<string, string>;
/** Every message id the app knows: t() takes only these (checked by tsc). */
export type MessageId = CoreMessageId | AppMessageId | AccountMessageId | ErrorsMessageId;

export type MessagePart = "core" | "app" | "account" | "errors";
export const MESSAGE_PARTS: readonly MessagePart[] = ["core", "app", "account", "errors"];

export const MESSAGE_LOADERS: Record<MessagePart, Record<Language, () => Promise<{ default: Messages }>>> = {
  core: {
    en: () => import("./messages/core/en"),
    de: () => import("./messages/core/de"),
    fr: () => import("./messages/core/fr"),
    es: () => import("./messages/core/es"),
    it: () => import("./messages/core/it"),
    pt: () => import("./messages/core/pt"),
    nl: () => import("./messages/core/nl"),
    pl: () => import("./messages/core/pl"),
    tr: () => import("./messages/core/tr"),
    ja: () => import("./messages/core/ja"),
    "zh-CN": () => import("./messages/core/zh-CN"),
    ar: () => import("./messages/core/ar"),
  },
  app: {
    en: () => import("./messages/app/en"),
    de: () => import("./messages/app/de"),
    fr: () => import("./messages/app/fr"),
    es: () => import("./messages/app/es"),
    it: () => import("./messages/app/it"),
    pt: () => import("./messages/app/pt"),
    nl: () => import("./messages/app/nl"),
    pl: () => import("./messages/app/pl"),
    tr: () => import("./messages/app/tr"),
    ja: () => import("./messages/app/ja"),
    "zh-CN": () => import("./messages/app/zh-CN"),
    ar: () => import("./messages/app/ar"),
  },
  account: {
    en: () => import("./messages/account/en"),
    de: () => import("./messages/account/de"),
    fr: () => import("./messages/account/fr"),
    es: () => import("./messages/account/es"),
    it: () => import("./messages/account/it"),
    pt: () => import("./messages/account/pt"),
    nl: () => import("./messages/account/nl"),
    pl: () => import("./messages/account/pl"),
    tr: () => import("./messages/account/tr"),
    ja: () => import("./messages/account/ja"),
    "zh-CN": () => import("./messages/account/zh-CN"),
    ar: () => import("./messages/account/ar"),
  },
  errors: {
    en: () => import("./messages/errors/en"),
    de: () => import("./messages/errors/de"),
    fr: () => import("./messages/errors/fr"),
    es: () => import("./messages/errors/es"),
    it: () => import("./messages/errors/it"),
    pt: () => import("./messages/errors/pt"),
    nl: () => import("./messages/errors/nl"),
    pl: () => import("./messages/errors/pl"),
    tr: () => import("./messages/errors/tr"),
    ja: () => import("./messages/errors/ja"),
    "zh-CN": () => import("./messages/errors/zh-CN"),
    ar: () => import("./messages/errors/ar"),
  },
};

/** The source module of a part in a language, as Vite's manifest names it (the server preloads it with the page). */
export const messagesModule = (part: MessagePart, language: Language) => `src/shared/i18n/messages/${part}/${language}.ts`;

const loaded = new Map<string, Promise<Messages>>();

/** The messages of `parts` in `language`, merged; each chunk loaded once. */
export async function loadMessages(language: Language, parts: readonly MessagePart[] = MESSAGE_PARTS): Promise<Messages> {
  const chunks = await Promise.all(
    parts.map((part) => {
      const key = `${part}/${language}`;
      let messages = loaded.get(key);
      if (!messages) {
        messages = MESSAGE_LOADERS[part][language]().then((m) => m.default);
        loaded.set(key, messages);
        messages.catch(() => loaded.delete(key));
      }
      return messages;
    }),
  );
  return Object.assign({}, ...chunks) as Messages;
}
