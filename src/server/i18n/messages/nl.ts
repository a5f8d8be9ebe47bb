// Every nl message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/nl";
import app from "@shared/i18n/messages/app/nl";
import errors from "@shared/i18n/messages/errors/nl";
import mail from "@shared/i18n/messages/nl/mail.json";
import notices from "@shared/i18n/messages/nl/notices.json";
import offline from "@shared/i18n/messages/nl/offline.json";
import share from "@shared/i18n/messages/nl/share.json";
import exportPdf from "@shared/i18n/messages/nl/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
