// Every it message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/it";
import app from "@shared/i18n/messages/app/it";
import errors from "@shared/i18n/messages/errors/it";
import mail from "@shared/i18n/messages/it/mail.json";
import notices from "@shared/i18n/messages/it/notices.json";
import offline from "@shared/i18n/messages/it/offline.json";
import share from "@shared/i18n/messages/it/share.json";
import exportPdf from "@shared/i18n/messages/it/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
