// Every fr message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/fr";
import app from "@shared/i18n/messages/app/fr";
import errors from "@shared/i18n/messages/errors/fr";
import mail from "@shared/i18n/messages/fr/mail.json";
import notices from "@shared/i18n/messages/fr/notices.json";
import offline from "@shared/i18n/messages/fr/offline.json";
import share from "@shared/i18n/messages/fr/share.json";
import exportPdf from "@shared/i18n/messages/fr/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
