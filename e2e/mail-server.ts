// An app server of its own for the journeys that read e-mail: the built
// server (as the shared e2e server) with SMTP_URL pointing at a real SMTP
// server on loopback, whose inbox the test reads. Stopped by `stop()`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpInbox } from "../src/server/test/smtp-inbox";
import { SERVER_ENTRY, freePort, waitForHealth } from "./global-setup";

export interface MailServer {
  /** The app's address (also its PUBLIC_URL: the links in e-mails point here). */
  base: string;
  inbox: SmtpInbox;
  stop(): Promise<void>;
}

export async function startServerWithMail(): Promise<MailServer> {
  const inbox = await new SmtpInbox().start();
  const dataDir = mkdtempSync(join(tmpdir(), "roamwise-mail-e2e-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      CLIENT_DIR: process.env.E2E_CLIENT_DIR || "dist/client",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SMTP_URL: inbox.url,
      MAIL_FROM: "Roamwise <trips@roamwise.test>",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(`${base}/api/health`, server, 60_000);
  return {
    base,
    inbox,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once("exit", r));
        server.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (server.exitCode === null) server.kill("SIGKILL");
      }
      await inbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
