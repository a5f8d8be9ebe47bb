// Queues an e-mail inside the caller's transaction (ADR 023): the row and the
// wake-up NOTIFY commit with the change the e-mail tells about, or not at all.
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Language } from "@shared/i18n/languages";

export const MAIL_CHANNEL = "roamwise_mail";

export type MailTemplate = "invitation" | "added-to-trip" | "password-reset" | "verify-email" | "confirm-sender" | "notice" | "digest";

/**
 * What each template needs, by row id (the sender reads the rows when it
 * sends), and the recipient's language (ADR 026): a known account's saved
 * language, else the language of the request that caused the e-mail.
 */
export interface MailData {
  invitation: { inviteLinkId: string; language: Language };
  "added-to-trip": { tripId: string; inviterId: string; language: Language };
  /**
   * The one mail whose row holds a secret: only the token's hash is stored
   * elsewhere, so the link can only be written from here. The sender removes
   * it from the row once the mail is sent, given up, or dropped (ADR 027).
   */
  "password-reset": { token: string; language: Language };
  /** Likewise a secret until sent: the e-mail verification link (docs/product/admin.md). */
  "verify-email": { token: string; language: Language };
  /** Likewise: the link that confirms another address a member forwards bookings from (docs/product/forwarding.md). */
  "confirm-sender": { token: string; language: Language };
  /** One notice, sent at once (docs/product/notifications.md). */
  notice: { notificationId: string; language: Language };
  /** A day's notices in one e-mail: their ids, comma-separated. */
  digest: { notificationIds: string; language: Language };
}

export async function queueMail<T extends MailTemplate>(tx: Tx, recipient: string, template: T, data: MailData[T]): Promise<void> {
  await tx.insert(mailOutbox).values({ recipient, template, data: { ...data } });
  // Empty payload: it only wakes a sender; PostgreSQL holds it until COMMIT.
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}
