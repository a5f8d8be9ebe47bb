// The in-process sender (ADR 023): delivers queued e-mails from mail_outbox
// over SMTP, or, without SMTP_URL, writes each one as an .eml file. Woken by
// the NOTIFY a queued mail commits with, and by a timer for retries. Claims
// rows with SKIP LOCKED, so several app instances never send one mail twice
// at once. Logs carry the mail's id and attempt, never addresses, bodies or links.
import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Role } from "@shared/trips";
import { invitePath } from "@shared/invites";
import { isLanguage, type Language } from "@shared/i18n/languages";
import type { Database } from "../db/client";
import { msUntilNextDue, startOutboxLoop } from "../db/outbox-loop";
import { MAIL_CHANNEL, type MailData, type MailTemplate } from "./outbox";
import { addedToTripMail, confirmSenderMail, invitationMail, noticesMail, passwordResetMail, someone, verifyEmailMail, type RenderedMail } from "./templates";
import { noticesByIds } from "../notifications/service";
import { verifyPath } from "../auth/email-verification";
import { hashToken } from "../auth/sessions";
import { resetPath } from "../auth/password-reset";
import { confirmSenderPath } from "@shared/inbox";

export interface MailSettings {
  /** smtp(s)://user:pass@host:port; without it messages go to .eml files in emlDir. */
  smtpUrl?: string;
  /** The From header, e.g. "Roamwise <trips@example.com>". */
  from: string;
  /** Where messages are written when there is no SMTP server. */
  emlDir: string;
  /** First retry delay; doubles each attempt up to an hour. Default 30 s. */
  retryBaseMs?: number;
  /** Attempts before a message is given up (and logged as an error). Default 8. */
  maxAttempts?: number;
}

/** What the sender logs through (the app's pino logger). */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailSender {
  stop(): Promise<void>;
}

/** How long a claimed row is held before another sender may try it (a crash mid-send). */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

interface Claimed {
  id: string;
  recipient: string;
  template: MailTemplate;
  data: Record<string, string>;
  attempts: number;
}

type Rows<T> = { rows: T[] };

export async function startMailSender(
  database: Database,
  publicUrl: string,
  settings: MailSettings,
  log: MailLog,
  /** Counted in /metrics as a notification sent by e-mail. */
  onSent: () => void = () => {},
): Promise<MailSender> {
  const db = database.db;
  const retryBaseMs = settings.retryBaseMs ?? 30_000;
  const maxAttempts = settings.maxAttempts ?? 8;
  // nodemailer (~2 MB once loaded) is imported with the first mail, not at start (idle memory, issue 20).
  let transport: Transporter | null = null;
  const transporter = async () => {
    if (transport) return transport;
    const { default: nodemailer } = await import("nodemailer");
    transport ??= settings.smtpUrl
      ? nodemailer.createTransport(settings.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    return transport;
  };

  async function render(mail: Claimed): Promise<RenderedMail | null> {
    // The recipient's language, decided when the mail was queued (rows queued before it was recorded are English).
    const language: Language = isLanguage(mail.data.language) ? mail.data.language : "en";
    if (mail.template === "invitation") {
      const { inviteLinkId } = mail.data as unknown as MailData["invitation"];
      // A link revoked (or used) before its e-mail went out is not sent.
      const { rows } = (await db.execute(sql`
        select l.token, l.role, t.name as trip_name, u.first_name, u.last_name
        from invite_links l join trips t on t.id = l.trip_id left join users u on u.id = l.created_by
        where l.id = ${inviteLinkId} and (l.max_uses is null or l.uses < l.max_uses)
          and (l.expires_at is null or l.expires_at > now())`)) as unknown as Rows<{
        token: string;
        role: Role;
        trip_name: string;
        first_name: string | null;
        last_name: string | null;
      }>;
      const r = rows[0];
      if (!r) return null;
      return invitationMail(language, {
        tripName: r.trip_name,
        inviterName: nameOf(r, language),
        role: r.role,
        url: `${publicUrl}${invitePath(r.token)}`,
      });
    }
    if (mail.template === "password-reset" || mail.template === "verify-email") {
      const { token } = mail.data as unknown as MailData["password-reset" | "verify-email"];
      const reset = mail.template === "password-reset";
      // A link used or expired before its e-mail went out is not sent.
      const table = reset ? sql`password_reset_tokens` : sql`email_verification_tokens`;
      const { rows } = (await db.execute(sql`
        select u.first_name from ${table} t join users u on u.id = t.user_id
        where t.token_hash = ${hashToken(String(token))} and t.expires_at > now()`)) as unknown as Rows<{ first_name: string }>;
      const r = rows[0];
      if (!r) return null;
      const link = { firstName: r.first_name, url: `${publicUrl}${reset ? resetPath(String(token)) : verifyPath(String(token))}` };
      return reset ? passwordResetMail(language, link) : verifyEmailMail(language, link);
    }
    if (mail.template === "confirm-sender") {
      const { token } = mail.data as unknown as MailData["confirm-sender"];
      // A link replaced or used before its e-mail went out is not sent.
      const { rows } = (await db.execute(sql`
        select u.first_name from forwarding_senders s join users u on u.id = s.user_id
        where s.token_hash = ${hashToken(String(token))}`)) as unknown as Rows<{ first_name: string }>;
      const r = rows[0];
      if (!r) return null;
      return confirmSenderMail(language, { firstName: r.first_name, url: `${publicUrl}${confirmSenderPath(String(token))}` });
    }
    if (mail.template === "notice" || mail.template === "digest") {
      const ids = mail.template === "notice" ? [String(mail.data.notificationId)] : String(mail.data.notificationIds).split(",");
      // Notices whose trip was deleted since are gone with it; with none left, nothing is sent.
      const notices = await noticesByIds(db, ids, language);
      if (notices.length === 0) return null;
      return noticesMail(language, notices.map((n) => ({ ...n, url: `${publicUrl}${n.url}` })), `${publicUrl}/notifications`);
    }
    const { tripId, inviterId } = mail.data as unknown as MailData["added-to-trip"];
    // The recipient's "Email notifications" switch is read again now: turned off since the mail was queued, it is not sent.
    const { rows } = (await db.execute(sql`
      select t.name as trip_name, u.first_name, u.last_name
      from trips t left join users u on u.id = ${inviterId}
      where t.id = ${tripId} and not exists (
        select 1 from users r join user_preferences p on p.user_id = r.id
        where r.email = ${mail.recipient} and not p.email_notifications)`)) as unknown as Rows<{ trip_name: string; first_name: string | null; last_name: string | null }>;
    const r = rows[0];
    if (!r) return null;
    return addedToTripMail(language, { tripName: r.trip_name, inviterName: nameOf(r, language), url: `${publicUrl}/trips` });
  }

  async function deliver(mail: Claimed, message: RenderedMail): Promise<void> {
    const info = (await (await transporter()).sendMail({ from: settings.from, to: mail.recipient, ...message })) as { message?: Buffer };
    if (settings.smtpUrl) {
      log.info({ mailId: mail.id, attempt: mail.attempts }, "e-mail sent");
      return;
    }
    // docs/product/sharing.md wants the message visible without SMTP, docs/security.md keeps bodies out of logs: a file, and its path in the log.
    await mkdir(settings.emlDir, { recursive: true });
    const path = join(settings.emlDir, `${mail.id}.eml`);
    await writeFile(path, info.message ?? "", { mode: 0o600 });
    log.warn({ mailId: mail.id, path }, "e-mail not sent: SMTP_URL is not set; the message was written to a file");
  }

  async function claim(): Promise<Claimed | null> {
    const { rows } = (await db.execute(sql`
      update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + ${`${LEASE_MS} milliseconds`}::interval
      where id = (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by next_attempt_at limit 1 for update skip locked)
      returning id, recipient, template, data, attempts`)) as unknown as Rows<Claimed>;
    return rows[0] ?? null;
  }

  async function processOne(mail: Claimed): Promise<void> {
    try {
      const message = await render(mail);
      if (!message) {
        await db.execute(sql`delete from mail_outbox where id = ${mail.id}`);
        log.info({ mailId: mail.id }, "e-mail dropped: what it was about is gone");
        return;
      }
      await deliver(mail, message);
      // A reset or verification token stays in the row only until its mail is out (ADR 027).
      await db.execute(sql`update mail_outbox set sent_at = now(), data = data - 'token' where id = ${mail.id}`);
      onSent();
    } catch (err) {
      // SMTP error texts can quote the address: only codes go to the log.
      const e = err as { code?: unknown; responseCode?: unknown };
      const detail = { mailId: mail.id, attempt: mail.attempts, code: e.code, responseCode: e.responseCode };
      if (mail.attempts >= maxAttempts) {
        await db.execute(sql`update mail_outbox set failed_at = now(), data = data - 'token' where id = ${mail.id}`);
        log.error(detail, "e-mail failed; giving up");
        return;
      }
      const delay = Math.min(retryBaseMs * 2 ** (mail.attempts - 1), MAX_BACKOFF_MS);
      await db.execute(
        sql`update mail_outbox set next_attempt_at = now() + ${`${delay} milliseconds`}::interval where id = ${mail.id}`,
      );
      log.warn({ ...detail, retryInMs: delay }, "e-mail failed; will retry");
    }
  }

  /** What is due now, then how long until the next retry. */
  async function drain(stopped: () => boolean): Promise<number | null> {
    for (let mail = await claim(); mail && !stopped(); mail = await claim()) await processOne(mail);
    return msUntilNextDue(db, sql`mail_outbox where sent_at is null and failed_at is null`);
  }

  const loop = await startOutboxLoop(database, MAIL_CHANNEL, {
    drain,
    // The database may be briefly away; the loop tries again.
    onError: (err) => log.error({ code: (err as { code?: unknown }).code }, "mail sender could not read the outbox"),
    retryMs: retryBaseMs,
  });

  return {
    stop: async () => {
      await loop.stop();
      transport?.close();
    },
  };
}

function nameOf(r: { first_name: string | null; last_name: string | null }, language: Language): string {
  const name = [r.first_name, r.last_name].filter(Boolean).join(" ").trim();
  return name || someone(language);
}
