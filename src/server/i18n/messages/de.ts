// Every de message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/de";
import app from "@shared/i18n/messages/app/de";
import errors from "@shared/i18n/messages/errors/de";
import mail from "@shared/i18n/messages/de/mail.json";
import notices from "@shared/i18n/messages/de/notices.json";
import offline from "@shared/i18n/messages/de/offline.json";
import share from "@shared/i18n/messages/de/share.json";
import exportPdf from "@shared/i18n/messages/de/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
