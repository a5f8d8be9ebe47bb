// The server's VAPID key pair (docs/product/notifications.md, ADR 052): from
// VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when both are set, else made once and kept
// in push_vapid_keys, so every instance and every restart signs with the key
// the browsers subscribed with (a new key would silently orphan them all).
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { pushVapidKeys } from "../db/schema";

export interface VapidSettings {
  publicKey?: string;
  privateKey?: string;
  /** VAPID_SUBJECT: a mailto: or https: address push services may contact; default the app's address when https, else a mailto: at its host. */
  subject?: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export function vapidSubject(settings: VapidSettings, publicUrl: string): string {
  if (settings.subject) return settings.subject;
  const url = new URL(publicUrl);
  return url.protocol === "https:" ? url.origin : `mailto:roamwise@${url.hostname}`;
}

/** The key pair to sign with; the first call on a database without one makes it (concurrent first starts keep the one written first). */
export async function vapidKeys(db: Db, settings: VapidSettings, publicUrl: string): Promise<VapidKeys> {
  const subject = vapidSubject(settings, publicUrl);
  if (settings.publicKey && settings.privateKey) return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject };
  const [kept] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
  // web-push is loaded only when keys are made or a push is sent (idle memory, ADR 040).
  const { default: webpush } = await import("web-push");
  const made = webpush.generateVAPIDKeys();
  await db.insert(pushVapidKeys).values({ id: 1, ...made }).onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return { publicKey: row!.publicKey, privateKey: row!.privateKey, subject };
}
