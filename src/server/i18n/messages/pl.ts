// Every pl message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/pl";
import app from "@shared/i18n/messages/app/pl";
import errors from "@shared/i18n/messages/errors/pl";
import mail from "@shared/i18n/messages/pl/mail.json";
import notices from "@shared/i18n/messages/pl/notices.json";
import offline from "@shared/i18n/messages/pl/offline.json";
import share from "@shared/i18n/messages/pl/share.json";
import exportPdf from "@shared/i18n/messages/pl/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
