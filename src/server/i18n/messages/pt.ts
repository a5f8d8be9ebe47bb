// Every pt message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/pt";
import app from "@shared/i18n/messages/app/pt";
import errors from "@shared/i18n/messages/errors/pt";
import mail from "@shared/i18n/messages/pt/mail.json";
import notices from "@shared/i18n/messages/pt/notices.json";
import offline from "@shared/i18n/messages/pt/offline.json";
import share from "@shared/i18n/messages/pt/share.json";
import exportPdf from "@shared/i18n/messages/pt/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
