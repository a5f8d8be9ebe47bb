// Every tr message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/tr";
import app from "@shared/i18n/messages/app/tr";
import errors from "@shared/i18n/messages/errors/tr";
import mail from "@shared/i18n/messages/tr/mail.json";
import notices from "@shared/i18n/messages/tr/notices.json";
import offline from "@shared/i18n/messages/tr/offline.json";
import share from "@shared/i18n/messages/tr/share.json";
import exportPdf from "@shared/i18n/messages/tr/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
