// Every es message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/es";
import app from "@shared/i18n/messages/app/es";
import errors from "@shared/i18n/messages/errors/es";
import mail from "@shared/i18n/messages/es/mail.json";
import notices from "@shared/i18n/messages/es/notices.json";
import offline from "@shared/i18n/messages/es/offline.json";
import share from "@shared/i18n/messages/es/share.json";
import exportPdf from "@shared/i18n/messages/es/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
