// A real SMTP server on loopback (smtp-server) that keeps what it receives,
// parsed by mailparser: API and end-to-end tests read sent e-mail from it.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export function recipients(m: ParsedMail): string[] {
  const to = [m.to ?? []].flat();
  return to.flatMap((a) => a.value.map((v) => v.address ?? ""));
}

/** The mail every registration sends (docs/product/admin.md): tests about other mails leave it aside. */
export const isVerificationMail = (m: ParsedMail) => /\/verify-email\//.test(m.text ?? "");

export class SmtpInbox {
  readonly mails: ParsedMail[] = [];
  /** Mails received but not kept (a test about one kind of mail passes the others'). */
  constructor(private readonly ignore: (m: ParsedMail) => boolean = () => false) {}
  /** Refuses that many deliveries first (451, "try again later"), as a busy server does. */
  failNext = 0;
  private waiting = new Set<() => void>();
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (this.failNext > 0) {
        this.failNext--;
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      }
      callback();
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          if (!this.ignore(mail)) this.mails.push(mail);
          for (const w of this.waiting) w();
          callback();
        })
        .catch(callback);
    },
  });
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The messages received so far for `to`. */
  to(to: string): ParsedMail[] {
    return this.mails.filter((m) => recipients(m).includes(to));
  }

  /** Resolves with the `nth` (1-based) message to `to`, waiting up to `timeoutMs` for it. */
  next(to: string, nth = 1, timeoutMs = 10_000): Promise<ParsedMail> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const m = this.to(to)[nth - 1];
        if (!m) return;
        this.waiting.delete(check);
        clearTimeout(timer);
        resolve(m);
      };
      const timer = setTimeout(() => {
        this.waiting.delete(check);
        reject(new Error(`no e-mail no. ${nth} to ${to} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.add(check);
      check();
    });
  }
}
