// An app server of its own for the journeys that read e-mail: the built
// server (as the shared e2e server) with SMTP_URL pointing at a real SMTP
// server on loopback, whose inbox the test reads. Stopped by `stop()`.
import { SmtpInbox, isVerificationMail } from "../src/server/test/smtp-inbox";
import { startAppServer } from "./app-server";

export interface MailServer {
  /** The app's address (also its PUBLIC_URL: the links in e-mails point here). */
  base: string;
  inbox: SmtpInbox;
  stop(): Promise<void>;
}

/** `env`: more of the server's environment (the push journey's WEBHOOK_ALLOW_PRIVATE and its push service's certificate). */
export async function startServerWithMail(env: Record<string, string> = {}): Promise<MailServer> {
  // The journeys read invitations and resets; the verification mail every registration sends is left aside.
  const inbox = await new SmtpInbox(isVerificationMail).start();
  const app = await startAppServer("mail", (base) => ({ PUBLIC_URL: base, SMTP_URL: inbox.url, MAIL_FROM: "Roamwise <trips@roamwise.test>", ...env }));
  return {
    base: app.base,
    inbox,
    async stop() {
      await app.stop();
      await inbox.close();
    },
  };
}
