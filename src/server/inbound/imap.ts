// Reading a mailbox (INBOUND_IMAP_URL) instead of, or beside, the SMTP
// receiver (ADR 055): for an operator whose mail host delivers
// trips+*@domain into one mailbox. Each poll reads the unread mails, hands
// each to receiveMail and deletes it from the mailbox; a mail read twice
// (a crash before the delete, two instances polling) is kept once.
import type { ImapFlow } from "imapflow";
import { receiveMail, type ReceiveDeps } from "./receive";
import type { ReceiverLog } from "./smtp";

export interface MailboxSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

/** imap://user:pass@host:143/INBOX or imaps://…:993/…; the mailbox defaults to INBOX. */
export function mailboxSettings(url: string): MailboxSettings {
  const u = new URL(url);
  const secure = u.protocol === "imaps:";
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    mailbox: decodeURIComponent(u.pathname.replace(/^\//, "")) || "INBOX",
  };
}

/** The addresses a delivered copy was for: its To and Cc, and the headers mail hosts add with the envelope's recipient. */
function recipientsOf(envelope: { to?: { address?: string }[]; cc?: { address?: string }[] } | undefined, headers: Buffer | undefined): string[] {
  const listed = [...(envelope?.to ?? []), ...(envelope?.cc ?? [])].map((a) => a.address ?? "");
  const added = (headers?.toString("latin1") ?? "").match(/[^\s<>:,"]+@[^\s<>,"]+/g) ?? [];
  return [...added, ...listed].filter(Boolean);
}

/** One poll: every unread mail of the mailbox is received and deleted. Returns how many were read. */
export async function pollMailbox(deps: ReceiveDeps, settings: MailboxSettings): Promise<number> {
  const { ImapFlow } = await import("imapflow");
  const client: ImapFlow = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.pass },
    logger: false,
  });
  await client.connect();
  let count = 0;
  try {
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of uids) {
        const meta = await client.fetchOne(String(uid), { envelope: true, size: true, headers: ["delivered-to", "x-original-to"] }, { uid: true });
        if (!meta) continue;
        // Over the limit, the mail is not downloaded at all.
        const tooLarge = (meta.size ?? 0) > deps.limits.maxBytes;
        const full = tooLarge ? null : await client.fetchOne(String(uid), { source: true }, { uid: true });
        await receiveMail(deps, { recipients: recipientsOf(meta.envelope, meta.headers), raw: full && full.source ? full.source : null });
        await client.messageDelete(String(uid), { uid: true });
        count++;
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return count;
}

/** Polls every `everyMs` until stopped; a failed poll is logged and the next one tries again. */
export function startMailboxPoller(deps: ReceiveDeps, settings: MailboxSettings, everyMs: number, log: ReceiverLog): { pollNow: () => Promise<number>; stop: () => void } {
  let running: Promise<number> | null = null;
  const pollNow = () => {
    running ??= pollMailbox(deps, settings).finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => {
    pollNow().catch((err: unknown) => log.warn({ code: (err as { code?: unknown }).code }, "the forwarding mailbox could not be read; the next poll tries again"));
  }, everyMs);
  timer.unref();
  return { pollNow, stop: () => clearInterval(timer) };
}
