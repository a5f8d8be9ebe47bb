// Every zh-CN message the server speaks: the app's chunks, and the e-mails', notices', offline assistant's,
// public page's and PDF's areas, which only the server reads.
import core from "@shared/i18n/messages/core/zh-CN";
import app from "@shared/i18n/messages/app/zh-CN";
import errors from "@shared/i18n/messages/errors/zh-CN";
import mail from "@shared/i18n/messages/zh-CN/mail.json";
import notices from "@shared/i18n/messages/zh-CN/notices.json";
import offline from "@shared/i18n/messages/zh-CN/offline.json";
import share from "@shared/i18n/messages/zh-CN/share.json";
import exportPdf from "@shared/i18n/messages/zh-CN/export.json";

export default { ...core, ...app, ...errors, ...mail, ...notices, ...offline, ...share, ...exportPdf } as Record<string, string>;
