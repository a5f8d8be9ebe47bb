// A private Dovecot IMAP server on loopback for tests: its own config, users
// and maildirs in a temp dir, on a free port, stopped by the test. Mail is
// placed in it over IMAP (APPEND), as a mail host would deliver it.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import { freePort } from "./free-port";

export const DOVECOT_BIN = process.env.DOVECOT_PATH ?? "/usr/sbin/dovecot";

export interface Dovecot {
  port: number;
  user: string;
  pass: string;
  /** imap://user:pass@127.0.0.1:port/INBOX */
  url: string;
  /** Places a mail in the INBOX, unread. */
  deliver(raw: Buffer | string): Promise<void>;
  /** How many mails the INBOX holds. */
  count(): Promise<number>;
  stop(): Promise<void>;
}

/** Resolves once something accepts connections on the port (Dovecot forks its listeners after start). */
async function accepting(port: number, child: ChildProcess, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot exited with ${child.exitCode}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error("dovecot did not start listening within 10 s");
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startDovecot(): Promise<Dovecot> {
  const dir = mkdtempSync(join(tmpdir(), "roamwise-dovecot-"));
  const port = await freePort();
  const user = "trips";
  const pass = "imap-test-password";
  // Mail is never kept as root: as root, the maildirs belong to nobody; otherwise to whoever runs the tests.
  const root = process.getuid?.() === 0;
  const uid = root ? 65534 : process.getuid!();
  const gid = root ? 65534 : process.getgid!();
  for (const sub of ["run", "state", "mail"]) mkdirSync(join(dir, sub));
  // Dovecot's auth and mail processes drop to their own users: they must reach the config and the mail.
  if (root) {
    chmodSync(dir, 0o755);
    chownSync(join(dir, "mail"), uid, gid);
  }
  writeFileSync(join(dir, "users"), `${user}:{PLAIN}${pass}\n`);
  const me = root ? "" : `default_login_user = ${process.env.USER ?? "nobody"}\ndefault_internal_user = ${process.env.USER ?? "nobody"}\n`;
  writeFileSync(
    join(dir, "dovecot.conf"),
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
first_valid_uid = ${Math.min(uid, 500)}
${me}passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`,
  );
  const child = spawn(DOVECOT_BIN, ["-F", "-c", join(dir, "dovecot.conf")], { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await accepting(port, child, Date.now() + 10_000);
  } catch (err) {
    child.kill("SIGKILL");
    throw err;
  }
  const client = () => new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass }, logger: false });
  const withClient = async <T>(work: (c: ImapFlow) => Promise<T>): Promise<T> => {
    const c = client();
    await c.connect();
    try {
      return await work(c);
    } finally {
      await c.logout();
    }
  };
  return {
    port,
    user,
    pass,
    url: `imap://${user}:${pass}@127.0.0.1:${port}/INBOX`,
    deliver: (raw) => withClient(async (c) => void (await c.append("INBOX", raw))),
    count: () =>
      withClient(async (c) => {
        const status = await c.status("INBOX", { messages: true });
        return status ? (status.messages ?? 0) : 0;
      }),
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
