// The e-mails the app sends (docs/product/sharing.md), each as plain text and HTML: an
// invitation for an address without an account, "you were added to a trip",
// and the password reset link.
// Written in the recipient's language (docs/product/languages.md, ADR 026): every sentence is
// a `mail.*` message; names and the trip's name are data, never translated and
// always HTML-escaped in the HTML part.
import type { Role } from "@shared/trips";
import { textDirection, type Language } from "@shared/i18n/languages";
import { intlFor } from "../i18n";
import { escapeHtml } from "../share/html";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Values = Record<string, string>;

/** One message as plain text (subject, text body, or HTML text that is escaped whole). */
function message(language: Language, id: string, values?: Values): string {
  return String(intlFor(language).formatMessage({ id }, values));
}

/**
 * One message as HTML: its arguments escaped, its `<strong>` tags kept. The
 * message's own words are the catalogue's (trusted), as the English sentences
 * in this file were before.
 */
function htmlMessage(language: Language, id: string, values: Values): string {
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  const out = intlFor(language).formatMessage(
    { id },
    { ...escaped, strong: (chunks: unknown[]) => `<strong>${chunks.join("")}</strong>` },
  ) as string | unknown[];
  return Array.isArray(out) ? out.join("") : String(out);
}

function layout(
  language: Language,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  const p = paragraphs.map((x) => `<p style="margin:0 0 16px">${x}</p>`).join("\n");
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${p}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${escapeHtml(message(language, "mail.openAddress"))} <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</div></body></html>`;
}

/** Who an e-mail says sent it when the inviter has no name (or no longer exists). */
export const someone = (language: Language) => message(language, "mail.someone");

/** A mail's plain-text part: its paragraphs, the action line and its link, the footer, a blank line between each. */
function plainText(paragraphs: string[], action: string, url: string, footer: string): string {
  return [...paragraphs.flatMap((p) => [p, ""]), action, url, "", footer].join("\n");
}

export function invitationMail(
  language: Language,
  p: { tripName: string; inviterName: string; role: Role; url: string },
): RenderedMail {
  const names = { inviterName: p.inviterName, tripName: p.tripName };
  const subject = message(language, "mail.invitation.subject", names);
  const footer = message(language, "mail.invitation.footer");
  const text = plainText([message(language, "mail.invitation.text.intro", { ...names, role: p.role })], message(language, "mail.invitation.text.action"), p.url, footer);
  const html = layout(
    language,
    message(language, "mail.invitation.title", { tripName: p.tripName }),
    [htmlMessage(language, "mail.invitation.html.intro", { ...names, role: p.role }), message(language, "mail.invitation.html.action")],
    { label: message(language, "mail.invitation.button"), url: p.url },
    footer,
  );
  return { subject, text, html };
}

export function addedToTripMail(language: Language, p: { tripName: string; inviterName: string; url: string }): RenderedMail {
  const names = { inviterName: p.inviterName, tripName: p.tripName };
  const subject = message(language, "mail.added.subject", { tripName: p.tripName });
  const footer = message(language, "mail.added.footer");
  const text = plainText([message(language, "mail.added.text.intro", names)], message(language, "mail.added.text.action"), p.url, footer);
  const html = layout(
    language,
    message(language, "mail.added.title", { tripName: p.tripName }),
    [htmlMessage(language, "mail.added.html.intro", names)],
    { label: message(language, "mail.added.button"), url: p.url },
    footer,
  );
  return { subject, text, html };
}

/** The "forgot password" link (ADR 027): sent whatever the notification switches say. */
export function passwordResetMail(language: Language, p: { firstName: string; url: string }): RenderedMail {
  return securityLinkMail(language, "mail.reset", p);
}

/** A security mail with one link (a reset, a verification): its texts are the entries under `prefix`. */
function securityLinkMail(language: Language, prefix: "mail.reset" | "mail.verify" | "mail.confirmSender", p: { firstName: string; url: string }): RenderedMail {
  const subject = message(language, `${prefix}.subject`);
  const footer = message(language, `${prefix}.footer`);
  const greeting = { firstName: p.firstName };
  const text = plainText(
    [message(language, `${prefix}.greeting`, greeting), message(language, `${prefix}.intro`)],
    message(language, `${prefix}.text.action`),
    p.url,
    footer,
  );
  const html = layout(
    language,
    message(language, `${prefix}.title`),
    [htmlMessage(language, `${prefix}.greeting`, greeting), escapeHtml(message(language, `${prefix}.intro`)), escapeHtml(message(language, `${prefix}.html.action`))],
    { label: message(language, `${prefix}.button`), url: p.url },
    footer,
  );
  return { subject, text, html };
}

/** The one-time link that verifies the account's address (docs/product/admin.md). */
export function verifyEmailMail(language: Language, p: { firstName: string; url: string }): RenderedMail {
  return securityLinkMail(language, "mail.verify", p);
}

/** The link that confirms another address a member forwards bookings from (docs/product/forwarding.md); `firstName` is the member's. */
export function confirmSenderMail(language: Language, p: { firstName: string; url: string }): RenderedMail {
  return securityLinkMail(language, "mail.confirmSender", p);
}

/**
 * Notices by e-mail (docs/product/notifications.md): one sent at once, or a
 * day's in a digest; each with its link. `url`s are already absolute.
 */
export function noticesMail(language: Language, notices: { title: string; body: string; url: string }[], allUrl: string): RenderedMail {
  const footer = message(language, "notices.mail.footer");
  const button = message(language, "notices.mail.button");
  if (notices.length === 1) {
    const n = notices[0]!;
    const text = plainText([n.title, n.body], message(language, "notices.mail.open"), n.url, footer);
    return { subject: n.title, text, html: layout(language, n.title, [escapeHtml(n.body)], { label: button, url: n.url }, footer) };
  }
  const title = message(language, "notices.digest.title");
  const text = [...notices.flatMap((n) => [n.title, n.body, n.url, ""]), footer].join("\n");
  const paragraphs = notices.map(
    (n) => `<a href="${escapeHtml(n.url)}" style="color:#2563eb;font-weight:600">${escapeHtml(n.title)}</a><br>${escapeHtml(n.body)}`,
  );
  return {
    subject: String(intlFor(language).formatMessage({ id: "notices.digest.subject" }, { count: notices.length })),
    text,
    html: layout(language, title, paragraphs, { label: button, url: allUrl }, footer),
  };
}
