// Starts the receivers the settings ask for once the app is ready, and stops
// them when it closes: the SMTP receiver and the mailbox poller.
import type { FastifyInstance } from "fastify";
import { createOfflineProvider } from "../ai/offline";
import type { RateSource } from "../fx/service";
import { mailboxSettings, startMailboxPoller } from "./imap";
import { DEFAULT_INBOUND_LIMITS, type ReceiveDeps } from "./receive";
import { startSmtpReceiver, type SmtpReceiver } from "./smtp";

export function installInbound(app: FastifyInstance, rates: RateSource): void {
  app.decorate("inbound", { smtpPort: null, pollMailbox: null });
  const settings = app.deps.inbound;
  const domain = settings?.domain;
  if (!settings || !domain || (!settings.smtp && !settings.imapUrl)) return;
  const log = app.log.child({ module: "inbound" });
  const deps = (): ReceiveDeps => ({
    db: app.deps.database.db,
    domain,
    ai: app.deps.ai ?? createOfflineProvider(),
    rates,
    limits: { ...DEFAULT_INBOUND_LIMITS, ...settings.limits },
  });
  let receiver: SmtpReceiver | null = null;
  let stopPoller: (() => void) | null = null;
  app.addHook("onReady", async () => {
    if (settings.smtp) {
      receiver = await startSmtpReceiver(deps(), settings.smtp, log);
      app.inbound.smtpPort = receiver.port;
    }
    if (settings.imapUrl) {
      const poller = startMailboxPoller(deps(), mailboxSettings(settings.imapUrl), settings.imapEveryMs ?? 60_000, log);
      app.inbound.pollMailbox = poller.pollNow;
      stopPoller = poller.stop;
    }
  });
  app.addHook("onClose", async () => {
    stopPoller?.();
    await receiver?.stop();
  });
}
