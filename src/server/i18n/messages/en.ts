// Every en message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/en";
import app from "@shared/i18n/messages/app/en";
import errors from "@shared/i18n/messages/errors/en";
import mail from "@shared/i18n/messages/en/mail.json";
import notices from "@shared/i18n/messages/en/notices.json";
import offline from "@shared/i18n/messages/en/offline.json";
import share from "@shared/i18n/messages/en/share.json";
import exportPdf from "@shared/i18n/messages/en/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
