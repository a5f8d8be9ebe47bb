// Every ja message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/ja";
import app from "@shared/i18n/messages/app/ja";
import errors from "@shared/i18n/messages/errors/ja";
import mail from "@shared/i18n/messages/ja/mail.json";
import notices from "@shared/i18n/messages/ja/notices.json";
import offline from "@shared/i18n/messages/ja/offline.json";
import share from "@shared/i18n/messages/ja/share.json";
import exportPdf from "@shared/i18n/messages/ja/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
