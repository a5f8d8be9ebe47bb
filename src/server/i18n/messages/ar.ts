// Every ar message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/ar";
import app from "@shared/i18n/messages/app/ar";
import errors from "@shared/i18n/messages/errors/ar";
import mail from "@shared/i18n/messages/ar/mail.json";
import notices from "@shared/i18n/messages/ar/notices.json";
import offline from "@shared/i18n/messages/ar/offline.json";
import share from "@shared/i18n/messages/ar/share.json";
import exportPdf from "@shared/i18n/messages/ar/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
